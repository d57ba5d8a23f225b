/** The Spanish excuses' chunk, as `pool.ts` is the English one. */
import { GENERATOR_POOL_ES } from '../content/es/generator-pool';
import { dailyLoaderFor } from '../pages/daily-loader';
import { createGenerator } from './generator';

export const GENERATOR = createGenerator('es', GENERATOR_POOL_ES);
export const { all: ALL_EXCUSES, findExcuse, generateExcuses, nextExcuse } = GENERATOR;
export const dailyLoader = dailyLoaderFor(GENERATOR);
