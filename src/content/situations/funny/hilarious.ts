import type { SituationLabels } from '../../types';

/** What each excuse on Hilarious Excuses is about (docs/content-guide.md). */
const situations: SituationLabels = {
  'creative-2': 'letter to the sun about the heat',
  'creative-4': 'hand-lettering a door sign',
  'creative-5': 'pillow fort with a mailroom',
  'creative-7': 'learning to juggle oranges',
  'creative-8': 'commentary track for vacation photos',
  'animals-1': 'crow returned my earring',
  'animals-2': 'cat asleep in the sneaker box',
  'animals-5': "moth's birthday",
  'animals-6': 'squirrel stole a tomato',
  'animals-7': 'dog sighs when i pick up my keys',
  'objects-3': 'favorite mug in the dishwasher',
  'objects-7': "umbrella won't open",
  'objects-8': 'snack stuck in the vending machine',
  'objects-9': 'coat zipper stuck',
  'objects-10': 'headphones tangled into a knot',
  'philosophy-1': 'the party started early',
  'philosophy-5': 'the deadline and i grew apart',
  'philosophy-7': 'stoic about the couch',
  'philosophy-8': "zeno's paradox keeps me halfway",
  'philosophy-9': 'ship of theseus dinner plan',
};

export default situations;
