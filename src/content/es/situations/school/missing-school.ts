import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/school/missing-school.ts`.
 */
const situations: SituationLabels = {
  'family-51': 'parent back from working abroad',
  'appointments-51': 'university entrance exam',
  'appointments-52': 'military service paperwork',
  'weather-51': 'street flooded after a downpour',
  'weather-52': 'volcanic ash fall',
  'parents-51': "children's parliament",
};

export default situations;
