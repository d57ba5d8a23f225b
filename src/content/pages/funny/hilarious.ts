/** Twenty short, silly excuses for when a laugh matters more than an alibi. */
import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Hilarious Excuses',
  fullTitle: 'Hilarious Excuses: Short, Silly Lines to Send When You Want a Laugh',
  category: 'funny',
  description:
    'Twenty short, silly excuses starring a gift-giving crow, a printer that runs on fear and one big hot dog question, ready to send for a laugh.',
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
        1: "I'd love to come, but I've just started a career as a competitive napper, and tonight is regionals.",
        2: "I can't make it tonight. I'm drafting a strongly worded letter to the sun about this heat, and it's turning into a trilogy.",
        3: 'I spent the evening alphabetizing my spice rack and discovered I own three kinds of paprika. I need some time to process.',
        4: "Starting today, I'm a mysterious person who is never available. Thank you for being my first test.",
        5: "I'm staying home to finish the world's most ambitious pillow fort. It has a mailroom now, and I'm the only employee.",
      },
    },
    {
      id: 'animals',
      title: 'Animal-Related',
      excuses: {
        1: "A crow has been leaving gifts on my windowsill, and today's gift was my own earring. Now I'm home waiting to hear what he wants in return.",
        2: "My cat moved into the box my new sneakers came in, and apparently the sneakers come with the box now. I'll be out once she's done with them.",
        3: "My dog hid my left shoe so I'd have to stay home with him, and honestly, I respect the hustle.",
        4: "My cat is judging me from the top of the fridge, and I'm not leaving until I've earned back her respect.",
        5: "A moth has lived on my ceiling for three days, I've named him Gerald, and I can't leave him alone on his birthday.",
      },
    },
    {
      id: 'objects',
      title: 'Inanimate Objects',
      excuses: {
        1: "My alarm clock and I are in couples counseling, and this morning's session ran long.",
        2: "I'll send the pages as soon as I'm properly stressed. My printer only works when it senses fear.",
        3: 'My favorite mug is in the dishwasher, and I refuse to start a workday with a lesser mug.',
        4: "The Wi-Fi router blinked at me in a way I didn't love, so I'm giving it some space today.",
        5: "My bed gave me the kind of hug this morning that you just don't walk away from.",
      },
    },
    {
      id: 'philosophy',
      title: 'Philosophical',
      excuses: {
        1: 'If I skip the meeting and nobody notices, was I ever really absent?',
        2: "Is anyone truly late when time is a human construct? I'll be there in about fifteen human-construct minutes.",
        3: "I can't leave the house until I've settled whether a hot dog is a sandwich. It's a matter of conscience.",
        4: "I've decided to live fully in the present moment, and the present moment is on my couch.",
        5: 'Can a deadline really be missed if I was never emotionally attached to it?',
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
  updated: '2026-11-23',
};

export default page;
