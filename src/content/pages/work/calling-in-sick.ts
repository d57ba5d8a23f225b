import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Calling in Sick to Work',
  category: 'work',
  description:
    "Simple, believable ways to call in sick, from colds and stomach bugs to family care and mental health days, plus advice on doctor's notes.",
  fullTitle: 'Calling in Sick to Work: Believable Reasons and How to Tell Your Boss',
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
        1: "I woke up with a bad cold and a low fever, so I'm going to stay home and rest today. I'll check email if anything urgent comes up.",
        2: "I've had chills and body aches since last night, and I don't think I can give work my full attention today.",
        3: "My sore throat got much worse overnight and I can barely talk, so I'm taking a sick day to rest my voice.",
        4: "I'm running a fever of 101 this morning, so I'm going to stay in bed and take it easy today.",
        5: 'I have a sinus infection that is making it hard to focus, and my doctor told me to rest for a day or two.',
        6: "I've got a chest cold and was coughing most of the night. I need a day to recover before I come back in.",
        7: "I feel run down and feverish, and I'd rather rest today than drag this out for the rest of the week.",
        8: "My allergies turned into full congestion and a sinus headache, and the medicine I'm taking makes me too drowsy to work.",
        9: "I came down with an ear infection and I'm dizzy and sore, so I'm going to take today off.",
        10: "I thought I was getting over my cold, but I woke up worse today. I'm taking a sick day so I can come back at full strength.",
      },
    },
    {
      id: 'stomach',
      title: 'Stomach Trouble',
      excuses: {
        1: "I've had a stomach bug since last night and need to stay close to home today.",
        2: "I think I have food poisoning from dinner last night. I've been sick since about three this morning.",
        3: "My stomach is really upset this morning and I don't think I can handle the commute. I'm going to rest and stay hydrated.",
        4: "I've had nausea since I woke up and can't keep anything down, so I'm taking a sick day.",
        5: "Something I ate disagreed with me badly, and I'm in no shape to be at work today.",
        6: "I'm dealing with bad stomach cramps and I'll be staying home until they settle down.",
        7: "I caught the stomach virus that's been going around my kids' school, and I'm out of commission today.",
        8: 'I was up all night with an upset stomach and got almost no sleep, so I need to rest today.',
        9: "My acid reflux flared up badly overnight, and I'm staying home on a bland diet until it calms down.",
        10: "I've got a stomach flu and I'd rather not risk spreading it around the office.",
      },
    },
    {
      id: 'headaches',
      title: 'Headaches & Migraines',
      excuses: {
        1: "I have a migraine that started last night and hasn't let up. Screens make it worse, so I need to rest in a dark room today.",
        2: "I woke up with a pounding headache and sensitivity to light, and my medication hasn't touched it yet.",
        3: "I'm having one of my migraines and won't be able to look at a monitor today. I'll check in tomorrow morning.",
        4: "I have a tension headache that has spread down into my neck, and I can't focus enough to work.",
        5: "My migraine came with nausea this time, so I'm taking the day to sleep it off.",
        6: "I've had a sinus headache for two days and it has finally knocked me out. I need a day to recover.",
        7: "My migraine medicine makes me too drowsy to drive or concentrate, so I'm staying home today.",
        8: "I had headaches on and off all night and barely slept, so I'm not in any shape to work today.",
        9: "My eyes are strained and my head is throbbing after a rough night, so I'm taking a sick day to rest them.",
      },
    },
    {
      id: 'family',
      title: 'Family Care',
      excuses: {
        1: "My son has a fever and can't go to daycare today, so I need to stay home and take care of him.",
        2: "My daughter's school sent her home sick yesterday, and she can't go back until she's been fever-free for a full day.",
        3: "My partner is sick and can't look after the kids, so I need to stay home with them today.",
        4: "My dad needs someone with him today while he gets over a bad flu, and I'm the only one available.",
        5: 'Both of my kids came down with a stomach bug overnight, and I need to be home with them.',
        6: 'My mom is having a minor outpatient procedure and needs me to drive her home and stay with her today.',
        7: "My child has pink eye and the daycare won't take her back until she's been on drops for a full day.",
        8: "My grandmother's regular caregiver is out sick, and I have to cover for her today.",
        9: "My little one was up all night with an ear infection, and I'm taking him to the pediatrician this morning.",
        10: 'My teenager sprained her wrist at practice last night, and I need to take her to get it checked and splinted today.',
      },
    },
    {
      id: 'appointments',
      title: 'Medical Appointments',
      excuses: {
        1: "I have a doctor's appointment this morning with some tests, and I'd like to take the full day rather than rush back.",
        2: "I'm having a dental procedure today, and the dentist said I'll be numb and sore for the rest of the afternoon.",
        3: "My eye exam includes dilation, so I won't be able to read a screen or drive for several hours afterward.",
        4: 'I have a follow-up with a specialist today, and the only opening they had was in the middle of the day.',
        5: "I'm getting a wisdom tooth pulled today and will need the rest of the day to recover.",
        6: "I have a checkup and routine blood work across town today, and between the fasting and the wait I'll be out for the day.",
        7: 'I got a vaccine yesterday and woke up with a fever and a sore arm, which the pharmacist said can happen.',
        8: "I have a physical therapy evaluation that takes up most of the morning, so I'm taking a sick day.",
        9: "I have a minor outpatient procedure today, and I've been told not to drive or work for the rest of the day.",
      },
    },
    {
      id: 'mental',
      title: 'Mental Health Days',
      excuses: {
        1: "I'm not feeling well today and need a day to rest and reset. I'll be back tomorrow and ready to go.",
        2: "I'd like to take a mental health day today. I've been running on empty, and a day off will help me come back focused.",
        3: "I barely slept last night and I'm not in a good place to be productive. I'm going to use a sick day to recover.",
        4: "I'm feeling really burned out and need a day to recharge. I've made sure nothing urgent is due today.",
        5: "I'm dealing with a personal matter that's taking a toll, and I need a day away to handle it.",
        6: "My anxiety is high this morning, and I'll be much more useful tomorrow after a day to regroup.",
        7: "I've been pushing hard for weeks and my body is telling me to slow down. I'm taking a sick day to rest.",
        8: "I'm not feeling like myself today, and I think a day of rest is the responsible choice.",
        9: "I'm taking a personal health day to catch up on sleep and keep an appointment with my counselor.",
        10: "I need to take care of my health today. I'll have my phone on in case something urgent comes up.",
      },
    },
    {
      id: 'contagious',
      title: 'Contagious & Cautious',
      excuses: {
        1: "I have flu symptoms and I'm waiting on a test result, so I'll stay home to avoid exposing anyone.",
        2: "I have pink eye, which spreads easily, so I'm staying away from the office until the drops have had time to work.",
        3: "I'm coming down with the flu and don't want to pass it to the rest of the team.",
        4: "I have strep throat, and my doctor said I'm contagious until I've been on antibiotics for a full day.",
        5: "I've got a bad cough and a runny nose, and I don't want to leave germs all over the shared desks.",
        6: "Everyone in my house has the flu and I'm starting to feel it too, so I'll stay home to keep it from spreading.",
        7: "My toddler had hand, foot and mouth disease last week and now I have it, so I'm staying home until I'm no longer contagious.",
        8: "My doctor confirmed it's the flu and told me to stay home for at least a couple of days.",
        9: "I'm sneezing and coughing nonstop, and with the client meeting this week I don't want to get anyone else sick.",
        10: "I was around a friend with a bad virus this weekend and I'm starting to feel symptoms, so I'd like to work from home or take a sick day.",
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
        "Very little. Saying you're sick, that you won't be in today and when you expect to be back is enough in most workplaces. You aren't usually required to share a diagnosis, and extra detail tends to make a simple message sound less believable. Do mention anything time-sensitive, like a meeting or a deadline, and who could cover it. If your manager asks a follow-up question, answer briefly and honestly.",
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
        "Then it's usually better to ask for a personal day or use vacation time instead. Many companies offer personal or flexible days exactly for this, and asking honestly protects your credibility for the times you really are ill. A made-up illness can backfire if you're seen out and about or posting online. If your workplace makes it hard to take time off for legitimate reasons, that's worth raising directly.",
    },
    {
      question: 'Should I work from home instead of taking a sick day?',
      answer:
        "Only if you genuinely feel up to it and your role allows it. Working remotely keeps a cold or flu out of the office, but pushing through a fever usually means slower recovery and lower-quality work. If you're truly sick, take the day properly and switch off. If you feel okay but might be contagious, offering to work from home is a considerate middle ground that many managers appreciate.",
    },
  ],
  tips: [
    'Send your sick message before your shift starts, and follow up with a call if your workplace requires one.',
    'Keep it to two or three sentences: that you are unwell, that you will be out, and when you expect to be back.',
    'Flag any meeting or deadline you will miss and suggest who could cover it, so your absence causes as little disruption as possible.',
    "Read your employee handbook's sick leave section so you know the notice rules and when a doctor's note is required.",
    'Actually rest, and stay off social media for the day, since posting photos from the beach is the quickest way to lose trust.',
    'Use a personal day or vacation time when you are not really sick, and save sick days for when you need them.',
  ],
  related: [
    '/excuses/work/late-to-work',
    '/excuses/work/leave-early',
    '/excuses/work/missing-zoom-meeting',
    '/excuses/work/missing-deadline',
    '/get-my-excuse',
  ],
  updated: '2026-11-22',
};

export default page;
