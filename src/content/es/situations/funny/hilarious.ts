import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/funny/hilarious.ts`.
 */
const situations: SituationLabels = {};

export default situations;
