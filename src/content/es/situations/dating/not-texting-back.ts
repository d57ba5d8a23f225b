import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/dating/not-texting-back.ts`.
 */
const situations: SituationLabels = {
  'busy-51': 'errands with my grandma',
  'phone-51': 'switching phone carriers',
  'missed-51': 'reply stuck without signal',
  'away-51': 'hometown fiesta with no signal',
};

export default situations;
