import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/work/missing-zoom-meeting.ts`.
 */
const situations: SituationLabels = {
  'schedule-51': 'thought it was a long-weekend holiday',
  'home-52': 'flagging down the gas truck',
  'personal-51': 'twisted ankle on a run',
};

export default situations;
