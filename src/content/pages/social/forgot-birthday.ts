import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Forgetting a Birthday',
  category: 'social',
  description:
    "Missed someone's birthday? Warm belated messages for friends, partners, family and coworkers that own the slip and make it up to them.",
  fullTitle: 'Forgot a Birthday? Belated Birthday Messages That Make It Right',
  carousel: true,
  sections: [
    {
      id: 'friends',
      title: 'Best Friends',
      excuses: {
        1: "I'm a day late and feel awful, because you never miss mine. Happy birthday, and the next round of tacos is on me.",
        2: 'I typed your birthday into my phone day-first, so it was waiting for May 12 instead of December 5. Happy belated, and the date is fixed now!',
        3: 'I wrote you a whole birthday message in my head yesterday and never actually sent it. Here it is, one day late and full of love.',
        4: 'I switched phones last month and lost every reminder I had set, including the only one that matters. Happy birthday, friend.',
        5: 'Walking past a bakery window full of cupcakes, I thought of you and then gasped out loud. Happy belated, friend, and the next cupcake is yours.',
        6: "I missed the day, but I didn't miss the chance to celebrate you. Pick a night and I'll bring the cake.",
        7: "I'm officially the worst friend for forgetting yesterday. Let me make it up to you with brunch and zero judgment about mimosas.",
        8: "I saw everyone's posts this morning and my stomach dropped. Happy birthday, and I'm sorry I wasn't first to say it.",
        9: "Between the move and the new job, last week is a blur, and your birthday got lost in it. That's on me, not you.",
      },
    },
    {
      id: 'partner',
      title: 'Partner',
      excuses: {
        1: "I messed up, and I know a birthday isn't a small thing to forget. Let me plan a proper celebration this weekend, start to finish.",
        2: 'I had your present hidden in the closet for weeks and somehow lost track of the actual date. Can I give it to you over dinner tonight?',
        3: 'I got so caught up in the project deadline that I lost track of what day it was. You deserve better, and Saturday is all yours.',
        4: "I'm so sorry I let your birthday slip by. I booked the restaurant you've been talking about since spring for Friday night.",
        5: "There's no excuse good enough, so I won't try one. I love you, happy birthday, and tomorrow is a do-over with candles.",
        6: 'I thought your birthday fell on the weekend this year, and I had a whole surprise planned for it. The surprise is still happening.',
        7: "I worked a double on your birthday and came home too wiped out to think straight, which is no way to treat you. Tomorrow I'm cooking, and you're not lifting a finger.",
      },
    },
    {
      id: 'family',
      title: 'Family',
      excuses: {
        1: "Mom, I can't believe I didn't call yesterday. Happy birthday, and can I take you to lunch on Sunday?",
        2: "Sorry for the late birthday wishes, Dad. The kids had me running in circles all day, and I'm calling you tonight.",
        3: "Happy belated to my favorite sister! I spent your birthday painting the nursery with my phone in another room, and I know you'll tease me forever.",
        4: "Grandma, I'm sorry this card is late. I've written you a long letter inside to make up for it.",
        5: "I owe you a birthday phone call and an apology, little brother. I'll ring you after work, and your gift ships tomorrow.",
        6: 'Aunt Jo, I was traveling on your birthday and the days ran together. I hope it was wonderful, and I want to hear all about it.',
        7: 'Happy birthday, cousin! Your party invite landed in my spam folder, and I only found it today, so drinks are on me next time we meet.',
        8: 'Your present got held up in shipping, and I let the whole day pass without calling. Happy birthday to the best uncle, and it lands on your porch Thursday.',
      },
    },
    {
      id: 'work',
      title: 'Coworkers & Boss',
      excuses: {
        1: "Happy belated birthday! I was out of the office Friday and missed the cake, but I didn't want the week to go by without saying it.",
        2: "I just saw the card going around and realized I missed your birthday. I hope you had a great day, and coffee's on me.",
        3: 'Sorry I missed your birthday lunch. I was stuck on the client call, but I saved a cupcake for you in the break room.',
        4: 'The team calendar only showed me your birthday this morning, so happy belated! I hope it was a good one.',
        5: 'Five days working a trade show booth wiped out my sense of time, and your birthday slipped right past me. Cheers from your footsore coworker, one week late!',
        6: "I was heads-down on the quarter-end close and didn't look up until today. Happy belated, and thanks for being the teammate who always has my back.",
      },
    },
    {
      id: 'distance',
      title: 'Time Zones & Travel',
      excuses: {
        1: "It was still your birthday in California when I sent this, so technically I'm right on time. Happy birthday!",
        2: 'I was on a twelve-hour flight and completely lost a day somewhere over the ocean. Happy belated from the other side of the world!',
        3: "I was camping with no signal all weekend and only saw the date when I got back. Happy birthday, and I've got stories for you.",
        4: "Your birthday morning happened while I was asleep eight hours behind you. Happy birthday from last night's me!",
        5: "I mailed your card from Spain, and apparently it's taking the scenic route. Consider this the text version while it travels.",
        6: 'I was a groomsman at a wedding three states away, with my phone in a drawer all day. Save me some cake?',
      },
    },
    {
      id: 'funny',
      title: 'Funny Belated Wishes',
      excuses: {
        1: "I didn't forget your birthday. I was simply giving you an extra day to celebrate, which is a gift in itself.",
        2: "Happy birthday! I'm late because I was waiting until you were officially old enough to appreciate my card.",
        3: "I waited a day on purpose so my wishes wouldn't get lost in the crowd. Strategic, not forgetful.",
        4: "Good news: your birthday now lasts two days. Bad news: I'm the reason.",
        5: 'Somewhere, a sticky note with your birthday on it is laughing at me. Many happy returns, one day late!',
        6: 'Some people celebrate on the day, but classy people celebrate all week. Happy birthday week!',
        7: 'Happy birthday! My gift to you is the chance to feel superior to me for a whole day.',
        8: 'I blame my phone, my planner and Mercury in retrograde, but mostly me. Happy belated!',
      },
    },
    {
      id: 'honest',
      title: 'Honest Apologies',
      excuses: {
        1: "I forgot your birthday, plain and simple, and I'm sorry. You matter to me, and I want to celebrate you properly.",
        2: 'Work has had me stretched thin for weeks, but you still deserved a message on the day. Consider this the first of several belated celebrations.',
        3: 'I hate that I missed your birthday. Can I take you out this week and hear everything about your year so far?',
        4: "I let your birthday slide, and I've now put it in three calendars so it never happens again.",
        5: "I'm late, but my wishes are real: I hope this year is kind to you. Let me make it up to you soon.",
        6: "You always remember everyone's birthday, and I didn't remember yours. I'm sorry, and I'd love to celebrate you this weekend.",
        7: "I'm embarrassed I missed it. A late happy birthday is better than none, and I'm not letting it be the only thing I do.",
      },
    },
  ],
  faq: [
    {
      question: 'How do I apologize for forgetting a birthday?',
      answer:
        'Reach out as soon as you realize, own it in a sentence and put the focus back on them. Something like "I\'m sorry I missed your birthday, I hope it was wonderful" is enough; a long story about your week makes it about you. Then offer something concrete, such as a meal, a call or a card, and follow through within a week or two.',
    },
    {
      question: 'Is it too late to send a belated birthday message?',
      answer:
        'Almost never. A message a day or a week late is still warmly received by most people, and far better than saying nothing at all. After a couple of weeks, acknowledge the delay with humor or honesty and keep it short. For close friends and family, a late call often means more than a quick text on the day would have.',
    },
    {
      question: 'Should I give an excuse or just say sorry?',
      answer:
        "Usually just say sorry. A brief reason is fine if it's true and simple, like travel or a lost reminder, but most people care far more about being remembered now than about why you forgot. Invented stories tend to sound hollow. A sincere apology plus a plan to celebrate shows you care more than any excuse can.",
    },
    {
      question: 'What can I do to make up for a forgotten birthday?',
      answer:
        'Plan something personal rather than expensive: their favorite meal, a handwritten card that mentions something specific you appreciate about them, or an afternoon doing what they love. For a partner or close family member, a planned day or evening shows effort. For coworkers, a coffee or a signed card is plenty. The point is showing that they matter, not matching the price of a gift.',
    },
    {
      question: 'How can I stop forgetting birthdays?',
      answer:
        "Put every important birthday in one calendar with two reminders: a week before, so you can buy or mail something, and on the morning itself. Many people also add birthdays to their phone contacts so they appear automatically. Writing down the date when someone mentions it helps too. Once it's in a system you trust, you'll stop relying on memory.",
    },
  ],
  tips: [
    "Send your message the moment you realize, even if it's late at night; waiting another day makes it worse.",
    'Keep the apology to one sentence, then make the rest of the message about them.',
    "Offer a specific make-up plan, like lunch on Saturday, instead of a vague 'let's celebrate sometime'.",
    'Call close family and partners instead of texting; hearing your voice softens the miss.',
    'Add every important birthday to your calendar with a reminder a week ahead.',
    'Save the jokes for friends who love them; a partner or parent may prefer a sincere apology.',
  ],
  related: [
    '/excuses/social/cancel-plans',
    '/excuses/social/skip-party',
    '/excuses/dating/cancel-date',
    '/excuses/funny/hilarious',
    '/get-my-excuse',
  ],
  updated: '2026-11-23',
};

export default page;
