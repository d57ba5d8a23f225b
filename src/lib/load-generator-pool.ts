import type { Lang } from '../i18n/languages';
import { LOCAL_PATHS } from '../paths';
import { loadChunk } from './stale-build';

/** A language's excuses' chunk (the generator and the excuse of the day), loaded once on demand. */
export const loadPool = (lang: Lang) =>
  loadChunk(LOCAL_PATHS[lang].generator, () => (lang === 'es' ? import('./pool-es') : import('./pool')));
