/**
 * What every share card is drawn from: the site's own design tokens (the Tailwind palette the
 * light theme uses, the category accents of `category-icon.tsx`, the icon sprite, the brand mark of
 * favicon.svg), the Inter font bundled in the repository (fonts/, SIL Open Font License), and the
 * frame all cards share. Laid out by satori, which reads a subset of CSS (flexbox only).
 */
import type { ReactNode } from 'react';
import inter400 from '../../../fonts/inter-latin-400-normal.woff?inline';
import inter600 from '../../../fonts/inter-latin-600-normal.woff?inline';
import inter800 from '../../../fonts/inter-latin-800-normal.woff?inline';
import brandMark from '../../../public/favicon.svg?raw';
import type { IconName } from '../../components/ui/icon';
import iconSprite from '../../components/ui/icons.svg?raw';
import type { Category } from '../../content/catalog';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '../../lib/share-cards';
import { SITE } from '../../site';

/**
 * Tailwind's palette as the light theme shows it (src/styles.css remaps it only for dark mode),
 * written as hex: satori and resvg do not read Tailwind's oklch() values.
 */
export const PALETTE = {
  white: '#ffffff',
  slate: { 100: '#f1f5f9', 200: '#e2e8f0', 500: '#64748b', 600: '#475569', 700: '#334155', 900: '#0f172a' },
  indigo: { 50: '#eef2ff', 100: '#e0e7ff', 200: '#c7d2fe', 600: '#4f46e5', 700: '#4338ca', 800: '#3730a3' },
  amber: { 50: '#fffbeb', 100: '#fef3c7', 900: '#78350f' },
} as const;

/** A category's colours: its icon box (`bg-*-100`, `text-*-700`, as `CategoryIcon` draws it), a wash and a strong shade. */
export interface Accent {
  wash: string;
  tint: string;
  ink: string;
  strong: string;
}

/** The accents of `CATEGORY_ACCENTS` (category-icon.tsx): the 100 shade behind, the 700 shade (amber: 800) in front. */
export const CATEGORY_ACCENT: Record<Category['color'], Accent> = {
  blue: { wash: '#eff6ff', tint: '#dbeafe', ink: '#1d4ed8', strong: '#2563eb' },
  pink: { wash: '#fdf2f8', tint: '#fce7f3', ink: '#be185d', strong: '#db2777' },
  amber: { wash: '#fffbeb', tint: '#fef3c7', ink: '#92400e', strong: '#d97706' },
  emerald: { wash: '#ecfdf5', tint: '#d1fae5', ink: '#047857', strong: '#059669' },
  rose: { wash: '#fff1f2', tint: '#ffe4e6', ink: '#be123c', strong: '#e11d48' },
  violet: { wash: '#f5f3ff', tint: '#ede9fe', ink: '#6d28d9', strong: '#7c3aed' },
};

/** The brand's accent: the indigo of the buttons and the brand mark. */
export const BRAND_ACCENT: Accent = {
  wash: PALETTE.indigo[50],
  tint: PALETTE.indigo[100],
  ink: PALETTE.indigo[700],
  strong: PALETTE.indigo[600],
};

const fontData = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

/** Inter at the weights the site's headings and text use, decoded once. */
export const FONTS = [
  { name: 'Inter', data: fontData(inter400), weight: 400, style: 'normal' },
  { name: 'Inter', data: fontData(inter600), weight: 600, style: 'normal' },
  { name: 'Inter', data: fontData(inter800), weight: 800, style: 'normal' },
] as const;

const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** Each symbol's drawing in the site's sprite, by id. */
const SYMBOLS = new Map(
  [...iconSprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/gs)].map((match) => [match[1], match[2]]),
);

/** An icon of the sprite, stroked as `Icon` strokes it, in one colour. */
export function SpriteIcon({ name, color, size }: { name: IconName; color: string; size: number }) {
  const drawing = SYMBOLS.get(name);
  if (drawing === undefined) throw new Error(`icons.svg has no symbol "${name}"`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="${size}" height="${size}" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${drawing}</svg>`;
  return <img src={svgDataUrl(svg)} width={size} height={size} alt="" />;
}

/** The category's icon in its coloured box, as `CategoryIcon` draws it. */
export function IconBox({ name, accent, size }: { name: IconName; accent: Accent; size: number }) {
  return (
    <div
      style={{
        display: 'flex',
        flexShrink: 0,
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: size * 0.22,
        backgroundColor: accent.tint,
      }}
    >
      <SpriteIcon name={name} color={accent.ink} size={Math.round(size * 0.56)} />
    </div>
  );
}

const BRAND_MARK = svgDataUrl(brandMark.replace(/<title>.*?<\/title>/, ''));

/** The brand mark and name, as the header shows them. */
export function Brand({ size = 48 }: { size?: number }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: size * 0.35 }}>
      <img src={BRAND_MARK} width={size} height={size} alt="" />
      <span style={{ fontSize: size * 0.8, fontWeight: 800, color: PALETTE.slate[900], letterSpacing: -0.5 }}>{SITE.brand}</span>
    </div>
  );
}

/** A rounded label, as the site's badges are drawn. */
export function Pill({
  children,
  background,
  color,
  size = 28,
}: {
  children: ReactNode;
  background: string;
  color: string;
  size?: number;
}) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: size * 0.4,
        padding: `${size * 0.35}px ${size * 0.8}px`,
        borderRadius: 999,
        backgroundColor: background,
        color,
        fontSize: size,
        fontWeight: 600,
      }}
    >
      {children}
    </div>
  );
}

/**
 * The frame of every card: a white card washed with its accent, a strip of the accent down the
 * left edge, the content in between and the brand in the footer, opposite `footer`.
 */
export function CardFrame({ accent, children, footer }: { accent: Accent; children: ReactNode; footer?: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        width: SHARE_CARD_WIDTH,
        height: SHARE_CARD_HEIGHT,
        fontFamily: 'Inter',
        color: PALETTE.slate[900],
        backgroundColor: PALETTE.white,
        backgroundImage: `linear-gradient(135deg, ${accent.wash} 0%, ${PALETTE.white} 55%, ${PALETTE.white} 100%)`,
      }}
    >
      <div style={{ display: 'flex', flexShrink: 0, width: 20, height: '100%', backgroundColor: accent.strong }} />
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '64px 80px 56px 72px' }}>
        <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1 }}>{children}</div>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 64 }}>
          {footer ?? <div style={{ display: 'flex' }} />}
          <Brand />
        </div>
      </div>
    </div>
  );
}

/**
 * A font size at which text of this length fits the space it is given: each step is for text up
 * to that many characters (the last step for anything longer). Inter's average character is about
 * half its size wide, so the steps are set from the card's line width and the lines that fit.
 */
export function fittedSize(text: string, steps: readonly (readonly [maxChars: number, size: number])[]): number {
  for (const [maxChars, size] of steps) if (text.length <= maxChars) return size;
  return steps.at(-1)?.[1] ?? 48;
}
