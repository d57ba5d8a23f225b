import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Leaving Work Early',
  category: 'work',
  description:
    'Need to head out before five? Ways to ask about leaving early for appointments, kids, a sick afternoon or errands, and how to cover your work.',
  fullTitle: 'Excuses for Leaving Work Early: Good Reasons and How to Ask Your Boss',
  carousel: true,
  sections: [
    {
      id: 'appointments',
      title: 'Appointments',
      excuses: {
        1: 'Would it be okay if I leave at three? My dentist appointment is at 3:30, and it was the only opening this month.',
        2: "My doctor's office just called with a cancellation this afternoon. Would it be okay if I take it rather than wait three more weeks?",
        3: 'I have an eye exam at four and need to leave a little early to get across town in time.',
        4: "I'm scheduled to give blood at 4:15, and I'll have my laptop with me afterward if anything comes up.",
        5: 'I need to get to the DMV to renew my license, and the office near me closes at four thirty.',
        6: "My physical therapy session got moved to this afternoon. I'll need to head out around two thirty.",
        7: 'My accountant can only see me at four before the tax deadline, and I need to bring the paperwork in person.',
        8: "Heads up that I'll be leaving at three today for a parent-teacher conference I can't move.",
        9: "My dog has a vet appointment this afternoon, and it's the only time they could fit us in this week.",
        10: "The closing on our house got moved to four o'clock today, and I have to sign in person. Can I leave at three fifteen?",
      },
    },
    {
      id: 'family',
      title: 'Family & Childcare',
      excuses: {
        1: 'The daycare just called and my son has a fever, so I need to pick him up within the hour.',
        2: "It's a half day at the elementary school today, so I have to be at the gate by two.",
        3: "My partner's car broke down and they're stranded on the side of the road. Can I head out now to go get them?",
        4: "My son's band concert is at three thirty, and I promised I'd be there. Everything on my list is done.",
        5: "Our babysitter has a class tonight, so I'm taking over from her at 3:45.",
        6: 'My mom needs a ride home from an appointment this afternoon, and no one else is available to get her.',
        7: 'My daughter forgot her inhaler, and her track meet starts at four. Can I run it over to her?',
        8: "My teenager's driving test is at 4:30, and I'm the licensed adult who has to go with her.",
        9: "It's my partner's birthday, and I'd like to leave at four to cook a surprise dinner before they get home.",
        10: "My partner is stuck at the office, so I'm on kid duty tonight and have to be there by five thirty.",
      },
    },
    {
      id: 'home',
      title: 'Home & Errands',
      excuses: {
        1: 'Is it okay if I work from home after three? The plumber can only come between three and five, and someone has to let him in.',
        2: 'I just got an alert that my basement sump pump stopped working, and heavy rain is on the way this afternoon.',
        3: "My landlord just texted that there's a leak in the unit above mine, and I need to get home to move my things.",
        4: 'A package with my medication needs a signature today, and the carrier says it will arrive this afternoon.',
        5: "My home alarm just went off and the security company can't reach anyone else. I need to go check on the house.",
        6: "This is a little embarrassing, but I'm almost sure I left the space heater on. Could I run home and check?",
        7: "My dog walker canceled, and my dog has been alone since seven this morning. I'd like to get back to him by three.",
        8: 'Building management is doing a required inspection of my apartment this afternoon, and I have to be present for it.',
        9: 'My in-laws arrive at six and the house is a disaster. Could I leave at four to get it ready?',
        10: "My neighbor just called: my garage door has been open all day. I'd like to go close it and finish my work from home.",
      },
    },
    {
      id: 'unwell',
      title: 'Feeling Unwell',
      excuses: {
        1: "A headache has been building all afternoon and it's turning into a migraine, so I'd like to head home before it gets worse.",
        2: "I think I'm coming down with something, and I'd rather rest tonight than be out sick tomorrow.",
        3: "My stomach has been upset since lunch. I think it's best if I head home for the rest of the day.",
        4: "I'm feeling lightheaded and don't trust myself at my desk this afternoon. I'll finish the report first thing in the morning.",
        5: 'The allergy medicine I took is making me drowsy. Would you mind if I finish the day from home?',
        6: "I've been feeling feverish for the last hour, and I'd hate to pass it around the office.",
        7: "My back has been aching all day from sitting. I'd like to go home and ice it, and I'll catch up tonight.",
        8: 'My wrist is sore from a week of typing. Could I take the rest of the day off and catch up in the morning?',
        9: "I got my flu and COVID shots this afternoon and I'm already wiped out. Is it all right if I head out and sleep it off?",
        10: 'Sorry to bail early, but my eyes are so irritated that I can barely keep them open. I want to get my contacts out and rest.',
      },
    },
    {
      id: 'travel',
      title: 'Car & Travel',
      excuses: {
        1: "The mechanic just called to say my car is ready, and they lock up at five. I need it for tomorrow's commute.",
        2: "The parking structure closes at six tonight for repaving, and my car will be stuck inside if I don't move it before then.",
        3: 'I have a flight this evening and need to leave by three to get through security in time.',
        4: 'A big storm is supposed to hit during rush hour. Could I leave at three to get home before the roads get bad?',
        5: "My rental car is due back by five, or they'll charge me for another full day.",
        6: "My carpool is heading out at three today, and I don't have another way back.",
        7: "My brother lands at four and doesn't have a car, so I'm picking him up from the airport.",
        8: "I'm driving four hours to my parents' place tonight and would like to do most of it before dark.",
        9: "There's a big game downtown tonight, and if I don't leave early I'll be stuck in stadium traffic for hours.",
        10: 'My bus schedule changed this week, and the last express bus home now leaves at four fifteen.',
      },
    },
    {
      id: 'personal',
      title: 'Personal Commitments',
      excuses: {
        1: "I'm moving this weekend and need to pick up my new keys before the leasing office closes at five.",
        2: 'My night class starts at 5:30, and I need a little buffer to make it on time.',
        3: "I coach my kid's team, and practice got moved up to four today.",
        4: "I have a friend's wedding rehearsal this evening that starts at five, and it's across town.",
        5: "I'm taking my certification exam this afternoon, and the testing center only had a four o'clock slot.",
        6: 'I volunteer at the food pantry on Thursdays, and they moved my shift up to 4:30 this week.',
        7: "I have a passport appointment at the post office at four, and the next slot isn't for three weeks.",
        8: "I've put in three late nights this week. Would it be all right if I head out at three today to balance it out?",
        9: "I'm going to my nephew's graduation this afternoon, and the ceremony starts at four.",
        10: "Could I duck out around three for some personal errands? My work is done and I'll have my phone on.",
      },
    },
  ],
  faq: [
    {
      question: 'How do I ask my boss to leave work early?',
      answer:
        'Ask as early as you can, ideally the day before or first thing in the morning. Say what time you need to leave, give a short reason and explain how your work is covered, for example that a report is finished or a colleague can take your calls. A clear, specific request is easy to approve. Asking at 3:55 for a 4:00 departure puts your manager on the spot, so save that for real surprises like a sick child.',
    },
    {
      question: 'Do I have to give a reason for leaving early?',
      answer:
        "Not always. In many workplaces, saying you have a personal appointment or an errand you need to handle is enough, especially if it's occasional and your work is done. Your manager may want a bit more context if you're leaving during a busy period or before a deadline. You never need to share medical details. If you have a good relationship with your boss, the simple truth usually works better than an elaborate story.",
    },
    {
      question: 'Will leaving early affect my pay?',
      answer:
        "It depends on how you're paid and your company's policy. Hourly employees are usually paid only for the hours they work, unless they use paid time off to cover the gap. Salaried employees often have more flexibility, but some employers still expect you to use leave for partial days. Check your employee handbook or ask HR, and offer to make up the time by starting earlier or working later another day if that's allowed.",
    },
    {
      question: 'What should I do if my boss says no?',
      answer:
        "Stay calm and ask what would make it work: maybe leaving an hour later, finishing a specific task first, or switching with a coworker. If the reason is urgent, such as picking up a sick child, explain that clearly, because most managers will find a way to accommodate a real emergency. If it's optional, accept the answer gracefully and try rescheduling. Pushing too hard over something small can cost you goodwill you'll want later.",
    },
    {
      question: 'Is it better to be honest about why I want to leave early?',
      answer:
        "Usually, yes. Plenty of honest reasons are perfectly acceptable: you worked late earlier in the week, you have personal errands, or you're simply worn out. A made-up appointment can create awkward follow-up questions, and stories are easy to contradict. If you don't want to share details, saying you have a personal commitment is both honest and private. Save specific excuses for situations where a short explanation genuinely helps your manager plan.",
    },
  ],
  tips: [
    "Ask as early in the day as you can, and state the exact time you'll need to leave.",
    'Finish or hand off anything urgent before you go, and tell your manager who can cover for you.',
    'Offer to make up the time by starting earlier or staying later on another day.',
    "Put the time on your shared calendar so coworkers don't book meetings with you after you leave.",
    "Avoid leaving early on the same weekday every week unless you've arranged a regular schedule change.",
    'Check your messages once after you leave so nothing urgent sits unanswered until the next morning.',
  ],
  related: [
    '/excuses/work/late-to-work',
    '/excuses/work/calling-in-sick',
    '/excuses/work/missing-zoom-meeting',
    '/excuses/work/avoiding-team-building',
    '/get-my-excuse',
  ],
  updated: '2026-11-23',
};

export default page;
