import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/social/cancel-plans.ts`.
 */
const situations: SituationLabels = {
  'conflicts-51': 'godparent at a fifteenth birthday',
  'conflicts-52': 'ticket sale queue',
  'work-51': 'payroll day',
  'rundown-51': 'broken glasses',
  'family-51': 'helping my sister move',
  'money-51': 'rotating savings payment due',
  'home-51': 'bat in the house',
  'honest-51': 'national team match',
};

export default situations;
