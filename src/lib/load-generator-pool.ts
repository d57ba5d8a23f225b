import { PATHS } from '../paths';
import { loadChunk } from './stale-build';

/**
 * The 240 built-in excuses, loaded on demand: they are a tenth of the generator's JavaScript and no
 * one needs them before asking for an excuse (a shared or generated one arrives in the page's data).
 */
export const loadPool = () => loadChunk(PATHS.generator, () => import('./pool'));
