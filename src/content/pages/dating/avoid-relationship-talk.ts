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
        5: "We're on vacation and I'm loving it. Can we keep this trip light and talk about the big stuff when we're home?",
        6: 'This deserves more than a text thread. Can we talk face to face on Friday?',
        9: "We just had an argument, and I don't want to decide anything big while we're both upset. Could we pick it up tomorrow?",
        11: "They're calling my boarding group right now. This isn't a dodge, I promise: call me tomorrow night, once I've landed and slept?",
        12: "You've got your licensing exam on Monday, and I don't want this rattling around your head while you study. Let's talk Tuesday, over a celebration dinner.",
      },
    },
    {
      id: 'early',
      title: "It's Still Early",
      excuses: {
        1: "We've only been on four dates. I like where this is going, and I'd love to let it grow a little first.",
        6: "I haven't met your friends or your family yet. I'd love to see more of your world before we talk labels.",
        9: 'Could we take a weekend trip together before we decide anything? I want to know if we still like each other after six hours in a car.',
        12: "You're my best friend's cousin, so if this goes sideways, her Fourth of July barbecue gets very awkward. I want to be really sure before it's official.",
        13: 'I only deleted my dating apps last week, and I want a little while to get used to that before we call it anything.',
        14: "You only moved here in August, and I want you to have your own people in this city before I'm the center of it. Can we give it till the holidays?",
        15: 'Our friends keep asking what we are, and I want us to decide for us, not to give them an answer. Can we ignore them for another month?',
      },
    },
    {
      id: 'past',
      title: 'Past Experiences',
      excuses: {
        1: "My last relationship moved really fast and ended badly. I'd like to go slower this time, if that's okay.",
        2: "I'm only a few months out of a long relationship, and I want to be sure I'm choosing you for the right reasons.",
        4: 'My ex used labels to keep tabs on me, so words like "girlfriend" still make me tense. I\'m working on it.',
        6: "My parents split when I was ten, and I grew up wary of big promises. I don't want to make you one I can't keep.",
        7: "I've been single for five years, and sharing my life again is a big adjustment. Bear with me while I get used to it.",
        9: "I was cheated on in my last relationship, and trust comes back slowly for me. It's not a reflection on you.",
      },
    },
    {
      id: 'busy',
      title: 'Life Is Full Right Now',
      excuses: {
        2: "I'm moving apartments this month, and I'd like to give us my full attention when the boxes are unpacked.",
        4: "It's tax season, and I'm an accountant: ninety-hour weeks until April 15. Can we have this talk once I've slept more than five hours?",
        9: "My bakery opens in three weeks, and I'm living on flour and four hours of sleep. Can we talk after opening day?",
        10: "My visa renewal is still in limbo, and I can't promise anyone anything until I know I can stay.",
        11: "I'm halfway through the fire academy, with drills all day and textbooks all night. You deserve more than my leftover brain, so can it wait till graduation in May?",
        12: "I'm halfway through redoing my kitchen myself, and my life is sawdust until it's done. Can we talk when I have a sink again?",
        15: "Can we have this talk the week after the November election? I'm running for school board, and until then my evenings belong to doorbells and flyers.",
        16: "My band is recording our first album this month, and I'm in the studio every night until ten. Let's pick this up when the last song is mixed.",
        17: "I'm maid of honor at my best friend's wedding in three weeks, and my brain is all seating charts and toasts. I'm all yours, and all ears, after the reception.",
        18: "It's grad school application season, and I have seven essays due by December 1. Can we have this talk the week after I hit submit on the last one?",
      },
    },
    {
      id: 'deflect',
      title: 'Lighthearted Deflections',
      excuses: {
        3: "I'll tell you what we are right after this episode. Okay, autoplay makes that a lie, so let's talk over pancakes tomorrow morning instead.",
        9: "I can't answer that with your cat staring at me like I owe her rent. Ask me again Sunday at my place, where the only judge is my houseplant.",
        10: "We're like a sourdough starter right now: bubbly, promising and definitely not bread yet. Give it one more week on the counter?",
        13: "By my math we're 62 percent couple, 30 percent friends who share fries, and 8 percent undecided. Let's round on Sunday.",
        14: "Sure, but first we'd have to define \"define,\" and that's a three-hour debate on its own. Let's do both over dinner Friday, and I'll bring a dictionary.",
        15: 'Full confession: I searched "what are we" online, and the internet didn\'t know either. Give me till the weekend.',
        16: 'Look, a shooting star! Okay, it was a plane, but I really do need until Sunday to find the right words.',
        17: 'Things I\'m sure about: you, tacos and this playlist. Still working on: the word "boyfriend." Give me a week?',
        18: 'Breaking news: local couple says relationship status remains under review. A statement is expected Friday, and no questions will be taken tonight.',
        19: 'Label talk tonight? / My heart says yes, my mouth says / "brunch on Sunday, please."',
        20: "I'll tell you what we are as soon as you tell me, and you'll tell me as soon as I tell you. Let's break the loop over coffee tomorrow.",
        21: "Terms and conditions apply: any answer about us is valid only after coffee. Coffee is Saturday at ten, and I'm buying.",
      },
    },
    {
      id: 'honest',
      title: 'Honest Answers',
      excuses: {
        3: "I'm honestly not sure what I want yet, and you deserve a real answer. Can I have until the end of the month?",
        4: "I can tell this matters to you. I'm not looking for anything serious right now, and I don't want to waste your time.",
        7: "I know I keep putting this off. That isn't fair to you, so let's sit down this week and talk honestly.",
        9: 'The real reason I dodge this: I like you more than I expected, and that scares me a little. Can we talk on Sunday?',
        10: 'I still talk to my ex most days, and I want to sort that out before we take the next step. You deserve to know.',
        11: "I haven't told you I have a son, and I've been scared it would change things. Can we talk about that first?",
        12: "My parents still think I'm single, and telling them is a whole production, so I've been dodging this. It's not about you.",
        13: "I travel for work three weeks a month, and I'm not sure that's fair to ask anyone to sign up for. Can we talk about that part first?",
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
  updated: '2026-11-25',
};

export default page;
