/**
 * The catalog's data: every category and page, their address words per language. The server
 * reads it here; the browser gets it as data with each page (`ClientData.catalog`), not as code.
 */
import type { Lang } from '../i18n/languages';
import type { CategoryId } from './types';

/** One page, and its address word in each language it is written in besides English (whose is in its key). */
export interface CatalogEntry {
  key: string;
  popular: boolean;
  slugs: Partial<Record<Exclude<Lang, 'en'>, string>>;
  /**
   * The languages the page is written in, when not all of them: a page in only some languages is
   * marked so on purpose (`tests/unit/content-pairs.test.ts` fails any other page that lacks a version).
   */
  only?: readonly Lang[];
}

export interface CategoryEntry {
  id: CategoryId;
  /** The category's address word in each language (its title is in each language's dictionary). */
  slugs: Readonly<Record<Lang, string>>;
  /** Name of the icon the presentation layer draws for the category. */
  icon: 'briefcase' | 'users' | 'graduation-cap' | 'heart-pulse' | 'heart' | 'laugh';
  /** Accent colour name; the presentation layer maps it to classes. */
  color: 'blue' | 'pink' | 'amber' | 'emerald' | 'rose' | 'violet';
  pages: readonly CatalogEntry[];
}

/**
 * The six categories and 31 pages, in the order of the menu, the drawer and the home page. Plain data
 * (no calls), so the browser's build, which never reads it, leaves it out.
 */
export const CATALOG_ENTRIES: readonly CategoryEntry[] = [
  {
    id: 'work',
    slugs: { en: 'work', es: 'trabajo' },
    icon: 'briefcase',
    color: 'blue',
    pages: [
      { key: 'work/calling-in-sick', popular: true, slugs: { es: 'faltar-al-trabajo' } },
      { key: 'work/missing-zoom-meeting', popular: false, slugs: { es: 'faltar-a-una-reunion-de-zoom' } },
      { key: 'work/late-to-work', popular: true, slugs: { es: 'llegar-tarde' } },
      { key: 'work/leave-early', popular: false, slugs: { es: 'salir-temprano' } },
      { key: 'work/not-replying-emails', popular: false, slugs: { es: 'no-responder-correos' } },
      { key: 'work/missing-deadline', popular: false, slugs: { es: 'no-cumplir-un-plazo' } },
      { key: 'work/avoiding-team-building', popular: false, slugs: { es: 'evitar-la-integracion' } },
    ],
  },
  {
    id: 'social',
    slugs: { en: 'social', es: 'social' },
    icon: 'users',
    color: 'pink',
    pages: [
      { key: 'social/cancel-plans', popular: true, slugs: { es: 'cancelar-planes' } },
      { key: 'social/skip-party', popular: true, slugs: { es: 'no-ir-a-una-fiesta' } },
      { key: 'social/leave-event-early', popular: false, slugs: { es: 'irse-temprano-de-un-evento' } },
      { key: 'social/avoid-family-gathering', popular: false, slugs: { es: 'evitar-una-reunion-familiar' } },
      { key: 'social/ghosting-someone', popular: false, slugs: { es: 'dejar-de-responder' } },
      { key: 'social/forgot-birthday', popular: false, slugs: { es: 'olvidar-un-cumpleanos' } },
    ],
  },
  {
    id: 'school',
    slugs: { en: 'school', es: 'escuela' },
    icon: 'graduation-cap',
    color: 'amber',
    pages: [
      { key: 'school/missing-school', popular: false, slugs: { es: 'faltar-a-la-escuela' } },
      { key: 'school/missing-class', popular: true, slugs: { es: 'faltar-a-clase' } },
      { key: 'school/no-homework', popular: true, slugs: { es: 'no-hacer-la-tarea' } },
      { key: 'school/skip-group-project', popular: false, slugs: { es: 'no-hacer-el-trabajo-en-equipo' } },
      { key: 'school/missing-deadline', popular: false, slugs: { es: 'entregar-tarde' } },
      { key: 'school/skip-presentation', popular: false, slugs: { es: 'no-exponer' } },
    ],
  },
  {
    id: 'health',
    slugs: { en: 'health', es: 'salud' },
    icon: 'heart-pulse',
    color: 'emerald',
    pages: [
      { key: 'health/low-energy', popular: false, slugs: { es: 'dias-sin-energia' } },
      { key: 'health/skip-gym', popular: true, slugs: { es: 'no-ir-al-gimnasio' } },
      { key: 'health/stay-home', popular: false, slugs: { es: 'quedarse-en-casa' } },
      { key: 'health/avoid-socializing', popular: false, slugs: { es: 'evitar-hablar-con-gente' } },
    ],
  },
  {
    id: 'dating',
    slugs: { en: 'dating', es: 'citas' },
    icon: 'heart',
    color: 'rose',
    pages: [
      { key: 'dating/cancel-date', popular: true, slugs: { es: 'cancelar-una-cita' } },
      { key: 'dating/not-texting-back', popular: false, slugs: { es: 'no-contestar-mensajes' } },
      { key: 'dating/avoid-relationship-talk', popular: false, slugs: { es: 'evitar-hablar-de-la-relacion' } },
      { key: 'dating/avoid-meeting-friends', popular: false, slugs: { es: 'no-conocer-a-sus-amigos' } },
    ],
  },
  {
    id: 'funny',
    slugs: { en: 'funny', es: 'humor' },
    icon: 'laugh',
    color: 'violet',
    pages: [
      { key: 'funny/outrageous', popular: true, slugs: { es: 'excusas-absurdas' } },
      { key: 'funny/hilarious', popular: false, slugs: { es: 'excusas-graciosas' } },
      { key: 'funny/weird-but-real', popular: false, slugs: { es: 'raras-pero-reales' } },
      { key: 'funny/pop-culture', popular: false, slugs: { es: 'cine-y-cultura-pop' } },
    ],
  },
];
