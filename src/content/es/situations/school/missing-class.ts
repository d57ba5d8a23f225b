import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/school/missing-class.ts`.
 */
const situations: SituationLabels = {
  'morning-51': 'leak into the flat below',
  'transit-51': 'protest march blocked the route',
  'transit-52': 'took the wrong bus',
  'clash-51': 'social service hours changed',
  'health-51': 'toothache',
  'online-51': 'ran out of mobile data',
  'family-51': 'waiting for a water truck',
  'family-52': 'donating blood for a relative',
  'honest-51': 'lost track of time chatting',
};

export default situations;
