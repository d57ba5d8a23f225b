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
        2: "I sing in a community choir that rehearses Thursday evenings, and our concert is two weeks out. I'll have to miss this one, but have fun!",
        6: "That's the day I fly back from my sister's wedding, and my flight doesn't land until six.",
        10: "I have concert tickets for that night that I bought months ago and can't transfer.",
        11: "Our house is on the market, and there's an open house that Saturday, so I'll be cleaning all morning and keeping the dog out of the way.",
        12: "That Saturday is my half marathon, and I've been training for it since spring.",
        13: "I promised a friend weeks ago that I'd help her move that Saturday, and the truck is already booked.",
        14: "I'm halfway through a sailing course, and that Saturday is my certification day on the water.",
        15: "I have a mediation session that afternoon that took weeks to schedule, so I can't move it.",
        16: "I sell at the farmers market on Saturday mornings, and that's my busiest day of the week.",
        17: "I volunteer at the food bank on Saturday afternoons, and I'm running the sorting line that day, so I can't trade my shift.",
        18: "Our co-op board has its annual meeting that evening, and I'm presenting the budget.",
        19: "That Friday is Yom Kippur, so I'll be at services for most of the day.",
      },
    },
    {
      id: 'family',
      title: 'Family & Home',
      excuses: {
        8: "My dog is recovering from surgery and can't be left alone for long stretches right now.",
        10: "My daughter's dance recital is that evening, and she's been rehearsing her solo since January.",
        11: "We're hosting an exchange student, and that's her very first night with us.",
        12: "My son's school has set up a meeting about his learning plan that afternoon, with all his teachers in one room.",
        13: "That's the weekend of our family reunion, and my aunt would never forgive me if I skipped it.",
        14: "We're hosting my son's eighth birthday party that Saturday, with twelve kids and a bounce house on order.",
        15: "I'm picking my daughter up from summer camp that evening, and it's a three-hour drive each way.",
      },
    },
    {
      id: 'workload',
      title: 'Workload & Deadlines',
      excuses: {
        1: "Would it be okay if I miss the offsite? I'm behind on the client deliverable due Monday and need that afternoon to finish it.",
        3: "I open the store at six the next morning, so a late night out isn't going to work for me.",
        4: "I have a client call during the event that I can't move because of their time zone.",
        9: "I'm the only one on my team who can handle the payroll run that afternoon.",
        10: "I'm the on-call engineer that week, so I can't be anywhere loud or out of cell range in case the site goes down.",
        11: "I'm running the open enrollment sessions for our staff that afternoon, and they're already on everyone's calendars.",
        12: 'Our annual inventory count is that Saturday, and every manager has to be on the floor for it.',
        13: "Our summer interns give their final presentations that afternoon, and I've been mentoring two of them.",
      },
    },
    {
      id: 'health',
      title: 'Health & Comfort',
      excuses: {
        1: "I'm getting over a cold and don't want to pass it around to everyone at the event.",
        7: "I'm still recovering from a minor surgery, and anything physical is off the table for me for a couple more weeks.",
        10: "A medication I'm on makes me burn in minutes, so a full day outdoors in the sun isn't a good idea for me.",
        11: "Raynaud's makes my fingers go numb in freezing weather, so an outdoor winter outing is rough on me.",
        12: "I'm allergic to bee stings, and an afternoon in the orchard makes me more nervous than I'd like.",
      },
    },
    {
      id: 'activity',
      title: 'The Activity Itself',
      excuses: {
        1: "I'm not a strong swimmer, so the kayaking trip isn't something I'd feel safe doing.",
        3: "I'm afraid of heights, so I'll skip the ropes course and cheer everyone on from the ground.",
        4: "Escape rooms make me claustrophobic. I'll pass and hear all about it on Monday.",
        5: "I did this exact workshop at my last job, so I'll let someone else have my spot.",
        6: "Paintball leaves me bruised for a week, so I'll sit that part out and catch everyone at the barbecue afterward.",
        7: "Competitive games aren't really my thing. Could I keep score or run the snacks instead?",
        8: "The ten-mile hike is more than my knee can handle right now. I'll drive around and join everyone at the lunch spot.",
        10: "I don't drink, so an afternoon at a winery isn't really for me. I'll catch the next one.",
        11: "I've never held a golf club, and I'd spend the whole outing apologizing to my foursome.",
        12: "Horses make me nervous, so I'll sit out the trail ride and meet everyone for dinner.",
        13: "I'm not comfortable around guns, so the shooting range outing is a pass for me.",
        14: "Two nights sharing a cabin at the retreat means I won't sleep, so I'll join for the day sessions only.",
        15: "Loud bars leave my ears ringing for days, so I'm going to pass on karaoke night.",
      },
    },
    {
      id: 'honest',
      title: 'Honest Approaches',
      excuses: {
        1: "I'm going to skip this one, but I'd really like to grab coffee with a few of you soon.",
        3: "After-hours plans are hard for me to fit in, but I'm glad to join anything between nine and five.",
        6: "These outings always end up all over the company Instagram, and I really don't like being photographed, so I'll sit this one out.",
        7: "I've made the last three, so I'm going to pass on this one. Tell me who wins!",
        8: "Big groups wear me out, and after a full day of one I'm no fun for anybody, so count me out this time.",
        9: "I'll be straight with you: things are still a little tense between me and someone who'll be there, and I'd hate to make the day awkward for everyone.",
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
        'Reply as soon as you know, ideally right when the invitation goes out or at least a few days before. Organizers often need headcounts for food, transportation or tickets, and canceling late can cost the team money. If something comes up on the day itself, send a short message to the organizer directly rather than simply not showing up. A quick, polite heads-up is remembered far more kindly than a no-show.',
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
  updated: '2026-11-25',
};

export default page;
