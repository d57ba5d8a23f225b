import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Stay Home All Day',
  category: 'health',
  description:
    'Want a whole day in? Friendly reasons to stay home for friends, family and work, from a delivery window to a guilt-free day on the couch.',
  fullTitle: "Excuses to Stay Home All Day: Kind Ways to Say You're Staying In",
  carousel: true,
  sections: [
    {
      id: 'waiting',
      title: 'Waiting on Something',
      excuses: {
        2: 'Our new mattress is coming sometime between eight and four, and someone has to sign for it. Can we do coffee at my place instead?',
        7: "There's a brisket in the smoker until dinner, and it needs checking every hour. Come by at six and I'll feed you.",
        8: "Our dog could have her puppies any hour now, and she's been nesting in the laundry basket since last night. I'm staying right here, but you'll get the first photos.",
        9: "My daughter's college decisions come out today, and she wants all of us home when she opens the email.",
        10: 'A recruiter is calling sometime today about the offer, and I want to be somewhere quiet when the phone rings.',
        11: "Concert tickets go on sale at ten, and the website has me at number 14,302 in line. I'm not moving until I'm through.",
        12: "We had the driveway sealed this morning, and the car is stuck in the garage until tomorrow. Looks like I'm home whether I like it or not.",
      },
    },
    {
      id: 'recovering',
      title: 'Resting & Recovering',
      excuses: {
        4: "I got poison ivy pulling weeds on Saturday, and I'm covered in calamine lotion and trying very hard not to scratch. Nobody needs to see this today.",
        8: "Heartburn kept me up until four, so I'm sleeping in and skipping the farmers market. Go without me and grab me some peaches?",
        13: 'I broke in new boots at the fair yesterday, and now I have blisters on both heels. Shoes are not happening today.',
        14: "I'm still woozy from yesterday's boat trip, and the room hasn't stopped rocking. Solid ground and no plans for me today.",
        16: "I pulled a muscle in my side sneezing, of all things. Laugh if you want; I can't, because it hurts.",
        18: "I woke up with a stye, and my eye looks like it lost a fight. I'm staying in with a warm compress.",
        19: "I went roller skating for the first time in twenty years, and both knees are scraped raw. I'm staying in with bandages and what's left of my pride.",
      },
    },
    {
      id: 'projects',
      title: 'Home Projects',
      excuses: {
        1: "I've finally blocked out today to paint the bedroom. If I go out, it'll never get done.",
        2: "I'm deep-cleaning the kitchen today, and everything from the cabinets is currently on the floor.",
        4: 'The new bookshelf came in a box marked "two-person assembly," and my only helper today is the cat. I\'m not leaving until it stands up on its own.',
        5: "The mail and paperwork have buried the dining table since spring, and today I'm sorting every last pile. I'll call you once I can see the wood again.",
        7: "I'm repotting all my plants today, and the living room looks like a garden center.",
        9: "I signed up to make six dozen cookies for tomorrow's school bake sale. That's my entire day.",
        11: "I'm sewing the kids' Halloween costumes today, and I promised the dragon would have wings that actually flap.",
        12: "I'm moving fifteen years of photos onto the new computer today, and the progress bar says six hours. I'm staying right here to babysit it.",
        13: "I'm fixing the wobbly deck railing before my in-laws visit, and I've already made two trips to the hardware store.",
      },
    },
    {
      id: 'family',
      title: 'Family & Pets',
      excuses: {
        2: "We just brought the new kitten home, and I don't want to leave her alone on her first day.",
        5: "The kids have a snow day, so I'm home with them building a blanket fort.",
        7: 'My husband got home last night from a six-month deployment, and the four of us are having a slow day on the couch together.',
        9: "Grandma's coming over to teach the kids her pierogi recipe this afternoon, and I'm not missing it. The kitchen will be flour from wall to wall by two.",
        10: 'My son has three friends sleeping over tonight, and somebody has to be the adult in charge of the pizza.',
        12: "It's the Fourth, and our dog shakes through every firework. I'm staying in with him and the white-noise machine.",
        14: "My daughter is finally ready to try her bike without training wheels, so we're doing laps of the driveway all afternoon.",
        15: "We're potty training this week, and every outing so far has ended in a change of clothes. Home is safer.",
      },
    },
    {
      id: 'weather',
      title: 'Weather & the Outside World',
      excuses: {
        4: "There's a wind advisory until eight tonight, and a big branch already came down on our street. Can we do tomorrow instead?",
        8: "It's nine below with the windchill. I have soup, a blanket and no reason to go outside.",
        9: "It's the first warm Saturday of spring, so every trail, patio and parking lot will be packed. I'm happy right here.",
        12: "The fog is so thick I can't see the mailbox from the porch. I'm not driving anywhere until it burns off this afternoon.",
        13: 'Golf-ball-size hail is in the forecast for this afternoon, and I want my car and me both under a roof when it hits.',
      },
    },
    {
      id: 'me-time',
      title: 'A Day for Me',
      excuses: {
        1: "Today is a stay-in day: I'm reading, napping and leaving my phone in the other room. I'll text you back tonight.",
        4: "It's a classic movie marathon today: three black-and-white films and a very large bowl of popcorn.",
        9: "I'm doing a 1,000-piece puzzle, and half of it is sky. It's just me and the dining table today.",
        10: "I've been meaning to finish a short story for months, and the house is finally quiet. Today I'm writing.",
        11: "It's my birthday, and what I want is a quiet day at home in sweatpants. Cake deliveries are welcome.",
        12: 'My first open mic is next Friday, so today is for playing the same three songs until my fingers hurt.',
        13: "I'm planning our summer trip today: maps, reviews and far too many browser tabs.",
        14: "My best friend in Sydney and I have our monthly catch-up call today, and with the time difference it lands right in the middle of the afternoon. I'm not missing it.",
        15: "I'm giving myself a spa day at home: face mask, a long bath and toenails painted badly. I'm not answering the door.",
      },
    },
    {
      id: 'work',
      title: 'Working From Home',
      excuses: {
        2: "I'll be working from my kitchen table today because the trains are barely running during the track work.",
        5: "Today is wall-to-wall video calls, so I'll take them from my quiet spare room instead of the open office.",
        8: 'Our office is getting new carpet this week, so the whole team is remote until Thursday.',
        9: 'The dog has a vet appointment five minutes from home at eleven. Could I work from home today instead of doing the commute twice?',
        10: "Could I work from home this week? My mom is staying with us after her knee replacement, and I'd like to be just down the hall.",
      },
    },
  ],
  tips: [
    'A day at home needs no long story; "I\'m staying in today" is an honest, complete answer.',
    "If you cancel plans to stay home, suggest a new day so the other person knows it isn't about them.",
    "When you work from home, say when you're reachable and keep your status up to date.",
    'Let the people who depend on you know early, not at the moment they expect you.',
    "If staying in starts to feel like hiding from everything, reach out to a friend or a professional; you don't have to sort it out alone.",
    'Enjoy the day you chose: a rested weekend makes you better company the week after.',
  ],
  related: [
    '/excuses/health/low-energy',
    '/excuses/health/avoid-socializing',
    '/excuses/social/cancel-plans',
    '/excuses/social/avoid-family-gathering',
    '/excuses/work/calling-in-sick',
  ],
  updated: '2026-11-25',
};

export default page;
