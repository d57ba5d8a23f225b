import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Calling in Sick to Work',
  category: 'work',
  description:
    "What to say when you're too sick to work, from colds and stomach bugs to a sick kid or a mental health day, plus when you'll need a doctor's note.",
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
        2: "Bladder infection, unfortunately. I'm starting antibiotics this morning and taking today to let them kick in.",
        3: "My voice is barely there after last night. I'd like a sick day to save it, and I should sound human again by Wednesday.",
        4: "I've got a fever of 101 this morning, so I won't be at my desk today.",
        5: "I have a sinus infection that's making it hard to focus. I'm resting today and expect to be back in a day or two.",
        6: "The wildfire smoke has set off my asthma and I'm short of breath, so I'm staying inside with the air purifier today.",
        7: 'Vertigo hit me this morning, and the room spins every time I turn my head. Could someone cover my calls today?',
        8: 'My allergies have me so congested I can barely breathe through my nose, and the medicine makes me too drowsy to work.',
        9: "Ear infection: lots of pain and muffled hearing. I'm out today and will check in tomorrow morning.",
        10: "I threw my back out getting out of bed and can barely stand up straight. I'm staying flat with a heating pad today.",
      },
    },
    {
      id: 'stomach',
      title: 'Stomach Trouble',
      excuses: {
        1: "I've been up since midnight with a stomach bug, and I'm in no shape for the commute.",
        2: "I think I have food poisoning from dinner last night. I've been sick since about three this morning.",
        3: 'My IBS is flaring up badly today and I need to be near my own bathroom. I can still answer messages.',
        4: "The new medication I started yesterday is making me really nauseous. I'm going to rest today and see if it settles.",
        5: "Sharp stomach pain woke me up, and it doesn't feel like a normal bug. I'm heading to urgent care to be safe.",
        6: "The stomach trouble I picked up traveling last week came back overnight. I'm not fit to be at work today.",
        7: "Today is the prep day for my colonoscopy tomorrow, so I'll be home and mostly offline. I'll be back on Thursday.",
        8: "I think I'm passing a kidney stone, and I can't sit still long enough to work. I'll update you this afternoon.",
        9: 'Can I take today as a sick day? My acid reflux flared up badly overnight, and it needs a quiet day to calm down.',
        10: 'My period cramps are bad enough this month that I need a day at home with a heating pad. I should be fine tomorrow.',
      },
    },
    {
      id: 'headaches',
      title: 'Headaches & Migraines',
      excuses: {
        1: "I have a migraine that started last night and hasn't let up. Screens make it worse, so I need to rest in a dark room today.",
        2: "I bumped my head hard on a cabinet door last night and the headache hasn't gone away. I'm getting it looked at today to be safe.",
        3: "I've had an eye-strain headache for three days and I think I need new glasses. I'm taking today to rest and get my eyes tested.",
        4: "I have a tension headache that has spread down into my neck, and I can't concentrate.",
        5: 'I clenched my jaw all night and woke up with a headache running from my jaw to my temples. I need a quiet day off to let it ease.',
        6: "Too many hours in the sun at my son's tournament gave me a heat headache and chills. I'm drinking water and lying low today.",
        7: "I'm quitting caffeine this week, and today the withdrawal headache is winning. I'd rather take a sick day than half-work.",
        8: "Headaches on and off all night, and almost no sleep. I'm sorry, but I'm not in any shape to work today.",
        9: "A bad tooth on one side has me with a throbbing headache, and I'm trying to get into the dentist today.",
      },
    },
    {
      id: 'family',
      title: 'Family Care',
      excuses: {
        1: "My son has a fever and can't go anywhere today, so I'm looking after him.",
        2: "My daughter's school is closed today because of a burst pipe. I couldn't find anyone to watch her on such short notice.",
        3: "My partner threw out their back and can't lift the baby, so I'm on baby duty today.",
        4: "My dad is getting over the flu and can't be alone today, and I'm the only one available.",
        5: "I promised my grandmother I'd help her settle in at her new assisted living place today. She moves in this morning.",
        6: "My mom is having cataract surgery today, and I'm driving her there and staying with her afterward.",
        7: "My sister just got home from the hospital with her newborn and she's on her own until tonight, so I'm with her today.",
        8: "My brother's aide can't come in today, and I'm his backup, so I'll be with him.",
        9: "My little one was up all night with a croupy cough, and I'm taking him to the pediatrician this morning.",
        10: "My teenager sprained her wrist at practice last night. I'm taking her to get it checked and splinted today.",
      },
    },
    {
      id: 'appointments',
      title: 'Medical Appointments',
      excuses: {
        1: "I'm getting an MRI on my knee this morning, and the only imaging center with an opening is an hour away.",
        2: "I'm having a spot removed at the dermatologist today, and I'd rather rest afterward than come in bandaged and sore.",
        3: "My eye exam includes dilation, so I won't be able to read a screen or drive for several hours afterward.",
        4: 'I have a follow-up with a specialist today, and the only opening they had was in the middle of the day.',
        5: "I'm getting a wisdom tooth pulled today and will need the rest of the day to recover.",
        6: "I have a checkup and routine blood work across town today, and between the fasting and the wait I'll be out for the day.",
        7: 'I got my vaccines yesterday and woke up with a fever and a sore arm. It should pass in a day, so I plan to be back tomorrow.',
        8: 'My physical therapy evaluation takes up most of the morning. Is it okay if I use a sick day for it?',
        9: "I'm having a minor outpatient procedure with sedation today, so I won't be driving or working for the rest of the day.",
      },
    },
    {
      id: 'mental',
      title: 'Mental Health Days',
      excuses: {
        1: "I was in a minor fender bender yesterday and I'm more shaken up than I expected. I'd like today to rest and get my head clear.",
        2: "I'd like to take a mental health day today. I've been running on empty, and a day off will help me come back focused.",
        3: 'The end of a long relationship this week has hit me harder than I expected. I need today to get my feet under me.',
        4: "Today is a hard anniversary for me, and I'd like to take it off. I'll see everyone tomorrow.",
        5: 'A personal matter is taking a toll on me right now. I need a day away to handle it.',
        6: "My anxiety is high this morning. I'll be much more useful tomorrow after a day to regroup.",
        7: "After a week of looking after my mom, I'm completely drained. One quiet day and I'll be back to full speed.",
        8: "I flew back overnight from a family visit and I'm too jet-lagged to think straight. I should be myself again by Wednesday.",
        9: "I'm taking today for myself: I have a counseling appointment this morning and don't want to rush it.",
        10: "I spent most of last night in the ER with my brother, who's fine now, and I need today to sleep and recover.",
      },
    },
    {
      id: 'contagious',
      title: 'Contagious & Cautious',
      excuses: {
        1: "I have flu symptoms and I'm waiting on a test result. Until I know, I'll keep my distance and stay home.",
        2: "Pink eye, of all things. It spreads easily, so I'll stay away from the office until the drops have had time to work.",
        3: "I tested positive for COVID this morning, so I'll stay home and follow the isolation guidance. I can join calls if I feel up to it.",
        4: "It's strep throat. I'm contagious until I've had a full day of antibiotics, so I plan to be back Wednesday.",
        5: "I don't want to leave germs all over the shared desks with this cough and runny nose. Can I stay home today?",
        6: "My fever finally broke last night. Could I take one more day so I'm past the contagious stage before I return?",
        7: "My toddler had hand, foot and mouth disease last week and now I've caught it. I'll be out until I'm no longer contagious.",
        8: "Since I handle food at work, I can't come in until I've been symptom-free for 48 hours after this stomach bug.",
        9: "I woke up with a rash I'd like to get checked before I'm around anyone, just in case it's catching.",
        10: "I was around a friend with a bad virus this weekend and I'm starting to feel symptoms. Would it be okay to work from home today?",
      },
    },
  ],
  faq: [
    {
      question: "Do I need a doctor's note when I call in sick?",
      answer:
        "Usually not for a single day. Many employers only ask for a doctor's note after three or more consecutive days off sick, although some want one sooner, for example around holidays or in certain industries. Check your employee handbook or ask HR so you know the exact rule before you need it. If you expect to be out for several days, book an appointment early, since getting a note after the fact can be harder.",
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
  updated: '2026-11-23',
};

export default page;
