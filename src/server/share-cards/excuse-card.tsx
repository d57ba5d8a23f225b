/**
 * The share card of a built-in generated excuse (`/get-my-excuse?id=...`): the excuse's own text,
 * sized to fit and wrapped, under its situation and tone, as the generator's result shows them.
 * Drawn by the Node service on the first request for it (src/server/card-worker.ts).
 */
import type { ReactNode } from 'react';
import type { Tone } from '../../content/generator';
import { dictionaryFor } from '../../i18n/dictionaries';
import type { Lang } from '../../i18n/languages';
import type { GeneratedExcuse } from '../../lib/generator-options';
import { GENERATORS } from '../../lib/generators';
import { cleanText } from '../../lib/text';
import { type Accent, BRAND_ACCENT, CATEGORY_ACCENT, CardFrame, fittedSize, IconBox, PALETTE, Pill, SpriteIcon } from './design';
import { drawCard } from './draw';

/** Each tone in a colour of the site's category accents: calm for formal, loud for outrageous. */
const TONE_ACCENT: Record<Tone, Accent> = {
  formal: CATEGORY_ACCENT.blue,
  plausible: CATEGORY_ACCENT.emerald,
  funny: CATEGORY_ACCENT.amber,
  outrageous: CATEGORY_ACCENT.violet,
};

/**
 * Text sizes by length (the pool's excuses run from about 70 to 170 characters): at each size the
 * longest text of its step takes at most five lines of the card's width.
 */
const TEXT_STEPS = [
  [90, 60],
  [125, 52],
  [175, 46],
  [Number.POSITIVE_INFINITY, 40],
] as const;

export function excuseCard(excuse: GeneratedExcuse, lang: Lang = 'en'): ReactNode {
  const t = dictionaryFor(lang).generator;
  const accent = TONE_ACCENT[excuse.tone];
  const text = cleanText(excuse.text);
  return (
    <CardFrame
      accent={accent}
      footer={
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, fontSize: 28, fontWeight: 600, color: BRAND_ACCENT.ink }}>
          <SpriteIcon name="sparkles" color={BRAND_ACCENT.strong} size={32} />
          {t.cardFooter}
        </div>
      }
    >
      <div style={{ display: 'flex', gap: 16 }}>
        <Pill background={BRAND_ACCENT.tint} color={PALETTE.indigo[800]}>
          {t.categories[excuse.category]}
        </Pill>
        <Pill background={accent.tint} color={accent.ink}>
          {t.tones[excuse.tone]}
        </Pill>
      </div>
      <div style={{ display: 'flex', flexGrow: 1, alignItems: 'center', paddingBottom: 12 }}>
        <div style={{ display: 'flex', alignItems: 'flex-start', gap: 28 }}>
          <IconBox name="message-square" accent={accent} size={72} />
          <div
            style={{
              display: 'block',
              lineClamp: 6,
              fontSize: fittedSize(text, TEXT_STEPS),
              fontWeight: 600,
              lineHeight: 1.3,
              letterSpacing: -0.5,
              color: PALETTE.slate[900],
            }}
          >
            {text}
          </div>
        </div>
      </div>
    </CardFrame>
  );
}

/** The card of a built-in excuse as a PNG, or undefined when no excuse has that id. */
export async function drawExcuseCard(id: string, lang: Lang = 'en'): Promise<Buffer | undefined> {
  const excuse = GENERATORS[lang].findExcuse(id);
  if (!excuse) return undefined;
  return drawCard(excuseCard(excuse, lang));
}
