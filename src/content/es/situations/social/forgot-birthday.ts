import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/social/forgot-birthday.ts`.
 */
const situations: SituationLabels = {
  'friends-51': 'inventory week at work',
  'family-51': "my kid's graduation that day",
  'family-52': "called on their saint's day instead",
  'funny-51': 'lost in a giant market',
};

export default situations;
