/** Twenty short, silly excuses for when a laugh matters more than an alibi. */
import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Hilarious Excuses',
  fullTitle: 'Hilarious Excuses: Short, Silly Lines to Send When You Want a Laugh',
  category: 'funny',
  description:
    'Twenty short, silly excuses starring a gift-giving crow, a moth with a birthday and a paradox about dinner plans, ready to send for a laugh.',
  summary: {
    heading: 'Twenty Quick Laughs',
    text: 'Short, silly excuses for when you want a smile more than an alibi: creative dodges, animals with opinions, stubborn household objects and a little armchair philosophy. Send one, then add the real plan.',
    highlights: [
      'Creative dodges for turning down plans',
      'Pets and wildlife with strong opinions',
      'Household objects that refuse to cooperate',
      'Big questions for small delays',
    ],
  },
  carousel: true,
  sections: [
    {
      id: 'creative',
      title: 'Absurdly Creative',
      excuses: {
        2: "I can't make it tonight. I'm drafting a strongly worded letter to the sun about this heat, and it's turning into a trilogy.",
        4: "I'm hand-lettering a 'Back in five minutes' sign for my door, and I've been working on the B for an hour.",
        5: "I'm staying home to finish the world's most ambitious pillow fort. It has a mailroom now, and I'm the only employee.",
        7: "I'm teaching myself to juggle with oranges before the company picnic, and so far the oranges are winning and the kitchen floor is sticky.",
        8: "I can't come out tonight: I'm recording a director's commentary for my vacation photos, and we're still at the airport.",
      },
    },
    {
      id: 'animals',
      title: 'Animal-Related',
      excuses: {
        1: "A crow has been leaving gifts on my windowsill, and today's gift was my own earring. Now I'm home waiting to hear what he wants in return.",
        2: "My cat fell asleep in the box my new sneakers came in, with the sneakers still inside, and nobody wakes a sleeping cat. I'm coming in flip-flops.",
        5: "A moth has lived on my ceiling for three days, and I've named him Gerald. Today's his birthday, and at his age, every single one counts.",
        6: 'A squirrel made direct eye contact with me while burying one of my tomatoes, and I need a minute to recover from the betrayal.',
        7: "My dog sighs every time I pick up my keys, and I can't take that kind of guilt twice in one day.",
      },
    },
    {
      id: 'objects',
      title: 'Inanimate Objects',
      excuses: {
        3: 'My favorite mug is in the dishwasher, and I refuse to start a workday with a lesser mug.',
        7: 'My umbrella and I have a deal: it opens, I go out. This morning it chose not to open.',
        8: "The vending machine has been holding my granola bar by one corner for ten minutes, and I don't leave anyone behind.",
        9: "The zipper on my only coat won't catch, so I'm wearing it open like a cape. Look for the very cold superhero at the bus stop.",
        10: "My headphones have tied themselves into a knot I can only describe as nautical, and I'm not leaving the house without music.",
      },
    },
    {
      id: 'philosophy',
      title: 'Philosophical',
      excuses: {
        1: "Can a person truly be late to a party that started without them? I'd argue the party was early.",
        5: "The deadline and I didn't miss each other; we just grew apart. I wish it well.",
        7: "As a good Stoic, I only worry about what's in my control, and getting up off this couch turns out not to be.",
        8: 'Every time I get halfway to your place, half the distance is still left, so technically I can never arrive. Take it up with Zeno.',
        9: "If I swap out every part of our dinner plan one piece at a time, is it still dinner? I've swapped all of them for a nap.",
      },
    },
  ],
  tips: [
    "Send these to friends who'd rather laugh than read a long explanation.",
    "Add one honest line after the joke so they know whether you're actually coming and when you're free.",
    "Use a philosophical line when you're a few minutes late, not an hour; big delays deserve a plain apology.",
    'Attach a photo when an animal excuse is true: a cat in a sneaker box does the explaining for you.',
    "Don't send the same joke to the same person twice; a fresh line keeps it charming instead of evasive.",
  ],
  related: [
    '/excuses/funny/outrageous',
    '/excuses/funny/weird-but-real',
    '/excuses/funny/pop-culture',
    '/get-my-excuse',
    '/excuses/social/skip-party',
  ],
  updated: '2026-11-25',
};

export default page;
