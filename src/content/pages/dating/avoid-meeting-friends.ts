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
        1: "I'd love to meet them, but I'm working a double on Saturday. Can we plan something for the weekend after?",
        2: 'My calendar is packed until the end of the month. Could we aim for the first Friday in March?',
        3: "I've got a work deadline on Monday and I'll be glued to my laptop all weekend. Next time, for sure.",
        4: "I'm taking a night class on Thursdays, so trivia with your crew doesn't work. Any chance of a weekend brunch?",
        5: "I'm on the early shift all week and in bed by nine. A late dinner with your friends would wipe me out.",
        6: 'I only have one free evening this week, and I was hoping to spend it with just you.',
        7: "I'm traveling for work the next two weekends, flying back on the 14th. Put me down for anything after that.",
      },
    },
    {
      id: 'health',
      title: 'Health Concerns',
      excuses: {
        1: "I'm getting over a bad cold and I'd hate to make a first impression by sneezing on everyone.",
        2: 'My back has been acting up, and a night on bar stools sounds painful. Could we do something low-key later on?',
        3: "I've had a headache all afternoon and wouldn't be much fun tonight. Please say hi to everyone for me.",
        4: "I'm on antibiotics for a few more days, so no cocktails for me. I'd rather meet them when I can properly join in.",
        5: "I'm still recovering from the flu, and I don't want to pass it around your whole friend group.",
        6: 'I sprained my ankle at the gym, so a night of dancing is out. Can I meet them at something seated?',
        7: "My allergies are flaring, and your friend's place has three cats. Could we meet them somewhere else?",
      },
    },
    {
      id: 'timing',
      title: 'Timing Issues',
      excuses: {
        1: 'A birthday party with forty guests is a lot for a debut. Could I say hello to Jess over lunch beforehand?',
        2: 'A wedding seems like a lot for the first time I meet your whole group. Can we do a casual dinner before then?',
        3: "I'd love to meet them, just not on the night we were supposed to celebrate our first month together.",
        4: "It's the week of my bar exam, and right now I'm a ball of stress. After Friday I'm all yours, and theirs.",
        5: 'Your office holiday party mixes friends and coworkers, which is a lot for round one. Maybe a pizza night in January?',
        6: "This weekend is my mom's birthday, so I'm spoken for. Let's pick the following one.",
        7: "I'd rather meet them when I've settled into my new job and can actually relax.",
      },
    },
    {
      id: 'anxiety',
      title: 'Social Anxiety',
      excuses: {
        1: 'Crowds make my anxiety spike. Would a quiet coffee with a couple of your people work as a start?',
        2: 'New faces put me on edge, and a loud room makes it worse. Somewhere calm would help me be myself.',
        3: "I'm worried I'll freeze up in front of your friends. Could you tell me a little about them before we meet?",
        4: "I'm more myself in small settings. Would a game night at your place work better than a club?",
        5: "I've been anxious all week and I'd rather meet them on a good day. Can we pick another evening?",
        6: 'Could we plan an exit time in advance? Knowing I can leave at ten would help me relax.',
        7: "I'd feel better if we arrived together and you stayed close for the first half hour. Would you mind?",
      },
    },
    {
      id: 'personal',
      title: 'Personal Reasons',
      excuses: {
        1: "I've got some family things going on right now, and I'm not at my most social. I'll be better company soon.",
        2: "Money is tight this month, and an expensive night out with your friends isn't in my budget. Could we host instead?",
        3: "I've stopped drinking for now, and a whole evening at a brewery is hard. Could we suggest a bowling alley instead?",
        4: "I've had a rough couple of weeks and want to show up as myself. Can we give it a little longer?",
        5: "I've been really private since my last breakup, and I'm still easing back into sharing my life.",
        6: "I'm in the middle of a big move and my head is full of boxes and bills. Next month would be better.",
      },
    },
    {
      id: 'commitments',
      title: 'Prior Commitments',
      excuses: {
        1: "I promised my friend weeks ago that I'd help her paint her apartment on Saturday.",
        2: "I already have tickets to my cousin's play that night. I'm so sorry, I'd love to come next time.",
        3: 'I volunteer at the animal shelter on Sunday mornings, so brunch is a no. Could we do Sunday dinner?',
        4: "I'm coaching my nephew's soccer game that afternoon, and I can't leave the team without a coach.",
        5: "My book club meets that evening, and it's my turn to host. How about the weekend after?",
        6: 'I already said yes to a work dinner that night. Could your friends do Thursday instead?',
        7: "I'm dog-sitting for my neighbor all weekend and can't leave him alone for long.",
      },
    },
    {
      id: 'pace',
      title: 'Relationship Pace',
      excuses: {
        1: "I'm loving our little bubble, and I'd like a few more weeks of it before the group gets involved.",
        2: "We've only been dating a few weeks. Could we wait a little before I meet the people who matter most to you?",
        3: "If I get attached to your people and we don't work out, I lose them too. I'd like to be surer first.",
        4: "It feels a little early for me, and I'd rather go slower than meet everyone and feel out of place.",
        5: 'I want to meet them when it means something, not as the new person who might not be around next month.',
        6: "Could we take things one step at a time? Let's spend a couple more weekends together first.",
        7: "Introductions to the people closest to you are a milestone, and I'd like us to reach it naturally.",
      },
    },
    {
      id: 'honest',
      title: 'Honest Approaches',
      excuses: {
        1: "I'm nervous about meeting your friends because I want them to like me. Can you help me feel at ease?",
        2: "Honestly, I'm not ready yet. It's not about them or you, it's about how fast this feels for me.",
        3: 'I do want this, just in baby steps. Maybe a double date with one couple you trust?',
        4: "I'd rather tell you the truth than make something up: I'm unsure about us, and I need time to think.",
        5: "I've been putting this off, and that isn't fair to you. Let's pick a date that works for both of us.",
        6: "I heard some of your friends don't like my taste in music, and I'm a little intimidated. Silly, I know!",
        7: "I'm happy to meet them. I'd just like to know what to expect, so can we talk about it first?",
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
    'Avoid cancelling on the same group more than twice; set a date and keep it.',
    "If you're unsure about the relationship itself, have that conversation rather than hiding behind schedules.",
  ],
  related: [
    '/excuses/dating/avoid-relationship-talk',
    '/excuses/dating/cancel-date',
    '/excuses/dating/not-texting-back',
    '/excuses/social/skip-party',
    '/excuses/health/avoid-socializing',
  ],
  updated: '2026-11-23',
};

export default page;
