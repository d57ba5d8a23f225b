import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Missing School: 35+ Excuses for a Day Off',
  category: 'school',
  description:
    'Out for the whole day? Honest notes for students to send teachers and for parents to send the attendance office, from sick days to snow days.',
  fullTitle: 'Excuses for Missing School: What Students and Parents Can Say About a Full-Day Absence',
  carousel: true,
  sections: [
    {
      id: 'sick',
      title: 'Feeling Sick',
      excuses: {
        1: "I woke up with a fever and I'm staying home today. Could you email me anything we cover so I don't fall behind?",
        2: 'Please excuse Maya from school today. She was up most of the night with an upset stomach and needs to rest.',
        3: "I've completely lost my voice and my throat feels like sandpaper, so I won't be in. I'll check the class page tonight.",
        4: 'Eli has a hacking cough that kept him awake until two, so we are keeping him home. We expect him back tomorrow.',
        5: "I threw up twice before breakfast, so there's no way I'm making it in. Is anything due that I should submit online?",
        6: "Sophie woke up with red, itchy, goopy eyes, and we'd rather not share that with her classmates. She'll return once it clears.",
        7: "My head is pounding and bright light makes it worse, so I'm staying in bed. Can I pick up the worksheet when I'm back?",
        8: 'Liam came home with chills yesterday and still looks pale and wiped out this morning. Kindly record his absence as illness.',
        9: "I rolled my ankle at practice yesterday and still can't put weight on it, so I'll be out today while the swelling goes down.",
      },
    },
    {
      id: 'family',
      title: 'Family Events',
      excuses: {
        1: "We're flying home Monday from my grandparents' 50th anniversary party, so I'll miss that day. Could I get the work ahead of time?",
        2: "Jack will be absent this Friday for his aunt's wedding in Ohio. We'll make sure he completes anything he misses.",
        3: "My older sister graduates from college on Thursday and the whole family is driving up for the ceremony. May I turn in Thursday's homework early?",
        4: "Owen's baby brother is due any day now, and on the day he arrives Owen will be with his grandparents instead of in class. Thank you for understanding.",
        5: "I'll be out Wednesday for a religious holiday my family observes. Is there a good way to find out what I missed?",
        6: 'My mother is visiting from overseas for only four days, and we would like Ethan to spend Wednesday with her before she flies home.',
        7: "My cousin's quinceañera is in Texas this weekend and we're leaving Friday at dawn. Is it all right if I take the quiz on Monday?",
        8: "Lucas will miss Thursday to attend his grandfather's retirement ceremony from the fire department, a once-in-a-career event for our family.",
        9: 'My dad is being sworn in as a US citizen tomorrow morning, and I really want to be there with him.',
      },
    },
    {
      id: 'appointments',
      title: 'Appointments',
      excuses: {
        1: 'Zoe has an orthodontist visit downtown at ten, and with the drive both ways it will take the whole school day.',
        2: "I have a specialist appointment two hours away tomorrow, so I'll be gone all day. Could you send me the lab instructions?",
        3: 'Daniel has his yearly checkup and required vaccines on Tuesday at a clinic across the county. I am writing to request that day be excused.',
        4: "My road test is tomorrow and the testing site is an hour out of town. It's the only opening for two months, so I'll miss the day.",
        5: 'Emma is having her wisdom teeth out on Friday and will be home recovering that day. We expect her back Monday.',
        6: "I'm touring a college with my mom on Thursday, four hours each way. Is it okay if I grab that day's assignments on Wednesday?",
        7: 'Our family has a scheduled immigration interview on Wednesday that all of us must attend, including Aiden.',
        8: "They're dilating my pupils at my eye appointment, and I won't be able to read for the rest of the day, so I'm staying out.",
        9: 'Chloe has an educational evaluation with a specialist that runs most of the day on the 18th, so she will not be at school.',
      },
    },
    {
      id: 'transport',
      title: 'Getting There',
      excuses: {
        1: "I missed the bus by about thirty seconds and nobody at home can drive me. Would you mind if I get today's slides from you tomorrow?",
        2: "Our car wouldn't start this morning, and without another way to get Ruby there, she has to stay home. Sorry for the short notice.",
        3: "The only road into town is closed after an overnight water main break, and the detour takes over an hour. I can't get in today.",
        4: 'The family we carpool with had to leave town unexpectedly, and I cannot leave work to drive Nora across the district today.',
        5: "My bike chain snapped halfway there and I had to walk it home. I don't have any other way to get to school today.",
        6: "The commuter train had a signal outage, and it's Leo's only route to his magnet program. Please mark today as an excused absence.",
        7: "My ride had a fender bender on the way to pick me up. Everyone's okay, but I'm stuck at home without a way in.",
        8: "Our only vehicle was towed overnight during street sweeping, and the impound lot doesn't open until noon, so Henry is home with me.",
      },
    },
    {
      id: 'weather',
      title: 'Weather',
      excuses: {
        1: "Our road still hasn't been plowed and the snow is past my knees, so I'm not getting out of the driveway today.",
        2: 'The hill out of our neighborhood is still glazed with ice from last night, and I am not comfortable driving Isabella on it.',
        3: "The creek behind our house flooded the only road out, and the county has it blocked. I'm stuck here until it drains.",
        4: "With a heat advisory today and no air-conditioned ride, I don't want Amelia walking her mile and a half. She'll stay home.",
        5: "A tree came down across our driveway in last night's wind, and we can't get the car out until someone cuts it up.",
        6: 'Fog on our rural road has visibility under a hundred feet right now, and I will not put Mason in the car in that.',
        7: "The air quality index is purple from wildfire smoke, and my parents don't want me outside walking in it.",
        8: 'We are evacuating inland ahead of the hurricane, so Jacob will be out until the storm passes and we can return.',
      },
    },
    {
      id: 'home',
      title: 'Problems at Home',
      excuses: {
        1: "A pipe burst in our basement overnight, and I'm helping my mom haul everything upstairs before it's ruined. I'll be back tomorrow.",
        2: 'Our furnace quit overnight, so we are staying with my sister across the county, too far for Levi to catch his bus.',
        3: "My little brother is sick and both my parents have shifts they can't miss, so I'm the one watching him today.",
        4: 'We had a small kitchen fire last night. Everyone is fine, but Ella is shaken up and is home with us while we deal with the smoke damage.',
        5: "Our dog slipped out of the yard at six this morning and we're still searching the neighborhood. I can't leave until we find her.",
        6: 'The gas company shut off our line for a leak check and we had to leave the house at five, so Wyatt got almost no sleep.',
        7: "My mom is recovering from a procedure and can't drive or lift anything yet. I'm home helping her get around today.",
        8: 'Our home is being treated for pests and we must be out all day, and the place we are staying is forty minutes from campus.',
      },
    },
    {
      id: 'wellbeing',
      title: 'Personal & Mental Health Days',
      excuses: {
        1: "I'm taking a mental health day. I've barely slept all week, and I'll be more useful in your class tomorrow.",
        2: 'Clara has been under a lot of stress lately, and we agreed a quiet day at home is what she needs. She will be back on Thursday.',
        3: "After three tests this week I'm completely burned out, so I'm staying home to rest. I'll get the notes from Priya.",
        4: "Max had a rough week with friends, and we're keeping him home to talk things through as a family. He returns tomorrow.",
        5: "Honestly, I'm overwhelmed and need a day to get my head straight. Could we find a time this week to go over what I miss?",
        6: 'Anna has felt anxious every morning this week, and we are giving her a calm day off before she meets with her school counselor on Friday.',
        7: "I have a youth orchestra audition today, three hours away. I'll have the chapter read by Monday, and I can stay after to catch up.",
        8: 'Ben is competing in the regional robotics championship on Friday, and his team bus leaves at six that morning.',
        9: "I'm not sick, and I'd rather be straight with you: I'm exhausted and taking today off. Everything due this week will still be on time.",
      },
    },
  ],
  faq: [
    {
      question: 'How do schools handle a full-day absence?',
      answer:
        "Most schools take attendance every morning and call or text a parent when a student is marked absent without notice. A message or note from a parent or guardian usually turns it into an excused absence, as long as the reason fits the school's policy, such as illness, appointments, family events or religious holidays. Unexcused absences can add up and trigger letters or meetings. Check your student handbook for the deadline to submit a note, often one to three days after the absence.",
    },
    {
      question: 'What should a parent include in a note to the attendance office?',
      answer:
        "Keep it short: the student's full name, grade or homeroom, the date or dates missed, and a brief reason such as illness or a family event. Add your name, signature and a phone number. You don't need to share medical details, and 'she was sick' is enough for most offices. Many schools accept an email or a message through the parent portal, so find out which format yours prefers and send it on the day of the absence if you can.",
    },
    {
      question: 'Can a student send the note themselves?',
      answer:
        "For the attendance record, usually not: most schools want the absence confirmed by a parent or guardian, and a note signed in someone else's name is forgery, not an excuse. Students 18 and older may be able to excuse themselves, depending on the district. What a student can and should do is message their teachers directly to ask what they missed, request handouts and arrange any makeup tests. Teachers appreciate hearing from you before you're back in their room.",
    },
    {
      question: 'Are mental health days an excused absence?',
      answer:
        "A growing number of states and districts allow a limited number of mental health days as excused absences, while others fold them into illness or personal days. If you're not sure, ask the school counselor or front office. One rest day can help, but if you're feeling overwhelmed for weeks, tell a parent, counselor or teacher what's going on. Being honest about stress often gets you real support, like extended deadlines, instead of just a day off.",
    },
    {
      question: 'When is it better to tell the truth about missing school?',
      answer:
        "Almost always. Attendance offices see the same reasons every day, and a plain, true explanation like 'he overslept and missed the bus' is easier to stand behind than a story that unravels when a teacher asks a follow-up question. If you simply need a break, say so to your parent and let them decide how to report it. Teachers also respond better to honesty: admitting you were behind and exhausted usually earns more flexibility than an invented emergency.",
    },
    {
      question: 'How do I catch up after missing a day of school?',
      answer:
        "Start on the day you're out if you feel well enough: check the class website or learning platform for posted slides and assignments. Message each teacher with one specific question, like which pages were assigned or when you can take a missed quiz. Borrow notes from a reliable classmate, and write down new due dates so nothing slips. If you miss several days in a row, ask a counselor to help you plan a makeup schedule across all your classes.",
    },
  ],
  tips: [
    'Let the school know the same morning, before attendance is taken, rather than explaining after the fact.',
    "Give the reason in one plain sentence; teachers and attendance staff don't need the full story.",
    'Students should message each teacher directly to ask what was covered and when any missed test can be made up.',
    'Parents should include the full name, grade and date so the office can match the note to the right record quickly.',
    'Save your excused days for when you truly need them, since many schools cap how many a year count as excused.',
    'Hand in anything that was due on the day you missed as soon as you can, even before anyone asks for it.',
  ],
  related: [
    '/excuses/school/missing-class',
    '/excuses/school/no-homework',
    '/excuses/school/missing-deadline',
    '/excuses/school/skip-presentation',
    '/excuses/health/stay-home',
  ],
  updated: '2026-11-23',
};

export default page;
