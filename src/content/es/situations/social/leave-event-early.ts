import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/social/leave-event-early.ts`.
 */
const situations: SituationLabels = {
  'dinner-51': 'second family dinner the same night',
  'weddings-51': 'saving energy for the next-day party',
  'concerts-51': 'only came for the opening act',
  'networking-51': 'company shuttle leaving',
  'morning-51': 'university entrance exam tomorrow',
  'home-51': 'surge pricing after midnight',
  'tired-51': 'ate too much',
  'honest-51': 'race early tomorrow',
};

export default situations;
