import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Leaving Work Early',
  category: 'work',
  description:
    'Believable reasons to leave work early, from appointments and childcare to feeling unwell, plus tips for asking your boss the right way.',
  fullTitle: 'Excuses for Leaving Work Early: Believable Reasons and How to Ask Your Boss',
  carousel: true,
  sections: [
    {
      id: 'appointments',
      title: 'Appointments',
      excuses: {
        1: "I have a dentist appointment at 3:30 that was the only opening they had this month, so I'll need to leave at three.",
        2: "My doctor's office called with a cancellation this afternoon, and I'd like to take it rather than wait three more weeks.",
        3: 'I have an eye exam at four and need to leave a little early to get across town in time.',
        4: "I have a follow-up appointment this afternoon that I booked weeks ago. I'll be back online tonight if anything comes up.",
        5: 'I need to get to the DMV to renew my license, and the office near me closes at four thirty.',
        6: "My physical therapy session got moved to this afternoon, so I'll need to head out around two thirty.",
        7: 'I have an appointment at the bank to sign some paperwork, and they can only see me before five.',
        8: "I have a parent-teacher conference this afternoon that I can't reschedule, so I'll need to leave at three.",
        9: "My dog has a vet appointment this afternoon, and it's the only time they could fit us in this week.",
        10: "My closing on the house got moved to four o'clock today, and I need to be there in person to sign.",
      },
    },
    {
      id: 'family',
      title: 'Family & Childcare',
      excuses: {
        1: 'The daycare just called and my son has a fever, so I need to pick him up within the hour.',
        2: "My daughter's school has early dismissal today, and I need to be there for pickup at two.",
        3: "My partner's car broke down and they're stranded, so I need to go pick them up.",
        4: "My kid has a school performance this afternoon that I promised I'd be at. I've wrapped up everything on my list for today.",
        5: 'My babysitter has to leave early today, so I need to be home by four to take over.',
        6: 'My mom needs a ride home from an appointment this afternoon, and no one else is available to get her.',
        7: 'My son took a knock at soccer practice, nothing serious, but the coach wants a parent to come get him.',
        8: "The school nurse says my daughter isn't feeling well, and I need to go get her.",
        9: "My dad's caregiver has to leave early today, and I need to be there before she goes.",
        10: 'My partner is stuck at work later than expected, so I need to leave early to pick up the kids.',
      },
    },
    {
      id: 'home',
      title: 'Home & Errands',
      excuses: {
        1: 'The plumber can only come between three and five today, and I have to be home to let him in.',
        2: 'My internet provider scheduled the installation for this afternoon, and I have to be there for it.',
        3: "My landlord just texted that there's a leak in the unit above mine, and I need to get home to move my things.",
        4: 'A package with my medication needs a signature today, and the carrier says it will arrive this afternoon.',
        5: "My home alarm went off and the security company can't reach anyone else, so I need to go check on the house.",
        6: "The repair company can only fix my furnace this afternoon, and I don't want to go another week without heat.",
        7: 'My dog walker canceled and my dog has been home alone since this morning, so I need to get back to him.',
        8: 'Building management is doing a required inspection of my apartment this afternoon, and I have to be present for it.',
        9: 'My new couch is being delivered between three and five, and I need to be home to sign for it.',
        10: 'My neighbor just called to say my garage door has been open all day, and I need to go close it.',
      },
    },
    {
      id: 'unwell',
      title: 'Feeling Unwell',
      excuses: {
        1: "A headache has been building all afternoon and it's turning into a migraine, so I'd like to head home before it gets worse.",
        2: "I'm not feeling well and I think I'm coming down with something. I'd rather rest now than be out tomorrow.",
        3: "My stomach has been upset since lunch, and I think it's best if I go home for the rest of the day.",
        4: "I'm feeling lightheaded and would like to go home and rest. I'll finish the report from home tomorrow morning.",
        5: "My allergies are flaring up and the medicine is making me drowsy, so I'd like to leave early today.",
        6: "I've been feeling feverish for the last hour, and I don't want to risk getting anyone else sick.",
        7: 'My back has been aching all day from sitting, and I need to go home and ice it.',
        8: "Something I had for lunch didn't agree with me, and I'm not going to be productive for the rest of the day.",
        9: "My eyes are strained and I have a pounding headache from the screen, so I'd like to sign off early.",
        10: "I'm feeling really run down this afternoon, and I'd like to leave early so I can rest up for tomorrow.",
      },
    },
    {
      id: 'travel',
      title: 'Car & Travel',
      excuses: {
        1: 'My car is ready at the shop and they close at five. I need it to get to work tomorrow.',
        2: "I just noticed one of my tires is going flat in the parking lot, and I'd like to get it fixed before the shop closes.",
        3: 'I have a flight this evening and need to leave by three to get through security in time.',
        4: "There's a big storm expected during rush hour, and I'd like to get home before the roads get bad.",
        5: 'My train line is shutting down early tonight for maintenance, and the last train leaves at four.',
        6: "My carpool is leaving early today, and I don't have another way home.",
        7: 'I need to pick up a family member from the airport, and their flight lands at four.',
        8: 'I have to drop my car off at the shop before they close so they can start the repair first thing tomorrow.',
        9: "There's a big game downtown tonight, and if I don't leave early I'll be stuck in stadium traffic for hours.",
        10: 'My bus schedule changed this week, and the last express bus home now leaves at four fifteen.',
      },
    },
    {
      id: 'personal',
      title: 'Personal Commitments',
      excuses: {
        1: "I'm moving this weekend and need to pick up my new keys before the leasing office closes at five.",
        2: 'I have a class tonight that starts at five thirty, and I need to leave a bit early to make it on time.',
        3: "I coach my kid's team and practice was moved to four today. I've finished everything on my list.",
        4: "I have a friend's wedding rehearsal this evening that starts at five, and it's across town.",
        5: "I am taking my certification exam this afternoon, and the testing center only had a four o'clock slot.",
        6: "I'm helping a close friend move out of their apartment, and the rental truck has to be back by six.",
        7: "I'm picking up my passport at the post office, and the passport window closes at four.",
        8: "I've worked late three nights this week, and I'd like to leave at three today to balance it out.",
        9: "I'm going to my nephew's graduation this afternoon, and the ceremony starts at four.",
        10: "I'd like to leave a little early today to take care of some personal errands. My work is done and I'm reachable by phone.",
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
    'Put the time on your shared calendar so coworkers do not book meetings with you after you leave.',
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
  updated: '2026-11-22',
};

export default page;
