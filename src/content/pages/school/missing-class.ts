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
        2: "I slept through my 8 a.m. after closing at the restaurant last night, and I'm sorry. Is anything due that I should know about?",
        3: "By the time I got to campus the doors were closed and the quiz had started, so I didn't want to interrupt. Can I make it up?",
        4: "I set my alarm for p.m. instead of a.m., which I now know is possible. Is there a recording of this morning's class?",
        5: "My roommate and I share one bathroom and one alarm, and neither worked this morning. I'll catch up on the reading tonight.",
        6: 'I stayed up until three finishing the essay for your class and slept straight through the start. Could I drop it in your mailbox this afternoon?',
        7: 'I locked my keys and backpack inside my dorm room, and it took the RA forty minutes to come let me back in.',
      },
    },
    {
      id: 'transit',
      title: 'Getting to Campus',
      excuses: {
        1: 'The campus shuttle never showed up this morning, and by the next one your class was half over.',
        2: 'My train sat outside the station for thirty-five minutes with a signal problem. Did you cover anything I should read before Thursday?',
        3: 'I got a flat on my bike halfway to campus and had to walk it back home. Could you tell me what I missed?',
        4: "The parking garage was full and I circled for half an hour before finding a spot. I'm sorry I missed class.",
        5: "My carpool driver got sick this morning, and I didn't have another way to campus in time for your class.",
        6: 'The roads near campus were closed for the marathon, and my bus detour took over an hour.',
        7: "My car battery died in the driveway, and the jump took too long to make your nine o'clock.",
      },
    },
    {
      id: 'clash',
      title: 'Clashing Commitments',
      excuses: {
        1: 'My chemistry midterm was moved into the same slot as your lecture. Could I watch the recording instead?',
        2: 'I have a required advising meeting for registration that only had openings during our class time.',
        3: "My work schedule changed this week, and I had to cover a shift during your Tuesday section. I'll have the reading done.",
        4: "I'm traveling with the debate team to a tournament on Friday, so I'll miss that session. Is there anything I should do ahead?",
        5: "I had a job interview that could only happen during your class. I'm happy to do extra work to make up for it.",
        6: "My lab ran two hours over because the experiment needed to finish, and I couldn't leave it unattended.",
        7: "I signed up to volunteer at the blood drive during Thursday's class. Could I pick up the handout ahead of time?",
        8: "I'm presenting a poster at the undergraduate research symposium across campus during our Monday class.",
        9: 'The only dental appointment I could get this month lands on Wednesday during our class. Is it okay if I get the notes from the course page?',
      },
    },
    {
      id: 'health',
      title: 'Feeling Sick',
      excuses: {
        1: "I'm running a fever this morning, so I'm keeping my germs out of the lecture hall. Could you let me know if I miss anything graded?",
        2: "Something I ate last night is not sitting well, and I'd rather not spend your lecture running to the restroom. I'll check the course page for the assignment.",
        3: "I pulled something in my back at the gym last night, and I can't sit in those lecture hall seats for ninety minutes today.",
        4: "A migraine started an hour before class, and I can't look at a screen or a whiteboard right now.",
        5: "The vaccine I got yesterday left me achy and wiped out, so I'm resting this morning instead of sitting through a two-hour lab.",
        6: "I'm still recovering from getting my wisdom teeth out and can't talk much yet. I'll be back on Monday.",
        7: 'I got dizzy walking to class and sat down in the student center until it passed, which took the whole hour.',
        8: "My allergies are so bad today that I can barely keep my eyes open. I'll catch up from the slides tonight.",
      },
    },
    {
      id: 'online',
      title: 'Online Class Trouble',
      excuses: {
        1: 'Our apartment Wi-Fi dropped right before the video session and stayed down until it ended. Would you be able to share the link to the recording?',
        2: 'The meeting link in the calendar invite was broken, and by the time I found the right one, class had ended.',
        3: "My laptop started a forced update just as class began, and it didn't finish until the session was nearly over.",
        4: "The power went out in our building this morning, so I couldn't join your online session.",
        5: "I joined the wrong section's meeting by mistake and only realized halfway through. Could I see today's slides?",
        6: 'My camera and mic both quit in the middle of class, and by the time I had everything working again, the session had ended.',
        7: "The learning platform was down for maintenance during our session, and I couldn't find another way in.",
      },
    },
    {
      id: 'family',
      title: 'Family & Home',
      excuses: {
        1: "My little brother's daycare closed early, and I'm the only one who could pick him up during your class.",
        2: "My mom had a minor procedure this morning and needed a ride home, so I missed lecture. I'll get the notes from a classmate.",
        3: "My grandparents are in town for only one day, and today's lunch with them overlapped with your class.",
        4: "My sister's car broke down on the highway and I went to help her, so I couldn't make it to class.",
        5: 'I had to sign the lease for my new apartment in person, and the only appointment was during our class.',
        6: "Our dog slipped out the gate this morning, and it took two hours of searching the neighborhood to find her. She's home safe now.",
        7: "I'm translating at my dad's appointment at the bank today because his English isn't strong yet.",
      },
    },
    {
      id: 'honest',
      title: 'Honest Emails',
      excuses: {
        1: "I missed class today without a good reason, and I'm sorry. Could you tell me what I should review before next week?",
        2: "I've been overwhelmed this semester and skipped class to catch up on other work. I'd like to talk about how to get back on track.",
        3: "I was behind on the reading and felt too unprepared to come, which I know isn't the answer. I'll be there Thursday.",
        4: "I skipped today's lecture to study for another exam. I should have asked you first, and I'll make sure it doesn't happen again.",
        5: "I've missed a few classes lately because I'm struggling with the material. Could I come to office hours for help?",
        6: "I simply needed a rest day and stayed home. I'll go through the slides and bring questions on Monday.",
        7: 'To be honest, I mixed up the holiday schedule and thought we had no class today. Could you point me to the slides?',
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
  updated: '2026-11-23',
};

export default page;
