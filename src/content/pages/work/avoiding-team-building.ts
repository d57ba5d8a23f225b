/** Excuses for skipping team building events, offsites and after-work activities. */
import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Excuses for Avoiding Team Building',
  fullTitle: 'Excuses for Avoiding Team Building: Polite Ways to Skip Offsites and After-Work Events',
  category: 'work',
  description:
    'Not up for the escape room or the offsite? Polite excuses for skipping team building, plus tips for staying connected with your team.',
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
        2: "I have a standing commitment on Thursday evenings that I can't move, so I'll have to miss this one.",
        3: "I am traveling that weekend for a friend's wedding, and the flights were booked months ago.",
        4: "I'm taking a class on Tuesday nights this semester, so anything after work that day doesn't work for me.",
        5: "I coach my daughter's soccer team, and the event overlaps with their game.",
        6: "I'm on call that day, so I need to stay near my laptop in case something breaks.",
        7: "I have a car service appointment at that time that I've already rescheduled twice.",
        8: "I'm moving apartments that weekend, so every spare hour is going to packing boxes.",
        9: 'I promised to help a friend with something that evening before the event was announced.',
        10: "I have concert tickets for that night that I bought months ago and can't transfer.",
      },
    },
    {
      id: 'family',
      title: 'Family & Home',
      excuses: {
        1: "I don't have childcare that evening, and my partner is working late, so I need to be home.",
        2: "I pick my kids up from school at three, so a full-afternoon offsite doesn't work for me.",
        3: 'My parents are visiting from out of town that weekend, and I want to spend the time with them.',
        4: "It's my turn to handle pickup and dinner that night, and I can't swap with anyone.",
        5: "My babysitter canceled on me, and I couldn't find a replacement on short notice.",
        6: "I'm helping my mom move that weekend, and I committed to it a while ago.",
        7: "We have a family birthday dinner that evening, and I'm the one hosting it.",
        8: "My dog is recovering from surgery and can't be left alone for long stretches right now.",
        9: 'I need to be home for a repair technician who can only come during that window.',
      },
    },
    {
      id: 'workload',
      title: 'Workload & Deadlines',
      excuses: {
        1: "I'm behind on the client deliverable due Monday, and I need that afternoon to finish it.",
        2: "I'm covering the support queue that day, and someone needs to be available if issues come in.",
        3: "We're in the final week before launch, and I don't feel comfortable stepping away for half a day.",
        4: "I have a client call during the event that I can't move because of their time zone.",
        5: "I'd love to join, but I promised to finish the budget review before the end of the week.",
        6: 'Someone needs to keep an eye on the data migration running that day, and I volunteered.',
        7: "I've got end-of-quarter reporting due the same day, so I'll have to sit this one out.",
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
        9: "I'm not feeling well enough for a full afternoon of group activities, so I'm going to rest and be back tomorrow.",
      },
    },
    {
      id: 'activity',
      title: 'The Activity Itself',
      excuses: {
        1: "I'm not a strong swimmer, so the kayaking trip isn't something I'd feel safe doing.",
        2: "I don't drink, and an evening at a brewery isn't really my kind of event.",
        3: "I'm afraid of heights, so I'll skip the ropes course and cheer everyone on from the ground.",
        4: "Escape rooms make me feel claustrophobic, so I'd rather sit this one out.",
        5: "I did this exact workshop at my last job, so I'll let someone else have my spot.",
        6: "The event runs pretty late, and I have a long commute home afterward, so it's hard for me to make it work.",
        7: "Competitive games aren't really my thing, but I'd happily join a team lunch instead.",
        8: "The venue is over an hour from my home, and I don't have a car to get there.",
        9: "Karaoke is way outside my comfort zone, so I'll pass this time but would love to join the next dinner.",
      },
    },
    {
      id: 'honest',
      title: 'Honest Approaches',
      excuses: {
        1: "I'm going to skip this one, but I'd really like to grab a smaller team lunch sometime soon.",
        2: 'Honestly, big group events drain me, and I do better connecting with people one on one.',
        3: "I'd rather keep my evenings free for family, but I'm happy to join anything during work hours.",
        4: "I'm not comfortable with this type of activity, and I hope that's okay with everyone.",
        5: "I need a quiet weekend to recharge, so I'm going to pass, but I hope you all have a great time.",
        6: "I appreciate the invite, and I'll make a point of joining the next one that happens during the day.",
        7: "I'm trying to protect my personal time right now, so I'm limiting how many after-hours events I attend.",
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
      question: 'How much notice should I give when I am not attending?',
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
    "Thank the organizer and keep the reason short, because a long explanation sounds less believable than a simple 'I can't make it.'",
    'Offer a small alternative, such as a team lunch or a coffee with a coworker, so it is clear you are skipping the event and not the people.',
    'Avoid posting about other plans on social media that day if you gave a conflicting reason.',
    'If the activity itself is the problem, suggest a different idea for next time, like a volunteer day or a cooking class.',
    'Go to the occasional event you find easiest, such as a short lunch, so skipping the others stands out less.',
  ],
  related: [
    '/excuses/work/leave-early',
    '/excuses/work/calling-in-sick',
    '/excuses/work/late-to-work',
    '/excuses/work/missing-deadline',
    '/get-my-excuse',
  ],
  updated: '2026-11-22',
};

export default page;
