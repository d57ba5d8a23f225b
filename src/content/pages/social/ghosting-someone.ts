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
        2: "I've realized I'm still hung up on my ex, and that isn't fair to you. I'd rather stop here than string you along.",
        3: "After our coffee I felt more like we'd make good friends than a couple. Would you be open to that, or would you rather leave it here?",
        4: "I started dating someone exclusively right after we matched, so I'm closing out our conversation properly.",
        5: "I'm moving to Denver in March, and I don't want to start something I can't follow through on. Thank you for a lovely evening.",
        6: "I'm deleting the dating apps for a while, and I didn't want you to wonder why my profile disappeared. Take care of yourself.",
        7: "Our politics are far enough apart that I don't think this would work long term. I respect you, and I'd rather be upfront about it.",
        8: "I've noticed I'm not looking forward to our texts the way I should be, and you deserve someone who is. I'm going to bow out.",
        9: "From our chats it sounds like you want something serious, and I'm only looking for casual right now. I don't want to waste your weekends.",
        10: 'Thanks for the mini golf on Saturday; it was a blast. I just want to be clear that I see it as a one-time thing, not the start of something.',
      },
    },
    {
      id: 'friends',
      title: 'New Friends & Acquaintances',
      excuses: {
        1: "Now that the pottery class has ended, I probably won't make it to the meetups. It was really nice glazing mugs next to you.",
        2: "I don't think our friendship is clicking the way we both hoped. I'm going to step back, and I wish you nothing but good things.",
        3: "I'm happy to say hi when we run into each other at the dog park, but I'm not up for regular coffee dates. I hope that doesn't sound cold.",
        4: "Our chats over the fence have been nice, but I'm a pretty private person and need to keep a little distance. Please don't take it personally.",
        5: "Thanks for following me after the conference. I'm trimming my social media down to close friends and family, so I'm removing a few people, you included.",
        6: "I think we met at a time when we both needed company, and I've moved into a different phase. I'm grateful for those months, truly.",
        7: "I'm trying to drink less, so I'm bowing out of the bar crawls for good. I'd rather tell you that than keep canceling at the last minute.",
        8: "I'd like to keep things friendly at the gym, but I'm not looking for a workout buddy. I do better training on my own.",
        9: "You've invited me out a few times and I keep saying maybe, which isn't fair. The real answer is that I don't have room for a new friendship this year.",
        10: "Our conversations often leave me feeling drained, and I need to protect my energy. I'm going to pull back, and I'm sorry it's come to that.",
      },
    },
    {
      id: 'groups',
      title: 'Group Chats & Clubs',
      excuses: {
        1: "Hi everyone, I'm leaving this chat to cut down on notifications. It's been fun, and you know where to find me!",
        2: "I'm leaving book club after this month. Work has eaten my reading time, and showing up unprepared isn't fun for anyone.",
        3: "I've loved planning the trip with you all, but I'm out for this one. Please don't hold a spot for me.",
        4: "I'm stepping back from the Friday trivia team. Thanks for all the terrible team names and that one glorious win.",
        5: "I'm resigning from the volunteer committee at the end of the quarter. I'll hand over the spreadsheets and logins before I go.",
        6: "I'm not renewing my climbing co-op membership, so I'll leave the member chat too. Thanks for every belay.",
        7: "The class parents' chat has gotten to be too much for me, so I'm leaving. Feel free to text me directly about pickups.",
        8: "I won't be back for next season of the rec soccer league. Please pass my jersey number on to someone new.",
        9: "This group has drifted toward topics I don't enjoy, so I'm heading out. No hard feelings toward anyone here.",
        10: "Could you take me off the choir's email list? I've loved singing with you, but Tuesday rehearsals don't fit my life anymore.",
      },
    },
    {
      id: 'network',
      title: 'Networking & Work Contacts',
      excuses: {
        1: "Thanks for connecting after the panel. I'm not hiring and won't be for a while, so I don't want you waiting on me.",
        2: "I appreciate the follow-ups about your software, but we've chosen another vendor. Please take me off your outreach list.",
        3: "I've enjoyed our monthly coffees, but I'm cutting back on networking calls this year. I'm glad to answer a quick email anytime.",
        4: "That introduction isn't one I can make, since I barely know the founder myself. Telling you now beats leaving your request unanswered.",
        5: "I've decided not to move forward with the partnership we discussed. Thank you for the time you put into the proposal.",
        6: "I've stopped freelancing, so I won't be taking on new projects. Here are two designers I trust who might be a good fit.",
        7: "I'm leaving my role here at the end of the month, so please reach out to my colleague Priya going forward.",
        8: "I'm going to pass on the mentoring arrangement, since I can't give you the attention you'd deserve. Sorry it took me a while to say so.",
        9: "I've withdrawn from my job search, so I won't be continuing with the interview process. Thank you for thinking of me.",
      },
    },
    {
      id: 'silence',
      title: 'Explaining a Long Silence',
      excuses: {
        1: "I'm sorry I went quiet for three months. Things were hard at home and I shrank my world down to almost nobody.",
        2: "I know I disappeared after the wedding, and I'm embarrassed about it. I'd love to buy you lunch and explain properly.",
        3: "It's been almost a year since I replied, and I'm not going to pretend I have a great excuse. I miss you and would like to reconnect.",
        4: "I went silent because I didn't know how to say I needed space, which was worse than just saying it. Can we start over?",
        5: "The first months with the new baby swallowed me whole, and I stopped answering everyone. I'm coming up for air and thinking of you.",
        6: 'Honestly, my quiet spell came from doubts about whether our friendship still works for me. Can we talk about that face to face?',
        7: "After the move across the country I let a lot of friendships slip, including ours. I'm sorry, and I'd like to fix that if you're open to it.",
        8: 'My silence had nothing to do with anything you did. I was caring for my grandmother most evenings and had nothing left by bedtime.',
        9: "I never answered your housewarming invitation, and it's bugged me ever since. I'm sorry I left you hanging.",
      },
    },
    {
      id: 'honest',
      title: 'Honest Ways to End Contact',
      excuses: {
        1: "I'm going to be direct because you deserve that: I don't want to keep in touch anymore. I wish you well.",
        2: "I've thought about this a lot, and I'd like to end our friendship. I'm not looking to argue about it, just to be clear.",
        3: "I've felt uneasy after our last few conversations, and I trust that feeling. I'm ending contact here, respectfully.",
        4: "I don't want to leave you guessing, so here it is plainly: I'm not interested in seeing you again.",
        5: "I'm choosing to step away from this completely. Please don't wait on a reply from me after this message.",
        6: "I need distance, and honestly I don't know if I'll want to reconnect later. I'd rather say that than promise something I can't keep.",
        7: "Please stop texting me. I've made up my mind, and I'm asking you to respect that.",
        8: "I'm unfollowing you as part of making a clean break, and I wanted you to hear it from me first.",
        9: "I don't have a big reason, I just don't feel like this fits anymore. That's the whole truth.",
        10: "I'm not the friend you need right now, and pretending otherwise would only hurt you later. I'm stepping back for good.",
      },
    },
    {
      id: 'closure',
      title: 'Kind Closure',
      excuses: {
        1: "Thank you for the good times, especially that road trip to the coast. I'll remember it fondly.",
        2: 'I hope your new job treats you well. I mean that, even though this is goodbye.',
        3: "You didn't do anything wrong. Sometimes two people just aren't meant to fit together, and that's okay.",
        4: "If we bump into each other at the farmers market, I'll be glad to say hello. No awkwardness on my end.",
        5: "I'm dropping off your hoodie and the camping stove you lent me this week. I'll leave them with your roommate.",
        6: "I'll always be grateful you showed up with boxes and pizza when I moved last spring.",
        7: "I'm sorry if this stings. I'd rather be kind and clear than polite and distant.",
        8: "Feel free to reply if there's anything you want to say, and I'll read it. After that, I think it's best we let this rest.",
        9: 'Take good care of yourself, and give your dog a scratch behind the ears from me.',
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
  updated: '2026-11-23',
};

export default page;
