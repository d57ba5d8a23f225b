/**
 * Pairs an editor found telling the same situation twice (issue 8, from the Work pages and the
 * generator pool as they stood before the editorial pass). The similarity measure must flag each
 * of them at the threshold the content tests use; the site itself no longer contains them.
 */
export const KNOWN_REPEATS: readonly [string, string][] = [
  [
    "My power went out overnight, so my alarm never went off. I'm up now and heading in as fast as I can.",
    "My phone died overnight because the charger wasn't plugged in all the way, so my alarm never went off.",
  ],
  [
    "My phone installed an update overnight and wiped my alarms. I woke up late and I'm leaving right now.",
    "My alarm app glitched and went off two hours late. I'm on my way and should be there in about forty minutes.",
  ],
  [
    "Water is dripping through my ceiling from the unit upstairs, so I'm moving things and setting out buckets before I go.",
    "My upstairs neighbor's washing machine flooded into my kitchen, and I need to meet the building manager before I leave.",
  ],
  [
    "There's a disabled train ahead of us and we've been holding in the tunnel for fifteen minutes.",
    'A train ahead of ours had a mechanical problem, so every train on the line is running with long delays.',
  ],
  [
    "I think I have food poisoning from dinner last night. I've been sick since about three this morning.",
    "Something I ate disagreed with me badly, and I'm in no shape to be at work today.",
  ],
  [
    "I'm coming down with the flu and don't want to pass it to the rest of the team.",
    "Everyone in my house has the flu and I'm starting to feel it too, so I'll stay home to keep it from spreading.",
  ],
  [
    "I've got a stomach flu and I'd rather not risk spreading it around the office.",
    "I have flu symptoms and I'm waiting on a test result, so I'll stay home to avoid exposing anyone.",
  ],
  [
    "I have a migraine that started last night and hasn't let up. Screens make it worse, so I need to rest in a dark room today.",
    "I'm having one of my migraines and won't be able to look at a monitor today. I'll check in tomorrow morning.",
  ],
  [
    "I'm not feeling well today and need a day to rest and reset. I'll be back tomorrow and ready to go.",
    "I'm feeling really burned out and need a day to recharge. I've made sure nothing urgent is due today.",
  ],
  [
    "I'd like to take a mental health day today. I've been running on empty, and a day off will help me come back focused.",
    "I'm taking a personal health day to catch up on sleep and keep an appointment with my counselor.",
  ],
  [
    'The daycare just called and my son has a fever, so I need to pick him up within the hour.',
    "The school nurse says my daughter isn't feeling well, and I need to go get her.",
  ],
  [
    "My stomach has been upset since lunch, and I think it's best if I go home for the rest of the day.",
    "Something I had for lunch didn't agree with me, and I'm not going to be productive for the rest of the day.",
  ],
  [
    'My car is ready at the shop and they close at five. I need it to get to work tomorrow.',
    'I have to drop my car off at the shop before they close so they can start the repair first thing tomorrow.',
  ],
  [
    'I replied from my phone, but it looks like the message saved as a draft instead of actually sending.',
    'I thought I had answered, but I just found my reply sitting in drafts without your address in the To line.',
  ],
  [
    "My roommate was on a loud call in the next room, and I couldn't find a quiet space in time.",
    'My partner had an urgent work call of their own and needed the only quiet room in the house.',
  ],
  [
    'The school nurse called right as the meeting started, and I had to go pick up my son.',
    "The school nurse says my daughter isn't feeling well, and I need to go get her.",
  ],
  [
    "I didn't vacuum because the dust bunnies and I have reached a peaceful agreement.",
    "I didn't clean my room because it has been declared a protected wildlife habitat for dust bunnies.",
  ],
  [
    "I can't answer emails because my laptop became self-aware and is busy writing its memoir.",
    'I missed your message because my phone was busy composing an opera.',
  ],
];
