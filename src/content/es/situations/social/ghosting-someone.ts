import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/social/ghosting-someone.ts`.
 */
const situations: SituationLabels = {
  'dates-51': 'rude to the waiter',
  'friends-51': 'declining to be a godparent',
  'groups-51': 'leaving a savings circle',
  'network-51': 'declining a catalog sales pitch',
  'silence-51': 'caring for a parent after surgery',
  'honest-51': 'always borrowing money',
};

export default situations;
