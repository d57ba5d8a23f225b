import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Not Joining Group Project',
  category: 'school',
  description:
    "Stuck with a group project you can't join, or a meeting you can't make? Fair messages for your group and your teacher, and how to still pull your weight.",
  fullTitle: 'Excuses for Skipping a Group Project or Group Meeting',
  carousel: true,
  sections: [
    {
      id: 'meetings',
      title: 'Missing a Group Meeting',
      excuses: {
        1: "I can't make the library meeting at four because I have a shift. Can someone share the notes, and I'll take a task?",
        2: "My bus doesn't run late enough for an evening meeting on campus. Could we do a video call instead?",
        3: 'I have a lab that runs until five on Tuesdays. Any other day this week works for me.',
        4: "I'm stuck at home with my little sister tonight. I can join on the group chat and type along.",
        5: 'I double-booked myself with a tutoring session. Can I catch up on whatever you decide and take the slides?',
        6: 'My phone died and I missed the message about the meeting change. What did I miss, and what can I do?',
        7: "I have a doctor's appointment during our lunch meeting. I'll read the plan afterward and do my part by Thursday.",
        8: 'Practice runs late on Wednesdays. Could we move the meeting to Thursday at lunch?',
      },
    },
    {
      id: 'schedule',
      title: 'Schedule Conflicts',
      excuses: {
        1: "I work twenty hours a week, so weekend meetings are hard. I'm happy to do my share on my own time.",
        2: "I commute an hour each way and can't stay after class. Could my part be something I can do from home?",
        3: "I'm in three other group projects this month, and the deadlines all overlap. Can I take a smaller piece here?",
        4: "I'm traveling for a family event that week. I'll finish my section before I leave.",
        5: 'I take care of my grandpa most evenings, so I can only work on this late at night. Could I take the editing?',
        6: 'Our group wants to meet every day after school, and I can only manage twice a week. Can we split tasks instead?',
        7: 'I have a big audition the same week the project is due. Can I do the research part early?',
      },
    },
    {
      id: 'teacher',
      title: 'Asking the Teacher',
      excuses: {
        1: 'Would it be possible for me to do this project on my own? My schedule makes group meetings really hard this term.',
        2: 'I joined the class late and every group is already set. Could I work individually on the same topic?',
        3: 'I was absent when groups were chosen. Is there a group with space, or could I do a solo version?',
        4: "I'm having trouble with my group's communication. Could we talk about how to make it fair for everyone?",
        5: 'My group has already split the work, and I was left out. Could you help me find a role?',
        6: 'I work better alone on writing projects. Is there an individual option for this assignment?',
        7: 'Could I move to a different team? Two of us literally never share a free hour.',
      },
    },
    {
      id: 'group-issues',
      title: 'Group Problems',
      excuses: {
        1: "Our group chat gets two hundred messages a day and I can't keep up. Could we use a shared doc with tasks instead?",
        2: "I feel like my ideas keep getting skipped in our meetings. I'd rather take a section I can own.",
        3: 'Last time I carried the whole project. This time, can we split the tasks evenly from day one?',
        4: "Half the group isn't replying, so I'm going to email our teacher about how to handle it.",
        5: "We can't agree on the topic and I don't want to hold things up. I'll go with the majority.",
        6: "I've been the one organizing everything for three projects running. Could somebody else steer this one?",
        7: "I'm not comfortable going to someone's house to work. Could we book a study room instead?",
      },
    },
    {
      id: 'personal',
      title: 'Personal Reasons',
      excuses: {
        1: "I'm really shy in groups, and presenting ideas out loud is hard for me. Can I do the research and writing?",
        2: "I've been sick this week and I'm behind. I'll catch up this weekend and send my part Monday.",
        3: "Things are rough at home, and I might miss a couple of meetings. I'll still get my piece done.",
        4: "I'm struggling with this subject, and I'm worried I'll drag the group down. Can I take a part I understand?",
        5: "My laptop broke, so I can only work at the library. Can I take a part that doesn't need software at home?",
        6: 'I get overwhelmed in long meetings. Could we keep them to half an hour with a clear list?',
        7: 'My parents need me at the family restaurant every weekend this month, so I can only work on weeknights.',
        8: "I'm observing a religious holiday this week and won't be online for two days. I'll make up the time after.",
      },
    },
    {
      id: 'funny',
      title: 'Lone Wolf Humor',
      excuses: {
        1: "I would join the group, but I'm a lone wolf. A lone wolf with excellent time management.",
        2: 'I work best in a group of one. We always agree and nobody steals my highlighters.',
        3: "My cat has agreed to be my group partner. She's not great at research, but she's a fantastic listener.",
        4: 'I tried to join the group chat, but my phone saw how many messages there were and shut itself off.',
        5: "I'm saving my teamwork skills for the zombie apocalypse. I can't waste them on a poster about volcanoes.",
        6: "Our group has a leader, a researcher and a designer. I'm volunteering as the audience.",
        7: "I'd love to help, but my calendar says I'm busy until the project is over. My calendar is very wise.",
      },
    },
    {
      id: 'honest',
      title: 'Honest and Fair',
      excuses: {
        1: "I haven't pulled my weight so far, and I'm sorry. Tell me what's left and I'll take the biggest piece.",
        2: "I've been avoiding this because I don't know where to start. Could someone help me break down my part?",
        3: "I can't make the meetings, but I don't want anyone else doing my work. Here's what I'll finish and by when.",
        4: "I'll be honest, I forgot about the meeting. I've read the notes and I'm taking the conclusion.",
        5: "I'm overloaded this week. Can I swap my big task for a small one now and take more next week?",
        6: "I don't think I'm a good fit here, and I'd rather say it than quietly check out. I'll ask about moving.",
      },
    },
  ],
  faq: [
    {
      question: 'Can I ask to do a group project alone?',
      answer:
        'You can ask, and some teachers will agree, especially if you have a real scheduling problem such as a job, a long commute or family care. Ask early and in private, explain why, and offer to meet the same learning goals on your own. Many teachers set group work on purpose to build teamwork skills, so be ready for a no and for a suggestion like a smaller role instead.',
    },
    {
      question: "What should I tell my group if I can't make a meeting?",
      answer:
        "Tell them as soon as you know, in the group chat rather than privately to one person, so nobody is waiting for you. Offer something concrete: a task you'll take, a time you'll send it, or a call at another time. Read the notes afterward and confirm your part. Groups are rarely upset by one missed meeting; they're upset by silence.",
    },
    {
      question: "What if my group members aren't doing their part?",
      answer:
        "First, try a clear, friendly message with a list of tasks, names and deadlines in a shared document. If people still don't respond, keep a record of who did what and tell your teacher before the deadline, not after the grade. Most teachers prefer to hear early, and many have ways to grade individual contributions. Avoid quietly doing everyone's work, which hides the problem.",
    },
    {
      question: 'Is it okay to skip a group project entirely?',
      answer:
        "Not really. Your grade and your groupmates' grades depend on it, and skipping usually costs you more than it saves. If you truly can't take part, for example because of illness or a family emergency, tell your teacher as soon as possible so they can adjust. Otherwise, find the smallest reliable role you can handle and do it well.",
    },
    {
      question: 'How do I handle group work if I have social anxiety?',
      answer:
        "Let your teacher know privately if it's affecting you; many will help you find a role that fits, such as research, writing or design. Text-based tools like a shared document or group chat can make contributing easier. Small steps help: speaking once in a meeting is progress. If anxiety is affecting several classes, a school counselor can help with more than just this project.",
    },
  ],
  tips: [
    "Tell your group early, in the group chat, whenever you can't make a meeting.",
    'Always offer a specific task and a time you will deliver it.',
    'Use a shared document that lists who does what and by when.',
    'If you need to work alone or switch groups, talk to your teacher privately and early.',
    'Keep a short record of your contributions in case grading questions come up later.',
    'If you fall behind, say so and take on extra work later instead of going silent.',
  ],
  related: [
    '/excuses/school/skip-presentation',
    '/excuses/school/missing-deadline',
    '/excuses/school/no-homework',
    '/excuses/work/avoiding-team-building',
    '/excuses/health/avoid-socializing',
  ],
  updated: '2026-11-23',
};

export default page;
