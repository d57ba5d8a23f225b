import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/health/skip-gym.ts`.
 */
const situations: SituationLabels = {
  'recovery-51': 'wisdom tooth pulled',
  'tired-51': 'drained after a big exam',
  'schedule-51': "building residents' meeting",
  'weather-51': 'air quality alert',
  'weather-52': 'transport strike',
  'gear-51': 'no water in the gym showers',
  'home-51': 'waiting for the water truck',
};

export default situations;
