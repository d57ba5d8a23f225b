import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/work/avoiding-team-building.ts`.
 */
const situations: SituationLabels = {
  'schedule-51': 'diploma course final project',
  'schedule-52': 'amateur league final',
  'family-51': "niece's quince party",
  'workload-51': 'civil protection inspection',
  'health-51': 'low blood pressure in the steam bath',
  'activity-51': 'forced dancing at the party',
  'honest-51': "can't afford the gift exchange",
};

export default situations;
