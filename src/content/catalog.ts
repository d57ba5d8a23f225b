import { LANG_PREFIX, type Lang } from '../i18n/languages';
import type { CategoryId } from './types';

/**
 * One page as a language's menus, home page and search list it. Its title in each language is
 * interface text (`Dictionary['catalog']`, by key), which travels with each page as data.
 */
export interface CatalogPage {
  /** The page in every language: `<category>/<English slug>`, also its content modules' name. */
  key: string;
  path: string;
  popular: boolean;
}

/** One page, and its address word in each language it is written in besides English (whose is in its key). */
interface CatalogEntry {
  key: string;
  popular: boolean;
  slugs: Partial<Record<Exclude<Lang, 'en'>, string>>;
}

interface CategoryEntry {
  id: CategoryId;
  /** The category's address word in each language (its title is in each language's dictionary). */
  slugs: Readonly<Record<Lang, string>>;
  /** Name of the icon the presentation layer draws for the category. */
  icon: 'briefcase' | 'users' | 'graduation-cap' | 'heart-pulse' | 'heart' | 'laugh';
  /** Accent colour name; the presentation layer maps it to classes. */
  color: 'blue' | 'pink' | 'amber' | 'emerald' | 'rose' | 'violet';
  pages: readonly CatalogEntry[];
}

export interface Category {
  id: CategoryId;
  icon: CategoryEntry['icon'];
  color: CategoryEntry['color'];
  pages: readonly CatalogPage[];
}

const page = (category: CategoryId, slug: string, slugs: CatalogEntry['slugs'], popular = false): CatalogEntry => ({
  key: `${category}/${slug}`,
  popular,
  slugs,
});

/** The six categories and 31 pages, in the order of the menu, the drawer and the home page. */
const ENTRIES: readonly CategoryEntry[] = [
  {
    id: 'work',
    slugs: { en: 'work', es: 'trabajo' },
    icon: 'briefcase',
    color: 'blue',
    pages: [
      page('work', 'calling-in-sick', { es: 'faltar-al-trabajo' }, true),
      page('work', 'missing-zoom-meeting', { es: 'faltar-a-una-reunion-de-zoom' }),
      page('work', 'late-to-work', { es: 'llegar-tarde' }, true),
      page('work', 'leave-early', { es: 'salir-temprano' }),
      page('work', 'not-replying-emails', { es: 'no-responder-correos' }),
      page('work', 'missing-deadline', { es: 'no-cumplir-un-plazo' }),
      page('work', 'avoiding-team-building', { es: 'evitar-la-integracion' }),
    ],
  },
  {
    id: 'social',
    slugs: { en: 'social', es: 'social' },
    icon: 'users',
    color: 'pink',
    pages: [
      page('social', 'cancel-plans', { es: 'cancelar-planes' }, true),
      page('social', 'skip-party', { es: 'no-ir-a-una-fiesta' }, true),
      page('social', 'leave-event-early', { es: 'irse-temprano-de-un-evento' }),
      page('social', 'avoid-family-gathering', { es: 'evitar-una-reunion-familiar' }),
      page('social', 'ghosting-someone', { es: 'dejar-de-responder' }),
      page('social', 'forgot-birthday', { es: 'olvidar-un-cumpleanos' }),
    ],
  },
  {
    id: 'school',
    slugs: { en: 'school', es: 'escuela' },
    icon: 'graduation-cap',
    color: 'amber',
    pages: [
      page('school', 'missing-school', { es: 'faltar-a-la-escuela' }),
      page('school', 'missing-class', { es: 'faltar-a-clase' }, true),
      page('school', 'no-homework', { es: 'no-hacer-la-tarea' }, true),
      page('school', 'skip-group-project', { es: 'no-hacer-el-trabajo-en-equipo' }),
      page('school', 'missing-deadline', { es: 'entregar-tarde' }),
      page('school', 'skip-presentation', { es: 'no-exponer' }),
    ],
  },
  {
    id: 'health',
    slugs: { en: 'health', es: 'salud' },
    icon: 'heart-pulse',
    color: 'emerald',
    pages: [
      page('health', 'low-energy', { es: 'dias-sin-energia' }),
      page('health', 'skip-gym', { es: 'no-ir-al-gimnasio' }, true),
      page('health', 'stay-home', { es: 'quedarse-en-casa' }),
      page('health', 'avoid-socializing', { es: 'evitar-hablar-con-gente' }),
    ],
  },
  {
    id: 'dating',
    slugs: { en: 'dating', es: 'citas' },
    icon: 'heart',
    color: 'rose',
    pages: [
      page('dating', 'cancel-date', { es: 'cancelar-una-cita' }, true),
      page('dating', 'not-texting-back', { es: 'no-contestar-mensajes' }),
      page('dating', 'avoid-relationship-talk', { es: 'evitar-hablar-de-la-relacion' }),
      page('dating', 'avoid-meeting-friends', { es: 'no-conocer-a-sus-amigos' }),
    ],
  },
  {
    id: 'funny',
    slugs: { en: 'funny', es: 'humor' },
    icon: 'laugh',
    color: 'violet',
    pages: [
      page('funny', 'outrageous', { es: 'excusas-absurdas' }, true),
      page('funny', 'hilarious', { es: 'excusas-graciosas' }),
      page('funny', 'weird-but-real', { es: 'raras-pero-reales' }),
      page('funny', 'pop-culture', { es: 'cine-y-cultura-pop' }),
    ],
  },
];

/** The word for "excuses" in each language's page addresses. */
const EXCUSES_WORD: Readonly<Record<Lang, string>> = { en: 'excuses', es: 'excusas' };

function categoryIn(lang: Lang, category: CategoryEntry): Category {
  return {
    id: category.id,
    icon: category.icon,
    color: category.color,
    pages: category.pages.flatMap((entry) => {
      const slug = lang === 'en' ? entry.key.slice(entry.key.indexOf('/') + 1) : entry.slugs[lang];
      if (!slug) return [];
      return [
        { key: entry.key, path: `${LANG_PREFIX[lang]}/${EXCUSES_WORD[lang]}/${category.slugs[lang]}/${slug}`, popular: entry.popular },
      ];
    }),
  };
}

/**
 * The six categories and 31 pages in each language, in the order of the menu, the drawer and the
 * home page; a language lists only the pages written for it.
 */
export const CATALOGS: Readonly<Record<Lang, readonly Category[]>> = {
  en: ENTRIES.map((category) => categoryIn('en', category)),
  es: ENTRIES.map((category) => categoryIn('es', category)),
};

/** The English catalog. */
export const CATALOG = CATALOGS.en;

/** Old spellings of routes that answer with a permanent redirect to the current one. */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  '/excuses/social/ghost-someone': '/excuses/social/ghosting-someone',
};

export function findCategory(id: CategoryId, lang: Lang = 'en'): Category {
  const category = CATALOGS[lang].find((candidate) => candidate.id === id);
  if (!category) throw new Error(`Unknown category: ${id}`);
  return category;
}
