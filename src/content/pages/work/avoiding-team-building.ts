/** Excuses for skipping team building events, offsites and after-work activities. */
import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Avoiding Team Building',
  fullTitle: 'Excuses for Avoiding Team Building: Polite Ways to Skip Offsites and After-Work Events',
  category: 'work',
  description:
    'Not up for the escape room or the offsite? Kind ways to bow out of team building, with tips for staying close to your team anyway.',
  summary: {
    heading: 'Skip the Event, Keep the Goodwill',
    text: 'Saying no to a team activity is fine when you do it early, kindly, and with a small sign that you still care about the people involved.',
    highlights: [
      'Reasons for schedules, family and workload',
      'Polite ways to decline the activity itself',
      'Honest wording that suggests an alternative',
      'Tips for staying connected when you skip',
    ],
  },
  carousel: true,
  sections: [
    {
      id: 'schedule',
      title: 'Schedule Conflicts',
      excuses: {
        1: 'I already have a dentist appointment booked for that afternoon, and it took weeks to get that slot.',
        2: "Thursday evenings are a standing commitment for me that I can't move. I'll have to miss this one, but have fun!",
        3: "I'm traveling that weekend for a friend's wedding, and the flights were booked months ago.",
        4: "I'm taking a class on Tuesday nights this semester, so anything after work that day is out for me.",
        5: "That's the same time as my daughter's soccer game, and I'm the coach, so I can't duck out.",
        6: "I'm on call that day and need to stay near my laptop in case something breaks.",
        7: "I have a car service appointment at that time that I've already rescheduled twice.",
        8: "I'm moving apartments that weekend, so every spare hour is going to packing boxes.",
        9: "I promised a friend weeks ago that I'd help her with a project that evening, before the event was announced.",
        10: "I have concert tickets for that night that I bought months ago and can't transfer.",
      },
    },
    {
      id: 'family',
      title: 'Family & Home',
      excuses: {
        1: "I don't have childcare that evening with my partner working late. Is there a daytime version I could join?",
        2: "I pick my kids up from school at three, so a full-afternoon offsite doesn't work for me.",
        3: "My parents are visiting from out of town that weekend. I'd really like to spend the time with them.",
        4: "I work late most of the week, so weekends are my only real time with the kids. I'm keeping Saturday for them.",
        5: "It's our anniversary that night, and my partner already has a reservation somewhere nice.",
        6: "I'm looking after my dad after his knee surgery that week, and evenings are when he needs the most help.",
        7: "We have a family birthday dinner that evening, and I'm the one hosting it.",
        8: "My dog is recovering from surgery and can't be left alone for long stretches right now.",
        9: 'I need to be home for a repair technician who can only come during that window.',
      },
    },
    {
      id: 'workload',
      title: 'Workload & Deadlines',
      excuses: {
        1: "Would it be okay if I miss the offsite? I'm behind on the client deliverable due Monday and need that afternoon to finish it.",
        2: "I'm covering the support queue that day, and someone needs to be available if issues come in.",
        3: "We're in the final week before launch, and I don't feel comfortable stepping away for half a day.",
        4: "I have a client call during the event that I can't move because of their time zone.",
        5: "I'd love to join, but I promised to finish the budget review before the end of the week.",
        6: 'Someone needs to keep an eye on the data migration running that day, and I volunteered.',
        7: 'End-of-quarter reporting is due the same day. Could you count me in for the next one?',
        8: "I'm presenting to leadership the next morning and need that evening to prepare.",
        9: "I'm the only one on my team who can handle the payroll run that afternoon.",
      },
    },
    {
      id: 'health',
      title: 'Health & Comfort',
      excuses: {
        1: "I'm getting over a cold and don't want to pass it around to everyone at the event.",
        2: "My back has been acting up this week, and a day of physical activities isn't a good idea for me.",
        3: 'I get motion sick on long bus rides, so the trip out to the retreat would be rough for me.',
        4: 'My allergies are terrible this time of year, and an all-day outdoor event would leave me miserable.',
        5: "I have a physical therapy appointment for my knee that afternoon, and I can't skip it.",
        6: "I'm recovering from a sprained ankle, so hiking or being on my feet all day isn't possible right now.",
        7: "I have dietary restrictions that make a catered dinner tricky, so I'll join the next team lunch instead.",
        8: "I haven't been sleeping well lately, and a late-night event would throw me off for the next workday.",
        9: "I'm not feeling well enough for a full afternoon of group activities. I'll rest up and see everyone tomorrow.",
      },
    },
    {
      id: 'activity',
      title: 'The Activity Itself',
      excuses: {
        1: "I'm not a strong swimmer, so the kayaking trip isn't something I'd feel safe doing.",
        2: "I don't drink, and an evening at a brewery isn't really my kind of event.",
        3: "I'm afraid of heights, so I'll skip the ropes course and cheer everyone on from the ground.",
        4: "Escape rooms make me claustrophobic. I'll pass and hear all about it on Monday.",
        5: "I did this exact workshop at my last job, so I'll let someone else have my spot.",
        6: "The event wraps up around ten and my commute is over an hour, so I wouldn't get to bed until midnight.",
        7: "Competitive games aren't really my thing. Could I keep score or run the snacks instead?",
        8: "Paintball isn't for me. I bruise easily, and I'd rather not spend Friday getting shot at, even with paint.",
        9: "Karaoke is way outside my comfort zone, so I'll pass this time but would love to join the next dinner.",
      },
    },
    {
      id: 'honest',
      title: 'Honest Approaches',
      excuses: {
        1: "I'm going to skip this one, but I'd really like to grab coffee with a few of you soon.",
        2: 'Honestly, big group events drain me, and I do better connecting with people one on one.',
        3: "After-hours plans are hard for me to fit in, but I'm glad to join anything between nine and five.",
        4: "I'm not comfortable with this kind of outing. Would it be all right if I stayed back?",
        5: "I need a quiet weekend to recharge, so I'm going to pass, but I hope you all have a great time.",
        6: 'Could I skip this one and lend a hand planning the next outing instead?',
        7: "I'd rather be straight with you than make up a reason: I'm skipping this one, and it has nothing to do with the team.",
        8: "I'd love to suggest a different kind of team activity next time, like a volunteer day or a long lunch.",
      },
    },
  ],
  faq: [
    {
      question: 'Is it okay to skip a team building event?',
      answer:
        "Usually, yes, especially for optional events outside work hours. Most managers understand that people have families, commitments and limits on their free time. What matters is how you do it: decline early, keep the reason short, and thank the organizer. Skipping now and then is rarely noticed, but if you skip every event, it's worth finding another way to show up for your team, such as joining a lunch or helping plan the next activity.",
    },
    {
      question: 'Can skipping team building hurt my career?',
      answer:
        'It can, if it becomes a pattern and you have few other connections with your team. Informal events are where people build trust and learn who to ask for help. Missing one or two rarely matters. If you skip most of them, make up for it in other ways: chat with coworkers during the workday, join the occasional lunch, and be generous with your time on shared projects. Relationships count more than attendance records.',
    },
    {
      question: "How much notice should I give when I'm not attending?",
      answer:
        'Reply as soon as you know, ideally right when the invitation goes out or at least a few days before. Organizers often need headcounts for food, transportation or tickets, and a late cancellation can cost the team money. If something comes up on the day itself, send a short message to the organizer directly rather than simply not showing up. A quick, polite heads-up is remembered far more kindly than a no-show.',
    },
    {
      question: 'What if the event is mandatory or during work hours?',
      answer:
        'Then treat it like any other work commitment. If you have a real conflict, such as a medical appointment or a client deadline, talk to your manager privately and ahead of time rather than sending a last-minute excuse. If the issue is the activity itself, for example a physical challenge or an event built around alcohol, ask whether you can join in a different role. Many organizers will happily adjust once they know.',
    },
    {
      question: "Should I just tell the truth that I don't enjoy these events?",
      answer:
        "Often, yes, as long as you say it kindly and pair it with something positive. 'Big group events aren't my thing, but I'd love to grab lunch with the team sometime' is honest and shows you still value your coworkers. A direct, friendly no also saves you from inventing a new excuse for every event. If the activity makes you uncomfortable for a specific reason, telling the organizer can help them plan more inclusive events next time.",
    },
  ],
  tips: [
    'Decline as early as you can, since organizers often need a headcount for food, transport or bookings.',
    "Thank the organizer and keep the reason to one short sentence; a warm 'I can't make it, but have fun' is plenty.",
    "Offer a small alternative, such as a team lunch or a coffee with a coworker, so it's clear you're skipping the event and not the people.",
    "If you said you'd join and something changes, tell the organizer as soon as you know rather than just not showing up.",
    'If the activity itself is the problem, suggest a different idea for next time, like a volunteer day or a cooking class.',
    'Go to the occasional event you find easiest, such as a short lunch, so your team still gets regular time with you.',
  ],
  related: [
    '/excuses/work/leave-early',
    '/excuses/work/calling-in-sick',
    '/excuses/work/late-to-work',
    '/excuses/work/missing-deadline',
    '/get-my-excuse',
  ],
  updated: '2026-11-23',
};

export default page;
