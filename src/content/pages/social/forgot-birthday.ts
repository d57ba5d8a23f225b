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
        1: 'I spent the whole weekend doing my taxes, buried in receipts and forms, and surfaced on Monday with no idea what day it was. Happy belated, and lunch is on my refund!',
        2: "I had your birthday down as the 15th instead of the 5th, so I thought I still had ten days. My calendar's fixed, so pick a lunch spot!",
        4: "I switched phones last month and lost every reminder I'd set, yours included. Happy belated, and yours was the first date I put back in!",
        5: "Your birthday landed in my wedding week, and I was so deep in seating charts that it sailed right by. Happy belated, and dinner's on the newlyweds next week.",
        7: "I thought the group chat was planning something and waited for details that never came. Happy belated, and this time I'm doing the planning.",
        8: 'I spent three days at a music festival with my brother, living on corn dogs and four hours of sleep, and the days of the week stopped meaning anything. Happy belated, and I owe you a concert!',
        9: "We're putting the house on the market, and I spent all week patching walls and hiding clutter for the photographer. Your birthday got buried under the drop cloths, so happy belated, and the next coffee is on me.",
        10: "I ran my first marathon on your birthday, and by the finish line I couldn't have told you my own name, let alone the date. Happy belated from your very sore friend!",
        11: "I'm on night shifts this month, sleeping while everyone else is awake, and I slept straight through the birthday rush in the group chat. Happy belated from your friend who's mostly awake at 3 a.m.!",
      },
    },
    {
      id: 'partner',
      title: 'Partner',
      excuses: {
        1: "We were in the middle of that silly argument, and I let my pride stop me from saying happy birthday. I'm sorry, and I love you.",
        2: "I spent your birthday in my aunt's kitchen rolling four hundred dumplings for her restaurant's grand opening, and I let the day disappear under flour. I'm sorry, love; tonight is about you.",
        3: 'My car got towed from outside the office that morning, and getting it back ate the whole day and my brain. You deserve better, and Saturday is all yours.',
        4: "You were away with your sisters for your birthday, and I didn't want to interrupt, so I waited for you to call me. That was backwards, love: happy belated, and there's cake when you land.",
        5: 'We agreed on no gifts this year, and somehow I stretched that into no fuss at all, which was wrong. Happy birthday, and tomorrow is a do-over with candles.',
        6: 'I set an alarm to surprise you with breakfast, slept right through it, and then felt too silly to bring it up all day. Happy birthday, love; breakfast in bed is tomorrow.',
        7: "I've been so busy secretly planning your party for Saturday that I let your actual birthday go by without a single candle. That's a silly way to ruin a surprise, so please act amazed on Saturday.",
      },
    },
    {
      id: 'family',
      title: 'Family',
      excuses: {
        1: "Happy belated birthday, Mom, and I'm so sorry I didn't call yesterday: I spent the whole day helping Grandpa unpack at his new assisted-living place. Can I take you to lunch Sunday?",
        2: 'Happy belated, Dad! I drove Emma to her college orientation four states away and spent your birthday on the interstate, so breakfast Sunday is on me.',
        4: "Grandma, I'm sorry I missed your birthday; I was at a conference in Denver all week and lost track of the days. Can I bring lunch over on Sunday?",
        5: "Little brother, Mom already called to chew me out for missing your birthday, so consider me properly scolded. Happy belated, and I'll call you after work.",
        7: 'Happy belated, cousin! I refereed a youth soccer tournament all weekend, and the only numbers in my head were jersey numbers.',
        8: 'Happy birthday to the best uncle! I posted in the family group chat and somehow decided that counted as calling you, so expect a real call tonight.',
        9: "Our basement flooded on Saturday, and I spent your birthday hauling soggy boxes to the curb. Happy belated to my favorite sister, and I'll call you tonight!",
        10: "Happy belated, Aunt Jo, and I'm sorry I missed it: I spent the whole day sorting cans for the food pantry's holiday drive. Can I bring dinner over this week to celebrate properly?",
      },
    },
    {
      id: 'work',
      title: 'Coworkers & Boss',
      excuses: {
        1: "Happy belated birthday! I was out of the office Friday and missed the cake, but I didn't want the week to go by without saying it.",
        2: "I'm still new here, and nobody mentioned your big day until it was over. Belated wishes from the new guy, and I'm buying the next coffee run.",
        3: "I'm the one who brought in your cake, and somehow I still never said the words to you. Thanks for saving me a corner piece, and happy belated!",
        4: "I was supposed to pass your card around, and it's still sitting in my desk drawer. Happy belated, and I'm collecting signatures today.",
        5: 'You opted out of the office birthday list, and I respected that a little too well. Happy belated, said quietly so nobody starts singing.',
        6: 'Yesterday I wished Alex in accounting a happy birthday, and it turns out the birthday was yours. Happy belated, and thanks for always having my back.',
      },
    },
    {
      id: 'distance',
      title: 'Time Zones & Travel',
      excuses: {
        1: "It's still your birthday in California as I type this, so technically I'm right on time. Happy birthday!",
        2: 'I was on a twelve-hour flight and completely lost a day somewhere over the ocean. Happy belated from the other side of the world!',
        3: "I was camping with no signal all weekend and only saw the date when I got back. Happy belated, and I've got stories for you.",
        4: "I was in Las Vegas for my cousin's bachelor weekend, and I'm choosing to believe the desert ate your birthday. Happy belated, and I brought you back a tiny slot machine.",
        5: "I mailed your card from Spain, and apparently it's taking the scenic route. Consider this the text version while it travels.",
        7: "Since you moved to Seoul, I've been collecting birthday videos from everyone back home, and the last one came in this morning, a day late. Happy belated, and check your email!",
      },
    },
    {
      id: 'funny',
      title: 'Funny Belated Wishes',
      excuses: {
        1: "Roses are red, my garden's a mess, I weeded all weekend and forgot your birthday, I confess. Happy belated, and the first tomatoes are yours!",
        3: 'Official notice: your birthday message was delayed by a toddler who hid my phone in the toy box. We regret the inconvenience and enclose one IOU for cake.',
        4: "Me on Friday: I'll call you Sunday, I'll have all day. Me on Sunday: on bounce-house patrol at my nephew's fifth birthday, so happy belated from someone with the wrong birthday on the brain.",
        5: "My report card from Saturday's IKEA trip: meatballs A+, finding the exit C, remembering your birthday F. Happy belated from a friend who's finally out of the maze!",
        6: 'I spent 3 hours and 47 minutes on hold with my internet company yesterday, and your birthday slipped away somewhere in the second hour of hold music. Happy belated!',
        7: "Yesterday I remembered the recycling, my dentist appointment and my neighbor's dog's name. Happy belated to the one thing I forgot, which was obviously the most important one.",
        8: "I kept telling myself I'd text you right after one more email, and there were forty-one emails. Happy belated!",
        9: "My horoscope warned me about delays in communication this week, and for once it was right. Happy belated from someone who's blaming Mercury for everything.",
      },
    },
    {
      id: 'honest',
      title: 'Honest Apologies',
      excuses: {
        1: "I forgot your birthday, and then I felt too embarrassed to text late, which only made it later. I'm sorry, and you matter to me more than this shows.",
        2: "I've been in a rough patch lately and let a lot slide, your birthday included. You deserved better, so can I take you to lunch this week?",
        3: "Missing your birthday made me see how long it's been since we really talked. I miss you, and I want to fix that.",
        4: "Two years in a row I've been late with your wishes, and I finally see why: yours is the day after mine, and I'm still in my own party haze. No excuse, so yours now has three alarms.",
        5: 'I knew it was coming and kept putting off choosing a gift until the day was gone. Forget perfect: can I take you to dinner Friday?',
        7: "I've been so wrapped up in my new relationship that I've let my friendships slide, and missing your birthday was the wake-up call. Happy belated, and dinner this week is just the two of us.",
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
  updated: '2026-11-25',
};

export default page;
