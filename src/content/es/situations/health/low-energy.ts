import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/health/low-energy.ts`.
 */
const situations: SituationLabels = {
  'friends-51': 'long commute all week',
  'work-51': 'donated blood this morning',
  'errands-51': 'putting off school supply shopping',
  'after-51': 'rain flooded the house',
  'after-52': 'after running a half marathon',
  'honest-51': 'getting used to the altitude',
};

export default situations;
