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
        1: "I've lost my voice from this cold and can barely whisper. Could I present on Thursday instead?",
        2: "A fever kept me home this morning, but I can send my slides so you know they're ready.",
        3: "I've had a nosebleed twice this morning, and standing up in front of the class isn't a great idea right now.",
        4: 'My throat is so sore that talking for ten minutes would be painful. Could I swap days with someone?',
        5: "I've got pink eye and I'm keeping away from everyone until it clears up. Can I present next week?",
        6: "I was up sick all night and I'm too shaky to present well today. I'd like to give it my best another day.",
        7: "I chipped a front tooth at practice yesterday and I'm lisping on every S. Could I present after my repair on Tuesday?",
        8: 'My asthma has been acting up with this cold weather, and talking for long makes me cough. Could I go later in the week?',
      },
    },
    {
      id: 'nerves',
      title: 'Presentation Nerves',
      excuses: {
        1: 'Public speaking makes me really anxious. Could I present to you alone during lunch instead of the whole class?',
        2: 'I freeze up in front of big groups. Would it be okay if I recorded my presentation at home?',
        3: "I'm nervous about presenting first. Could I go later in the lineup so I can watch a few others?",
        4: 'I get panicky when everyone is watching me. Could I present from my seat instead of at the front?',
        5: "Could I present with a partner? I'll do my full share of the content, I'm just terrified of doing it solo.",
        6: "My anxiety has been bad this week, and I'm working on it with the school counselor. Could we talk about options?",
        7: "I stutter when I'm nervous, and I'd feel better with note cards and a shorter time slot. Is that possible?",
      },
    },
    {
      id: 'prep',
      title: 'Not Quite Ready',
      excuses: {
        1: "My slides were on a shared drive that my group can't access today. Could we go last so we can fix it?",
        2: 'One of my group members is absent and has half our presentation. Could we present together next class?',
        3: "The video clip I planned to show won't play on the classroom projector. Can I fix it and present tomorrow?",
        4: "I'm still waiting on the survey results that my presentation is built around, and they come in Monday.",
        5: "My poster got rained on at the bus stop and the ink ran. I'm remaking it tonight.",
        6: "The topic I was assigned changed last week, and I've only had three days to research it. Could I have a few more?",
        7: 'I practiced with the wrong time limit and my talk runs twenty minutes instead of five. Can I trim it tonight?',
      },
    },
    {
      id: 'schedule',
      title: 'Schedule Conflicts',
      excuses: {
        1: 'I have to leave at ten for a dentist appointment, and presentations start at ten thirty. Could I go first or another day?',
        2: "Our team has an away game and we're leaving at noon, right when my slot is. Could I swap with someone?",
        3: 'My AP exam runs through the first half of class that morning. Is there another slot that week?',
        4: "My family is traveling for my cousin's wedding that Friday. I can present the day before if that helps.",
        5: 'My college visit is scheduled for the same day. I can present early, or send a recording.',
        6: 'The school band has a field trip that day. Could I move my presentation to the following week?',
        7: "I've got a court date as a witness for a car accident I saw, and it's the morning of my slot.",
      },
    },
    {
      id: 'tech',
      title: 'Tech Trouble',
      excuses: {
        1: "My laptop won't connect to the classroom screen. Could I go after lunch once I borrow an adapter?",
        2: "The slideshow app crashed and took my animations with it. I'd like a day to put them back together.",
        3: 'I saved my presentation on a flash drive that I left at home. Could I go tomorrow?',
        4: 'My online class keeps dropping my video feed, so nobody would see my slides. Could I present in person next week?',
        5: 'My headset mic stopped working, and nobody would hear me in the online session today.',
        6: "My slides won't open on the school computers because they're in a newer format. Can I convert them tonight?",
        7: "The clicker's batteries died and my slides are on a timer I can't pause. Can I reset everything for tomorrow?",
      },
    },
    {
      id: 'alternatives',
      title: 'Asking for an Alternative',
      excuses: {
        1: 'Could I turn my presentation into a written report with the same research? Writing plays to my strengths.',
        2: "Would it be okay if I made a short video instead of presenting live? I'll cover everything on the rubric.",
        3: "Could I walk a table of four classmates through it instead? I think I'd show what I know much better.",
        4: 'Is there an option to do a poster walk-through where people come to me instead of a stage talk?',
        5: 'Could I answer the questions in writing afterward instead of taking them live in front of everyone?',
        6: 'Would you be willing to let me present at the end of the day, when the room is emptier?',
        7: 'Could I do a podcast-style recording with a classmate interviewing me about my topic?',
      },
    },
    {
      id: 'honest',
      title: 'Honest Asks',
      excuses: {
        1: "I'm not ready, and it's my fault: I left it too late. Could I present on Monday with a deduction?",
        2: "I'm really scared of presenting, and I'd like help getting through it rather than avoiding it forever.",
        3: "I had a bad week at home and couldn't prepare. I don't want to go into details, but I'd appreciate a few days.",
        4: "I'll be honest, I've been avoiding this. Could I meet you to practice once before I present?",
        5: "I don't understand my topic well enough to explain it yet. Could you point me to what I'm missing?",
        6: "Give me until Friday and you'll get a talk I'm proud of, instead of a rushed one today.",
        7: "I picked a topic I can't get excited about, and it shows. Could I switch to one I can really talk about, even if it costs me a day?",
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
        "It might. Presentations are often a large part of the grade, and some teachers don't allow make-ups without a good reason. Missing it with no warning usually costs the most. Asking for a new date or an alternative format beforehand gives you the best chance to keep your marks, especially with a clear reason like illness or a scheduled conflict.",
    },
    {
      question: "What if I'm presenting with a group and can't be there?",
      answer:
        "Tell your group and your teacher right away, and make sure your part of the slides and notes are with someone who can present them. Offer to take the questions in writing afterward or to present your section at another time. Leaving your group without your material on the day is the one thing that makes everyone's grade worse.",
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
  updated: '2026-11-23',
};

export default page;
