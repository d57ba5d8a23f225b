import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Leaving Work Early',
  category: 'work',
  description:
    'Need to head out before 5:00? Ways to ask about leaving early for appointments, kids, a sick afternoon or errands, and how to cover your work.',
  fullTitle: 'Excuses for Leaving Work Early: Good Reasons and How to Ask Your Boss',
  carousel: true,
  sections: [
    {
      id: 'appointments',
      title: 'Appointments',
      excuses: {
        2: "My doctor's office just called because someone canceled this afternoon. Would it be okay if I grab that opening instead of waiting until next month?",
        5: 'I need to get to the DMV to renew my license, and the office near me closes at 4:30.',
        8: "Heads up that I'll be leaving at 3:00 today for a parent-teacher conference I can't move.",
        9: "My cat hasn't eaten since yesterday, and the vet can see her at 4:00. Is it all right if I slip out at 3:30?",
        10: 'The closing on our house got moved to 4:00 today, and I have to sign in person. Can I leave at 3:15?',
        11: 'My allergy shots are every other Thursday afternoon, and I have to wait thirty minutes after each one. Could I head out at 3:30?',
        12: 'My hearing test is at 4:00, and the clinic is a forty-minute drive. Would it be all right if I leave at 3:20?',
        13: "I'm booked for an overnight sleep study and have to check in by 5:00.",
        14: "Our baby's six-month checkup and shots are at 4:00, and my partner can't get away from work this time.",
        15: "My counseling appointment got moved to 4:00 this week, and I don't want to skip it. I'll wrap up my last task tonight.",
      },
    },
    {
      id: 'family',
      title: 'Family & Childcare',
      excuses: {
        2: "It's a half day at the elementary school today, so I have to be at pickup by 2:00.",
        5: "My wife's car died on her way home, and she's waiting at a gas station twenty minutes from here. Could I leave now to pick her up?",
        7: 'My daughter forgot her inhaler, and her track meet starts at 4:00. Can I run it over to her?',
        9: "It's my partner's birthday, and I'd like to leave at 4:00 to cook a surprise dinner before they get home.",
        11: "My son's Eagle Scout ceremony starts at 5:00, and I'm the one pinning on his badge.",
        12: "It's my daughter's prom tonight, and I promised to help with her hair before her friends pick her up.",
        13: 'We booked family photos at the park for 4:30, the last slot before sunset, and the kids still need to change.',
        14: 'Our adoption home study visit is at 4:30, and we both need to be home for it. Could I head out at 3:45?',
        15: "My grandmother's nursing home set a family meeting with her care team at 4:00, and I'm the one who manages her plan.",
        16: "I'm running a table at my son's school science night, and volunteers are setting up at 4:30. Would it be all right if I leave at 4:00?",
        17: 'My mom is moving into her new apartment today, and the building only lets us use the freight elevator until 6:00. Could I leave at 3:30 to help?',
      },
    },
    {
      id: 'home',
      title: 'Home & Errands',
      excuses: {
        2: 'I just got an alert that my basement sump pump stopped working, and heavy rain is on the way this afternoon.',
        5: "A raccoon got into our garage and won't leave, and animal control can only come at 4:00. Could I head home at 3:30 to let them in?",
        6: "This is a little embarrassing, but I'm almost sure I left the space heater on. Could I run home and check?",
        12: 'Our insurance adjuster is coming at 4:00 to look at the hail damage on the roof, and one of us has to be there.',
        13: "My son just texted that he's locked out and it's starting to rain, and I have the only spare key. Could I run home and let him in?",
        14: "There's a hard frost coming tonight, and I need to get my vegetable garden covered before dark. Could I head out at 4:00?",
      },
    },
    {
      id: 'unwell',
      title: 'Feeling Unwell',
      excuses: {
        2: "I think I'm coming down with something, and I'd rather rest tonight than be out sick tomorrow.",
        8: "I've been lightheaded since lunch, and staring at the screen is making it worse. Could I go home and lie down?",
        10: 'Sorry to bail early, but my eyes are so irritated that I can barely keep them open. I want to get my contacts out and rest.',
        11: "The hot flashes are relentless today, and I'd like to finish from home where I can control the temperature.",
        12: "They're painting the hallway outside our office, and the fumes have given me a pounding headache. Could I finish the day from home, away from the smell?",
        13: 'My period cramps have gotten bad this afternoon, and a heating pad at home would help more than anything here. Is it okay if I head out?',
      },
    },
    {
      id: 'travel',
      title: 'Car & Travel',
      excuses: {
        1: "My car is finally ready at the mechanic's, and they lock up at 5:00. I need it for tomorrow's commute, so could I leave at 4:15?",
        3: 'I have a flight this evening and need to leave by 3:00 to get through security in time.',
        4: 'A big storm is supposed to hit during rush hour. Could I leave at 3:00 to get home before the roads get bad?',
        5: "The city is closing the bridge on my way home at 4:00 for tonight's fireworks, and the detour adds nearly an hour. Could I leave at 3:30?",
        8: "I'm picking my sister up at the airport at 5:15, and traffic on that side of town gets ugly after four. Would it be okay if I left at 3:45?",
        10: "My carpool is leaving at 3:30 today so the driver can catch her son's game, and I don't have another ride. Would that be all right?",
      },
    },
    {
      id: 'personal',
      title: 'Personal Commitments',
      excuses: {
        2: 'My night class starts at 5:30, and I need a little buffer to make it on time.',
        5: "I'm taking my certification exam this afternoon, and the testing center only had a 4:00 slot.",
        7: "It's election day, and my polling place gets packed after 5:00. Could I leave at 4:00 to vote?",
        8: "I've put in three late nights this week. Would it be all right if I head out at 3:00 today to balance it out?",
        9: "I'm driving my friend home from a minor procedure this afternoon, since she can't drive herself after the sedation. I'd need to leave at 2:30.",
        10: 'I volunteer at the animal shelter on Wednesdays, and this week my shift got moved up to 4:30. Would 4:00 be okay for me to head out?',
        11: 'My citizenship interview is at 4:00 at the federal building downtown, and I want to be early for security. Could I leave at 3:00?',
        12: 'My band has its first real gig tonight, and sound check is at 5:00 across town.',
        13: "I'm in my sister's wedding, and the final bridesmaid dress fitting is at 4:30.",
        14: "My old mentor's retirement party starts at 5:00, and I'm giving one of the toasts.",
        15: "I've had a haircut booked for a month at 4:30 today, with the only stylist who can fix what the last one did. Could I leave at 4:00?",
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
  updated: '2026-11-25',
};

export default page;
