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
        1: 'I finished the worksheet online, but the portal logged me out before I hit submit and nothing saved. Can I redo it tonight and hand it in tomorrow morning?',
        4: 'Our printer jammed and chewed up the last page, so the assignment is still on my laptop. Can I email it to you before lunch?',
        5: "I uploaded the wrong file by mistake, an old draft from last week. Here's the finished version.",
        7: 'The online homework marked my answer wrong every time I typed 0.5 instead of 1/2, and I used up my attempts on three problems. Could you reset them so I can finish tonight and submit it by first period?',
        8: "My school laptop is in the tech office with a broken hinge, and this assignment is online only. I'll do it on a library computer at lunch and submit it by three.",
        9: "The worksheet link opened a 'request access' page. I sent the request at seven, but it wasn't approved until this morning, so I'll do it at lunch and turn it in by the end of the day.",
        10: "My graphing calculator died halfway through the problem set, and there wasn't a single AAA battery in the house. I'll finish the rest in study hall and hand it in after lunch.",
      },
    },
    {
      id: 'home',
      title: 'Home & Family',
      excuses: {
        2: "My little brother's science fair project collapsed the night before it was due, and I spent the evening helping him rebuild it. I'll have mine to you tomorrow.",
        3: "Our power went out at dinner and didn't come back until morning, and a worksheet by flashlight only gets so far. I'll have it finished by tomorrow.",
        5: "My mom worked a double, so I made dinner and got my two little sisters through bath time and into bed. I didn't sit down until ten; could I bring it tomorrow?",
        6: "My parents had me at my cousin's quinceañera until late, and I fell asleep as soon as we got home. Can I bring it tomorrow?",
        8: "I left my textbook at my dad's house, and I'm at my mom's this week. Could I borrow a class copy tonight and hand the work in tomorrow?",
        9: "Our cat picked my closet to have her kittens last night, right on top of my backpack, and nobody's allowed to move her yet. Could I get a fresh copy and bring it tomorrow?",
        10: "My grandpa fell, and I was at the emergency room with my mom until after midnight. He's okay, and you'll have my work tomorrow.",
        12: 'My parents and I did my FAFSA last night, and finding every tax form took the whole evening. Could I turn this in Thursday?',
      },
    },
    {
      id: 'busy',
      title: 'Busy Schedule',
      excuses: {
        1: "We had an away game and the bus didn't get back until ten thirty. I'll have it for you tomorrow.",
        2: 'Three tests and a lab report all landed on Thursday, and this assignment is the one that slipped. Could I hand it in Friday?',
        4: "It's tech week for the play, and I haven't been home before nine since Sunday. We open Friday; could I have until Monday?",
        5: 'I had an alumni interview for college right after school, and it ran almost two hours. Could I turn this in tomorrow morning?',
        8: "Driver's ed was from five to eight last night, and missing one more session means retaking the whole course. Could I bring this in Friday?",
        10: "I was the one counting money from the student council fundraiser, and it took three tries to make the totals match. I'll have it to you tomorrow morning.",
        11: "I started my first job at the frozen yogurt shop this week, and last night's closing shift ran until ten. Could I turn it in before first period tomorrow?",
      },
    },
    {
      id: 'unwell',
      title: 'Feeling Unwell',
      excuses: {
        4: 'I sprained my wrist in gym class yesterday and writing is really hard right now. Could I type it and email it to you tonight?',
        8: "My eczema flared up so badly last night that I was up scratching until two, and nothing I wrote made any sense. I'll redo it tonight and bring it tomorrow.",
        10: "Swim practice without my goggles left my eyes so red and stinging that the page was a blur all night. They're fine today, and you'll have it tomorrow.",
        12: "My sinuses were so stuffed up last night that my head pounded every time I looked down at the page. You'll have it Wednesday, clear-headed.",
        13: "I had an allergic reaction to something at dinner, and the allergy medicine knocked me out by eight. I'm fine now, and you'll have it tomorrow.",
      },
    },
    {
      id: 'confused',
      title: 'Mix-ups & Confusion',
      excuses: {
        1: "I wrote down the wrong page numbers in my planner and did exercises 40 to 50 instead of 50 to 60. I'll do the right ones tonight and hand them in tomorrow.",
        3: "I couldn't tell whether part two wanted a paragraph or a list, and I didn't want to hand in something wrong. If you can explain it now, I'll finish it tonight and turn it in tomorrow.",
        4: 'I was absent the day you assigned it, and nobody told me about it until this morning. Could I have until Friday?',
        7: "It's done, but it's in my gym locker, and the locker room stays locked until after first period. Can I bring it to you then?",
        9: "I thought this one was optional because you called it practice. Now that I know it's graded, I'll do it tonight and turn it in tomorrow.",
        10: "My lab partner took home the only copy of our data sheet, and he was out sick today. He's back tomorrow, and we'll hand it in together by the end of the day.",
      },
    },
    {
      id: 'funny',
      title: 'Just for Laughs',
      excuses: {
        1: 'My dog ate my homework. I know how that sounds, so I brought the chewed-up evidence, and a clean copy will follow tomorrow.',
        2: "I did every problem, then checked the back of the book and found out we disagree on all twenty. The book seems very sure of itself, so I'm redoing them tonight, and you'll have them tomorrow.",
        3: "I spent two hours and fourteen minutes on problem one, and I'm proud to report it's excellent. Problems two through twenty are on a faster schedule and will reach your desk Thursday.",
        5: "Last night's forecast at my house: my neighbor's new drum kit, with heavy crashing until ten and scattered cymbals after that. Homework is expected tomorrow morning, once the skies clear.",
        6: "I left my homework in my jeans, and my jeans went through the wash. It's very clean now, and its replacement will be on your desk tomorrow.",
        7: 'The wind blew my worksheet onto the roof of a city bus just as it pulled out, so my homework went downtown without me. A fresh copy will be on your desk tomorrow.',
        8: 'I wrote the whole thing in invisible ink to keep it safe from my brother, and it worked a little too well. The blacklight I need to read it arrives Thursday, and so will my homework.',
        9: "Our study group chat, 9 p.m.: 'Anyone done number four?' 11 p.m.: 'Anyone done number one?' Midnight: 'Anyone done?' We're a team, and the team will have it by Friday.",
        10: "I couldn't start my homework at a messy desk, and cleaning it turned up three older assignments I also hadn't done. I'm further behind than when I started, but all four will be in by Friday.",
        11: "Things that ate my evening: one soccer practice, two loads of laundry and a forty-minute debate about whose turn it was to walk the dog. Tonight's list has one thing on it, so you'll have this tomorrow.",
      },
    },
    {
      id: 'honest',
      title: 'Honest Answers',
      excuses: {
        1: "I didn't do it, and I don't have a good reason. Can I turn it in tomorrow for partial credit?",
        2: "I've been falling behind this month and I'm feeling overwhelmed. Could we talk about a plan to catch up, starting with this one by Friday?",
        4: "I didn't understand the material and got frustrated. Could I get some extra help this week and turn it in Thursday?",
        5: "I'm having a hard time at home right now, and homework has been tough to keep up with. Could we talk after class about turning this in Monday?",
        7: "I forgot about it completely. I'll have it to you tomorrow morning, and I've set a phone reminder for every assignment from now on.",
        8: "I got through about half before I ran out of steam. Here's what I have, and I'll finish the rest tonight and bring it tomorrow.",
        9: "Honestly, my friends were going to the movies and I went instead of doing this. It was the wrong call, and it'll be on your desk tomorrow morning.",
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
  updated: '2026-11-25',
};

export default page;
