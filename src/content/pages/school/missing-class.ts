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
        3: "Someone burned popcorn in my dorm at 7:45, and the whole building stood outside in the rain until nine. I'll be caught up on the reading by Thursday.",
        7: "My student ID stopped scanning at the lab building door, and the ID office doesn't open until ten. Could I come to office hours for what I missed?",
        8: 'Our dorm elevator got stuck between floors with four of us inside, and it was fifty minutes before maintenance got the doors open. Was there anything important besides the slides?',
        9: "I was halfway to campus when I realized the essay due today was on the laptop I'd left on my desk, and the round trip took the whole class. It's attached here.",
        10: "The room-change notice went to my old email, so I sat alone in our old room for twenty minutes before a custodian told me. Could I get today's notes?",
        11: "I spilled a full cup of coffee down my only clean shirt on the way out, and everything else was still wet in the dorm washer. Could you point me to today's slides?",
      },
    },
    {
      id: 'transit',
      title: 'Getting to Campus',
      excuses: {
        1: "The 8:15 campus shuttle never showed, and the next one wasn't until 8:45, halfway through class. Could you tell me what we covered?",
        2: 'My train sat outside the station for thirty-five minutes with a signal problem. Did you cover anything I should read before Thursday?',
        4: "I circled the commuter garage for half an hour without finding a spot and didn't want to walk in halfway through your lecture. From now on I'm leaving twenty minutes earlier.",
        6: "A jackknifed truck shut down the interstate, and my bus crawled the last two miles in an hour. I'll get the notes from my study group.",
        7: "My car battery died in the driveway, and by the time a neighbor gave me a jump, your nine o'clock was over. I'll go through the slides tonight.",
        8: "The drawbridge on my route got stuck open after a barge went through, and traffic sat for forty minutes. Is there a recording of today's lecture?",
        9: "A water main burst on my street overnight, and police kept the block taped off, with my car inside, until after ten. Could you tell me which chapter we're on?",
        10: 'My bike lock froze solid overnight, and by the time a kettle of hot water got it open, class had started. Could you email me what we covered?',
      },
    },
    {
      id: 'clash',
      title: 'Clashing Commitments',
      excuses: {
        1: 'My chemistry midterm was moved into the same slot as your lecture. Could I watch the recording instead?',
        2: "I'll miss Tuesday's class to meet my advisor about a registration hold that has to be cleared before enrollment opens Friday. Could you send me the handout?",
        3: "The career fair is only open during our Wednesday section, and two of the companies I'm applying to are only there that day. A classmate is taking notes for me.",
        4: "My slot to pick next year's dorm room is Thursday at 10:15, and if I miss it I go to the back of the line. Could you send me that day's handout?",
        6: "Our biology lab ran almost two hours over, and I couldn't walk out in the middle of the experiment. Could I stop by office hours Thursday for what I missed?",
        7: "My EMT course scheduled my required ambulance ride-along for Thursday morning, and those shifts can't be traded. Could I pick up the worksheet before then?",
        8: "I'm presenting a poster at the undergraduate research symposium during our Monday class. I'll keep up with the reading, and you're welcome to stop by table 14.",
        10: "My National Guard unit added a Friday to this month's drill weekend, so I'll miss that class. I can send the orders if you need them.",
        12: "My scholarship interview is Wednesday at ten, and the committee doesn't offer any other times. Could you send me anything I'll need for the next class?",
        13: 'I have traffic court Wednesday morning for a speeding ticket, which is entirely my fault. What should I read for Friday?',
      },
    },
    {
      id: 'health',
      title: 'Feeling Sick',
      excuses: {
        4: "A migraine started an hour before class, and I can't look at a screen or a whiteboard right now. I'll catch up once it passes.",
        5: "Yesterday's flu shot knocked me flat, and I'm achy with a low fever this morning. Is there a makeup slot for today's lab?",
        8: "The pollen count is off the charts today, and my eyes are swollen half shut. Are today's slides on the course page?",
        9: "I rolled my ankle on the dorm stairs this morning, and I can't put weight on it long enough to cross campus. Are today's slides posted anywhere?",
        10: 'My blood sugar dropped on the walk to class, and I had to sit on a bench with juice and crackers until I felt steady. Is anything due before Friday that I should know about?',
        11: 'I sliced my thumb cutting a bagel and spent the morning at student health getting it glued shut. Could you send me the slides?',
      },
    },
    {
      id: 'online',
      title: 'Online Class Trouble',
      excuses: {
        1: "Our apartment Wi-Fi went down right before the video session and didn't come back until it ended. Could you share the recording?",
        2: "My laptop charger frayed and quit this morning, and the battery died ten minutes into the session. My roommate's lending me hers for Thursday.",
        3: "My roommate works nights and was asleep three feet away, and my headphones had died, so I couldn't unmute once. Could I send you my answers to the discussion questions?",
        6: "My camera and mic both quit twenty minutes in, and two restarts didn't bring them back. Did I miss anything from the second half that isn't on the slides?",
        7: "My sister and I share one laptop, and her online final landed right on top of our class. I'll go through the slides and bring questions to office hours.",
        8: "A crew started jackhammering right under my window, and even with headphones I couldn't hear the discussion, so I logged off. Is it okay if I catch up from the recording?",
        9: "The live captions I rely on weren't turned on for today's session, and I couldn't follow the discussion without them. Could we make sure they're on for Thursday?",
      },
    },
    {
      id: 'family',
      title: 'Family & Home',
      excuses: {
        3: "My little brother's school called me to come get him because he had a fever. I'm his emergency contact while my parents are at work.",
        5: "I had to sign my new lease in person this morning, because the leasing office won't hand over keys any other way. I'll have Wednesday's reading done.",
        7: "I'm translating for my mom at my little sister's parent-teacher conference this morning, because her English isn't strong yet.",
        8: "My grandma has a six-hour layover here on her way home to Guadalajara, and it's the only time I'll see her this year. Are the slides posted?",
        9: "My parents' restaurant was two people short for the lunch rush, and they needed me at the register. I'll catch up from a friend's notes tonight.",
        10: "My grandpa's new phone locked him out of his bank app, and he called me at eight in a panic. By the time we'd fixed it over video, class was nearly over.",
      },
    },
    {
      id: 'honest',
      title: 'Honest Emails',
      excuses: {
        1: "I missed class today without a good reason, and I'm sorry. Could you tell me what I should review before next week?",
        3: "I was behind on the reading and felt too unprepared to come, which I know isn't the answer. I'll be there Thursday.",
        4: "I skipped today to cram for my stats exam, which wasn't fair to your class. I'll get the notes and come ready on Thursday.",
        7: 'I mixed up the holiday schedule and thought we were off today. Could you point me to the slides?',
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
