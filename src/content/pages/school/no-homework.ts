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
        4: 'The printer at home ran out of ink, so I have the assignment on my laptop. Can I email it to you?',
        5: "I uploaded the wrong file by mistake, an old draft from last week. Here's the finished version.",
        7: "My tablet is in for repair, and the reading was only in the e-book. I'll borrow a school copy at lunch.",
        8: 'Our internet was so slow last night that the video never got past the first five minutes. Could I watch it in the library at lunch?',
        9: "The worksheet link opened a 'request access' page. I sent the request at seven, but it wasn't approved until this morning, so I'll do it at lunch.",
        10: "My graphing calculator died halfway through the problem set, and there wasn't a single AAA battery in the house.",
      },
    },
    {
      id: 'home',
      title: 'Home & Family',
      excuses: {
        2: "My little brother's science fair project collapsed the night before it was due, and I spent the evening helping him rebuild it.",
        3: "Our power went out at dinner and didn't come back until morning. I got halfway through the worksheet by flashlight, and here's that half.",
        5: "We were moving apartments and my backpack got packed in one of the boxes. I found it this morning, and I'll have the work done tomorrow.",
        6: "My parents had me at my cousin's quinceañera until late, and I fell asleep as soon as we got home. Can I bring it tomorrow?",
        8: "I left my textbook at my dad's house, and I'm at my mom's this week. Could I borrow a class copy tonight?",
        9: 'Our new puppy howled whenever I left his crate, so I sat on the kitchen floor with him until he finally dozed off around eleven. Is tomorrow okay?',
        10: "My grandpa fell, and I was at the emergency room with my mom until after midnight. He's okay, and I can do it tonight.",
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
        8: "Driver's ed was from five to eight last night, and missing one more session means retaking the whole course.",
        10: 'I was the one counting money from the student council fundraiser, and it took three tries to make the totals match.',
        11: 'I work Tuesday nights at the grocery store, and a spilled pallet of pickle jars turned a normal closing shift into a very late one.',
      },
    },
    {
      id: 'unwell',
      title: 'Feeling Unwell',
      excuses: {
        4: 'I sprained my wrist in gym class yesterday and writing is really hard right now. Could I type it instead?',
        8: 'My eczema flared up so badly last night that I was up scratching until two, and nothing I wrote made any sense.',
        10: "I got my braces tightened yesterday, and my teeth ached so much that I couldn't concentrate on anything all evening.",
        12: 'I came home from a long practice in the heat dizzy and sick to my stomach, and I spent the evening on the couch with ice water.',
        13: "I had an allergic reaction to something in dinner and spent the evening at urgent care. I'm fine now, and I'll catch up tonight.",
      },
    },
    {
      id: 'confused',
      title: 'Mix-ups & Confusion',
      excuses: {
        1: "I wrote down the wrong page numbers in my planner and did exercises 40 to 50 instead of 50 to 60. I'll do the right ones tonight.",
        3: "I couldn't tell whether part two wanted a paragraph or a list, and I didn't want to hand in something wrong. Could you explain it?",
        4: 'I was absent the day you assigned it, and nobody told me about it until this morning. Could I have until Friday?',
        7: "It's done, but it's in my gym locker, and the locker room stays locked until after first period. Can I bring it to you then?",
        9: "I honestly thought this one was optional because you called it practice. I see now it's graded, and I can do it tonight.",
        10: "My lab partner took home the only copy of our data sheet, and he was out sick today. We'll finish it as soon as he's back.",
      },
    },
    {
      id: 'funny',
      title: 'Just for Laughs',
      excuses: {
        1: 'My dog ate my homework. I know how that sounds, so I brought the chewed-up evidence.',
        2: "I did my homework, but my little sister turned it into a drawing of a horse, and my answers are now its mane. It's a very good horse.",
        3: "I finished it and was so proud that I framed it. It's hanging in our hallway, and the frame doesn't open.",
        5: 'Breaking news: local student opens math book to page 112, stares at it for an hour, and reports no progress. Search efforts resume tonight.',
        6: "I left my homework in my jeans, and my jeans went through the wash. It's very clean now.",
        7: "The wind blew my worksheet onto the roof of bus 14 just as it pulled away without me, so my homework got to school on time and I didn't. It's probably still up there.",
        8: 'I lay down for a ten-minute nap at four and woke up at six the next morning, fully rested and deeply behind.',
        9: "Our study group chat, 9 p.m.: 'Anyone done number four?' 11 p.m.: 'Anyone done number one?' Midnight: 'Anyone done?' We're a team, and the team is behind.",
        10: "I couldn't start my homework at a messy desk, and cleaning the desk turned up three older assignments I also hadn't done. I'm now further behind than when I started.",
        11: 'Things that ate my evening: one soccer practice, two loads of laundry and a forty-minute debate about whose turn it was to walk the dog.',
      },
    },
    {
      id: 'honest',
      title: 'Honest Answers',
      excuses: {
        1: "I didn't do it, and I don't have a good reason. Can I turn it in tomorrow for partial credit?",
        2: "I've been falling behind this month and I'm feeling overwhelmed. Could we talk about a plan to catch up?",
        4: "I didn't understand the material and got frustrated. Could I get some extra help this week?",
        5: "I'm having a hard time at home right now, and homework has been tough to keep up with. Could we talk after class?",
        7: "I forgot about it completely. I've set a reminder on my phone for every assignment from now on.",
        8: "I got through about half before I ran out of steam. Here's what I have, and I'll finish the rest tonight.",
        9: "I spent the evening on my phone instead of the worksheet. That's not an excuse, and it'll be on your desk tomorrow.",
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
