import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/school/no-homework.ts`.
 */
const situations: SituationLabels = {
  'tech-51': 'computer stuck updating',
  'home-51': 'storm cleanup',
  'busy-51': 'entrance exam prep course',
  'confused-51': "left it in a parent's car",
  'confused-52': 'wrong date in the class group chat',
  'funny-51': 'grandma kept feeding me',
};

export default situations;
