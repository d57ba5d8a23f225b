import type { SituationLabels } from '../../../types';

/**
 * What each line written for the Spanish page is about (numbered from 51); a line that keeps an
 * English excuse's number keeps its label from `src/content/situations/funny/pop-culture.ts`.
 */
const situations: SituationLabels = {
  'fantasy-51': 'faun forbade me the banquet',
  'tv-51': 'stuck in a barrel like el chavo',
  'tv-52': 'emergency gossip summit at work',
  'tv-53': 'mysterious breeze, time to apologize',
  'movies-51': 'family banned music, caught with a guitar',
  'movies-52': 'fairy-tale refugees in my yard',
  'heroes-51': 'smashed the alarm clock',
  'games-51': 'last token at the arcade',
  'anime-51': 'hunting dragon balls for payday',
  'anime-52': 'shot still in the air, soccer anime',
  'anime-53': 'crossing the twelve houses',
  'classics-51': 'raining like in macondo',
  'classics-52': 'taming a fox at a set hour',
  'classics-53': 'my cooking made everyone cry',
};

export default situations;
