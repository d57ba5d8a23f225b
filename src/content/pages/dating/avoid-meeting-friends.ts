import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Not Meeting Their Friends',
  category: 'dating',
  description:
    "Not ready to meet your partner's friends yet? Kind ways to say not this time, ideas for an easier first meeting, and how long is normal to wait.",
  fullTitle: "Excuses for Not Meeting Your Partner's Friends (Yet)",
  summary: {
    heading: 'Not Yet, Not Never',
    text: "Meeting the friends is a big step, and it's fine to want the right moment. These lines help you say not tonight without sounding like not ever, and the last section is for when honesty works best.",
    highlights: [
      'Schedule clashes and prior plans',
      'Nerves, energy and social anxiety',
      'Wanting to take the relationship slowly',
      'Honest ways to explain what you need',
    ],
  },
  carousel: true,
  sections: [
    {
      id: 'schedule',
      title: 'Busy Schedule',
      excuses: {
        5: "I'm on the early shift all week and asleep by nine. Could I meet your friends at Saturday brunch instead of a late dinner?",
        8: "I'm taking an EMT course that runs all day Saturdays until May. Could I meet your friends some weeknight instead?",
        9: "This is my weekend with my daughter, so I'm home with her. Could we plan it for next Saturday instead?",
        10: "I'm closing on my first condo this week, and every evening is paperwork and calls with the bank. Could we aim for next month?",
        11: "It's apple harvest at my family's orchard, and I'm picking every weekend through October. Could your friends come out and pick with us instead?",
      },
    },
    {
      id: 'health',
      title: 'Health Concerns',
      excuses: {
        9: "I scratched my eye, and I'm wearing a patch until Thursday. Pirate isn't the first impression I was going for.",
        11: "My back's been acting up all week, and three hours in a restaurant booth would wreck me. Could we all get together somewhere I can move around, like the farmers market?",
        12: "The party's at a place with three cats, and I'm allergic enough to sneeze through every introduction. Could we meet your friends somewhere else first?",
        13: "I'm four days into quitting smoking, and I'm not fit company for strangers yet. Give me a couple of weeks to be nice again?",
        14: "I have blood work first thing tomorrow and can't eat after six, and watching everyone order wings would be torture. Could we do the weekend?",
      },
    },
    {
      id: 'timing',
      title: 'Timing Issues',
      excuses: {
        3: "Isn't that our one-month dinner? I'd love to meet them, just on a different night.",
        9: "I land from Lisbon that morning, and I'll be a jet-lagged zombie by dinner. Could we make it Sunday, once I've slept?",
        10: "That's the night of my sister's graduation, and my family would never forgive me. Could we pick another weekend?",
        11: "That's the night of my blue belt test at jiu-jitsu, and I've been training for it since March. Could we do the weekend after, when I can celebrate or ice something?",
        12: "That's launch week at work, and I'll be answering support tickets until midnight. Can we pick a night the week after we go live?",
      },
    },
    {
      id: 'anxiety',
      title: 'Social Anxiety',
      excuses: {
        3: "I'm worried I'll freeze up in front of your friends. Could you tell me a little about them before we meet?",
        5: "My anxiety's been loud lately, and I want that first hello to happen on a day I can actually be myself. Could we give it two weeks?",
        6: 'Long nights drain me fast, so could we plan an exit time in advance? Knowing I can leave at ten would help me relax.',
        7: "Game nights tie my stomach in knots, since I blank whenever it's my turn and everyone's watching. Could I meet your friends over dinner instead?",
        8: "The last time I met a partner's friends, I rambled from nerves all night and cringed for a week. I'd like a little more time before round two.",
      },
    },
    {
      id: 'personal',
      title: 'Personal Reasons',
      excuses: {
        2: "Money is tight this month, and an expensive night out with your friends isn't in my budget. Could we host instead?",
        7: 'I\'m between jobs, and I dread the "so what do you do?" question. Could we wait until I have a better answer?',
        8: "I stutter more around new people, and a loud table makes it worse. Could you tell them before I come, so I'm not explaining it between introductions?",
        9: "I'm not out to my family yet, and two of your friends know my cousin. Could we wait until I've told them myself?",
        11: "Your friends share everything in their group chat, and I'm a pretty private person. I'd like a little more trust between us before I'm a topic in there.",
      },
    },
    {
      id: 'commitments',
      title: 'Prior Commitments',
      excuses: {
        1: "I promised my friend weeks ago that I'd help her paint her apartment on Saturday. Could I meet everyone Sunday instead?",
        3: 'I volunteer at the animal shelter on Sunday mornings, so brunch is a no. Could we do Sunday dinner?',
        4: "I'm coaching my nephew's soccer game that afternoon, and there's nobody else to run the team. Could I meet everyone afterward, around five?",
        5: "My book club meets that evening, and it's my turn to host. Could your friends do Friday instead?",
        8: "I already have hockey tickets with my dad that night, and it's our one tradition. Could we do the weekend after?",
      },
    },
    {
      id: 'pace',
      title: 'Relationship Pace',
      excuses: {
        2: "We've only been dating a few weeks. Could we wait a little before I meet the people who matter most to you?",
        3: "When my friends and my ex's friends merged early on, the breakup split everyone down the middle. Could we give it a few more months this time?",
        8: "Your friends were close with your ex, and I'd like us to be on steadier ground before I walk into that.",
        9: "I'd like us to decide what we are before I meet everyone, so I know how to introduce myself.",
        11: 'I just met your parents last weekend, and I need a minute to let one big introduction settle before the next.',
      },
    },
    {
      id: 'honest',
      title: 'Honest Approaches',
      excuses: {
        3: 'I do want this, just in baby steps. Maybe a double date with one couple you trust?',
        4: "I'd rather tell you the truth than make something up: I'm unsure about us, and I need time to think.",
        5: "I'm scared that if your friends don't like me, you'll start to see me the way they do. Can we talk about that before I meet them?",
        8: "Honestly, one of your friends was rude to me the night we ran into him, and I'm not sure how to be around him yet.",
        10: "I'll admit it: I get a little jealous of how close you are with your best friend, and I want to sort that out myself before I meet the whole group.",
      },
    },
  ],
  faq: [
    {
      question: 'How long should you date before meeting their friends?',
      answer:
        "Many people meet a partner's friends somewhere between 1-3 months into dating, once things feel steady but before anything is formally decided. Some meet friends on the second date at a party; others wait longer. There's no correct timing, but if months go by and you keep avoiding it, your partner may wonder whether you see a future together. Talking about timing openly beats a string of excuses.",
    },
    {
      question: "Is it a bad sign if I don't want to meet their friends?",
      answer:
        "Not necessarily. Nerves, a busy season or past experiences can all make it feel like too much. It's worth asking yourself why, though. If the thought of joining their life makes you uneasy in general, that may be about the relationship rather than the friends. If it's mostly social anxiety, a smaller first meeting usually helps more than postponing forever.",
    },
    {
      question: 'How can I make the first meeting easier?',
      answer:
        "Choose a small, relaxed setting: coffee with one or two friends, a walk, or a game night. Ask your partner for a few details about each person so you have something to talk about. Agree on a rough end time in advance, and have a signal for when you're ready to leave. Most friends simply want to see that you're kind to the person they care about.",
    },
    {
      question: "What if I've met them and we didn't get along?",
      answer:
        "Tell your partner calmly and specifically what felt off, without asking them to choose sides. One awkward evening is common, and second meetings often go better. If a friend was genuinely rude or disrespectful, it's fair to say you'd rather spend less time with them, while still supporting your partner's friendships. Avoid making up reasons to skip every future plan.",
    },
    {
      question: "Should I be honest about why I'm avoiding it?",
      answer:
        'Usually yes. Your partner will likely notice a pattern of cancellations and fill the gap with worse guesses than the truth. "I\'m nervous" or "I\'d like to go a bit slower" is easy to understand and lets them help, for example by starting with one friend. If the real reason is doubt about the relationship, that deserves its own honest conversation.',
    },
  ],
  faqNumbered: true,
  tips: [
    'Suggest a specific alternative, such as coffee with one friend, so your partner hears "yes, differently" instead of "no".',
    'If nerves are the reason, say so; your partner can make the first meeting easier.',
    'Ask for a little background on each friend before you meet, so conversation comes naturally.',
    'Agree on an end time beforehand if long evenings drain you.',
    'Avoid canceling on the same group more than twice; set a date and keep it.',
    "If you're unsure about the relationship itself, have that conversation rather than hiding behind schedules.",
  ],
  related: [
    '/excuses/dating/avoid-relationship-talk',
    '/excuses/dating/cancel-date',
    '/excuses/dating/not-texting-back',
    '/excuses/social/skip-party',
    '/excuses/health/avoid-socializing',
  ],
  updated: '2026-11-25',
};

export default page;
