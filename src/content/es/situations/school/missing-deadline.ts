import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/school/missing-deadline.ts`.
 */
const situations: SituationLabels = {
  'workload-51': 'busiest week at the family shop',
  'health-51': 'food poisoning',
  'tech-51': 'file too big to send',
  'research-51': 'campus closed by a student strike',
  'family-51': 'family wedding',
  'mistakes-51': 'wrong submission format',
};

export default situations;
