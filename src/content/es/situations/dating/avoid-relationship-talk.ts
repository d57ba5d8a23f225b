import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/dating/avoid-relationship-talk.ts`.
 */
const situations: SituationLabels = {
  'timing-51': 'movie about to start',
  'busy-51': 'thesis and social service',
  'deflect-51': 'beans still cooking metaphor',
};

export default situations;
