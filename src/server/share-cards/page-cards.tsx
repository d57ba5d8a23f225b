/**
 * The share card of every sitemap page, drawn by `npm run build` (scripts/draw-share-cards.mjs
 * loads this module from the server build). Each card says what its page is from the same content
 * the page is rendered from: an excuse page's heading, category and real excuse count, the home
 * page's headline and totals, the generator's pool.
 */
import type { ReactNode } from 'react';
import type { IconName } from '../../components/ui/icon';
import { CATALOGS, type Category, findCategory } from '../../content/catalog';
import { GENERATOR_CATEGORIES, TONES } from '../../content/generator';
import { loadPageContent } from '../../content/page-content';
import { PUBLISHED, type PublishedPage } from '../../content/registry';
import type { InfoPageContent } from '../../content/types';
import { sitemapEntries } from '../../entry-server';
import { dictionaryFor } from '../../i18n/dictionaries';
import { format } from '../../i18n/format';
import { INFO_PAGES_EN, INFO_PAGES_ES } from '../../i18n/info-pages';
import { LANGS, type Lang, langOfPath } from '../../i18n/languages';
import { countExcuses } from '../../lib/excuses';
import { GENERATORS } from '../../lib/generators';
import { pageCardPath } from '../../lib/share-cards';
import { cleanText, displayTitle } from '../../lib/text';
import { LOCAL_PATHS } from '../../paths';
import { type Accent, BRAND_ACCENT, CATEGORY_ACCENT, CardFrame, fittedSize, IconBox, PALETTE, Pill } from './design';

export { drawCard } from './draw';

/** Title sizes by length: one line up to about 20 characters, two to about 40, three beyond. */
const TITLE_STEPS = [
  [20, 92],
  [34, 80],
  [48, 70],
  [Number.POSITIVE_INFINITY, 60],
] as const;

/** A count as its language writes it (`1,234`, `1234`). */
const count = (value: number, lang: Lang) => value.toLocaleString(dictionaryFor(lang).daily.locale);

/** The layout all page cards share: an eyebrow (icons and a label), the title, a line under it, a footer badge. */
function PageCard(props: { accent: Accent; eyebrow: ReactNode; title: string; subtitle?: string; badge?: string }) {
  const { accent, eyebrow, title, subtitle, badge } = props;
  return (
    <CardFrame
      accent={accent}
      footer={
        badge ? (
          <Pill background={accent.tint} color={accent.ink} size={30}>
            {badge}
          </Pill>
        ) : undefined
      }
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>{eyebrow}</div>
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, paddingBottom: 16 }}>
        <div
          style={{
            display: 'flex',
            fontSize: fittedSize(title, TITLE_STEPS),
            fontWeight: 800,
            lineHeight: 1.08,
            letterSpacing: -2,
            color: PALETTE.slate[900],
          }}
        >
          {title}
        </div>
        {subtitle ? (
          <div style={{ display: 'flex', marginTop: 24, fontSize: 32, lineHeight: 1.35, color: PALETTE.slate[600] }}>{subtitle}</div>
        ) : null}
      </div>
    </CardFrame>
  );
}

const Eyebrow = ({ icon, accent, label }: { icon: IconName; accent: Accent; label: string }) => (
  <>
    <IconBox name={icon} accent={accent} size={80} />
    <span style={{ fontSize: 32, fontWeight: 600, color: accent.ink }}>{label}</span>
  </>
);

async function excusePageCard(page: PublishedPage): Promise<ReactNode> {
  const content = await loadPageContent(page);
  const category: Category = findCategory(content.category, page.lang);
  const accent = CATEGORY_ACCENT[category.color];
  return (
    <PageCard
      accent={accent}
      eyebrow={<Eyebrow icon={category.icon} accent={accent} label={dictionaryFor(page.lang).catalog.categories[category.id]} />}
      title={displayTitle(content)}
      badge={format(dictionaryFor(page.lang).cards.excuses, { count: count(countExcuses(content), page.lang) })}
    />
  );
}

async function homeCard(lang: Lang): Promise<ReactNode> {
  const pages = await Promise.all(PUBLISHED[lang].map(async (page) => countExcuses(await loadPageContent(page))));
  const excuses = pages.reduce((total, pageCount) => total + pageCount, 0);
  const t = dictionaryFor(lang);
  return (
    <PageCard
      accent={BRAND_ACCENT}
      eyebrow={CATALOGS[lang].map((category) => (
        <IconBox key={category.id} name={category.icon} accent={CATEGORY_ACCENT[category.color]} size={80} />
      ))}
      title={t.home.heading}
      subtitle={t.cards.homeSubtitle}
      badge={format(t.cards.homeBadge, { excuses: count(excuses, lang), pages: PUBLISHED[lang].length })}
    />
  );
}

function generatorCard(lang: Lang): ReactNode {
  const { cards, generator } = dictionaryFor(lang);
  return (
    <PageCard
      accent={BRAND_ACCENT}
      eyebrow={<Eyebrow icon="sparkles" accent={BRAND_ACCENT} label={cards.generatorLabel} />}
      title={generator.title}
      subtitle={cards.generatorSubtitle}
      badge={format(cards.generatorBadge, {
        excuses: count(GENERATORS[lang].all.length, lang),
        situations: GENERATOR_CATEGORIES.length,
        styles: TONES.length,
      })}
    />
  );
}

const INFO_ICONS = { about: 'lightbulb', privacy: 'check', terms: 'message-square' } as const satisfies Record<string, IconName>;

function infoCard(content: InfoPageContent, kind: keyof typeof INFO_ICONS, lang: Lang): ReactNode {
  return (
    <PageCard
      accent={BRAND_ACCENT}
      eyebrow={<Eyebrow icon={INFO_ICONS[kind]} accent={BRAND_ACCENT} label={dictionaryFor(lang).cards.infoLabel} />}
      title={content.title}
      subtitle={cleanText(content.description)}
    />
  );
}

/** The card a sitemap page is shared with; a page the sitemap lists but no card is designed for stops the build. */
async function cardFor(path: string): Promise<ReactNode> {
  const lang = langOfPath(path);
  const paths = LOCAL_PATHS[lang];
  if (path === paths.home) return homeCard(lang);
  if (path === paths.generator) return generatorCard(lang);
  for (const kind of ['about', 'privacy', 'terms'] as const) {
    if (path === paths[kind]) return infoCard(await { en: INFO_PAGES_EN, es: INFO_PAGES_ES }[lang][kind].load(), kind, lang);
  }
  const page = PUBLISHED[lang].find((candidate) => candidate.path === path);
  if (page) return excusePageCard(page);
  throw new Error(`No share card is designed for the sitemap page ${path} (src/server/share-cards/page-cards.tsx)`);
}

export interface PageCard {
  /** The page's path. */
  path: string;
  /** Where its card is served (`pageCardPath`), which is where the build writes it under the client build. */
  cardPath: string;
  card: ReactNode;
}

/**
 * The sitemap pages shared with a card of their own: the excuse of the day is shared with that
 * day's excuse's card (`excuseCardPath`), drawn by the service like a shared excuse's.
 */
const withPageCard = (path: string) => !LANGS.some((lang) => path === LOCAL_PATHS[lang].excuseOfTheDay);

/** Every sitemap page with its card, in sitemap order. */
export async function pageCards(): Promise<PageCard[]> {
  const entries = (await sitemapEntries()).filter(({ path }) => withPageCard(path));
  return Promise.all(entries.map(async ({ path }) => ({ path, cardPath: pageCardPath(path), card: await cardFor(path) })));
}
