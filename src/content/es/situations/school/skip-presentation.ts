import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/school/skip-presentation.ts`.
 */
const situations: SituationLabels = {
  'nerves-51': 'spanish as a second language',
  'schedule-51': 'voter id appointment',
};

export default situations;
