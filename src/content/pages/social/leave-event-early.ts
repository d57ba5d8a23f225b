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
        2: "I'm sorry to go before the board games come out. I parked on a street that turns into a tow zone at ten, and I'd like to still have a car tomorrow.",
        6: "Please don't get up; I'll let myself out. My contacts have dried out and I can barely see the table anymore, but every course was wonderful.",
        7: "Would you mind if I leave after the main course? My grandmother calls every Sunday at eight, and she worries if I don't pick up.",
        8: "Aunt Carol, thank you for dinner. I'm house-sitting for the Parks this week, and I promised to bring in their mail and turn the lights on before ten.",
        9: 'My roommate gets off her holiday shift at eight, and I want a warm plate waiting when she walks in. Could I pack her some of your amazing stuffing?',
        11: 'Sorry I slipped out before cake last night! My neighbor texted that my smoke alarm was going off, and it turned out to be a dying battery.',
        12: "The kids are melting down, so we're going to call it a night. Thanks for putting up with the chaos, Mom.",
      },
    },
    {
      id: 'weddings',
      title: 'Weddings & Receptions',
      excuses: {
        2: 'I wish I could stay for the sparkler send-off, but our sitter has to leave at ten. This was such a beautiful day.',
        4: "My heels have officially given up, so I'm going to call it a night. The ceremony was perfect.",
        6: "The country roads out here have no streetlights, and I'd like to drive them before it's fully dark. Congratulations!",
        7: "I'm driving my grandparents back to their hotel, and Grandpa is ready for bed. Your vows got me, and thank you for letting me be part of this.",
        8: "It's gotten a lot colder under this tent than I packed for, so I'm going to go warm up in my room. The toasts were perfect.",
        9: "I've been up since six for bridal party photos and hair, and I've hugged everyone twice. My bed is calling, and this was the most beautiful day.",
        10: "I'm the one guarding your card box, and I promised to get it into the hotel safe tonight. Congratulations, and I'll see you at breakfast!",
      },
    },
    {
      id: 'concerts',
      title: 'Concerts, Shows & Games',
      excuses: {
        1: "I'm going to head out before the encore so I don't get stuck in the parking lot for an hour. Text me the setlist!",
        2: "My ears are ringing and I forgot earplugs, so I'm going to bail after this song. Have fun up front!",
        3: "I'm leaving at intermission, because my back can't take another act in these seats. I loved the first half, so tell me how it ends.",
        4: "The crowd keeps surging forward, and I'm too short to see anything but shoulders. I'll watch the rest on your stories!",
        5: "The rain's getting heavier and our lawn seats are basically a pond, so I'm calling it. Thanks again for getting us tickets!",
        6: "We're down by nine runs, so I'm leaving at the seventh-inning stretch. You're braver than me for staying.",
        7: "Someone just spilled a whole beer down my back, and I'm sticky and freezing. I'm going home to shower, but thank you for the ticket.",
        9: "My phone's at three percent, and it's my only way to call a car home, so I'm leaving while it still works. Have fun for both of us!",
      },
    },
    {
      id: 'networking',
      title: 'Networking Events & Happy Hours',
      excuses: {
        1: "It was great meeting you. I promised my daughter I'd be home for her bedtime story tonight, so let's connect on LinkedIn and grab coffee next week.",
        3: "Congrats on the launch! I'm driving, so it's one drink for the toast and then I'm off, but I wasn't going to miss this.",
        6: "I'm going to leave before the karaoke starts; nobody needs to hear me sing. Great work this quarter, everyone.",
        9: "I'm the last key holder at the office tonight, so I have to head back and lock up. It was great talking shop with you, and I'll email you tomorrow.",
        10: 'My coworker is getting an award in the ballroom across the street, and I promised to be there when they call her name. Great panel, everyone!',
        11: "I'm on my building's co-op board, and we vote on a new roof at seven, so I can only stay for the first hour. It was great to finally meet you in person.",
      },
    },
    {
      id: 'morning',
      title: 'Early Start Tomorrow',
      excuses: {
        1: "I've got a 6 a.m. flight and haven't packed a single thing. Wish me luck getting through security!",
        3: 'Our big pitch is first thing tomorrow, and I want a clear head for it. Have fun, and fill me in on what I miss!',
        4: "I'm opening the coffee shop at five tomorrow, which means my night ends now.",
        7: "Jury duty check-in is at eight tomorrow, and I hear they don't love latecomers. Sorry to leave before the fun part.",
        8: "I'm hosting brunch for twelve tomorrow, and the cinnamon rolls have to go in the fridge tonight to rise. Thank you for a fun evening!",
        9: "I'm picking my mom up at 7:30 tomorrow for an early appointment, so this is my cue to leave.",
      },
    },
    {
      id: 'home',
      title: 'Rides, Kids & Pets',
      excuses: {
        1: "My ride's already warming up the car out front, and I don't want to keep her waiting. Thanks for such a fun night!",
        2: 'The last train to my side of town leaves at 11:15, so I need to start walking to the station. Thanks for having me!',
        5: "My daughter just asked me to pick her up from her friend's house, so I'm going to go get her.",
        6: "My dog hasn't been out since five, and I'd rather not find out what happens if I stay later.",
        9: "My teenager's curfew is eleven, which means I should probably be home before she is.",
        10: 'My sister is dropping her kids at my place at nine so she can catch a red-eye, and I need to be home to open the door.',
      },
    },
    {
      id: 'tired',
      title: 'Tired or Running Low',
      excuses: {
        1: "The two espressos I had at lunch have officially worn off, and I'm crashing hard. Thanks for a fun night; I'll text you tomorrow.",
        4: "I think that second glass of wine hit harder than I expected. I'm grabbing a ride home and drinking a lot of water.",
        5: "My allergies are acting up around the cats, so I'm going to step out. Please give them a scratch for me.",
        7: "I had to let two people on my team go today, and I thought a party would take my mind off it, but I'm not great company. Thanks for having me, and I'll call you this weekend.",
        8: "I'm fasting for a blood test first thing tomorrow, and standing next to this buffet on an empty stomach is more than I can take. This was lovely, so thank you for having me!",
      },
    },
    {
      id: 'honest',
      title: 'Honest & Graceful Exits',
      excuses: {
        2: "Honestly, I'm not great at mingling with strangers, and I've used up all my small talk for tonight. Thanks so much for inviting me.",
        4: 'Sorry we ducked out early! Sam and I had a spat on the drive over, and your party deserved better than the two of us sulking in a corner.',
        6: "I told myself I'd leave at ten, and I'm sticking to it. This was the perfect amount of fun.",
        7: "Sorry I left without a real goodbye: the room got so packed that I started feeling panicky, so I stepped out for air and just kept going. You were mid-story, and I didn't want to interrupt!",
        8: "Honestly, I came mostly to see you, and you're going to be busy hosting all night. Let's get lunch this week, just the two of us.",
        9: 'Honestly, the politics talk at our end of the table is getting heated, and I want to leave before I say something I regret. Thanks for a lovely evening.',
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
  updated: '2026-11-25',
};

export default page;
