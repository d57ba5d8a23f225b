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
        2: "My bus doesn't run late enough for an evening meeting on campus. Could we do a video call instead?",
        3: 'My make-up chemistry test is after school Tuesday and runs until four thirty. Any other afternoon this week works for me.',
        5: "I have math tutoring at that time, and my mom's already paid for it. If someone fills me in afterward, I'll make the slides.",
        7: "I meet with my college counselor during our Tuesday lunch, and my application deadline is in two weeks. I'll read the plan afterward and do my part by Thursday.",
        8: "I have a job interview at four on Wednesday. Could we meet at five, or could I call in once I'm out?",
        9: 'I have detention after school Thursday, which I earned. Could we push the meeting to Friday, or can I join by text?',
        10: "It's yearbook deadline week, and I'm in the journalism room until six every day. Could I take a task I can do at night?",
        11: "My little sister's dance recital is the same night, and I promised I'd film it for my grandma. Send me the notes and I'll grab a task.",
      },
    },
    {
      id: 'schedule',
      title: 'Schedule Conflicts',
      excuses: {
        1: "I work Saturday and Sunday mornings at a bakery, so I can't do weekend meetings. Could I take the written report and send it by Friday?",
        3: "I'm away on the choir trip to Chicago from Friday to Monday, and we'll be singing or on the bus the whole time. Could I finish my slides before we leave on Thursday?",
        5: 'I take care of my grandpa most evenings, so I can only work on this late at night. Could I take the editing?',
        6: "Swim practice takes three of my afternoons, so I'll miss some meetings. Put me down for anything that doesn't need all of us in one room.",
        8: 'I take a dual-enrollment class at the community college on Tuesday and Thursday afternoons, so those days are out. Monday or Wednesday works for me.',
        9: "I'm at my dad's every other week, an hour from school, so on his weeks I can only join online.",
      },
    },
    {
      id: 'teacher',
      title: 'Asking the Teacher',
      excuses: {
        1: "I'm moving to another school district over winter break, two weeks before this project is due. Could I take a piece I can finish and hand in before I go?",
        2: 'I joined the class late and every group is already set. Could I work individually on the same topic?',
        5: 'My group has already split the work, and I was left out. Could you help me find a role?',
        8: 'On my last group project, I did most of the work and got the same grade as a groupmate who did none. Could part of my grade this time come from my own contribution?',
        9: "My 504 plan covers group work, and I'd like to talk about how it applies to this project before we start.",
        10: 'Something happened outside school between me and one person in my group, and working together is hard right now. Could I switch groups?',
      },
    },
    {
      id: 'group-issues',
      title: 'Group Problems',
      excuses: {
        1: "Our group chat gets two hundred messages a day and I can't keep up. Could we use a shared doc with tasks instead?",
        3: 'One of us is away for two weeks on a family trip overseas, and her section still has no owner. Could we split it between the rest of us?',
        4: "Half the group isn't replying, so I'm going to email our teacher about how to handle it.",
        5: "We can't agree on the topic and I don't want to hold things up. I'll go with the majority.",
        7: "I'm not comfortable going to someone's house to work. Could we book a study room instead?",
        8: 'Someone rewrote my whole section without asking. Before I do more, could we agree on who edits what?',
        9: 'Our last two meetings turned into an hour of videos and snacks. Could we set an agenda, or should I just work on my part at home?',
        10: "One of us pasted whole paragraphs from a website into our draft, and I don't want my name on that. Could we rewrite them together before Friday?",
      },
    },
    {
      id: 'personal',
      title: 'Personal Reasons',
      excuses: {
        1: "I'm really shy in groups, and presenting ideas out loud is hard for me. Can I do the research and writing?",
        2: "I've been sick this week and I'm behind. I'll catch up this weekend and send my part Monday.",
        4: "I'm struggling with this subject, and I'm worried I'll drag the group down. Can I take a part I understand?",
        7: "I'm fasting for Ramadan this month, and by late afternoon I'm running on empty. Could we meet in the mornings or at lunch?",
        9: "I don't have a laptop at home, just my phone, so I can't work on the slides after school. Could I take parts I can finish in the library during study hall?",
        10: "I'm still learning English, and fast group conversations are hard to follow. Could we plan in writing so I don't miss anything?",
        11: "My parents took my phone until my report card improves, so I'm off the group chat. Email me and I'll check every night.",
        13: 'I use a wheelchair, and the room we reserved is upstairs in a building with no elevator. Could we move to the ground floor?',
      },
    },
    {
      id: 'funny',
      title: 'Lone Wolf Humor',
      excuses: {
        2: "I've done the math: four people, one poster, so each of us owns a quarter of the volcano. My quarter is the lava, and it's finished.",
        3: 'My cat has joined our group as the editor. So far she has deleted one paragraph by sitting on it and approved the rest.',
        5: "Official notice: due to creative differences, I'm leaving the group to pursue a solo career. My first single, 'Slides 4 Through 7,' drops Thursday.",
        6: "Our group has a leader, a researcher and a designer. I'm volunteering as the audience.",
        7: "My horoscope says to avoid partnerships this week. I don't believe in horoscopes, but I'm not willing to risk our grade on it.",
        8: 'Confession: I said yes to "meeting sometime this week" in three different group chats, and I no longer know which group I\'m in.',
        9: 'Before we meet about the project, we need a meeting to pick a time for the meeting, and nobody can make that one either.',
        10: "I'd join the video call, but my camera only shows the ceiling, and the ceiling has nothing to add.",
      },
    },
    {
      id: 'honest',
      title: 'Honest and Fair',
      excuses: {
        1: "I haven't pulled my weight so far, and I'm sorry. Tell me what's left, and I'll take the biggest piece and finish it this weekend.",
        2: "I said I was busy Wednesday, but honestly I needed one quiet night to myself. I'll make up for it by taking the bibliography.",
        6: "I said I'd have my slides done by Friday, and I won't. I can have them Sunday night, and I'm telling you now so you can plan around it.",
        7: "I've been doing my part alone at night without telling anyone, so it looks like I've done nothing. Here's my draft so far.",
        8: "I'm embarrassed that my part is weak. Could one of you look at it before it goes to everyone?",
        9: "I overslept and missed Saturday's meeting, which is on me. I've read the notes and I'm taking the introduction.",
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
  updated: '2026-11-25',
};

export default page;
