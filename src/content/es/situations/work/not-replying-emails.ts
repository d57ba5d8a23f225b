import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/work/not-replying-emails.ts`.
 */
const situations: SituationLabels = {
  'inbox-51': 'replied on whatsapp instead',
  'tech-51': 'blackout on my home office day',
  'busy-51': 'office move',
  'away-51': 'election day poll duty',
  'waiting-51': "waiting on my boss's approval",
  'honest-51': 'too embarrassed after the delay',
};

export default situations;
