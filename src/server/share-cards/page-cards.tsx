/**
 * The share card of every sitemap page, drawn by `npm run build` (scripts/draw-share-cards.mjs
 * loads this module from the server build). Each card says what its page is from the same content
 * the page is rendered from: an excuse page's heading, category and real excuse count, the home
 * page's headline and totals, the generator's pool.
 */
import type { ReactNode } from 'react';
import type { IconName } from '../../components/ui/icon';
import { CATALOG, type Category, findCategory } from '../../content/catalog';
import { GENERATOR_CATEGORIES, TONES } from '../../content/generator';
import { ABOUT, PRIVACY, TERMS } from '../../content/info-pages';
import { PUBLISHED_PAGES } from '../../content/registry';
import type { InfoPageContent } from '../../content/types';
import { sitemapEntries } from '../../entry-server';
import { countExcuses } from '../../lib/excuses';
import { ALL_EXCUSES } from '../../lib/generator';
import { pageCardPath } from '../../lib/share-cards';
import { cleanText, displayTitle } from '../../lib/text';
import { PATHS } from '../../paths';
import { type Accent, BRAND_ACCENT, CATEGORY_ACCENT, CardFrame, fittedSize, IconBox, PALETTE, Pill } from './design';

export { drawCard } from './draw';

/** Title sizes by length: one line up to about 20 characters, two to about 40, three beyond. */
const TITLE_STEPS = [
  [20, 92],
  [34, 80],
  [48, 70],
  [Number.POSITIVE_INFINITY, 60],
] as const;

const count = (value: number) => value.toLocaleString('en-US');

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

async function excusePageCard(page: (typeof PUBLISHED_PAGES)[number]): Promise<ReactNode> {
  const content = (await page.load()).default;
  const category: Category = findCategory(content.category);
  const accent = CATEGORY_ACCENT[category.color];
  const excuses = countExcuses(content);
  return (
    <PageCard
      accent={accent}
      eyebrow={<Eyebrow icon={category.icon} accent={accent} label={category.title} />}
      title={displayTitle(content)}
      badge={`${count(excuses)} excuses`}
    />
  );
}

async function homeCard(): Promise<ReactNode> {
  const pages = await Promise.all(PUBLISHED_PAGES.map(async (page) => countExcuses((await page.load()).default)));
  const excuses = pages.reduce((total, pageCount) => total + pageCount, 0);
  return (
    <PageCard
      accent={BRAND_ACCENT}
      eyebrow={CATALOG.map((category) => (
        <IconBox key={category.id} name={category.icon} accent={CATEGORY_ACCENT[category.color]} size={80} />
      ))}
      title="The right excuse, ready when you need it"
      subtitle="Polite ways out of meetings, plans, parties and homework."
      badge={`${count(excuses)} excuses on ${PUBLISHED_PAGES.length} pages`}
    />
  );
}

function generatorCard(): ReactNode {
  return (
    <PageCard
      accent={BRAND_ACCENT}
      eyebrow={<Eyebrow icon="sparkles" accent={BRAND_ACCENT} label="Excuse Generator" />}
      title="Get My Excuse"
      subtitle="Pick a situation and a style, and get a fresh excuse in seconds."
      badge={`${count(ALL_EXCUSES.length)} excuses, ${GENERATOR_CATEGORIES.length} situations, ${TONES.length} styles`}
    />
  );
}

const INFO_ICONS: Record<InfoPageContent['path'], IconName> = {
  [PATHS.about]: 'lightbulb',
  [PATHS.privacy]: 'check',
  [PATHS.terms]: 'message-square',
};

function infoCard(content: InfoPageContent): ReactNode {
  return (
    <PageCard
      accent={BRAND_ACCENT}
      eyebrow={<Eyebrow icon={INFO_ICONS[content.path]} accent={BRAND_ACCENT} label="Ready-made excuses for everyday situations" />}
      title={content.title}
      subtitle={cleanText(content.description)}
    />
  );
}

/** The card a sitemap page is shared with; a page the sitemap lists but no card is designed for stops the build. */
async function cardFor(path: string): Promise<ReactNode> {
  if (path === PATHS.home) return homeCard();
  if (path === PATHS.generator) return generatorCard();
  const info = [ABOUT, PRIVACY, TERMS].find((content) => content.path === path);
  if (info) return infoCard(info);
  const page = PUBLISHED_PAGES.find((candidate) => candidate.path === path);
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
const withPageCard = (path: string) => path !== PATHS.excuseOfTheDay;

/** Every sitemap page with its card, in sitemap order. */
export async function pageCards(): Promise<PageCard[]> {
  const entries = (await sitemapEntries()).filter(({ path }) => withPageCard(path));
  return Promise.all(entries.map(async ({ path }) => ({ path, cardPath: pageCardPath(path), card: await cardFor(path) })));
}
