import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Calling in Sick to Work',
  category: 'work',
  description:
    "What to say when you're too sick to work, from colds and food poisoning to a sick kid or a mental health day, plus when you'll need a doctor's note.",
  fullTitle: 'Calling in Sick to Work: Reasons and How to Tell Your Boss',
  summary: {
    heading: 'Calling in Sick Without the Stress',
    text: "Keep it short, send it before your shift starts and say when you expect to be back. Most managers only need to know that you're out and whether anything needs covering.",
    highlights: [
      'Message before your start time',
      'Two or three sentences is enough',
      'Mention urgent work and who can cover it',
      "Know your company's doctor's note rules",
    ],
  },
  carousel: true,
  sections: [
    {
      id: 'common',
      title: 'Common Illnesses',
      excuses: {
        1: "I've come down with a bad cold, so I'm staying in bed today. I'll glance at email now and then if anything urgent comes up.",
        2: "I cut my hand badly making dinner last night and needed four stitches. It's throbbing and I can barely grip a pen, so I'm taking today to rest it.",
        4: "I've got a urinary tract infection, and I'm heading to the clinic when it opens. I'll rest at home with plenty of water today.",
        5: "I have a sinus infection that's making it hard to focus. I'm resting today and expect to be back in a day or two.",
        6: "My asthma flared up overnight with this cold snap, and I'm short of breath just walking to the kitchen. I'm staying in with my inhaler today.",
        7: 'Vertigo hit me this morning, and the room spins every time I turn my head. Could someone cover my calls today?',
        9: "Ear infection: lots of pain and muffled hearing. I'm out today and will check in tomorrow morning.",
        11: "My gout flared up overnight and my foot is too swollen for a shoe. I'm taking my medication and staying off it today.",
        12: "I pinched a nerve in my shoulder overnight, and I can't lift my right arm without a jolt of pain. I'm staying home to rest it.",
        13: "I twisted my knee at soccer last night, and it's stiff enough this morning that stairs are a real problem. I'm icing it at home today.",
        14: "A bee stung me on the lip yesterday, and half my face has puffed up. It's nothing serious, but I'll stay home until the swelling goes down.",
        15: 'Could I take a sick day? I slipped on the ice last night and bruised a rib, and even sitting up hurts this morning.',
      },
    },
    {
      id: 'stomach',
      title: 'Stomach Trouble',
      excuses: {
        2: "I think I have food poisoning from dinner last night. I've been sick since about three this morning.",
        3: 'My IBS is flaring up badly today and I need to be near my own bathroom. I can still answer messages.',
        4: "The new medication I started yesterday is making me really nauseous. I'm going to rest today and see if it settles.",
        5: "Sharp stomach pain woke me up, and it doesn't feel like a normal bug. I'm heading to urgent care to be safe.",
        9: "My acid reflux kept me up most of the night, and I'm queasy and worn out this morning. I'm taking a sick day to rest.",
        10: 'My period cramps are bad enough this month that I need a day at home with a heating pad. I should be fine tomorrow.',
      },
    },
    {
      id: 'headaches',
      title: 'Headaches & Migraines',
      excuses: {
        1: "I have a migraine that started last night and hasn't let up. Screens make it worse, so I need to rest in a dark room today.",
        3: "I've had a tension headache since yesterday afternoon that ibuprofen isn't touching, and my neck is locked up with it. I'm resting today.",
        4: "We had the floors refinished yesterday, and the fumes left me with a headache that still hasn't let up. I'm spending the day at my sister's, away from the smell.",
        6: "My new glasses prescription seems to be off, and after a day in them I have a headache that won't quit. I'm resting my eyes today and taking them back tomorrow.",
        7: "I'm three days into cutting out coffee, and the withdrawal headache has me flat on the couch with the blinds shut. I'll be back tomorrow once the worst has passed.",
      },
    },
    {
      id: 'family',
      title: 'Family Care',
      excuses: {
        1: "My son has a fever and can't go anywhere today, so I'm looking after him.",
        2: "My daughter's school is closed today because of a burst pipe. I couldn't find anyone to watch her on such short notice.",
        4: "My dad is getting over the flu and can't be alone today, and I'm the only one available.",
        6: "My mom is having cataract surgery today, and I'm driving her there and staying with her afterward.",
        10: "My teenager sprained her wrist at practice last night. I'm taking her to get it checked and splinted today.",
        11: "My dog was sick all night, and the vet can see her at ten. I'm taking the day to get her checked and stay with her afterward.",
        12: "My husband threw his back out last night and can't lift the baby, so I need to be home to take care of her today.",
      },
    },
    {
      id: 'appointments',
      title: 'Medical Appointments',
      excuses: {
        1: "I've booked an MRI on my knee for tomorrow morning, and the only imaging center with an opening is an hour away. Could I take it as a sick day?",
        2: "My three-hour prenatal glucose test is this morning: fasting, then a blood draw every hour. It always leaves me wiped out, so I'm taking the full day.",
        3: "My eye exam includes dilation, so I won't be able to read a screen or drive for several hours afterward.",
        4: "I'm having an ingrown toenail removed at nine, and my foot will be numb and bandaged for the rest of the day. I should be back at my desk Thursday.",
        9: "Heads up for tomorrow: I'm having a minor outpatient procedure with sedation, so I won't be able to drive or work for the rest of the day.",
        10: "I'm taking a sick day for allergy testing this morning. I've had to stop my antihistamines all week beforehand, so I'm a sneezing, puffy-eyed mess.",
        11: "I'm booked for an iron infusion at nine that takes most of the morning, and the last one left me achy and feverish all afternoon. I'll be out today.",
      },
    },
    {
      id: 'mental',
      title: 'Mental Health Days',
      excuses: {
        1: "I'm running on empty after a month of twelve-hour days, and I need one day to reset before it turns into real burnout. I'll be in tomorrow, rested.",
        2: "The short, dark days are hitting my mood hard this week, and I'm not myself. I'd like to take a mental health day and come back steadier tomorrow.",
        4: "A close friend had a crisis last night, and I was with her until three. I'm emotionally wiped out and won't be much use today.",
        5: 'A personal matter is taking a toll on me right now. I need a day away to handle it.',
        6: "I had a panic attack on my commute this morning and turned around. I'm okay, but I need today to settle.",
        9: "I'm taking today for myself: I have a counseling appointment this morning and don't want to rush it.",
      },
    },
    {
      id: 'contagious',
      title: 'Contagious & Cautious',
      excuses: {
        1: "I have flu symptoms and I'm waiting on a test result. Until I know, I'll keep my distance and stay home.",
        4: "It's strep throat. I'm contagious until I've had a full day of antibiotics, so I plan to be back Wednesday.",
        6: "My fever finally broke last night. Could I take one more day so I'm past the contagious stage before I return?",
        7: "My toddler had hand, foot and mouth disease last week and now I've caught it. I'll be out until I'm no longer contagious.",
        9: "I woke up with a rash I'd like to get checked before I'm around anyone, just in case it's catching.",
        10: 'My roommate came down with a stomach virus last night. I feel fine so far, but could I work from home today to keep it out of the office?',
        11: "I woke up with pink eye, and it spreads easily, so I'm keeping away from the office today. I'll be back once my eyes have cleared up.",
      },
    },
  ],
  faq: [
    {
      question: "Do I need a doctor's note when I call in sick?",
      answer:
        "Usually not for a single day. Many employers only ask for a doctor's note after three or more consecutive days out sick, although some want one sooner, for example around holidays or in certain industries. Check your employee handbook or ask HR so you know the exact rule before you need it. If you expect to be out for several days, book an appointment early, since getting a note after the fact can be harder.",
    },
    {
      question: 'How much detail should I give my boss?',
      answer:
        "Very little. Saying you're sick, that you won't be in today and when you expect to be back is enough in most workplaces. You aren't usually required to share a diagnosis, and extra detail only makes a simple message longer. Do mention anything time-sensitive, like a meeting or a deadline, and who could cover it. If your manager asks a follow-up question, answer briefly and honestly.",
    },
    {
      question: 'Should I call, text or email when calling in sick?',
      answer:
        "Use whatever your workplace expects. Many office teams accept a text, chat message or email, while shift-based jobs often require a phone call to a supervisor or a call-in line. Your employee handbook usually spells this out. Whatever you choose, send it before your shift starts so your team can plan. If you text and get no reply, follow up with a call, because a message nobody has read doesn't count as notice.",
    },
    {
      question: 'Is it okay to take a mental health day?',
      answer:
        "Yes, and more employers recognize this than ever. Burnout and exhaustion affect your work just as a cold does, and many sick leave policies cover mental health. You can simply say you're unwell and need a day to recover; you don't have to explain further. If you find yourself needing these days often, consider talking to your manager or HR about workload, or checking whether your employer offers an assistance program.",
    },
    {
      question: "What if I'm not actually sick?",
      answer:
        "Then it's usually better to ask for a personal day or use vacation time instead. Many companies offer personal or flexible days exactly for this, and asking honestly protects your credibility for the times you really are ill. A made-up illness also leaves you carrying a story around, and it makes real sick days harder to ask for later. If your workplace makes it hard to take time off for legitimate reasons, that's worth raising directly.",
    },
    {
      question: 'Should I work from home instead of taking a sick day?',
      answer:
        "Only if you genuinely feel up to it and your role allows it. Working remotely keeps a cold or flu out of the office, but pushing through a fever usually means slower recovery and lower-quality work. If you're truly sick, take the day properly and switch off. If you feel okay but might be contagious, offering to work from home is a considerate middle ground that many managers appreciate.",
    },
  ],
  tips: [
    'Send your sick message before your shift starts, and follow up with a call if your workplace requires one.',
    "Keep it to two or three sentences: that you're unwell, that you'll be out, and when you expect to be back.",
    'Flag any meeting or deadline you will miss and suggest who could cover it, so your absence causes as little disruption as possible.',
    "Read your employee handbook's sick leave section so you know the notice rules and when a doctor's note is required.",
    'Rest for real: a day of sleep and fluids usually gets you back sooner than answering email from bed.',
    "Use a personal day or vacation time when you're not really sick, and save sick days for when you need them.",
  ],
  related: [
    '/excuses/work/late-to-work',
    '/excuses/work/leave-early',
    '/excuses/work/missing-zoom-meeting',
    '/excuses/work/missing-deadline',
    '/get-my-excuse',
  ],
  updated: '2026-11-25',
};

export default page;
