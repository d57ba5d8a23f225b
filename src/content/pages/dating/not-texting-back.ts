import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Not Texting Back',
  category: 'dating',
  description:
    'Left someone on read? Warm ways to explain a slow reply to a date or partner, how long is too long, and when a straight answer beats an excuse.',
  fullTitle: 'Excuses for Not Texting Back: What to Say After a Slow Reply',
  carousel: true,
  sections: [
    {
      id: 'busy',
      title: 'Busy Days',
      excuses: {
        1: 'Work swallowed my whole day and I only just sat down. How did your interview go?',
        2: 'I had back-to-back classes and a lab until eight, and my phone stayed in my bag the whole time.',
        3: "I spent the afternoon at my niece's dance recital, cheering and filming. I loved your message, though!",
        4: "I'm sorry I didn't answer last night. I got home from a double shift and fell asleep in my clothes.",
        5: "Today was moving day, and I've been carrying boxes since seven. Finally catching up on messages now.",
        6: 'I was helping my parents clear out their attic all weekend, and I barely looked at my phone.',
        7: "I'm sorry for the slow reply. I've been buried in exam prep and only come up for air at night.",
        8: "I was cooking for twelve people for my friend's birthday, and my phone was covered in flour. Hi!",
        9: 'I saw your message between meetings and planned to answer over lunch, but lunch never happened.',
        10: 'My team had a product launch today, and my phone was buzzing with work alerts I had to handle first.',
      },
    },
    {
      id: 'phone',
      title: 'Phone Trouble',
      excuses: {
        1: 'My phone died at noon and my charger was at home. I just saw everything you sent.',
        2: "I dropped my phone in the sink this morning, and it's been sitting in a bag of rice. It's back, and so am I!",
        3: 'My phone did a huge update overnight and messages only started coming through an hour ago.',
        4: "I had no signal at the cabin all weekend. I'm back in civilization and reading your texts now.",
        5: 'My cracked screen finally gave up and I had to get it fixed. Sorry for the radio silence!',
        6: 'I switched carriers this week and my texts were lost in limbo for a day. Did you send more than one?',
        7: "I accidentally turned on do not disturb at the movies and forgot to switch it off. That's why I missed you.",
        8: 'My texts were going to my tablet instead of my phone, and I only just figured it out.',
        9: "I was locked out of my phone after too many wrong passcodes from my nephew. We're reunited now!",
      },
    },
    {
      id: 'missed',
      title: 'Saw It, Then Forgot',
      excuses: {
        1: "I read your text, answered it in my head, and never actually hit send. I'm sorry!",
        2: "I opened your message while crossing the street and then it slipped my mind. Here's my real reply.",
        3: 'Your text got buried under fifty messages from my family group chat. Sorry it took me so long.',
        4: 'I wanted to give your question a proper answer, not a quick one, and then the day got away from me.',
        5: 'I started typing a reply, got called away, and found it sitting unsent in the draft. Sending it now!',
        6: "I thought I'd already answered you, but apparently I only replied in my dreams.",
        7: "I saw your message while I was driving and told myself I'd reply later. Later turned into today.",
        8: 'I muted our chat by accident when I was clearing notifications, and I only just spotted it.',
      },
    },
    {
      id: 'away',
      title: 'Away or Traveling',
      excuses: {
        1: 'I was on a long flight with no Wi-Fi, and then I crashed at the hotel. Just landed in your messages!',
        2: "I was camping with friends where there's no service at all. I thought of you at the campfire, though.",
        3: 'I was at a wedding all day, and I promised the bride no phones. How was your day?',
        4: "I've been visiting my grandparents, who don't believe in Wi-Fi. I'm back on the grid now.",
        5: "I was at a silent retreat this weekend, phones locked away. I'm back and I'd love to catch up.",
        6: 'I was on a work trip across three time zones, and every time I remembered to reply, you were asleep.',
        7: 'I spent the day at a music festival and my battery died by two. Sorry for vanishing!',
        8: 'I was on a boat with my uncle all day, miles from the nearest cell tower. I caught a fish, though!',
      },
    },
    {
      id: 'space',
      title: 'Needed Some Space',
      excuses: {
        1: "It's been a rough week and I pulled back from everyone, not only you. I'm doing better now.",
        2: "I took a break from my phone for a couple of days to reset. I'm sorry if that felt like silence toward you.",
        3: 'My social battery was empty this weekend. I should have said that instead of just disappearing.',
        4: "I needed a little time to think about what you said, and I didn't want to answer in a rush.",
        5: "I was dealing with some family stuff and didn't have it in me to text. Thank you for being patient.",
        6: "Things have been heavy at home lately, and my replies have suffered. My feelings for you haven't.",
        7: "You asked something important, and I wasn't sure what to say yet. Could we talk it through tonight?",
      },
    },
    {
      id: 'honest',
      title: 'Honest Replies',
      excuses: {
        1: "I'm not a big texter, but I really like talking to you. Could we do a call this week instead?",
        2: "I'll be honest: I'm not feeling a romantic connection, and I didn't want to keep you waiting for a reply.",
        3: "Sorry for the delay. I'm slow at texting, and it isn't a sign I'm not interested.",
        4: "I've been seeing someone else, and it's gotten more serious. I should have told you sooner instead of going quiet.",
        5: "I owe you a proper answer: I enjoyed our dates, but I don't see this going further. I wish you the best.",
        6: "I've realized I'm not in a place to date right now. You deserve a reply, not silence.",
        7: 'I get overwhelmed by constant texting, so I sometimes go quiet. Can we find a rhythm that works for both of us?',
        8: "I've been slow because I'm not sure we want the same things. Can we meet and talk honestly?",
      },
    },
  ],
  faq: [
    {
      question: 'How long is too long to wait before texting back?',
      answer:
        "For someone you're dating, replying within 24-48 hours is a reasonable rule. After that, the other person may start to wonder whether you're interested. You don't have to answer within minutes, and a busy day is normal, but a short \"crazy day, will reply properly tonight\" goes a long way. If several days have passed, acknowledge it briefly rather than pretending nothing happened.",
    },
    {
      question: "Should I explain why I didn't text back?",
      answer:
        "A short explanation helps if the gap was long or the message mattered, like a question or plans. Keep it to one sentence, then move the conversation forward. There's no need to list your whole week. If the reason is that you're unsure about the relationship, that deserves an honest conversation rather than an excuse. People generally prefer a clear answer to a creative story.",
    },
    {
      question: "What if I don't want to keep talking to them?",
      answer:
        "Send one kind, clear message instead of letting the thread go cold. Something like \"I've enjoyed getting to know you, but I don't feel a connection\" is enough. You don't owe a detailed reason. The exception is when someone has been disrespectful or made you feel unsafe: then it's fine to stop replying and block them if you need to.",
    },
    {
      question: 'Is it a red flag if someone texts slowly?',
      answer:
        "Not on its own. Some people are glued to their phones and some check them twice a day. What matters more is consistency and effort: do they follow through on plans, ask about your life and show up when they say they will? If slow replies bother you, say so kindly and ask what they prefer, whether that's calls, fewer texts, or a set time to catch up.",
    },
    {
      question: 'How do I restart a conversation after a long silence?',
      answer:
        'Own the gap in a few words and lead with something specific, such as a question about something they told you or a plan. "Sorry I went quiet, I\'ve been swamped. How did the marathon go?" works better than a generic "hey". If they don\'t respond, give it a few days and let it go gracefully. One friendly nudge is fine; several in a row can feel like pressure.',
    },
  ],
  tips: [
    'A quick "busy today, will reply tonight" takes ten seconds and prevents most hurt feelings.',
    "Aim to reply within 24-48 hours when you're dating someone, even if only briefly.",
    'Acknowledge a long gap in one sentence, then move the conversation forward.',
    "If you aren't interested, send one kind, clear message instead of fading away.",
    "Tell people your texting style early, so slow replies aren't taken as a signal.",
    'When a topic is serious, suggest a call instead of a long text thread.',
  ],
  related: [
    '/excuses/dating/cancel-date',
    '/excuses/dating/avoid-relationship-talk',
    '/excuses/social/ghosting-someone',
    '/excuses/work/not-replying-emails',
    '/excuses/health/avoid-socializing',
  ],
  updated: '2026-11-23',
};

export default page;
