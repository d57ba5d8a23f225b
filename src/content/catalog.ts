import { LANG_PREFIX, type Lang } from '../i18n/languages';
import type { CategoryId } from './types';

/** One page as a language's menus, home page and search list it. */
export interface CatalogPage {
  /** The page in every language: `<category>/<English slug>`, also its content modules' name. */
  key: string;
  path: string;
  title: string;
  popular: boolean;
}

/** A page's address words and menu title in one language. */
type Version = readonly [slug: string, title: string];

/** One page in every language it is written in; English always. */
interface CatalogEntry {
  key: string;
  popular: boolean;
  versions: { en: Version } & Partial<Record<Exclude<Lang, 'en'>, Version>>;
}

interface CategoryEntry {
  id: CategoryId;
  /** The category's menu title and address word in each language. */
  titles: Readonly<Record<Lang, string>>;
  slugs: Readonly<Record<Lang, string>>;
  /** Name of the icon the presentation layer draws for the category. */
  icon: 'briefcase' | 'users' | 'graduation-cap' | 'heart-pulse' | 'heart' | 'laugh';
  /** Accent colour name; the presentation layer maps it to classes. */
  color: 'blue' | 'pink' | 'amber' | 'emerald' | 'rose' | 'violet';
  pages: readonly CatalogEntry[];
}

export interface Category {
  id: CategoryId;
  title: string;
  icon: CategoryEntry['icon'];
  color: CategoryEntry['color'];
  pages: readonly CatalogPage[];
}

const page = (
  category: CategoryId,
  slug: string,
  title: string,
  other: Partial<Record<Exclude<Lang, 'en'>, Version>>,
  popular = false,
): CatalogEntry => ({
  key: `${category}/${slug}`,
  popular,
  versions: { en: [slug, title], ...other },
});

