import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/work/leave-early.ts`.
 */
const situations: SituationLabels = {
  'home-51': 'internet installation visit',
  'personal-51': 'watching the national team play',
};

export default situations;
