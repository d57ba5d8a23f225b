import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Missing Class',
  category: 'school',
  description:
    'Missing one class or lecture? Short emails to a teacher or professor that explain the absence, ask for the notes and keep you on track.',
  fullTitle: 'Excuses for Missing Class: How to Email Your Professor or Teacher',
  carousel: false,
  sections: [
    {
      id: 'morning',
      title: 'Overslept & Running Late',
      excuses: {
        1: "My alarm didn't go off and I woke up ten minutes after your lecture started. Could I get the slides from today?",
        3: 'My little brother missed his ride, so I drove him across town to his middle school first and got to campus far too late to walk in.',
        7: 'I locked my keys and backpack inside my dorm room, and it took the RA forty minutes to come let me back in.',
        8: 'The elevator in my building stuck between floors with four of us inside, and maintenance took half an hour to get it moving.',
        9: 'I turned back halfway to campus because my laptop, with the essay on it, was still sitting on my desk. Can I send the essay to your inbox now?',
        10: "The room-change notice went to my old email, so I sat alone in our old room for twenty minutes before a custodian told me. Could I get today's notes?",
        11: 'The fire alarm in my dorm went off as I was leaving, and nobody was let back in for keys or bags until the fire department cleared the building at 9:40.',
      },
    },
    {
      id: 'transit',
      title: 'Getting to Campus',
      excuses: {
        1: "The 8:15 campus shuttle never came, and the next one wasn't due until 8:45, which would have put me in your room for the last ten minutes.",
        2: 'My train sat outside the station for thirty-five minutes with a signal problem. Did you cover anything I should read before Thursday?',
        4: "The parking garage was full and I circled for half an hour before finding a spot. I'm sorry I missed class.",
        6: 'The roads near campus were closed for the marathon, and my bus detour took over an hour.',
        7: "My car battery died in the driveway, and the jump took too long to make your nine o'clock.",
        8: 'The path from my dorm was a sheet of ice this morning, and after falling twice I went back inside. Is there a recording?',
        9: 'A water main broke on my street overnight, and police had the whole block taped off, with my car inside it, until after ten.',
        10: "I got on the express by mistake, and it didn't stop until the far side of town. I'll watch the recording tonight.",
      },
    },
    {
      id: 'clash',
      title: 'Clashing Commitments',
      excuses: {
        1: 'My chemistry midterm was moved into the same slot as your lecture. Could I watch the recording instead?',
        2: "I'm meeting my advisor Tuesday at ten to lift a registration hold, or I lose my spot when enrollment opens on Friday.",
        3: "My work schedule changed this week, and I had to cover a shift during your Tuesday section. I'll have the reading done.",
        4: "I'm traveling with the debate team to a tournament on Friday, so I'll miss that session. Is there anything I should do ahead?",
        6: "My lab ran two hours over because the experiment needed to finish, and I couldn't leave it unattended.",
        7: 'My EMT course assigns our required ambulance ride-along shifts, and mine landed on Thursday morning. Could I pick up the handout ahead of time?',
        8: "I'm presenting a poster at the undergraduate research symposium across campus during our Monday class.",
        10: "My National Guard unit added a Friday to this month's drill weekend, so I'll miss that class. I can send the orders if you need them.",
        12: "The scholarship committee could only interview me Wednesday at ten, right in our class time, and I didn't want to risk the award.",
        13: "I have to appear in traffic court Wednesday morning for a speeding ticket. It's my own fault, so all I'm asking for is the reading for Friday.",
      },
    },
    {
      id: 'health',
      title: 'Feeling Sick',
      excuses: {
        4: "A migraine started an hour before class, and I can't look at a screen or a whiteboard right now.",
        5: "The flu shot I got yesterday left me achy and wiped out, so I'm resting this morning instead of sitting through a two-hour lab.",
        8: "My allergies are so bad today that I can barely keep my eyes open. I'll catch up from the slides tonight.",
        9: 'I sliced my thumb cutting a bagel this morning and spent class time at the health center getting stitches.',
        10: 'My blood sugar crashed on the walk to class, and I had to sit on a bench with juice and crackers until it leveled out. Could I borrow your slides?',
        11: "Pink eye showed up overnight, and I didn't want to pass it around a full lecture hall. Could you send me the notes?",
      },
    },
    {
      id: 'online',
      title: 'Online Class Trouble',
      excuses: {
        1: 'Our apartment Wi-Fi dropped right before the video session and stayed down until it ended. Would you be able to share the link to the recording?',
        2: "My laptop charger frayed and quit this morning, and the battery died ten minutes into the session. My roommate's lending me hers for Thursday.",
        3: "My laptop started a forced update just as class began, and it didn't finish until the session was nearly over.",
        6: "My camera and mic both quit twenty minutes in, and two restarts didn't bring them back. Did I miss anything from the second half that isn't on the slides?",
        7: "The learning platform was down for maintenance during our session, and I couldn't find another way in.",
        8: "A crew was jackhammering the sidewalk right under my window, and I couldn't hear a word of the discussion, so I dropped off. Could I watch the recording?",
        9: "I left my phone at my parents' place, so I couldn't get the two-factor code to log in to the class. IT reset it an hour too late.",
      },
    },
    {
      id: 'family',
      title: 'Family & Home',
      excuses: {
        3: "My little brother's school called me to come get him because he had a fever. I'm his emergency contact while my parents are at work.",
        5: "I had to sign the lease on my new apartment in person this morning, since the leasing office won't hand over keys any other way.",
        7: "I'm translating at my dad's appointment at the bank today because his English isn't strong yet.",
        8: 'Our landlord scheduled the heater repair for a four-hour window that covers your class, and someone had to be home to let them in.',
        9: 'My roommate fell on the stairs this morning, and I drove her to urgent care and stayed until she was seen.',
        10: "My cat swallowed a hair tie, and I spent the morning at the emergency vet. She's fine, but I missed lecture.",
      },
    },
    {
      id: 'honest',
      title: 'Honest Emails',
      excuses: {
        1: "I missed class today without a good reason, and I'm sorry. Could you tell me what I should review before next week?",
        3: "I was behind on the reading and felt too unprepared to come, which I know isn't the answer. I'll be there Thursday.",
        4: "I skipped today's lecture to study for another exam. I should have asked you first, and I'll make sure it doesn't happen again.",
        7: 'To be honest, I mixed up the holiday schedule and thought we had no class today. Could you point me to the slides?',
        8: "I've been thinking about dropping this course, and I skipped while I decided. Could we talk during office hours before the deadline?",
        10: "I had a ticket to an afternoon show and chose it over class. That's on me, and I'll get the notes from a classmate.",
      },
    },
  ],
  faq: [
    {
      question: 'Do I need to email my professor if I miss one class?',
      answer:
        "In most college classes you don't have to explain a single absence, but a short email is a good idea if you missed a quiz, an in-class activity or a deadline, or if attendance is graded. Check the syllabus first: it often says how many absences are allowed and what counts as excused. Keep the email to three or four sentences and ask one clear question, such as where to find the slides.",
    },
    {
      question: 'How do I ask for notes without annoying the teacher?',
      answer:
        "Check the course page, the recording and a classmate's notes first, since many instructors expect that. Then ask a specific question about anything still unclear, rather than asking them to repeat the whole class. Offering to come to office hours shows you're taking responsibility. Teachers are usually glad to help a student who has clearly done the first steps alone.",
    },
    {
      question: 'What counts as an excused absence?',
      answer:
        'It depends on the school, but illness, family emergencies, religious observances, official school activities and jury duty are commonly excused. Some schools ask for documentation for longer absences or missed exams, usually through a dean or student services office. Oversleeping, travel plans and work shifts are usually unexcused, though many instructors still allow a few absences for any reason.',
    },
    {
      question: 'What if I missed a quiz or test in class?',
      answer:
        "Email the instructor the same day, say briefly why you missed it and ask whether a make-up is possible. Read the syllabus policy first, since some courses drop the lowest quiz and others allow make-ups only with documentation. The sooner you ask, the better your chances. For a missed exam, contact your school's student services office if the reason was serious.",
    },
    {
      question: 'Is it better to be honest about skipping class?',
      answer:
        'Usually yes. Instructors see many emails with dramatic reasons and often recognize them. A short, honest note like "I missed class and want to catch up" comes across as mature, and it keeps your credibility for the day you have a real emergency. If you\'re skipping because you\'re struggling, saying so can open the door to tutoring or extensions.',
    },
    {
      question: 'Can I ask my professor for a recording of the lecture I missed?',
      answer:
        "Yes, as long as you ask politely and accept the answer. Look on the course site first, because many lectures are recorded automatically and posted within a day. If nothing is there, one line is enough: say which session you missed and ask whether a recording or the slides are available. Some instructors don't record on purpose, to encourage attendance or protect class discussion, so have a backup plan such as a classmate's notes.",
    },
  ],
  tips: [
    'Read the syllabus attendance policy before you write, so your email asks the right question.',
    'Send the email the same day, before the next class if you can.',
    'Ask a classmate for notes first, then bring specific questions to office hours.',
    "Keep it short: what you missed, a one-line reason and what you'll do to catch up.",
    "If you miss class because you're struggling, say so; most schools have help for exactly that.",
    'Set two alarms for early classes, one across the room, and lay out what you need the night before.',
  ],
  related: [
    '/excuses/school/missing-school',
    '/excuses/school/no-homework',
    '/excuses/school/skip-presentation',
    '/excuses/school/missing-deadline',
    '/excuses/work/late-to-work',
  ],
  updated: '2026-11-25',
};

export default page;
