import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/health/avoid-socializing.ts`.
 */
const situations: SituationLabels = {
  'phone-51': 'long voice notes',
  'public-51': 'doing paperwork online to skip the line',
  'events-51': 'greeting every guest one by one',
};

export default situations;
