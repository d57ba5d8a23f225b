import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/school/skip-group-project.ts`.
 */
const situations: SituationLabels = {
  'meetings-51': 'flag guard rehearsal',
  'schedule-51': 'physical therapy',
  'group-issues-51': 'always paying for the materials',
  'personal-51': 'keeping the sabbath',
  'funny-51': 'mom banned meetings at our house',
};

export default situations;
