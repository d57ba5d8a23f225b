import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: '30+ Excuses for Cancelling a Date',
  category: 'dating',
  description:
    'Need to call off a date? Considerate messages for first dates and steady dates, how much notice to give, and how to reschedule or end things kindly.',
  fullTitle: 'Excuses for Cancelling a Date: Kind Messages for First Dates and Beyond',
  carousel: true,
  sections: [
    {
      id: 'work',
      title: 'Work & Schedule',
      excuses: {
        1: "I'm so sorry, my shift just got extended until ten and I can't get out of it. Could we try Thursday instead?",
        2: "My boss moved a client presentation to tomorrow morning, and I'll be prepping all night. Can I take you out on Saturday?",
        3: "I have to fly to Denver for work first thing tomorrow, so I need to pack tonight. I'd really like to reschedule.",
        4: "I'm stuck in a meeting that was supposed to end an hour ago. Let's not keep you waiting: can we pick another night?",
        5: "I'm on call this weekend and just got paged, so I have to cancel our plans. I'm genuinely bummed about it.",
        6: "A coworker is out sick and I'm covering her closing shift tonight. Are you free Tuesday?",
        7: "I mixed up my calendar and have a work dinner I can't miss tonight. That's on me, and I'm sorry.",
        8: "My exam got moved up to tomorrow morning, so tonight belongs to my flashcards. Could we go out after it's over?",
        9: "Our team launch slipped to tonight, so I'll be online until midnight fixing things. Can I take you to lunch on Saturday?",
        10: 'My manager asked me to drive a client to the airport after work, and the timing wipes out our dinner. Sunday instead?',
      },
    },
    {
      id: 'health',
      title: 'Not Feeling Well',
      excuses: {
        1: "I woke up with a sore throat and a fever, and I don't want to give you whatever this is. Can we pick a new day?",
        2: "I think something I ate at lunch didn't agree with me. I'm staying close to home tonight, sorry!",
        3: "My allergies are so bad today that my eyes are swollen half shut. I'd rather see you when I can actually see you.",
        4: 'I hurt my back moving furniture this morning, and sitting through dinner would be rough. Next week?',
        5: "I've been fighting a cold all week and it finally won. Can I make it up to you once I'm better?",
        6: "I was up all night with a bad headache, and I wouldn't be much company tonight. Could we try Sunday?",
        7: 'I just got my wisdom teeth out, and I look like a chipmunk. Can we wait until I can eat real food again?',
      },
    },
    {
      id: 'life',
      title: 'Family & Life',
      excuses: {
        1: "My sister just went into labor and I'm heading to the hospital to be with her. Rain check, please!",
        2: "My babysitter canceled last minute and I can't find anyone else for tonight. Could we move to Friday?",
        3: "My dad needs help getting home after his procedure today, and I'm the one driving him. Can we reschedule?",
        4: "My dog got into something in the yard and I'm waiting at the emergency vet. I'm sorry to cancel.",
        5: "My car won't start and the tow truck is an hour out. Can I call you tomorrow to find another night?",
        6: "My roommate's pipes burst into my room and I'm moving everything off the floor. Not the night I planned!",
        7: 'My best friend just got some hard news and needs me tonight. I hope you understand.',
        8: "My flight home got canceled and I'm stuck in Chicago until tomorrow. I was looking forward to tonight.",
        9: 'My landlord scheduled an emergency gas line repair for tonight, and someone has to be home. Can we do Wednesday?',
        10: "My grandma's birthday dinner got moved to tonight at the last minute, and I can't skip it. Sunday brunch instead?",
      },
    },
    {
      id: 'first-date',
      title: 'First Date Nerves',
      excuses: {
        1: "I've had a chaotic week and I want to show up as my best self. Could we push our first date to next weekend?",
        2: "I realized I double-booked tonight. I'd hate to rush our first meeting, so could we pick a night with no clock on it?",
        3: 'This week has me stretched thin. Would you be open to a quick coffee on Sunday instead of a full evening out?',
        4: "Could we move this to a daytime coffee? I'd feel more comfortable meeting for the first time somewhere casual.",
        5: "I'd love to keep chatting a bit longer before we meet. Would a quick video call this week work first?",
        6: "I'm running behind on everything today and would be distracted. Can we try again Thursday when I can be present?",
        7: "I'm sorry, I came down with a nasty cough and it would be a rough first impression. Could we meet next week?",
        8: "I'd rather meet somewhere a little quieter than a crowded bar for our first date. Could we push it a day and pick a cafe?",
      },
    },
    {
      id: 'plans',
      title: 'Plans Gone Sideways',
      excuses: {
        1: "The restaurant just called to say their kitchen flooded and they're closed tonight. Want to pick a new place and a new night?",
        2: "The storm knocked out the trains across the river, and I can't get to your side of town tonight. Can we try Saturday?",
        3: "The concert we had tickets for just got postponed. I'd still love to see you; would Thursday work for dinner?",
        4: "The roads are solid ice tonight and I'd rather neither of us drive. Let's look at the forecast and pick a safer night.",
        5: 'I just realized I booked our table for next Friday, not tonight, which is totally my mistake. Shall we keep that one?',
        6: "My phone broke this morning and I only just got a loaner, so I couldn't confirm anything. Can we reset for tomorrow?",
        7: 'The hiking trail we picked is closed for a controlled burn this weekend. Want to plan a different adventure next week?',
        8: "My ride fell through, and the bus won't get me there until nine. Could we make it a late coffee tomorrow instead?",
      },
    },
    {
      id: 'honest',
      title: 'Honest Cancellations',
      excuses: {
        1: "I need to be honest: I'm not feeling ready to date right now, and I don't want to waste your evening. I'm sorry.",
        2: "I've thought about it, and I don't think we're a match. I'd rather tell you now than cancel with a made-up reason.",
        3: "I've started seeing someone, so it wouldn't be fair to go out tonight. I enjoyed talking with you.",
        4: "I'm just exhausted and wouldn't be good company tonight. Can we reschedule for when I can actually enjoy it?",
        5: "My ex reached out last week, and I have some feelings to untangle before I meet anyone new. That wouldn't be fair to you.",
        6: "Honestly, I overbooked my week and I'm burned out. I'd still like to meet; is next Saturday open?",
        7: "I'm calling off tonight because my head is elsewhere after a rough day. You deserve more than half my attention.",
      },
    },
  ],
  faq: [
    {
      question: 'How much notice should I give when cancelling a date?',
      answer:
        "Aim for at least 24 hours' notice whenever you can. It gives the other person time to make other plans, cancel a reservation or skip the outfit and the commute. Some cancellations can't be planned, like a sudden illness or a family emergency, and most people understand those. What stings is a message sent while they're already at the restaurant, so as soon as you know you can't go, send the text.",
    },
    {
      question: 'Should I call or text to cancel?',
      answer:
        "For a first or second date, a text is normal and usually preferred, since it's easy to read and reply to. If you've been seeing each other for a while, or you're cancelling at the last minute, a short call shows more care. Either way, keep it simple: apologize once, give a brief reason, and suggest a new time if you genuinely want one. Long explanations can sound like excuses even when they're true.",
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
  updated: '2026-11-23',
};

export default page;
