import type { SituationLabels } from '../../../types';

/** Qué cuenta cada excusa de Excusas graciosas (docs/content-rules.md). */
const situations: SituationLabels = {
  'creative-2': 'standing meeting with myself',
  'creative-4': 'hand-lettering a door sign',
  'creative-5': 'pillow fort with a mailroom',
  'creative-7': 'learning to juggle oranges',
  'creative-8': 'kid sister speaking for me',
  'animals-1': 'crow returned my earring',
  'animals-2': 'caterpillar crossing my doorstep',
  'animals-5': "moth's birthday",
  'animals-6': 'animal stole my food',
  'animals-7': 'dog sighs when i pick up my keys',
  'objects-3': 'favorite mug in the dishwasher',
  'objects-7': "umbrella won't open",
  'objects-8': 'elevator stopping at every floor',
  'objects-9': 'chair squeaks my name',
  'objects-10': 'lost the tv remote',
  'philosophy-1': 'endless laundry pile',
  'philosophy-5': 'the deadline and i grew apart',
  'philosophy-7': 'stoic about the couch',
  'philosophy-8': "zeno's paradox keeps me halfway",
  'philosophy-9': 'dinner moved to cereal at home',
};

export default situations;
