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
        5: "I threw up twice before breakfast, so there's no way I'm making it in. Is anything due that I should submit online?",
        11: "My throat is so sore I can hardly swallow, and my mom's taking me for a strep test this morning. What should I make up when I'm back?",
        12: "I got into poison ivy at my uncle's farm this weekend, and the rash has spread to my face and hands. I'm home with calamine lotion today.",
        13: "My left ear has been throbbing since last night, and everything on that side sounds muffled. I'm staying home and getting it checked.",
      },
    },
    {
      id: 'family',
      title: 'Family Events',
      excuses: {
        1: "We're flying home Monday from my grandparents' 50th anniversary party, so I'll miss that day. Could I get the work ahead of time?",
        5: "I'll be out Wednesday for a religious holiday my family observes. Is there a good way to find out what I missed?",
        9: "My mom is getting a service award at the county fire department's banquet tomorrow afternoon, and she really wants me there. Could I pick up tomorrow's assignments today?",
        10: "My older sister gets married on Friday, and I'm one of her bridesmaids, so I'll be with the wedding party from early morning on. Could I pick up Friday's work on Thursday?",
        11: "My brother gets home from his deployment on Thursday, and we'll be at the base when his unit's plane lands. Could I get that day's work early?",
      },
    },
    {
      id: 'appointments',
      title: 'Appointments',
      excuses: {
        4: "My passport appointment for the spring exchange trip is at the federal building downtown this morning, and it's the only slot before the deadline.",
        6: "I'm touring a college with my mom on Thursday, four hours each way. Is it okay if I grab that day's assignments on Wednesday?",
        8: "I'm at the military processing station all day for my enlistment physical and testing, with check-in at five this morning. I'll be back in class Thursday.",
        10: 'My all-state orchestra audition is today, and the schedule runs from the morning warm-up until results are posted in the afternoon.',
        11: "I'm doing an overnight sleep study at the hospital tonight, so I'll be out tomorrow. Could you send me the lab instructions?",
      },
    },
    {
      id: 'transport',
      title: 'Getting There',
      excuses: {
        1: "I missed the bus by about thirty seconds and nobody at home can drive me. Could I get today's slides from you tomorrow?",
        5: "A freight train has been stopped across the only crossing out of our neighborhood since seven, and nobody can say when it'll move. Could you send me today's assignment?",
        7: "A gas leak closed our street at six, and the fire department isn't letting anyone in or out until the utility crew caps it. Could you post today's work online?",
        9: "My transit pass ran out, and I can't reload it until my mom gets paid tomorrow. Could I pick up today's work then?",
        10: "The wheelchair lift on my bus is broken again, and the district can't send an accessible van until tomorrow.",
      },
    },
    {
      id: 'weather',
      title: 'Weather',
      excuses: {
        1: "Our road still hasn't been plowed and the snow is past my knees, so I'm not getting out of the driveway today. I'll check the class page for today's work.",
        3: "A dust storm blew in at dawn, and on the highway to school you can't see past the hood, so my mom won't drive it today.",
        5: "A tornado tore part of the roof off our garage last night, and we're spending today clearing debris and getting it tarped before more rain comes.",
        7: "We had an earthquake at four this morning and three aftershocks since, and nobody in my house has slept. I'm staying home until things settle down.",
        9: "We're evacuating inland ahead of the hurricane tonight, so I'll be out until it passes. I'll keep up with anything you post online.",
        10: "It's twenty-five below with the wind chill, and I wait for the bus on a corner with no shelter. My mom's keeping me home until it warms up.",
      },
    },
    {
      id: 'home',
      title: 'Problems at Home',
      excuses: {
        3: "My little brother is sick and both my parents have shifts they can't miss, so I'm the one watching him today.",
        5: "Our well pump died last night, so we have no running water until a crew fixes it this afternoon. I'll be in tomorrow, showered.",
        8: "Our house is being tented for termites today, and we're staying at my aunt's, forty minutes from school, with no way in.",
        9: 'My dad has a bank appointment this morning and a lease signing this afternoon, and he needs me there to translate at both.',
        10: "My grandma is moving in with us today, and I'm helping my parents carry her things in and set up her room.",
      },
    },
    {
      id: 'wellbeing',
      title: 'Personal & Mental Health Days',
      excuses: {
        1: "I'm taking a mental health day. I've barely slept all week, and I'll get more out of your class tomorrow.",
        10: "A close friend and I had a big falling-out last night, and I need a day before I can face the whole lunch table. I'll be back Thursday.",
        11: "My parents are splitting up, and last night was really hard at home. I need today with my family, and I'll be back tomorrow.",
        12: "My best friend's family moves to Texas today, and I want to be there to say goodbye before their truck leaves at noon. I'll catch up on today's work tonight.",
        13: "I got rejected from my early decision school last night, and I'm not ready to have everyone ask me about it. I'll be back tomorrow with today's work done.",
      },
    },
    {
      id: 'parents',
      title: 'Notes From a Parent',
      excuses: {
        1: "Eli's cough has hung on all week and kept him awake until two last night, so we're keeping him home today to rest.",
        2: "Harper will be out Tuesday for a peanut allergy test that takes most of the day at her allergist's office.",
        4: 'Emma is having her wisdom teeth out on Friday and will be home recovering that day. We expect her back Monday.',
        5: "Our family has an immigration interview on Wednesday, and Aiden is required to attend with us, so he'll be out that day.",
        6: "Chloe has an educational evaluation with a specialist that runs most of the day on the 18th, so she won't be at school.",
        7: "We're moving next month, and Leo's new school wants him there Friday for placement testing and a tour, so he'll be absent here that day.",
        8: 'We had a small kitchen fire last night. Everyone is fine, but Ella is shaken up and is home with us while we deal with the smoke damage.',
        9: "Nora didn't pass the vision screening at school, and the first eye exam we could get is Tuesday at ten, so she'll be in after lunch that day.",
        10: 'Ben is competing in the regional robotics championship on Friday, and his team bus leaves at six that morning.',
        11: "We found head lice on Mia last night, and she's home today while we treat it. She'll be back tomorrow.",
        12: "Zoe's confirmation retreat leaves from our church early Friday and runs through the weekend, so she'll be out that day. She's already asked her teachers for the work.",
        13: "Jayden's hearing aid stopped working last night, and the earliest repair appointment is tomorrow afternoon. Without it he can't follow along in class, so he's home today.",
        14: 'Lucas is coming to my office with me Thursday for Take Our Daughters and Sons to Work Day, so please excuse his absence that day.',
        16: "Mateo will be absent Tuesday: he was picked to serve as a page at the state capitol for the day. He'll get his assignments from his teachers on Monday.",
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
  updated: '2026-11-25',
};

export default page;
