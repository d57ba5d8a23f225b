import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/work/missing-deadline.ts`.
 */
const situations: SituationLabels = {
  'workload-51': 'on call',
  'tech-51': 'computer died',
  'blocked-51': "director's signature pending",
  'scope-51': 'scope doubled',
  'personal-51': 'visa appointment in another city',
  'honest-51': 'forgot the holiday monday',
};

export default situations;
