import type { GeneratorCategory, Tone } from '../generator';
import dating from './generator-pool/dating';
import events from './generator-pool/events';
import family from './generator-pool/family';
import random from './generator-pool/random';
import school from './generator-pool/school';
import work from './generator-pool/work';

/** The generator's 240 excuses in Spanish, with the English ids: position = id (`work-formal-3` is the third formal work line). */
export const GENERATOR_POOL_ES: Record<GeneratorCategory, Record<Tone, readonly string[]>> = {
  work,
  dating,
  family,
  events,
  school,
  random,
};
