import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/dating/avoid-meeting-friends.ts`.
 */
const situations: SituationLabels = {
  'schedule-51': 'holiday season overtime',
  'health-51': 'new braces',
  'timing-51': "godchild's first communion",
  'anxiety-51': 'big group of old friends',
  'commitments-51': 'driving test',
};

export default situations;
