import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/dating/cancel-date.ts`.
 */
const situations: SituationLabels = {
  'work-51': 'month-end close at the office',
  'health-51': 'sore arm after a flu shot',
  'life-51': "family's christmas posada",
  'first-date-51': 'my ex works at the restaurant',
  'plans-51': 'flooded streets after a downpour',
  'plans-52': 'march closing metro stations',
  'honest-51': 'said yes out of politeness',
};

export default situations;
