import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Skip the Gym',
  category: 'health',
  description:
    'Skipping a workout with your gym buddy, trainer or class? Friendly messages for sore, tired and busy days, and why a rest day is part of the plan.',
  fullTitle: 'Excuses to Skip the Gym: What to Tell Your Workout Buddy or Trainer',
  carousel: true,
  sections: [
    {
      id: 'recovery',
      title: 'Sore & Recovering',
      excuses: {
        1: "My legs are still wrecked from Monday's squats. I'm going to stretch tonight and come back fresh on Thursday.",
        6: "My knee has been clicking since our last run, so I'm swapping today for an easy bike ride at home.",
        7: "Today is a rest day on my training plan, and for once I'm actually taking it instead of sneaking in a run. I'll be at the gym Thursday, well rested.",
        10: 'I dropped a cast-iron pan on my foot last night, and my big toe is purple. Can we make this week upper body only?',
        11: "Tore a callus on the pull-up bar Tuesday, and my palm is still raw. I'm giving it two days before I grip anything heavy.",
        13: "I had my eyes dilated at my eye appointment this afternoon, and the gym lights would feel like stadium floodlights. I'll be back tomorrow, once I can see straight.",
        14: 'New tattoo as of Saturday! It has to stay clean and out of gym sweat for two weeks, so pencil me back in for the 20th.',
        15: "I landed on my tailbone ice skating with the kids on Sunday, and sitting down still makes me wince. The rowing machine is out, so I'll see you once it stops aching.",
      },
    },
    {
      id: 'tired',
      title: 'Tired & Low Energy',
      excuses: {
        2: "Three delivery trucks showed up at the warehouse at once today, and I unloaded boxes for nine hours straight. I'm wiped, but I'll see you Saturday morning.",
        9: "I got back from vacation last night and my suitcase is still by the door. Give me one day to land, and I'm back Friday.",
        13: "I pulled an all-nighter to finish a grant application, and I'd be a hazard anywhere near a barbell. Tonight is for sleep; the weights will still be there tomorrow.",
        14: 'I walked 26,000 steps around the theme park with my nieces today, so my legs have technically been to the gym already. See you Thursday.',
        15: "I'm on day six of a cold. The fever's gone, but I'm still running at half speed, so it's easy walks only until next week.",
      },
    },
    {
      id: 'schedule',
      title: 'Busy Schedule',
      excuses: {
        1: "Work ran late and the gym closes at nine. I'd be there for twenty minutes, so I'm moving my session to the morning.",
        3: "My kid's soccer practice moved to the same time as our yoga class, and I'm the one driving. Save me a mat on Saturday?",
        5: 'I have a 7 a.m. flight tomorrow, so tonight is packing, not leg day.',
        6: "My shift swapped to evenings this week, which kills my usual gym slot. I'll find a lunchtime class instead.",
        12: "My friend's citizenship test is Friday, and I promised to quiz her after work every night until then. I'll be back on the treadmill Monday.",
        13: "A coworker's first gallery show opens at seven tonight, and I promised to be there with flowers. Can we lift tomorrow instead?",
        14: "It's my daughter's ninth birthday, and she has requested pancakes for dinner with me at the table.",
        15: "We're buying our first house, and the final walk-through is tonight at six. Leg day can wait; this can't.",
        16: "It's Election Day, and the line at my polling place already wraps around the block. I'm voting before I do a single squat.",
        17: "Tonight's the first night of the pottery class I signed up for in January, and I've already paid for all eight weeks. Count me in for the weekend run instead.",
      },
    },
    {
      id: 'weather',
      title: 'Weather & Getting There',
      excuses: {
        2: "It's pouring, and I'm not biking across town in that. I'll use the rowing machine in the basement and see you Saturday.",
        9: "The park closed the trail for a controlled burn this week. I'll jog around my neighborhood instead, and let's meet at the trailhead again next Tuesday.",
        10: 'The forecast has lightning right at six, when our court time starts, and an open tennis court is the last place to be. Can we rebook for Saturday morning?',
        11: 'The lake is way too choppy for paddleboarding this morning. Can we try Sunday, when the wind dies down?',
        12: "Last week's outdoor boot camp left me with thirty-one mosquito bites, and tonight's session is at dusk by the pond again. I'll take the indoor class on Thursday instead.",
        13: "It's still in the nineties at seven, and our running route has no shade at all. Let's skip tonight's run and pick it up when this heat wave breaks.",
      },
    },
    {
      id: 'gear',
      title: 'Gear & Gym Trouble',
      excuses: {
        2: "My key fob stopped working, and nobody staffs the desk after five to let me in. I'll get a new one at lunch tomorrow and go straight after work.",
        3: "I left my gym bag on the kitchen counter this morning, and I'm not driving forty minutes round trip to get it. It's going in the car tonight, so see you tomorrow.",
        5: "The gym's app says the class is full and I'm tenth on the waitlist. I'll book the Sunday one instead.",
        8: "The only squat rack has had an out-of-order sign on it since Monday, and leg day without it is just lunges. Can we do upper body until it's fixed?",
        10: "I'm on a work trip, and the hotel gym is one treadmill and a bike with no pedals. I'll make it up when I'm home.",
        11: "The sole of my running shoe peeled off on the way to the car, and my old pair is still soaked from Sunday. New shoes Thursday, then I'm back.",
        12: "Kara's on vacation, and her sub is teaching our class at dawn all week. I'm not lifting at 5:30 a.m., so I'll see you all when she's back Monday.",
      },
    },
    {
      id: 'home',
      title: 'Home & Family',
      excuses: {
        2: "Would you mind if I skipped tonight and walked the dog instead? She's been alone all day and needs a long walk more than I need the treadmill.",
        3: "My partner's home with the flu, and I want to be there tonight. Same time next week?",
        9: 'Friday is family game night, and the kids have been plotting their Monopoly revenge since last week. Saturday morning at the gym, though!',
        10: "Our fridge died this afternoon, and I'm moving everything into coolers before it spoils. Thursday instead?",
        11: "My neighbor asked me to help her set up her new TV tonight, and she's been waiting all week. Tomorrow morning, promise.",
        12: "My sixteen-year-old just got her learner's permit, and tonight I'm the calm adult in the passenger seat. Sunday morning instead?",
        13: "It's my turn on the meal train for our neighbors with the new twins, so tonight I'm cooking a double batch of chili.",
      },
    },
    {
      id: 'honest',
      title: 'Honest Rest Days',
      excuses: {
        3: "I have zero motivation today, so I'm swapping the gym for a twenty-minute walk and calling it a win. Back at it Wednesday.",
        6: "Could we drop to three sessions a week? Five has been wearing me down, and I'd rather show up three times than cancel two.",
        8: 'Could we make tomorrow a lighter session? My form fell apart on the last set Tuesday, and I want to fix it before adding weight.',
        9: "My gym just raised the monthly fee by twenty dollars, so I'm freezing my membership and running outside until I decide if it's worth it.",
        10: "Honestly, I don't enjoy spin, and I've finally admitted it. Could we find a class we both like?",
        11: 'I skipped the new HIIT class because I was nervous about keeping up. Could you come with me the first time?',
        14: "I forgot until ten minutes ago and can't get there in time. That's on me, and I've set two reminders for next week's session.",
      },
    },
  ],
  tips: [
    "Tell your workout partner as early as you can, so they're not waiting at the gym door.",
    'Plan the make-up session when you cancel: a specific day and time keeps the habit alive.',
    'Treat sharp pain, dizziness or a fever as a reason to rest, not something to push through.',
    'On a low day, do something small like a ten-minute walk or a stretch, and count it.',
    'If you cancel the same class every week, change the schedule rather than fighting it.',
    'Rest days are part of training: muscles get stronger while you recover, not while you lift.',
  ],
  related: [
    '/excuses/health/low-energy',
    '/excuses/health/stay-home',
    '/excuses/social/cancel-plans',
    '/excuses/work/leave-early',
    '/get-my-excuse',
  ],
  updated: '2026-11-25',
};

export default page;
