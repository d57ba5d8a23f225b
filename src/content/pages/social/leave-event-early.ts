import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Leave an Event Early',
  category: 'social',
  description:
    'Kind ways to leave a dinner party, wedding, concert or happy hour early: what to tell the host on your way out, and what to text afterward.',
  fullTitle: 'Excuses to Leave an Event Early: Polite Ways to Say Goodbye Before the End',
  carousel: false,
  sections: [
    {
      id: 'dinner',
      title: 'Dinner Parties & Family Dinners',
      excuses: {
        1: "Thank you so much for dinner. I'm going to head out before dessert, but please send me the recipe for that risotto.",
        2: "I'm sorry to go before the board games come out. My roommate forgot her key, and I promised I'd be home by ten to let her in.",
        3: 'Sorry for ducking out early last night! The lasagna was incredible, and I want to return the favor next month.',
        4: "I've got a call with our Tokyo office at eleven tonight, so I'll have to skip coffee. Thank you for a gorgeous meal.",
        5: "I'm so full I can barely move, so I'd better go home while I still can. Thank you for the feast!",
        6: "Please don't get up, I'll let myself out. The table looked beautiful and every course was better than the last.",
        7: "Would you mind if I leave after the main course? I still have a toast to write for my sister's shower tomorrow.",
        8: "Thanks for hosting everyone, Aunt Carol. I need to finish packing for my trip, but I'll call you when I land.",
        9: "I'm heading out, but I'm taking a plate of leftovers if that's okay. Your stuffing is the best part of the holidays.",
        10: "I love you all, but I've hit my limit on politics for one night. Save me a seat at Easter.",
        11: 'Sorry I slipped out before cake last night! Please wish Uncle Ray a happy birthday again for me, and send me the photos.',
        12: "The kids are melting down, so we're going to call it a night. Thanks for putting up with the chaos, Mom.",
      },
    },
    {
      id: 'weddings',
      title: 'Weddings & Receptions',
      excuses: {
        1: "Congratulations again, you two look so happy. I have to leave early, but I'll be raising a glass to you from home.",
        2: 'I wish I could stay for the sparkler send-off, but our sitter has to leave at ten. This was such a beautiful day.',
        3: 'Thank you for including me in your big day! I had to leave after dinner, but I caught the first dance and cried through all of it.',
        4: "My heels have officially given up, so I'm going to call it a night. The ceremony was perfect.",
        5: "I'm going to find your parents to say goodbye, then head out. Please don't worry about me, go dance!",
        6: "The country roads out here have no streetlights, and I'd like to drive them before it's fully dark. Congratulations!",
        7: "I'm grabbing the first shuttle back to the inn. Thank you for letting me be part of this, your vows got me.",
        8: 'Is there a card box somewhere? I want to drop this off on my way out.',
        9: "I'm sneaking out before the bouquet toss to save myself the embarrassment. Best wishes to you both, truly.",
      },
    },
    {
      id: 'concerts',
      title: 'Concerts, Shows & Games',
      excuses: {
        1: "I'm going to head out before the encore so I don't get stuck in the parking lot for an hour. Text me the setlist!",
        2: "My ears are ringing and I forgot earplugs, so I'm going to bail after this song. Have fun up front!",
        3: "I'm leaving at intermission, but I loved the first act. Tell me how it all ends tomorrow.",
        4: "I'm going to slip out during this set change. The crowd's getting too packed for me, but I'm glad we came.",
        5: 'I caught the last song from the parking garage last night, and it still sounded amazing. Thanks again for getting us tickets!',
        6: "We're down by nine runs, so I'm leaving at the seventh-inning stretch. You're braver than me for staying.",
        7: "I have to be honest, this band isn't really my thing. I'm going to head home, but thank you for the ticket.",
        8: "This comedy show is running way past what I planned, so I'm heading out now. I'll send you money for my drinks tonight.",
      },
    },
    {
      id: 'networking',
      title: 'Networking Events & Happy Hours',
      excuses: {
        1: "It was great meeting you. I'm going to head out, but let's connect on LinkedIn and grab coffee next week.",
        2: "One last lap around the room and then I'm off. You did a great job organizing this, what a turnout.",
        3: "Congrats on the launch! I'm sticking to one drink before I go, but I wasn't going to miss toasting this.",
        4: "I'm off, but I'll see you all at standup tomorrow. Somebody order one more round on my behalf!",
        5: 'I have a client dinner at 8:30, so I can only stay for the first hour, but I wanted to show my face.',
        6: "I'm going to leave before the karaoke starts; nobody needs to hear me sing. Great work this quarter, everyone.",
        7: "I'm not drinking tonight and I'm starting to fade, so I'll say goodnight now. Thanks for putting this together.",
        8: "Sorry I left early yesterday! I'd love to hear more about your startup, are you free for lunch Thursday?",
        9: "I've collected enough business cards for one night. It was great talking shop with you, and I'll email you tomorrow.",
      },
    },
    {
      id: 'morning',
      title: 'Early Start Tomorrow',
      excuses: {
        1: "I've got a 6 a.m. flight and haven't packed a single thing. Wish me luck getting through security!",
        2: "I'm running a half marathon in the morning, so I'll be the boring one who leaves first. Cheer for me at mile ten!",
        3: 'Our big presentation is first thing tomorrow, and I want a clear head for it. Have fun without me.',
        4: "I'm opening the coffee shop at five tomorrow, which means my night ends now.",
        5: "I promised my neighbor I'd help carry his dresser down three flights at seven tomorrow, and my back needs to be ready for it.",
        6: "My alarm is set for 4:45 for a sunrise hike, so I'm calling it early. Save me a slice of cake?",
        7: "I've got jury duty check-in at eight, and the courthouse is across town. Sorry to leave before the fun part.",
        8: "Tomorrow's my first day at the new job, so I'm heading home to iron a shirt and actually sleep.",
        9: "I'm picking my mom up at 7:30 tomorrow for an early appointment, so this is my cue to leave.",
      },
    },
    {
      id: 'home',
      title: 'Rides, Kids & Pets',
      excuses: {
        1: "My ride's already warming up the car out front, and I don't want to keep her waiting.",
        2: 'The last train to my side of town leaves at 11:15, so I need to walk to the station now.',
        3: "Prices on the ride apps jump after ten around here, so I'm booking a car while it's still reasonable.",
        4: "The kids are with my parents, and they just texted that bedtime isn't going well. I'd better go rescue them.",
        5: "My daughter just asked me to pick her up from her friend's house, so I'm going to go get her.",
        6: "My dog hasn't been out since five, and I'd rather not find out what happens if I stay later.",
        7: "Our new kitten is home alone for the first time, and I keep checking the pet cam. I'm going to go be with her.",
        8: "I'm the designated driver tonight and my group is ready to leave. Thanks for hosting!",
        9: "My teenager's curfew is eleven, which means I should probably be home before she is.",
        10: "My phone is at 3% and it's my only way to call a car, so I'd better leave while it still has some life.",
      },
    },
    {
      id: 'tired',
      title: 'Tired or Running Low',
      excuses: {
        1: "I'm running on about four hours of sleep, so I'm going to go before I doze off on your couch.",
        2: "It's been a long week and I'm fading fast. Thank you for having me, I'm glad I made it out.",
        3: "The music's getting loud and my head is starting to pound, so I'm going to find some quiet. This was fun.",
        4: "I think that second glass of wine hit harder than I expected. I'm heading home to drink a lot of water.",
        5: "My allergies are acting up around the cats, so I'm going to step out. Please give them a scratch for me.",
        6: "I'm feeling a little off and would rather not share whatever it is with the whole party.",
        7: 'I got back from a work trip this morning and the jet lag is catching up with me. Brunch this weekend instead?',
        8: 'My feet are done after standing all night. I had a really nice time, and my couch is calling.',
      },
    },
    {
      id: 'honest',
      title: 'Honest & Graceful Exits',
      excuses: {
        1: "I'd rather leave while I'm still having a great time than stay past my limit. Let's catch up properly next week.",
        2: "I could only manage an hour out tonight, and I'm really glad I spent it here with you.",
        3: "Honestly, big crowds wear me out after a while, and I've reached that point. It was so good to see your face.",
        4: "I'm calling it here, and I'll text you once I'm home safe. Really glad you asked me to come.",
        5: "Please don't take my early exit personally, the party's great. I just need a quiet night in with a book.",
        6: "I told myself I'd leave at ten, and I'm sticking to it. This was the perfect amount of fun.",
        7: "Sorry I left without a proper goodbye! You were mid-story and I didn't want to interrupt, but I had a great time.",
        8: "I'm at the end of my social energy for today. Can we get together soon, just the two of us?",
      },
    },
  ],
  faq: [
    {
      question: 'How early is too early to leave a party?',
      answer:
        "For a casual party, staying an hour or so is usually enough to show you came for the host and not just to check a box. Sit-down dinners are different: try to stay through the main course, since the host planned the meal around a set number of guests. At a wedding, staying through dinner and the toasts covers the moments the couple cares about most. If you know you'll need to leave early, mention it when you arrive, not halfway through the evening.",
    },
    {
      question: 'Do I need to give a reason for leaving early?',
      answer:
        "No. \"Thank you so much, I'm going to head out\" is a complete sentence, and most hosts are busy enough that they won't ask. A reason helps when you're leaving a small dinner or an important celebration, where your early exit is more noticeable. Keep it short and true. A long, detailed story tends to draw more attention than the departure itself, and it's easy to forget later what you said.",
    },
    {
      question: 'Should I say goodbye to the host or just slip out?',
      answer:
        "At a small gathering, always find the host, even for ten seconds. At a big party or reception where the host is swamped, slipping out is fine as long as you follow up with a text that night or the next morning thanking them. Don't interrupt a toast, a speech or a heartfelt conversation to say goodbye. Catch the host at a natural pause, keep it brief and leave without gathering a crowd around you.",
    },
    {
      question: 'What should I text after leaving an event early?',
      answer:
        'Thank the host, mention one specific thing you enjoyed and skip the long apology. Something like "Thanks for last night, the lasagna was amazing and I loved meeting your sister" does more than a paragraph explaining why you left. If you missed a big moment, like a toast or a cake cutting, ask for a photo or video. Send it the same night or the next morning while the evening is still fresh.',
    },
    {
      question: 'Is it rude to leave a wedding reception early?',
      answer:
        'Not if you stay for the parts that matter to the couple. Try to be there for dinner, the toasts, the first dance and the cake cutting, then leave quietly without pulling the couple away from their guests. Find a parent or a member of the wedding party to pass on your congratulations if the couple is busy. A warm note or text the next day is a kind touch, especially if you had to miss the send-off.',
    },
    {
      question: 'Is it better to just be honest about why I want to go?',
      answer:
        'Usually, yes. "I\'m tired" or "I\'ve got an early morning" are ordinary reasons that no reasonable host will hold against you. Honesty also saves you from an invented reason that a mutual friend might later contradict. You can stay private without making anything up: "I need a quiet night" is true and enough. If you find yourself wanting to leave the same group\'s events early every time, that\'s worth thinking about, and maybe worth a kind, direct conversation.',
    },
  ],
  tips: [
    "If you know you have to leave early, tell the host when you arrive so it's no surprise later.",
    'Say goodbye to the host at a natural pause, never in the middle of a toast or a speech.',
    'Keep your exit line to one or two sentences and leave without collecting a crowd at the door.',
    'Send a short thank-you text the same night or the next morning, naming one thing you enjoyed.',
    'Settle any shared tab, pass on your gift and return anything you borrowed before you head out.',
    "Offer to host or plan the next get-together if you want to show that leaving early wasn't about them.",
  ],
  related: [
    '/excuses/social/skip-party',
    '/excuses/social/cancel-plans',
    '/excuses/social/avoid-family-gathering',
    '/excuses/work/leave-early',
    '/excuses/health/avoid-socializing',
  ],
  updated: '2026-11-23',
};

export default page;
