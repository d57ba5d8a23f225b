import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Not Doing Homework',
  category: 'school',
  description:
    "Homework didn't happen? What to tell your teacher about a missed assignment, how to ask for an extension, and when the honest answer works best.",
  fullTitle: 'Excuses for Not Doing Homework: What to Tell Your Teacher',
  carousel: true,
  sections: [
    {
      id: 'tech',
      title: 'Technology Trouble',
      excuses: {
        1: 'I finished the worksheet online, but the portal logged me out before I hit submit and nothing saved. Can I redo it tonight?',
        2: 'Our Wi-Fi was down all evening, and the assignment was only on the class website.',
        3: 'My laptop froze while I was writing the essay, and I lost the last two pages. I can show you the earlier draft.',
        4: 'The printer at home ran out of ink, so I have the assignment on my laptop. Can I email it to you?',
        5: "I uploaded the wrong file by mistake, an old draft from last week. Here's the finished version.",
        6: "The math app wouldn't load any of the problems last night. I took a screenshot of the error message.",
        7: "My tablet is in for repair, and the reading was only in the e-book. I'll borrow a school copy at lunch.",
        8: 'The video we were supposed to watch kept buffering and never finished. Could I watch it at school?',
      },
    },
    {
      id: 'home',
      title: 'Home & Family',
      excuses: {
        1: "I was babysitting my little brothers until nine last night, and I couldn't get it done with them around.",
        2: 'We had family in town for the weekend, and I slept on the couch with no desk to work at.',
        3: "Our power was out from dinner until morning, so I couldn't see to finish the reading.",
        4: 'My grandma needed help after her surgery, and I spent the evening helping at her house.',
        5: 'We were moving apartments and my backpack got packed in one of the boxes. I found it this morning.',
        6: "My parents had me at my cousin's quinceañera until late, and I fell asleep as soon as we got home.",
        7: 'Our dog got out and we spent the whole evening searching the neighborhood. We found her at eleven.',
        8: "I left my textbook at my dad's house, and I'm at my mom's this week.",
      },
    },
    {
      id: 'busy',
      title: 'Busy Schedule',
      excuses: {
        1: "We had an away game and the bus didn't get back until ten thirty. I'll have it for you tomorrow.",
        2: 'I had three tests and a project due the same day, and I ran out of time for this one. Can I turn it in Friday?',
        3: 'I worked a closing shift at the grocery store last night and got home at midnight.',
        4: 'Play rehearsal ran until nine every night this week because we open on Friday.',
        5: 'I had a college interview after school and spent the evening on the follow-up essay.',
        6: 'My band had a competition all weekend, and I only got home Sunday night.',
        7: 'I had a dentist appointment across town after school, and the wait took most of the evening.',
      },
    },
    {
      id: 'unwell',
      title: 'Feeling Unwell',
      excuses: {
        1: "I had a bad headache last night and couldn't focus on the reading. Could I have one more day?",
        2: "I came down with a fever after dinner and went straight to bed. I'll catch up this week.",
        3: "My stomach was upset all evening, and I couldn't sit at my desk long enough to finish.",
        4: 'I sprained my wrist in gym class yesterday and writing is really hard right now. Could I type it instead?',
        5: "I've been fighting a cold and slept most of the weekend. Could I hand this in on Wednesday?",
        6: 'My allergies kept me up most of the night, and I was too foggy to do the problems properly.',
        7: "I had an eye exam yesterday and my eyes were dilated all evening, so I couldn't read.",
      },
    },
    {
      id: 'confused',
      title: 'Mix-ups & Confusion',
      excuses: {
        1: 'I wrote down the wrong page numbers in my planner and did exercises 40 to 50 instead of 50 to 60.',
        2: "I thought it was due Thursday, not today. I'm sorry, I'll double-check the syllabus from now on.",
        3: "I didn't understand the instructions for part two, and I didn't want to hand in something wrong. Could you explain it?",
        4: 'I was absent the day you assigned it, and nobody told me about it until this morning.',
        5: 'I grabbed the worksheet meant for the other section and answered all of its questions instead of ours.',
        6: "I got stuck on the first problem and couldn't move on. Could I come to office hours at lunch?",
        7: "I finished it but left it in my locker, which I can't get into until after first period.",
        8: "I wrote half the essay about the wrong novel. I've started over on the right one and can have it ready Monday.",
      },
    },
    {
      id: 'funny',
      title: 'Just for Laughs',
      excuses: {
        1: 'My dog ate my homework. I know how that sounds, so I brought the chewed-up evidence.',
        2: "I did my homework, but my little sister used the back of it for a drawing of a horse. It's a very good horse.",
        3: "My cat fell asleep on my notebook, and I didn't have the heart to move her.",
        4: 'I spent so long organizing my desk to do the assignment that the assignment never happened.',
        5: "My homework achieved self-awareness and left to find itself. I hope it's happy.",
        6: "I left my homework in my jeans, and my jeans went through the wash. It's very clean now.",
        7: "The wind took my worksheet right out of my hand at the bus stop. It's probably in Canada by now.",
      },
    },
    {
      id: 'honest',
      title: 'Honest Answers',
      excuses: {
        1: "I didn't do it, and I don't have a good reason. Can I turn it in tomorrow for partial credit?",
        2: "I've been falling behind this month and I'm feeling overwhelmed. Could we talk about a plan to catch up?",
        3: "I put it off until the last minute and ran out of time. It won't happen again.",
        4: "I didn't understand the material and got frustrated. Could I get some extra help this week?",
        5: "I'm having a hard time at home right now, and homework has been tough to keep up with.",
        6: 'I chose to study for the chemistry test instead, and I should have asked you about it first.',
        7: "I forgot about it completely. I've set a reminder on my phone for every assignment from now on.",
      },
    },
  ],
  faq: [
    {
      question: "What should I tell my teacher if I didn't do my homework?",
      answer:
        "Tell them before class starts if you can, rather than waiting to be asked. Keep it short: say the homework isn't done, give a one-line reason if there is one, and say when you'll have it. Teachers hear a lot of creative stories and tend to respect a student who owns the problem and offers a plan. If something serious is going on at home, a quiet word after class is the right place for it.",
    },
    {
      question: 'Can I ask for an extension on homework?',
      answer:
        "Yes, and it's best to ask before the due date, not after. Explain what got in the way and suggest a specific new date you can actually meet. Many teachers allow an occasional extension, especially for illness, family events or overlapping deadlines. If you need extensions often, talk to your teacher or counselor about your workload, because there may be a bigger fix than one more day.",
    },
    {
      question: 'Is it better to hand in unfinished homework or nothing?',
      answer:
        "Almost always hand in what you have. Partial work often earns partial credit, and it shows your teacher where you got stuck, which helps them help you. Add a short note explaining what's missing and when you'll finish it. Handing in nothing gives you a zero and tells the teacher nothing about what you understood.",
    },
    {
      question: "What if I didn't understand the assignment?",
      answer:
        "Say so. \"I didn't understand part two\" is one of the most useful things a teacher can hear, because it tells them what to explain again. Try to show what you attempted, even if it's wrong, and ask when you can get help: before class, at lunch or during office hours. It's a far better excuse than most, because it's true and it leads somewhere.",
    },
    {
      question: 'Will my parents be told if I miss homework?',
      answer:
        "That depends on your school. Many schools post grades and missing assignments in an online portal parents can see, and teachers may email home after several missed assignments. If you're falling behind, telling your parents yourself is usually easier than having them find out. They can often help with the cause, whether it's time, understanding the work or something else.",
    },
  ],
  tips: [
    'Tell your teacher before class starts, not when they collect the work.',
    'Offer a specific time you will hand it in, and then meet it.',
    'Hand in partial work with a short note rather than nothing at all.',
    'Write every assignment and due date in one planner or app as soon as it is given.',
    "If you didn't understand the work, say so and ask when you can get help.",
    'When homework keeps slipping, talk to a teacher or counselor about the bigger picture.',
  ],
  related: [
    '/excuses/school/missing-deadline',
    '/excuses/school/missing-class',
    '/excuses/school/skip-group-project',
    '/excuses/school/skip-presentation',
    '/excuses/funny/hilarious',
  ],
  updated: '2026-11-23',
};

export default page;
