import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/health/stay-home.ts`.
 */
const situations: SituationLabels = {
  'waiting-51': 'slow-cooking a big pot',
  'waiting-52': 'varnished floor drying',
  'recovering-51': 'mosquitoes',
  'projects-51': 'setting up a holiday altar',
  'family-51': 'school day off with the kids',
  'family-52': 'partner home from months away',
  'weather-51': 'volcanic ash fall',
  'weather-52': 'cold front',
  'me-time-51': 'watching the big game at home',
  'work-51': 'early call across time zones',
};

export default situations;