/** The six categories and 31 pages, in the order of the menu, the drawer and the home page. */
const ENTRIES: readonly CategoryEntry[] = [
  {
    id: 'work',
    titles: { en: 'Work & Professional', es: 'Trabajo' },
    slugs: { en: 'work', es: 'trabajo' },
    icon: 'briefcase',
    color: 'blue',
    pages: [
      page('work', 'calling-in-sick', 'Calling in Sick to Work', { es: ['faltar-al-trabajo', 'Faltar al trabajo por enfermedad'] }, true),
      page('work', 'missing-zoom-meeting', 'Missing a Zoom Meeting', {
        es: ['faltar-a-una-reunion-de-zoom', 'Faltar a una reunión de Zoom'],
      }),
      page('work', 'late-to-work', 'Being Late to Work', { es: ['llegar-tarde', 'Llegar tarde al trabajo'] }, true),
      page('work', 'leave-early', 'Leaving Work Early', { es: ['salir-temprano', 'Salir temprano del trabajo'] }),
      page('work', 'not-replying-emails', 'Not Replying to Emails', { es: ['no-responder-correos', 'No responder correos'] }),
      page('work', 'missing-deadline', 'Missing a Deadline', { es: ['no-cumplir-un-plazo', 'No cumplir un plazo de entrega'] }),
      page('work', 'avoiding-team-building', 'Avoiding Team Building', {
        es: ['evitar-la-integracion', 'Evitar la integración de la empresa'],
      }),
    ],
  },
  {
    id: 'social',
    titles: { en: 'Social & Personal Life', es: 'Vida social' },
    slugs: { en: 'social', es: 'social' },
    icon: 'users',
    color: 'pink',
    pages: [
      page('social', 'cancel-plans', 'Cancel Plans with Friends', { es: ['cancelar-planes', 'Cancelar planes con amigos'] }, true),
      page('social', 'skip-party', 'Not Attending a Party', { es: ['no-ir-a-una-fiesta', 'No ir a una fiesta'] }, true),
      page('social', 'leave-event-early', 'Leave an Event Early', { es: ['irse-temprano-de-un-evento', 'Irse temprano de un evento'] }),
      page('social', 'avoid-family-gathering', 'Avoid a Family Gathering', {
        es: ['evitar-una-reunion-familiar', 'Evitar una reunión familiar'],
      }),
      page('social', 'ghosting-someone', 'Ghosting Someone', { es: ['dejar-de-responder', 'Dejar de responderle a alguien'] }),
      page('social', 'forgot-birthday', 'Forgetting a Birthday', { es: ['olvidar-un-cumpleanos', 'Olvidar un cumpleaños'] }),
    ],
  },
  {
    id: 'school',
    titles: { en: 'School & Academic', es: 'Escuela y estudios' },
    slugs: { en: 'school', es: 'escuela' },
    icon: 'graduation-cap',
    color: 'amber',
    pages: [
      page('school', 'missing-school', 'Missing School', { es: ['faltar-a-la-escuela', 'Faltar a la escuela'] }),
      page('school', 'missing-class', 'Missing Class', { es: ['faltar-a-clase', 'Faltar a clase'] }, true),
      page('school', 'no-homework', 'Not Doing Homework', { es: ['no-hacer-la-tarea', 'No hacer la tarea'] }, true),
      page('school', 'skip-group-project', 'Not Joining Group Project', {
        es: ['no-hacer-el-trabajo-en-equipo', 'No hacer el trabajo en equipo'],
      }),
      page('school', 'missing-deadline', 'Missing School Deadline', { es: ['entregar-tarde', 'Entregar tarde un trabajo escolar'] }),
      page('school', 'skip-presentation', 'Skip a Presentation', { es: ['no-exponer', 'Librarse de una exposición'] }),
    ],
  },
  {
    id: 'health',
    titles: { en: 'Health & Mental Energy', es: 'Salud y energía' },
    slugs: { en: 'health', es: 'salud' },
    icon: 'heart-pulse',
    color: 'emerald',
    pages: [
      page('health', 'low-energy', 'Low Energy Days', { es: ['dias-sin-energia', 'Días sin energía'] }),
      page('health', 'skip-gym', 'Skip the Gym', { es: ['no-ir-al-gimnasio', 'No ir al gimnasio'] }, true),
      page('health', 'stay-home', 'Stay Home All Day', { es: ['quedarse-en-casa', 'Quedarse en casa todo el día'] }),
      page('health', 'avoid-socializing', 'Avoid Talking to People', { es: ['evitar-hablar-con-gente', 'Evitar hablar con la gente'] }),
    ],
  },
  {
    id: 'dating',
    titles: { en: 'Dating & Relationship', es: 'Citas y pareja' },
    slugs: { en: 'dating', es: 'citas' },
    icon: 'heart',
    color: 'rose',
    pages: [
      page('dating', 'cancel-date', 'Canceling a Date', { es: ['cancelar-una-cita', 'Cancelar una cita'] }, true),
      page('dating', 'not-texting-back', 'Not Texting Back', { es: ['no-contestar-mensajes', 'No contestar mensajes'] }),
      page('dating', 'avoid-relationship-talk', 'Avoiding Relationship Talk', {
        es: ['evitar-hablar-de-la-relacion', 'Evitar hablar de la relación'],
      }),
      page('dating', 'avoid-meeting-friends', 'Not Meeting Their Friends', { es: ['no-conocer-a-sus-amigos', 'No conocer a sus amigos'] }),
    ],
  },
  {
    id: 'funny',
    titles: { en: 'Funny & Outrageous', es: 'Humor y absurdos' },
    slugs: { en: 'funny', es: 'humor' },
    icon: 'laugh',
    color: 'violet',
    pages: [
      page('funny', 'outrageous', 'Outrageous Excuses', { es: ['excusas-absurdas', 'Excusas absurdas'] }, true),
      page('funny', 'hilarious', 'Hilarious Excuses', { es: ['excusas-graciosas', 'Excusas graciosas'] }),
      page('funny', 'weird-but-real', 'Weird Excuses That Sound Real', { es: ['raras-pero-reales', 'Excusas raras que suenan reales'] }),
      page('funny', 'pop-culture', 'Movie & Pop Culture Excuses', { es: ['cine-y-cultura-pop', 'Excusas de cine y cultura pop'] }),
    ],
  },
];

/** The word for "excuses" in each language's page addresses. */
const EXCUSES_WORD: Readonly<Record<Lang, string>> = { en: 'excuses', es: 'excusas' };

function categoryIn(lang: Lang, category: CategoryEntry): Category {
  return {
    id: category.id,
    title: category.titles[lang],
    icon: category.icon,
    color: category.color,
    pages: category.pages.flatMap((entry) => {
      const version = entry.versions[lang];
      if (!version) return [];
      const [slug, title] = version;
      const path = `${LANG_PREFIX[lang]}/${EXCUSES_WORD[lang]}/${category.slugs[lang]}/${slug}`;
      return [{ key: entry.key, path, title, popular: entry.popular }];
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
