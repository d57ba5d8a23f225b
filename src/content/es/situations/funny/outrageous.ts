import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/funny/outrageous.ts`.
 */
const situations: SituationLabels = {
  'scifi-51': 'aliens phoned me first',
  'supernatural-51': 'la llorona crying on my doorstep',
  'conspiracy-51': 'christmas decorations creeping earlier',
  'conspiracy-52': 'garbage truck times my shower',
  'celebrity-51': "minding a wrestler's mask",
  'extreme-51': 'dizzy from the pinata, wandered off',
  'pranks-51': 'face shoved into my birthday cake',
  'time-51': 'clock still on daylight saving time',
  'absurd-51': 'waiting on an ahorita',
};

export default situations;
