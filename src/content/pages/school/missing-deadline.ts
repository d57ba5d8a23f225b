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
        1: 'I have two midterms and a lab report due the same day as this essay. Could I have until Monday to give it proper attention?',
        2: 'My other professor moved our exam up by a week, and it landed on top of this paper. Is a two-day extension possible?',
        3: 'I underestimated how long the data analysis would take, and the paper needs three more days to be done well.',
        4: "I'm taking eighteen credits this semester, and this week every course has something due. Could I submit on Friday?",
        5: "The reading list turned out to be longer than I planned for, and I'm only halfway through the sources.",
        6: "I'm finishing my capstone draft this week, and it's taken every free hour. Can this assignment wait until Tuesday?",
        7: "I've been working extra shifts to cover tuition this month, and I fell behind on the project.",
        8: "I'm student teaching full time this semester, and grading my own students' work ate up the week.",
        9: "Our team had a tournament out of state from Thursday to Sunday, and I couldn't get to the lab on the road.",
      },
    },
    {
      id: 'health',
      title: 'Health & Wellbeing',
      excuses: {
        1: "I've been sick with the flu since Sunday and couldn't work on the essay. Could I have an extension until I'm better?",
        2: 'I got a concussion in a soccer game last week, and screens still make my head pound. Can we talk about a new due date?',
        3: "I've been struggling with anxiety this month, and I'm working with the counseling center. Could I get a few extra days?",
        4: "I had my wisdom teeth out on Thursday and spent the weekend in bed. I'm back to work on it now.",
        5: "I've had terrible sleep for two weeks and my writing isn't making sense. I'd rather ask for time than hand in a mess.",
        6: 'I injured my hand and typing is slow and painful right now. Could I get extra time or submit a voice recording?',
        7: "I've had a stomach bug for three days and haven't been able to keep anything down, let alone write.",
      },
    },
    {
      id: 'tech',
      title: 'Tech & Submission Problems',
      excuses: {
        1: "The submission portal crashed at 11:50 and wouldn't accept my file. I've attached it here with a screenshot of the error.",
        2: "My laptop's hard drive failed two days before the due date, and my latest draft wasn't backed up. I'm rebuilding it now.",
        3: 'The plagiarism checker flagged my bibliography and blocked the upload. Could I email the paper to you directly?',
        4: "The statistics software license expired on my account and IT won't renew it until Monday.",
        5: "The campus Wi-Fi went down across the dorms last night, right as I was uploading, so I'm sending the paper by email.",
        6: "The project brief wouldn't open for me all week, and I only got a copy from a classmate yesterday.",
        7: 'The lab computers we need for the design software were booked solid all week.',
      },
    },
    {
      id: 'research',
      title: 'Research Setbacks',
      excuses: {
        1: "The library's only copy of the main source I need was checked out, and the interlibrary loan arrives Wednesday.",
        2: 'My experiment failed twice and I need to run it again before I can write the results section.',
        3: 'Two of the people I was supposed to interview for the project canceled at the last minute.',
        4: "My survey didn't get enough responses to analyze, so I've extended it for three more days.",
        5: 'The archive I needed to visit was closed for renovations, and I had to find the records online.',
        6: "I realized halfway through that my thesis didn't hold up, and I'm restructuring the paper around a better argument.",
        7: "The fieldwork site closed because of flooding, so I couldn't collect the last set of samples in time.",
      },
    },
    {
      id: 'family',
      title: 'Family & Life',
      excuses: {
        1: "My family had an emergency at home last week and I had to travel back. I've attached my travel dates.",
        2: "My younger brother was in the hospital, and I've been helping my parents with everything at home.",
        3: "I'm moving out of my apartment this week after a lease problem, and I've lost several evenings to it.",
        4: 'My car broke down on the way back from a family visit, and I was stuck for two days without my notes.',
        5: "I'm the main caregiver for my mom right now, and her appointments took over this week.",
        6: "I'm a parent as well as a student, and my daughter was home sick all week. Could I have until Monday?",
        7: "My grandmother's ninetieth birthday trip was booked a year ago, and I underestimated how little time I'd have there.",
        8: "A pipe burst in our rental and we've been staying with friends, away from my desk and my books.",
      },
    },
    {
      id: 'mistakes',
      title: 'Mix-ups',
      excuses: {
        1: "I misread the syllabus and thought the essay was due next Friday. I'm sorry, and I can have it to you by tomorrow.",
        2: 'I submitted the file to the wrong assignment slot on the course page. The right version is attached now.',
        3: 'I confused the time zones while traveling and thought I had until midnight here, not midnight on campus.',
        4: 'My lab partner and I each thought the other was uploading our report. Here it is, a few hours late.',
        5: 'I wrote to the wrong prompt by mistake and only noticed when I reread the assignment. Could I have two days to redo it?',
        6: "The due date on the course calendar didn't match the syllabus, and I went by the later one.",
      },
    },
    {
      id: 'honest',
      title: 'Honest Requests',
      excuses: {
        1: "I managed my time badly on this one and I'm behind. I'd rather ask for two days than turn in something rushed.",
        2: "I missed the deadline and I don't have a good excuse. Would you still accept it with the late penalty?",
        3: "I've been procrastinating because I'm stuck on the argument. Could I come to office hours before I finish?",
        4: "I'm overwhelmed this semester and falling behind in several classes. Could we talk about a realistic plan?",
        5: "I'm about seventy percent done. Would you prefer what I have now or the complete paper on Wednesday?",
        6: "I forgot to check the due date after the schedule changed. It's my mistake, and the essay is attached.",
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
  updated: '2026-11-23',
};

export default page;
