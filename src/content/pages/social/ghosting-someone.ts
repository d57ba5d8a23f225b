import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Ghosting Someone',
  category: 'social',
  description:
    'Better than ghosting: short, kind messages for pulling back from dates, new friends, group chats and contacts, explaining a long silence, and saying goodbye.',
  fullTitle: 'Better Than Ghosting: Kind, Clear Messages for Ending Contact',
  carousel: true,
  sections: [
    {
      id: 'dates',
      title: 'After a Few Dates',
      excuses: {
        1: "I've liked getting to know you over these two dinners, but I don't feel the spark I'm hoping for. I wanted to tell you instead of fading out.",
        2: "I've realized I'm still hung up on my ex, and that isn't fair to you. I'm stopping here instead of stringing you along.",
        3: "You live ninety minutes away, and I've realized I can't make that drive every weekend. You've been great company, and I wanted to say so directly.",
        4: "I think our lifestyles are too different: you're out every night, and I'm asleep by ten. I wanted to say so before this drags on.",
        5: "I found out you work with my sister, and if this doesn't work out, that's too close for comfort. I'd like to stop here while it's still easy.",
        7: "Our politics are far enough apart that I don't think this would work long term. I respect you, and I want to be upfront about it.",
        8: "We've canceled on each other three times now, and I think that's telling us something. Let's call it here and wish each other well.",
        9: "From our chats it sounds like you want something serious, and I'm only looking for casual right now. I don't want to waste your weekends.",
        10: "Thanks for the mini golf on Saturday; it was a blast. I start my medical residency next month, though, and I won't have time to date for a long while.",
      },
    },
    {
      id: 'friends',
      title: 'New Friends & Acquaintances',
      excuses: {
        1: "Now that the pottery class has ended, I probably won't make it to the meetups. It was really nice glazing mugs next to you.",
        3: "I found out you repeated what I told you in confidence, and I can't stay close after that. I wanted you to hear why from me.",
        6: "We got close when we were both new in town, and lately I've noticed we don't have much in common beyond that. I'm grateful for that first year, truly.",
        7: "I'm trying to drink less, so I'm bowing out of the bar crawls for good. I'd like to say so plainly instead of canceling at the last minute every time.",
        8: "You mentioned starting a business together, and I've realized I don't want to mix money and friendship. I'm saying no now so you can plan without me.",
        9: "You've invited me out a few times and I keep saying maybe, which isn't fair. The real answer is that I don't have room for a new friendship this year.",
      },
    },
    {
      id: 'groups',
      title: 'Group Chats & Clubs',
      excuses: {
        1: "Hi everyone, I'm leaving this chat to cut down on notifications. It's been fun, and you know where to find me!",
        2: "I'm leaving book club after this month. Work has eaten my reading time, and showing up unprepared isn't fun for anyone.",
        3: "I've loved planning the trip with you all, but a week of shared rooms isn't restful for me, so I'm out for this one. Please don't hold a spot for me.",
        4: "I'm leaving the Friday trivia team, since Fridays are family dinner night at our house now. Thanks for all the terrible team names and that one glorious win.",
        5: "After three years as treasurer, I'm ready to hand the job to someone with fresh eyes, so I'm resigning from the committee at the end of the quarter. I'll pass along the spreadsheets and logins.",
        9: "This neighborhood group is mostly a buy-and-sell board now, and I'm trying hard to spend less, so I'm leaving before I buy another lamp. Thanks for all the help over the years!",
        10: "Could you take me off the choir's email list? The new director and I don't see eye to eye, and I think it's time someone else had my spot.",
      },
    },
    {
      id: 'network',
      title: 'Networking & Work Contacts',
      excuses: {
        1: "Thanks for connecting after the panel. I'm not hiring and won't be for a while, so I don't want you waiting on me.",
        2: "I appreciate the follow-ups about your software, but we've chosen another vendor. Please take me off your outreach list.",
        3: "I've enjoyed our monthly coffees, but I'm cutting back on networking calls this year. I'm glad to answer a quick email anytime.",
        4: "I'm sorry, but I can't make that introduction: I barely know the founder myself. I didn't want to leave your request hanging.",
        5: "I've seen the calls about the alumni fund drive, and I'm not able to give this year. Could you take me off the phone list for now?",
        6: "I've stopped freelancing, so I won't be taking on new projects. Here are two designers I trust who might be a good fit.",
        9: "I've withdrawn from my job search, so I won't be continuing with the interview process. Thank you for thinking of me.",
      },
    },
    {
      id: 'silence',
      title: 'Explaining a Long Silence',
      excuses: {
        1: "I'm sorry I went quiet for three months. My marriage was falling apart, and I shrank my world down to almost nobody.",
        2: 'I know I disappeared after your wedding. Honestly, I was hurt about not being in it, and I should have just told you.',
        3: "It's been almost a year since I replied, and I'm not going to pretend I have a great excuse. I miss you and would like to reconnect.",
        4: "I moved across the country in March, and a lot of friendships went quiet in the chaos, yours included. I'd love to catch up for real.",
        5: "The first months with the new baby swallowed me whole, and I stopped answering everyone. I'm coming up for air and thinking of you.",
        6: "I've been heads-down in nursing school since January and dropped off the map with nearly everyone. I'm sorry, and I'd love to get dinner once finals are over.",
        8: 'My silence had nothing to do with anything you did. I was embarrassed about how I acted at your birthday dinner, and avoiding you felt easier than apologizing.',
        9: "I never answered your housewarming invitation because I'd just been laid off and couldn't face talking about it. I'm sorry I left you hanging.",
      },
    },
    {
      id: 'honest',
      title: 'Honest Ways to End Contact',
      excuses: {
        1: "I'm going to be direct because you deserve that: I don't want to keep in touch anymore. I wish you well.",
        2: "I've thought about this a lot, and I'd like to end our friendship. Every plan we make turns into an argument, and I'm tired of it.",
        3: "I've come away from our last few conversations feeling uneasy, and I've learned to trust that feeling. This is my last message, and I mean it kindly.",
        4: "The comments you made about my job on our last date crossed a line for me, so I won't be seeing you again. I wanted you to know why.",
        5: "I've been the one reaching out for two years, and I'm done carrying this friendship alone. Please don't wait on a reply after this message.",
        7: "I told you last month that I needed distance, and the texts haven't stopped. Please stop contacting me; I won't be replying again.",
        10: "You're dating my ex now, and I can't stay close while that's part of the picture. I'm not angry, just stepping back for good.",
      },
    },
    {
      id: 'closure',
      title: 'Kind Closure',
      excuses: {
        1: "Thank you for the good times, especially that road trip to the coast. I'll remember it fondly.",
        2: 'I hope your new job treats you well. I mean that, even though this is goodbye.',
        3: "I'll still send your mom a card at Christmas, if that's all right. She was always kind to me.",
        4: "If we bump into each other at the farmers market, I'll be glad to say hello. No awkwardness on my end.",
        5: "I'm dropping off your hoodie and the camping stove you lent me this week. I'll leave them with your roommate.",
        6: "I won't talk about this with our mutual friends, so nobody has to pick a side.",
        7: "I'm sorry if this stings. I'd rather be kind and clear than polite and distant.",
        8: "Feel free to reply if there's anything you want to say, and I'll read it. After that, I think it's best we let this rest.",
      },
    },
  ],
  faq: [
    {
      question: 'Is it ever okay to just stop replying without explanation?',
      answer:
        "Yes. If someone has threatened you, harassed you, ignored a clear no, or makes you feel unsafe, you owe them no message at all. Block them, save any evidence, tell a friend what's going on, and report it to the platform or the police if needed. Silence can also be fine after a single short app chat that never turned into a conversation. For everyone else, especially people you've met in person, a brief clear message is kinder than vanishing.",
    },
    {
      question: 'Why is a short message better than ghosting?',
      answer:
        "Because silence leaves the other person guessing. They may keep texting, worry something happened to you, or spend weeks wondering what they did wrong. A two-line message takes you a minute and gives them an answer they can move on from. It also saves you from the awkward run-in at the gym or the party later, since the matter is already settled. You don't need to be eloquent, only clear and polite.",
    },
    {
      question: 'Do I have to give a reason for ending things?',
      answer:
        "No. A reason can help, but a long list of someone's flaws rarely does. If the honest reason is simple, like no spark, different goals or not enough time, you can share it in a sentence. If it would only hurt, it's fine to say it isn't a fit and leave it there. Avoid inventing a dramatic story, such as a fake move, because it tends to unravel and makes the ending messier.",
    },
    {
      question: 'What if they reply upset or ask for another chance?',
      answer:
        "Reply once, kindly, if you want to: acknowledge their feelings and restate your decision in a sentence. You don't need to debate it or defend every detail. If they keep pushing, it's fine to stop responding or mute the chat, since you already gave them a clear answer. If the messages turn hostile or won't stop, blocking is reasonable. Ending contact honestly doesn't oblige you to a long back-and-forth.",
    },
    {
      question: 'How do I reach out after I ghosted someone?',
      answer:
        "Keep it short and own it. Say you went quiet, that it wasn't fair to them, and what you'd like now: to reconnect, or simply to apologize and close things properly. Skip the elaborate excuse; most people respond better to plain honesty than to a story. Then give them room. They may not reply, or may need time, and that's their call to make after your silence.",
    },
    {
      question: 'Can I end contact over text, or should it be in person?',
      answer:
        'It depends on how close you were. After a few dates, a new friendship or a networking contact, a text or email is normal and usually preferred, since it lets the other person react in private. For a long relationship or a close friend of years, a call or a quiet in-person talk shows more respect. Either way, pick a calm moment, not during their birthday or a big work day.',
    },
  ],
  tips: [
    'Send your message within a few days of deciding, while it still feels natural to reply.',
    'Keep it to two or three sentences: a thank-you, your decision, and a kind wish.',
    "Say what you mean plainly, because vague lines like 'I've been busy' invite another invitation.",
    "Don't promise to stay friends or catch up later unless you actually plan to.",
    'Leave a group chat with a short friendly note instead of slipping out without a word.',
    'If you ever feel unsafe, skip the explanation entirely, block the person and tell someone you trust.',
  ],
  related: [
    '/excuses/dating/not-texting-back',
    '/excuses/dating/cancel-date',
    '/excuses/social/cancel-plans',
    '/excuses/health/avoid-socializing',
    '/excuses/social/skip-party',
  ],
  updated: '2026-11-25',
};

export default page;
