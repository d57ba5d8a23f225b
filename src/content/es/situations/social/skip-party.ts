import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/social/skip-party.ts`.
 */
const situations: SituationLabels = {
  'birthday-51': 'closing shift',
  'house-51': "hometown saint's day festival",
  'office-51': 'bus home for the holidays',
  'showers-51': 'weekday civil ceremony',
  'housewarm-51': "grandparents' golden anniversary",
  'kids-51': 'too young for the venue',
  'honest-51': "won't know anyone there",
};

export default situations;
