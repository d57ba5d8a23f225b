import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Skip a Presentation',
  category: 'school',
  description:
    'Dreading a class presentation? Reasons to ask to present another day, alternatives to suggest to your teacher, and tips for when you do stand up.',
  fullTitle: 'Excuses to Skip a Class Presentation (and Alternatives to Ask For)',
  carousel: true,
  sections: [
    {
      id: 'unwell',
      title: 'Sick on the Day',
      excuses: {
        1: "I lost my voice cheering at last night's game, and I can barely whisper. Could I present on Thursday instead?",
        3: "I've had two nosebleeds this morning, and the last one took twenty minutes to stop. Could I present next class?",
        8: "I'm coming down with a cold and sneezing every few seconds. Could I go later in the week, when I won't be sneezing on the front row?",
        9: "I walked into the edge of my locker door this morning and have a goose egg on my forehead. Could I present tomorrow, when I don't look like a cartoon?",
        10: "I scratched my eye putting in a contact, and I can't keep it open long enough to read my notes. Could I present Monday?",
        11: "I broke out in hives this morning and can't stop scratching. Could I go last, once the antihistamine kicks in?",
        13: "I've been dizzy since I woke up, and I'm worried I'll have to grab the desk halfway through my talk. Could I switch to Wednesday?",
      },
    },
    {
      id: 'nerves',
      title: 'Presentation Nerves',
      excuses: {
        1: 'Public speaking makes me really anxious. Could I present to you alone during lunch instead of the whole class?',
        3: "My best friend presents right before me, and we can't look at each other during a serious talk without cracking up. Could you put someone between us in the order?",
        7: "I stutter when I'm nervous, and I'd feel better with note cards and a shorter time slot. Is that possible?",
        8: 'English is my second language, and I get self-conscious about my accent in front of everyone. Could I practice with you once first?',
        9: "Last time I presented, a few people laughed when I lost my place, and I've dreaded this one ever since. Could I go first, before I talk myself out of it?",
        10: 'Being recorded makes me freeze, and the class recordings get posted online. Could I present with the camera off?',
        11: "I'm autistic, and holding eye contact with a whole room is really hard. Is it okay if I mostly look at my notes?",
      },
    },
    {
      id: 'prep',
      title: 'Not Quite Ready',
      excuses: {
        2: 'One of my group members is absent and has half our presentation. Could we present together next class?',
        4: "I'm still waiting on the survey results my presentation depends on, and they come in Monday. Could I present Tuesday?",
        5: "My poster got rained on at the bus stop and the ink ran. Could I present tomorrow, once I've remade it tonight?",
        6: "The topic I was assigned changed last week, and I've only had three days to research it. Could I present Wednesday?",
        7: 'Last night I found a math error in the chart my whole talk builds on, and every slide after it uses the wrong number. Could I present Thursday with the corrected figures?',
        8: "I timed my talk with my cue cards last night, and it runs eleven minutes over the limit. Could I present Thursday, once I've cut it down?",
        9: 'The nurse I was going to interview live in class had to cancel this morning, and she can come Thursday instead. Could I present then?',
        10: "My partner and I each built our own half of the slides, and they don't match at all. We need one more night to merge them.",
      },
    },
    {
      id: 'schedule',
      title: 'Schedule Conflicts',
      excuses: {
        3: 'My AP exam runs through the first half of class that morning. Is there another slot that week?',
        6: 'The school band has a field trip that day. Could I move my presentation to the following week?',
        7: 'My allergy shot appointment falls on the morning of my slot, and the clinic only does them on Tuesdays. Could I go Monday instead?',
        8: 'My job shadow day at the hospital is the same day as my slot. Could I present the day before?',
        9: 'My ASL interpreter is out that day, and I want to present when she can voice for me. Could we pick a day next week?',
        10: "I'm the student rep at the school board meeting that morning. Could I present in the afternoon section instead?",
        11: 'My IEP meeting got scheduled during that period because it was the only time everyone could make it. Could I go the following day?',
        12: 'My admissions interview at the state university falls on that morning. Could I swap slots with someone presenting Thursday?',
        13: "My brother graduates from basic training that Friday, and we're driving down the day before. Could I present early in the week?",
      },
    },
    {
      id: 'tech',
      title: 'Tech Trouble',
      excuses: {
        1: "My laptop won't connect to the classroom screen. Could I go after lunch once I borrow an adapter?",
        3: "I saved my slides to the class shared drive, and someone's file with the same name replaced them overnight. Could I go tomorrow, once I've rebuilt them?",
        4: 'The documentary clip my whole talk is built around got taken down overnight, and I need a day to find another one. Could I present at the end of the week?',
        7: "I built my slides in an app the classroom computer doesn't have, and converting them scrambled every layout. Can I fix them tonight and present tomorrow?",
        8: "My speaker notes are on my phone, and I cracked the screen so badly this morning that I can't read them. Could I print them and present last?",
        9: 'My demo runs on a site the school network blocks. Could I go once IT unblocks it, or show a recording instead?',
      },
    },
    {
      id: 'alternatives',
      title: 'Asking for an Alternative',
      excuses: {
        1: 'Could I turn my presentation into a written report with the same research? Writing plays to my strengths.',
        2: "I'm having my tonsils out the week of presentations. Could I record a video of my talk beforehand so it's still on time?",
        5: 'I have trouble processing spoken questions on the spot. Could I answer them in writing afterward instead of live in front of everyone?',
        8: "I'm on crutches for another week. Could I give it sitting at my desk, with everything up on the screen?",
        9: 'Could I co-present with a partner? Jordan and I both did projects on the Dust Bowl, and splitting the talking would keep my nerves in check.',
        10: 'Could I show it as a live demo instead of slides? I explain things better when my hands are busy.',
      },
    },
    {
      id: 'honest',
      title: 'Honest Asks',
      excuses: {
        7: 'I spent the whole week reading sources and never got around to building the deck, which is my own fault. Could I present Monday if I send you my research notes today?',
        8: "I missed the day you posted the order, and I honestly didn't know I was up today. Could I go on Friday?",
        9: "My project is about my family's history, and I'd rather not share the personal part with the whole class. Could I give that part to you only?",
        10: 'I thought practicing in my head counted, and when I finally tried it out loud last night it fell apart at slide three. Would Monday work?',
        11: "I was up until three finishing a history paper that was due this morning, and I'm too foggy to present well. Could I go tomorrow instead?",
        12: "Things at home have been rough this week, and I couldn't focus on my talk at all. Could I present next week, and tell you a little more after class?",
        14: 'Honestly, half my slides are pasted from one website, and I want to redo them in my own words before I present. Could I go on Thursday instead?',
      },
    },
  ],
  faq: [
    {
      question: 'Can I get out of a class presentation because of anxiety?',
      answer:
        'Often you can get an adjustment, if not a full exemption. Talk to your teacher privately and early, and suggest an alternative such as presenting to them alone, recording a video or presenting from your seat. If anxiety affects you in many classes, a school counselor or the disability services office can set up formal accommodations. Small steps, like presenting to a few people first, also help build confidence over time.',
    },
    {
      question: 'How do I ask my teacher to present another day?',
      answer:
        "Ask as soon as you know, ideally a day or more before, not as the class is starting. Say briefly why, and offer a specific day you can present. Swapping with a classmate who's ready is an easy fix to suggest. If you're sick on the day, email before class and offer to send your slides, which shows the work was done.",
    },
    {
      question: 'Will skipping my presentation hurt my grade?',
      answer:
        "It might. Presentations are often a large part of the grade, and some teachers don't allow make-ups without a good reason. Missing it with no warning usually costs the most. Asking for a new date or an alternative format beforehand gives you the best chance to protect your grade, especially with a clear reason like illness or a scheduled conflict.",
    },
    {
      question: "What if I'm presenting with a group and can't be there?",
      answer:
        "Tell your group and your teacher right away, and make sure your slides and notes are with someone who can present them. Offer to take the questions in writing afterward or to present your section at another time. Leaving your group without your material on the day is the one thing that makes everyone's grade worse.",
    },
    {
      question: 'How can I make presenting less scary?',
      answer:
        'Practice out loud at least three times, once in front of a friend or family member. Use note cards with key words rather than a full script, and time yourself so you know you fit. Focus on one friendly face in the room. Most classmates are thinking about their own turn, not judging yours, and nervousness looks far smaller from the audience than it feels.',
    },
  ],
  tips: [
    'Ask for a new date or format at least a day ahead, not as the class begins.',
    'Offer a specific alternative, such as presenting to the teacher alone or recording a video.',
    "If you're sick, email your slides so your teacher knows the work is done.",
    'Practice out loud three times; it is the fastest way to shrink the nerves.',
    "Tell your group early if you can't be there, and hand over your part.",
    'If anxiety keeps getting in the way, ask a counselor about lasting support.',
  ],
  related: [
    '/excuses/school/skip-group-project',
    '/excuses/school/missing-class',
    '/excuses/school/no-homework',
    '/excuses/work/missing-zoom-meeting',
    '/excuses/health/avoid-socializing',
  ],
  updated: '2026-11-25',
};

export default page;
