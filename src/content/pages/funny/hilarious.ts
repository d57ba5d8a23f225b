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
        2: "I've booked tonight as a standing meeting with myself, and I can't cancel on me again: I've done it three weeks running.",
        4: "I'm hand-lettering a 'Back in five minutes' sign for my door, and I've been working on the B for an hour.",
        5: "I'm staying home to finish the world's most ambitious pillow fort. It has a mailroom now, and I'm the only employee.",
        7: "I'm learning to juggle oranges for the company picnic, and so far I've mostly made juice. Give me an hour to mop, and I'll head over.",
        8: "I've hired my little sister as my spokesperson, and her official statement is that I'm not available tonight. Her fee was one cookie, and she's sticking to it.",
      },
    },
    {
      id: 'animals',
      title: 'Animal-Related',
      excuses: {
        1: "A crow has been leaving gifts on my windowsill, and today's gift was my own earring. Now I'm home waiting to hear what he wants in return.",
        2: "A caterpillar is crossing my front step, and at his pace it's a twenty-minute trip. It feels rude to step over him, so I'll be a little late.",
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
        7: "My umbrella and I have a deal: it opens, I go out. It didn't open this morning, and a deal's a deal.",
        8: "Someone pressed every button in my building's elevator, so we're stopping at all nineteen floors. I'm on floor six; give me ten minutes.",
        9: "My desk chair squeaks in a way that sounds exactly like my name, and I've answered it six times this morning. We're still talking it through, so start the meeting without me.",
        10: "The TV remote has vanished into the couch, and the TV is stuck on the shopping channel at full volume. I can't leave until I find it, and I've nearly bought a blender.",
      },
    },
    {
      id: 'philosophy',
      title: 'Philosophical',
      excuses: {
        1: 'My laundry pile refills every time I finish it, like Sisyphus and his boulder. One must imagine me happy, folding towels at home tonight.',
        5: "The deadline and I didn't miss each other; we just grew apart. We've agreed to meet again Friday at noon, and I'll bring the report.",
        7: "As a good Stoic, I only worry about what's in my control, and getting up off this couch turns out not to be.",
        8: 'Every time I get halfway to your place, half the distance is still left, so technically I can never arrive. Take it up with Zeno.',
        9: 'If I swap out every part of our dinner plan one piece at a time, is it still dinner? So far the restaurant is my kitchen and the steak is cereal, so come on over.',
      },
    },
  ],
  tips: [
    "Send these to friends who'd rather laugh than read a long explanation.",
    "Add one honest line after the joke so they know whether you're actually coming and when you're free.",
    "Use a philosophical line when you're a few minutes late, not an hour; big delays deserve a plain apology.",
    'Attach a photo when an animal excuse is true: a caterpillar on the doorstep does the explaining for you.',
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
