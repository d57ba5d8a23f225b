import type { ReactNode } from 'react';

export type IconName = 'copy' | 'check' | 'star' | 'send';

/** One icon of the sprite, drawn the way Lucide draws its icons (24 px grid, 2 px round strokes). */
function SpriteSymbol({ name, children }: { name: IconName; children: ReactNode }) {
  return (
    <symbol
      id={`icon-${name}`}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </symbol>
  );
}

/**
 * Icons a page repeats many times, drawn once and referenced with `<use href>`, so a long list
 * costs one small element per icon instead of a full inline SVG (paths from Lucide, ISC licence).
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" className="hidden">
      <SpriteSymbol name="copy">
        <rect width="14" height="14" x="8" y="8" rx="2" ry="2" />
        <path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" />
      </SpriteSymbol>
      <SpriteSymbol name="send">
        <path d="M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z" />
        <path d="m21.854 2.147-10.94 10.939" />
      </SpriteSymbol>
      <SpriteSymbol name="star">
        <path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z" />
      </SpriteSymbol>
      <SpriteSymbol name="check">
        <path d="M20 6 9 17l-5-5" />
      </SpriteSymbol>
    </svg>
  );
}
