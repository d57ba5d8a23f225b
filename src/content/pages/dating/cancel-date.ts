import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: '30+ Excuses for Canceling a Date',
  category: 'dating',
  description:
    'Need to call off a date? Considerate messages for first dates and steady dates, how much notice to give, and how to reschedule or end things kindly.',
  fullTitle: 'Excuses for Canceling a Date: Kind Messages for First Dates and Beyond',
  carousel: true,
  sections: [
    {
      id: 'work',
      title: 'Work & Schedule',
      excuses: {
        2: "Can I take you out Saturday instead? My boss moved a client presentation up to tomorrow morning, and I'll be building slides all night.",
        10: "My boss just asked me to pick up a client at the airport at seven, right when we'd be sitting down to dinner. Could we do Sunday?",
        12: 'My job just moved me to weekend shifts for the next month, so Saturdays are gone. Could Tuesday nights be our thing for a while?',
        14: "My team's farewell dinner for our manager just moved to tonight, and I'm the one giving the toast. Could we do Friday instead, when I'm not rehearsing into a hairbrush?",
        15: "A student in my night class has to take her make-up exam tonight, and I'm the one proctoring it. Would Thursday work instead?",
        16: "Our office switches billing systems overnight, and I'm one of three people testing it until every invoice prints right. How does Monday look for you?",
        17: "The new store fixtures arrive at nine tonight, and I'm the only manager with keys to let the truck in. Are you free Wednesday?",
      },
    },
    {
      id: 'health',
      title: 'Not Feeling Well',
      excuses: {
        8: "A cold sore showed up this morning, and I'd like to keep it to myself. Could we push dinner to next week?",
        11: 'I slept wrong and now I can only turn my head to the left. Unless you want to sit on my left all night, can we do Saturday?',
        12: "I bruised a rib falling off a paddleboard yesterday, and laughing hurts. You're too funny for me to risk it tonight, so how about next week?",
        17: "Half the weeds I pulled at my mom's this weekend turned out to be poison ivy, and I'm itchy from wrist to elbow. Could we try Thursday?",
        18: "I thought I'd bounce back after my first half marathon this morning, but my legs have officially quit. Could we go out Tuesday, when I can handle stairs again?",
        19: "I spent the afternoon at an outdoor flea market in 98-degree heat, and now I'm woozy and headachy. Sunday, once I've had a gallon of water?",
        20: "Could we move dinner to Friday? My coworker's five-alarm chili at lunch was a mistake, and my stomach still hasn't forgiven me.",
      },
    },
    {
      id: 'life',
      title: 'Family & Life',
      excuses: {
        1: "My sister just went into labor, and I'm heading to the hospital to be with her. Rain check, please!",
        7: "My best friend's boyfriend of six years just ended things, and I'm heading over with ice cream. Can I make it up to you Saturday?",
        8: "My flight home got canceled, and I'm stuck in Chicago overnight. I was really looking forward to tonight, so could we do tomorrow?",
        9: "My roommate's dog slipped out the gate an hour ago, and we're walking the neighborhood with flashlights and a bag of treats. I can't sit through dinner while Biscuit's out there.",
        10: 'My peach pie made the finals of our neighborhood bake-off, and the judging is tonight at seven. Could we do Saturday, with dessert on me if I win?',
        14: "My therapist just had an opening tonight, and I've been waiting weeks for one. Could we do Thursday instead?",
        15: "My little sister's prom is Saturday, and I promised to do her hair and take a hundred photos. Could we move our date to Sunday?",
        16: "Would you hate me if we moved to Saturday? My oldest friend is visiting for one night only, and I haven't seen him in four years.",
        17: "The elevator in our building is out, and I promised Rosa on the ninth floor I'd carry up her groceries and sit with her tonight. Is tomorrow any good for you?",
        20: "I'm fostering four kittens for the shelter, and they need bottle feeding every two hours tonight. Could we do Saturday, when my roommate can take a shift?",
        21: "The spring recital at my dance studio got moved up to tonight, and I'm in the front row of the tap number. How about Sunday, once my feet stop shuffling?",
        22: "My grandpa moves in with us this weekend, and tonight it's all hands on deck clearing out the spare room. Could we go out next Friday?",
        23: "I'm on the planning committee for my ten-year reunion, and tonight we're stuffing two hundred goodie bags in Dana's garage. Could I take you out Sunday instead?",
      },
    },
    {
      id: 'first-date',
      title: 'First Date Nerves',
      excuses: {
        4: "Could we move this to a daytime coffee? I'd feel more comfortable meeting for the first time somewhere casual.",
        9: "I just noticed that our date lands on Valentine's Day, which is a lot of pressure for a first meeting. Could we do the fifteenth?",
        11: "This is vain, I know: I asked for a trim this afternoon and lost four inches, and I'd like a few days to get used to it before a first date. Could we do next Saturday?",
        13: "The friend I always check in with on first dates is out of town tonight. Could we meet next week, when she's back?",
        15: 'I started a new job on Monday, and by six every night my brain is oatmeal. Could our first date be Saturday, when I can actually hold a conversation?',
      },
    },
    {
      id: 'plans',
      title: 'Plans Gone Sideways',
      excuses: {
        1: "The restaurant just called to say their kitchen flooded and they're closed tonight. Want to pick a new place and a new night?",
        4: "The roads are solid ice tonight, and neither of us should be out on them. Let's look at the forecast and pick a safer night.",
        5: 'I just realized I booked our table for next Friday, not tonight, which is totally my mistake. Want to just keep that one?',
        9: "I lost my wallet somewhere between work and home, so I'm spending tonight retracing my steps and freezing my cards. Can we try again this weekend?",
        14: 'My sister has my car till ten tonight, and getting to your side of the city takes two buses. Could we move dinner to tomorrow, or pick a place near me?',
        16: "The concert tickets I bought for us turned out to be fakes, and the venue just confirmed it. I'm so sorry; can I plan something better for Saturday?",
      },
    },
    {
      id: 'honest',
      title: 'Honest Cancellations',
      excuses: {
        2: "I've thought about it, and I don't think we're a match. I'd rather tell you now than cancel with a made-up reason.",
        3: "I've started seeing someone, so it wouldn't be fair to go out tonight. I enjoyed talking with you.",
        5: "My ex reached out last week, and I have some feelings to untangle before I meet anyone new. That wouldn't be fair to you.",
        8: "No good story here: I forgot about tonight until an hour ago, and I'm nowhere near ready. I'm really sorry.",
        9: "Something in our last conversation didn't sit right with me, so I'm going to cancel tonight. I wish you all the best.",
        10: "I should tell you I'm moving to Portland next month, and I don't want to start something I'd have to leave.",
        11: "I just found out you dated my roommate last year, and I don't think I should open that door. I'm sorry to back out.",
        12: "I lost my job this afternoon, and I don't have it in me to be good company. Could we try again once I've caught my breath?",
        15: "We've texted every day for two weeks, and you've already mentioned meeting your sister, which feels fast to me before a first date. I need to slow down, so I'm sitting tonight out.",
        16: "Honestly, I'm having a rough anxiety day, and I'd spend dinner stuck in my own head instead of listening to you. Could we try next week, once my head is quieter?",
        17: 'I just realized we work for the same company, and I need to read the dating policy before we go out. Can I get back to you by Friday?',
        18: "I've been on the apps nonstop this month, and I'm burned out on dating, not on you. Could we try again in a few weeks, when I can give this a real shot?",
      },
    },
  ],
  faq: [
    {
      question: 'How much notice should I give when canceling a date?',
      answer:
        "Aim for at least 24 hours' notice whenever you can. It gives the other person time to make other plans, cancel a reservation or skip the outfit and the commute. Some cancellations can't be planned, like a sudden illness or a family emergency, and most people understand those. What stings is a message sent while they're already at the restaurant, so as soon as you know you can't go, send the text.",
    },
    {
      question: 'Should I call or text to cancel?',
      answer:
        "For a first or second date, a text is normal and usually preferred, since it's easy to read and reply to. If you've been seeing each other for a while, or you're canceling at the last minute, a short call shows more care. Either way, keep it simple: apologize once, give a brief reason, and suggest a new time if you genuinely want one. Long explanations can sound like excuses even when they're true.",
    },
    {
      question: 'How do I cancel without seeming uninterested?',
      answer:
        'Suggest a specific new day in the same message. "Can we do Thursday at seven instead?" tells the other person you still want to see them, while "let\'s do it another time" sounds vague. Follow through by confirming the new plan, and try to be the one who makes the next move. If you cancel twice in a row, expect the other person to wonder, and be the one to set the next date.',
    },
    {
      question: 'Is it okay to cancel a date because I just lost interest?',
      answer:
        "Yes. It's better to cancel than to go through the motions and leave the other person guessing. You don't need to invent a crisis: a short, kind message saying you don't feel a match is honest and lets them move on. Avoid disappearing without a word, which feels worse than any polite no. If they ask why, you can keep it general without listing faults.",
    },
    {
      question: 'What if I keep having to cancel on the same person?',
      answer:
        "Take it as a sign to look at your schedule or your feelings. If your week is genuinely too full, say so and offer a date when things calm down. If you keep finding reasons not to go, you may not want to, and it's kinder to say that plainly. Repeated cancellations with different excuses wear down trust quickly, even when each one is true.",
    },
  ],
  tips: [
    "Cancel as soon as you know, and give 24 hours' notice when the reason allows it.",
    'Offer a specific new day and time if you want to reschedule, rather than a vague "another time".',
    'Keep the reason short: one honest sentence beats a long story.',
    'If you have lost interest, say so kindly instead of inventing a reason and leaving them hoping.',
    'Cancel any reservation you made so the restaurant can give the table away.',
    "Be the one to follow up and confirm the new plan, so the other person isn't left chasing you.",
  ],
  related: [
    '/excuses/dating/not-texting-back',
    '/excuses/dating/avoid-meeting-friends',
    '/excuses/dating/avoid-relationship-talk',
    '/excuses/social/ghosting-someone',
    '/excuses/social/cancel-plans',
    '/get-my-excuse',
  ],
  updated: '2026-11-25',
};

export default page;
