import spriteUrl from './icons.svg?no-inline';

/** The symbols of `icons.svg`, by id (a test holds the two to each other). */
export const ICON_NAMES = [
  'arrow-right',
  'arrow-up',
  'briefcase',
  'check',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'copy',
  'flame',
  'graduation-cap',
  'heart',
  'heart-pulse',
  'home',
  'laugh',
  'lightbulb',
  'mail',
  'menu',
  'message-square',
  'search',
  'send',
  'share',
  'skip-forward',
  'sparkles',
  'star',
  'users',
  'x',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/** Where an icon's drawing lives: one cached file for the whole site. */
export const iconHref = (name: IconName) => `${spriteUrl}#${name}`;

/**
 * A decorative icon referenced from the site's one sprite file, so neither the page's HTML nor its
 * JavaScript carries the drawing (paths from Lucide, ISC licence). The drawing inherits its fill and
 * stroke from here, so a class can restyle it (`fill-amber-500` fills the saved star).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={iconHref(name)} />
    </svg>
  );
}
