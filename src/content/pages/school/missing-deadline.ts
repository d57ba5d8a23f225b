import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Missing School Deadline',
  category: 'school',
  description:
    'Essay, lab report or project running late? How to ask a teacher or professor for an extension, what to say after a missed due date, and how to recover.',
  fullTitle: 'Excuses for Missing a School Deadline: Asking for an Extension',
  carousel: true,
  sections: [
    {
      id: 'workload',
      title: 'Heavy Workload',
      excuses: {
        2: 'My other professor moved our exam up by a week, and it landed on top of this paper. Is a two-day extension possible?',
        5: 'I work at a grocery store, and with a manager out sick I closed every night this week and got home after eleven. Would Monday be okay?',
        6: "I'm finishing my capstone draft this week, and it's taken every free hour. Can this assignment wait until Tuesday?",
        8: "I'm student teaching full time this semester, and grading my own students' work ate up the week. I can have it to you Friday.",
        9: "I'm running for student body vice president, and election week meant a debate, flyers and tabling every night. Voting closes Friday; could I turn the lab report in Monday?",
        10: "I'm treasurer for our club's cultural night, which was Saturday, and ticket sales took every evening this week. Could I have until Tuesday?",
        11: "I'm an RA, and a flood on my floor meant two nights of moving residents and filling out incident reports. I'll send the paper Monday morning.",
        12: "I'm a research assistant, and my lab's grant application was due Friday, so I spent every evening this week formatting its figures. Could I turn this in Monday?",
        13: 'The marching band had three performances this week, with practice every night in between. Would Thursday work for the lab write-up?',
        14: "Six summer internship applications were due this week, each with its own cover letter, and I badly underestimated how long they'd take. Could I have until Monday morning?",
      },
    },
    {
      id: 'health',
      title: 'Health & Wellbeing',
      excuses: {
        1: "I've had the flu since Sunday and haven't been able to work on the essay. Is next Wednesday too late?",
        2: 'I got a concussion in a soccer game last week, and screens still make my head pound. Could I have until next Wednesday?',
        3: "I've been struggling with anxiety this month and started seeing someone at the counseling center. Could I turn the paper in next Monday?",
        5: "I've had terrible sleep for two weeks, and nothing I write holds together right now. Would the end of the week be okay?",
        8: "My glasses broke on Monday and the new pair won't be ready until Thursday, so I can barely read my own screen. Could I send it Friday instead?",
        9: "My regular medication has been on back order for two weeks, and without it I'm reading the same page over and over. The refill comes Tuesday; could I have until Thursday?",
      },
    },
    {
      id: 'tech',
      title: 'Tech & Submission Problems',
      excuses: {
        1: "The submission portal crashed at 11:50 and wouldn't accept my file. I've attached it here with a screenshot of the error.",
        2: "My laptop's hard drive failed two days before the due date, and my latest draft wasn't backed up. I'm rebuilding it and can have it to you Thursday.",
        3: 'The makerspace 3D printer jammed twice on my final model, and each print takes eleven hours. The third try finishes tonight, so I can submit tomorrow morning.',
        6: 'My phone slid into the sink with all three of my interview recordings on it, and the repair shop is trying to recover them by Wednesday. Could I submit Friday?',
        7: "The lab computers with the design software were booked solid all week, and it won't run on my laptop. I've reserved one Saturday morning; could I submit that afternoon?",
        9: "A password reset locked me out of my school account for three days, so I couldn't reach the course page or my files. Could I have three more days?",
      },
    },
    {
      id: 'research',
      title: 'Research Setbacks',
      excuses: {
        1: "The library's only copy of the main source I need was checked out, and the interlibrary loan arrives Wednesday. Could I submit it Friday?",
        2: 'My experiment failed twice, and I need one more run before I can write the results section. Is next Monday possible?',
        3: "Two of the people I was supposed to interview for the project canceled at the last minute. I've rescheduled one for Thursday and found a replacement for the other, so could I submit Monday?",
        4: "My survey didn't get enough responses to analyze, so I've kept it open three more days. Could the analysis come to you next Friday?",
        6: "I realized halfway through that my thesis didn't hold up, and I'm restructuring the paper around a better argument. Could I have until Friday to get it right?",
        7: "The fieldwork site closed because of flooding, so I couldn't collect the last set of samples. It reopens Tuesday, so could I have until Thursday?",
        8: 'The public data set I chose turned out to have thousands of blank entries, and cleaning it took most of the week. Could I have until Monday for the analysis?',
        9: "The core facility sent my lab results back a week later than promised, and the whole analysis depends on them. I'm on it now and can submit by Thursday.",
        10: "My research partner dropped the class last week, and I've inherited her half of the data collection. Could I have until next Friday?",
        11: "My advisor has to approve my methods before I start the analysis, and she's away at a conference until Monday. Could I submit the following Thursday?",
      },
    },
    {
      id: 'family',
      title: 'Family & Life',
      excuses: {
        2: 'My grandma moved into assisted living this week, and I spent four days helping my parents pack up her house. Could I turn the paper in Monday?',
        9: "My mom had knee surgery last Tuesday, and I've been driving home every evening to cook and help her up the stairs. Could I have until Monday?",
        10: "My roommate moved out without warning, and I spent the week finding someone to take her room so I don't owe double rent. Could I send it Sunday night?",
        11: "My dad lost his job last week, and I've been home most evenings helping with my little brothers while he looks for work. Would next Friday work?",
        12: 'My visa paperwork needed urgent changes this week, and I spent two full days at the international student office. I can have the essay to you by Thursday.',
        14: "I was rear-ended at a stoplight last Friday, and I'm fine, but insurance calls, body shop visits and sorting out a rental took every spare hour this week. Could I have until Wednesday?",
        15: "The express bus from my neighborhood was cut this month, and the replacement route takes ninety minutes each way. I'm still learning to get work done on the bus; could I have until Friday?",
      },
    },
    {
      id: 'mistakes',
      title: 'Mix-ups',
      excuses: {
        1: "I misread the syllabus and thought the essay was due next Friday. I'm sorry, and I can have it to you by tomorrow.",
        2: 'I submitted the file to the wrong assignment slot on the course page. The right version is attached now.',
        3: "I cited the wrong edition of the textbook all the way through, and fixing every page number is taking longer than I expected. It'll be in tonight.",
        4: 'My lab partner and I each thought the other was uploading our report. Here it is, a few hours late.',
        5: 'I wrote to the wrong prompt by mistake and only noticed when I reread the assignment. Could I have two days to redo it?',
      },
    },
    {
      id: 'honest',
      title: 'Honest Requests',
      excuses: {
        1: "I managed my time badly on this one and I'm behind. I'd rather ask for two days than turn in something rushed.",
        5: 'I rewrote the introduction six times trying to make it perfect and left myself no time for the rest. Could I have until Thursday?',
        7: 'After my midterm grade I lost steam and let this paper slide, but I want to turn the semester around. Could I have until Monday to do it properly?',
        8: "I went away with friends for the long weekend and came back to more work than I'd planned for, which is on me. Could I turn it in Wednesday?",
        10: "I'm taking too many credits this semester, and I'm behind in every class, not just yours. I'm meeting my advisor Tuesday about dropping one; could I have until Friday?",
        11: "I missed two classes, felt too embarrassed to ask what I'd missed, and kept putting the paper off. Could I come to office hours Tuesday and have until Friday to finish it?",
      },
    },
  ],
  faq: [
    {
      question: 'How do I ask a teacher or professor for an extension?',
      answer:
        "Ask before the deadline, by email or in office hours, and keep it short: what's late, why in one or two sentences, how much of it is done, and the new date you're asking for. Check the syllabus first, since many courses state an extension or late policy. Offering to send what you have so far shows good faith. Asking the night before is far better than explaining afterward.",
    },
    {
      question: 'What should I do if I already missed the deadline?',
      answer:
        "Submit the work as soon as you can and send a brief, polite email at the same time. Say what happened without a long story, take responsibility and ask whether late work is accepted. Don't wait to hear back before finishing, because every day usually costs more points. If something serious caused the delay, your school's dean of students or academic advisor can often help.",
    },
    {
      question: 'Do I need proof for a deadline extension?',
      answer:
        "It depends on the school and the reason. For a short extension, many instructors just take your word. For longer ones, or for missed exams, schools often ask for documentation through the student services or disability office rather than sharing details with each teacher. You don't have to give private medical information to a professor; it's enough to say you had a health issue and are working with the relevant office.",
    },
    {
      question: 'Is it better to submit something incomplete on time?',
      answer:
        "Often, yes. A partial submission usually earns some credit, while a late penalty can take away a large share of the grade each day. Check the late policy and do the math. If the missing part is essential, like the results of an experiment, ask your instructor which they prefer. Whatever you choose, include a short note on what's missing and why.",
    },
    {
      question: 'Should I tell the truth if I simply procrastinated?',
      answer:
        'Yes. Instructors hear invented emergencies all the time, and an honest "I managed my time badly" is often received better than a story that doesn\'t add up. Pair it with a concrete plan and a realistic new date. If procrastination is a pattern, ask about your school\'s tutoring or study skills center, which exists for exactly this.',
    },
  ],
  tips: [
    'Ask for an extension before the due date, never the morning after.',
    'Say how much is done and propose a specific new date you can meet.',
    'Read the late policy in the syllabus before you write to your teacher.',
    'Keep a backup of every draft in the cloud so a dead laptop costs you minutes, not days.',
    'Use the counseling or student services office when health or family issues last more than a few days.',
    'Put every due date into one calendar with a reminder three days ahead.',
  ],
  related: [
    '/excuses/school/no-homework',
    '/excuses/school/skip-group-project',
    '/excuses/school/missing-class',
    '/excuses/work/missing-deadline',
    '/excuses/school/skip-presentation',
  ],
  updated: '2026-11-25',
};

export default page;
