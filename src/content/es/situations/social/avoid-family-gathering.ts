import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/social/avoid-family-gathering.ts`.
 */
const situations: SituationLabels = {
  'holidays-51': "partner's company posada",
  'reunions-51': 'allergic to horses at the ranch',
  'in-laws-51': 'neighborhood soccer final',
  'travel-51': 'highway closed by a landslide',
  'kids-51': "kid's school dance recital",
  'rest-51': 'hungover after a wedding',
  'boundaries-51': 'relatives asking for loans',
};

export default situations;
