import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Avoiding Relationship Talk',
  category: 'dating',
  description:
    'Not ready for "what are we"? Gentle ways to postpone the talk without leading anyone on, and how long most people date before wanting clarity.',
  fullTitle: 'Excuses for Avoiding the Relationship Talk (and When to Stop Avoiding It)',
  carousel: true,
  sections: [
    {
      id: 'timing',
      title: 'Not the Right Moment',
      excuses: {
        1: 'I really want to talk about us, just not in the middle of a crowded bar. Can we save it for a quiet night in?',
        2: "It's almost midnight and we both have work early. Let's have this conversation on Saturday when we're fresh.",
        3: "I'd rather not start something this important five minutes before your train. Can we pick it up this weekend?",
        4: "Your sister's wedding is this weekend, and I don't want to add anything heavy to it. Let's talk after.",
        5: "We're on vacation and I'm loving it. Can we keep this trip light and talk about the big stuff when we're home?",
        6: 'This deserves more than a text thread. Can we talk face to face on Friday?',
        7: "You've had such a hard week with the move. I'd like to wait until things settle so we can both think clearly.",
        8: "My finals start Monday and my head is full. I'll have far more to give this conversation in two weeks.",
      },
    },
    {
      id: 'early',
      title: "It's Still Early",
      excuses: {
        1: "We've only been on four dates. I like where this is going, and I'd love to let it grow a little first.",
        2: "I'm enjoying getting to know you without a label yet. Can we check in again in a month?",
        3: "I don't want to rush something I'm this excited about. Give me a little more time to catch up with my feelings.",
        4: "I'm having a great time, and I think putting a name on it this soon would make me overthink everything.",
        5: "Can we see how the holidays go first? I'd like a few more months of us before we define anything.",
        6: "I haven't met your friends or your family yet. I'd love to see more of your world before we talk labels.",
        7: "I'm still learning how we fit together. Can we revisit this when we've had a few more weekends?",
        8: "We haven't had our first argument yet, and I think that tells you something about each other. Let's wait until we have.",
        9: "I'd love to take a trip together before we decide anything. Traveling shows you a lot about a person.",
      },
    },
    {
      id: 'past',
      title: 'Past Experiences',
      excuses: {
        1: "My last relationship moved really fast and ended badly. I'd like to go slower this time, if that's okay.",
        2: "I'm only a few months out of a long relationship, and I want to be sure I'm choosing you for the right reasons.",
        3: "I got hurt the last time I rushed into commitment, so I'm taking this step carefully. It's not about you.",
        4: 'Labels made me anxious in my last relationship. Can we keep things easy for now while I work through that?',
        5: "I'm still figuring out what I learned from my divorce, and I want to bring my best self to whatever we are.",
        6: "My parents' relationship made me cautious about commitment. I'd rather go slow than make promises I can't keep.",
        7: "I've been single for five years, and sharing my life again is a big adjustment. Bear with me while I get used to it.",
        8: 'My ex and I planned our future on the third date, and the pressure crushed us. I want a gentler pace with you.',
      },
    },
    {
      id: 'busy',
      title: 'Life Is Full Right Now',
      excuses: {
        1: "I'm starting a new job next week and I'm stretched thin. Can we have this conversation once I'm settled?",
        2: "I'm moving apartments this month, and I'd like to give us my full attention when the boxes are unpacked.",
        3: "My dad is going through a health scare, and I don't have the headspace for big decisions right now.",
        4: "I'm in the middle of applying to grad schools, and I don't know where I'll be next year. Can we talk once I do?",
        5: 'Work is in its busiest season until March. I want to talk about us when I can really show up for it.',
        6: "I'm training for a marathon and my whole schedule is upside down. Let's talk after race day.",
        7: "My roommate situation is a mess right now, and I need to sort out where I'm living before I plan anything.",
        8: "I'm juggling two jobs this month. I care about you, and I'd rather have this talk when I'm not exhausted.",
      },
    },
    {
      id: 'deflect',
      title: 'Lighthearted Deflections',
      excuses: {
        1: "Can we decide what we are after we decide what to order? I'm starving and I can't think.",
        2: "We're two people who like tacos and each other. That's the official status for tonight.",
        3: "I'll tell you exactly what we are, right after this episode. It ends on a cliffhanger.",
        4: "Let's define the relationship once we've survived assembling this bookshelf together.",
        5: "I think we're a couple who should go for ice cream. Can the rest wait until Sunday?",
        6: "How about we finish the hike first? I can't talk feelings and climb hills at the same time.",
        7: "You're asking about labels while I'm holding a paintbrush? Give me until this wall is done.",
        8: "Right now we're a team that cannot parallel park. Let me find a spot and then we'll discuss the rest.",
        9: "I'll answer that the moment your cat stops staring at me like I owe her rent.",
      },
    },
    {
      id: 'honest',
      title: 'Honest Answers',
      excuses: {
        1: "I care about you, and I'm not ready for a label yet. I'd rather say that than pretend I am.",
        2: "I'm not seeing anyone else, and I don't plan to. I just need a bit more time before we call it official.",
        3: "I'm honestly not sure what I want yet, and you deserve a real answer. Can I have until the end of the month?",
        4: "I can tell this matters to you. I'm not looking for anything serious right now, and I don't want to waste your time.",
        5: "I want to be fair to you: I like you a lot, but I'm not sure I'm ready for a committed relationship.",
        6: 'I need to think about this properly instead of giving you an answer I might take back. Can we talk on Sunday?',
        7: "I know I keep putting this off. That isn't fair to you, so let's sit down this week and talk honestly.",
        8: "I think we want different things, and I'd rather tell you now than keep avoiding the question.",
      },
    },
  ],
  faq: [
    {
      question: 'How long should you date before having the relationship talk?',
      answer:
        "There's no fixed rule, but many people want clarity after about 2-3 months of dating regularly. By then you've usually spent enough time together to know whether you want to be exclusive. Some couples talk sooner, especially if one person wants to stop seeing others. If you've been dating for months and keep dodging the question, the other person may read the avoidance itself as an answer.",
    },
    {
      question: 'Is it okay to postpone the talk?',
      answer:
        "Yes, if you're honest about why and give a rough timeline. \"I'd like to wait until after my exams\" is fair. Postponing without end is not: it keeps the other person guessing and can feel like being strung along. If you already know you don't want a relationship, don't postpone the talk; say it kindly now so they can make their own choices.",
    },
    {
      question: "What if I don't know what I want yet?",
      answer:
        "Say exactly that. \"I'm not sure yet, and I don't want to give you an answer I'd take back\" is honest and respectful. Then give yourself a deadline to figure it out, and think about what's actually holding you back: timing, past hurt, or doubts about this person. Talking it through with a friend can help you see the difference.",
    },
    {
      question: 'How do I avoid leading someone on?',
      answer:
        "Match your actions to your words. If you're not ready for commitment, avoid behaving like a committed partner in every way while refusing the conversation. Be clear about whether you're seeing other people, and don't make future plans you don't intend to keep. When in doubt, share more rather than less: people handle honest uncertainty much better than surprises.",
    },
    {
      question: 'What if my partner keeps pushing for the talk?',
      answer:
        "Take it as a sign the question matters a lot to them, and set a time to have the conversation rather than dodging again. You can say you need a day to collect your thoughts. Pushing can also mean they feel insecure, so reassure them about what you do know, such as that you enjoy your time together, while being truthful about what you don't.",
    },
  ],
  tips: [
    'If you need more time, say so and give a rough timeline instead of changing the subject every time.',
    'Pick a calm, private moment for the conversation, not a party or a car ride.',
    "Be clear about whether you're seeing other people, even if you aren't ready for a label.",
    'Keep jokes for light moments; if the question comes up again, answer it seriously.',
    "If you already know you don't want a relationship, tell them now so they can decide what they want.",
    'Reassure them about what you do know, such as enjoying your time together, and be honest about the rest.',
  ],
  related: [
    '/excuses/dating/avoid-meeting-friends',
    '/excuses/dating/not-texting-back',
    '/excuses/dating/cancel-date',
    '/excuses/social/ghosting-someone',
    '/excuses/funny/hilarious',
  ],
  updated: '2026-11-23',
};

export default page;
