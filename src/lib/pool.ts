/**
 * The English excuses' chunk: the generator over the English pool, and the excuse of the day's
 * loader. Loaded on demand (`load-generator-pool.ts`); the Spanish one is `pool-es.ts`.
 */
import { GENERATOR_POOL } from '../content/generator-pool';
import { dailyLoaderFor } from '../pages/daily-loader';
import { createGenerator } from './generator';

export const GENERATOR = createGenerator('en', GENERATOR_POOL);
export const { all: ALL_EXCUSES, findExcuse, generateExcuses, nextExcuse } = GENERATOR;
export const dailyLoader = dailyLoaderFor(GENERATOR);
