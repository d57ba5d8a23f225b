import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/funny/weird-but-real.ts`.
 */
const situations: SituationLabels = {
  'tech-51': 'waiting all day for the technician',
  'animals-51': 'scorpion in my shoe',
  'household-51': 'water tank ran out mid-shower',
  'household-52': 'gas ran out mid-cooking',
  'transport-51': 'pushing the stalled minibus',
  'transport-52': 'bus driver stopped for tacos',
  'mixups-51': 'crashed the wrong quinceanera',
  'weather-51': 'sheltering from a downpour',
  'weather-52': 'phone overheated in the heat',
  'bizarre-51': 'three babies in my rosca slice',
};

export default situations;
