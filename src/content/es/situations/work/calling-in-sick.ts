import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/work/calling-in-sick.ts`.
 */
const situations: SituationLabels = {
  'common-51': 'sunstroke',
  'appointments-51': 'specialist slot across town',
  'appointments-52': 'queueing for a same-day clinic slot',
};

export default situations;
