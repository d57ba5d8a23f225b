import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/work/late-to-work.ts`.
 */
const situations: SituationLabels = {
  'traffic-51': 'driving restriction day',
  'traffic-52': 'traffic checkpoint',
  'home-51': 'earthquake alarm evacuation',
  'home-52': 'neighbor blocking my driveway',
  'family-51': 'last-minute school costume',
  'tech-52': 'cash machine kept my card',
  'weather-51': 'hailstorm on my street',
  'health-51': 'scorpion sting',
  'public-51': 'minibus waiting to fill up',
  'public-52': 'bus stopped for fuel mid-route',
};

export default situations;
