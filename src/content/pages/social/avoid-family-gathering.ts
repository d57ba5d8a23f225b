import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Avoid a Family Gathering',
  category: 'social',
  description:
    "Kind ways to tell a parent, sibling or aunt you'll miss the holiday dinner, reunion or Sunday lunch, with an offer to call or visit another time.",
  fullTitle: "Excuses to Avoid a Family Gathering: Loving Ways to Say You Can't Make It",
  carousel: true,
  sections: [
    {
      id: 'holidays',
      title: 'Holiday Dinners',
      excuses: {
        1: "Mom, I won't make it to Thanksgiving dinner this year, but I'd love to come by Saturday for leftovers and a long walk.",
        2: "I promised my roommates I'd host a holiday meal for the people here who can't fly home. Could I video call you all before dessert?",
        3: "We're spending Christmas with Jake's family this year since we were with you last year. Let's plan a New Year's brunch, just us.",
        4: 'Aunt Linda, thank you so much for the Easter invitation. I already have plans, but please save me a slice of that coconut cake.',
        5: "I'm keeping the Fourth of July quiet this year and staying home with the dog, who shakes through every single firework.",
        6: 'Could I skip the big Hanukkah party and come light candles with you and Dad on one of the quieter nights instead?',
        7: "We're hosting my partner's parents for Thanksgiving, so we can't be at yours. Want to do a pie swap on Friday?",
        8: "I signed up to serve Christmas dinner at the shelter downtown this year. It means a lot to me, and I'll ring you once the dishes are done.",
        9: "Grandma's New Year's Day spread is too early for me after staying up past midnight. Could I stop by for coffee next weekend?",
      },
    },
    {
      id: 'reunions',
      title: 'Reunions & Cookouts',
      excuses: {
        1: "Hey Marcus, I'm going to miss your barbecue on Saturday. Eat a burger for me, and let's grab a beer soon to catch up.",
        2: "I'm sorry to miss the family reunion at the lake this summer. Could someone send me the group photo so I can frame it?",
        3: "Aunt Rosa, the reunion falls on my best friend's wedding weekend, and I'm a bridesmaid. I'll be thinking of all of you.",
        4: "Gatherings with sixty relatives wear me out fast. I'd rather visit you and Uncle Ray one-on-one in the fall, if that works?",
        5: "I can't make Grandpa's 90th on the 14th, but I'm recording a video message for him and mailing a card this week.",
        6: "The cousins' camping trip isn't going to work for me this year. Tell everyone hi and keep me posted on the next one?",
        7: "I'm going to pass on the Memorial Day cookout. I've got a deck to stain that I've put off since April.",
        8: "Is it okay if I skip the potluck picnic this time? I'll still send my mac and cheese over with Danny.",
        9: "I have to miss Emily's graduation party, but I'm sending a gift card and a note so she knows how proud I am of her.",
      },
    },
    {
      id: 'in-laws',
      title: 'Sunday Lunch at the In-Laws',
      excuses: {
        1: "Patricia, thank you for the lunch invite. We can't make it this Sunday, but could we bring dinner over to you on Wednesday?",
        2: "Honey, would you mind going to your parents' without me this week? I need a quiet afternoon, and I'll phone your mom tonight.",
        3: "We'll have to skip lunch this weekend because the kitchen renovation has us buried in boxes and drywall dust.",
        4: "Sundays at your place have become every single week lately, and we're stretched thin. Would every other Sunday work for you?",
        5: "I promised to help my own mom paint her bedroom on Sunday. Please tell your dad I'm sorry to miss his brisket.",
        6: "Our church commitment runs late this Sunday, so we won't be there for lunch. Could we stop by for pie around four?",
        7: "Sorry, Carol, we're keeping this Sunday for just the two of us. It's our anniversary weekend, and we'll bring you photos.",
        8: "I'd love to join you next month when things calm down. This weekend I'm buried under a stack of essays to grade.",
      },
    },
    {
      id: 'travel',
      title: 'Travel & Money',
      excuses: {
        1: "Flights home for Thanksgiving are over $700 this year, and I just can't swing it. Can we pick a cheaper weekend in January?",
        2: "I'm paying down my credit card this year, so the cross-country trip for the reunion isn't in the budget. I hate missing it.",
        3: "Mom, it's a nine-hour drive each way, and I only have the one day off. I'd spend more time in the car than with you.",
        4: 'Gas plus a hotel would wipe out my whole month. Could you visit me in the spring instead, with dinner on me?',
        5: "My passport renewal won't come back in time for the wedding in Mexico. I'm gutted, and I'll raise a glass to you from here.",
        6: "My car's transmission is acting up, and I don't trust it on the interstate for a six-hour trip.",
        7: "Airfare for all four of us adds up to more than our rent. We're going to sit this holiday out and plan a summer visit.",
        8: "The train sold out for the holiday weekend, and the only bus arrives at two in the morning. I'll come up a few days later instead.",
      },
    },
    {
      id: 'work',
      title: 'Work Shifts',
      excuses: {
        1: "I got scheduled for the Christmas Eve shift at the hospital, and there's nobody left to swap with. Save me a plate?",
        2: "The restaurant is slammed on Mother's Day, so I'm working a double. Can I take you to breakfast on Monday?",
        3: "I'm on call this weekend, which means staying within thirty minutes of the office. Have fun at the reunion for me.",
        4: "Nobody at the store gets time off during Black Friday week. I'll be at your door on December 25, I promise.",
        5: 'Dad, I picked up holiday overtime to pay off my car. Could I come up the week after, when things slow down?',
        6: "Our quarter-end close runs through that Saturday, and I'll be at my desk until midnight most nights.",
        7: "I just started this job in October, so I don't have any vacation days yet. Next year I'm putting in for it first thing.",
        8: "I'm working nights this week, so your Saturday afternoon party lands right in the middle of my sleep. Could we do an early dinner Tuesday?",
      },
    },
    {
      id: 'kids',
      title: "Kids' Schedules",
      excuses: {
        1: "Emma has a soccer tournament all weekend, so we can't make the family picnic. We'll send pictures of her goals!",
        2: "The baby's naps are finally on track, and a four-hour party would undo a month of progress. Can we visit on a weekday morning?",
        3: "It's my weekend without the kids, and I'd hate for you to miss seeing them. Can we come the following Saturday when they're with me?",
        4: "Jack's dance recital rehearsal is that Saturday, and it's mandatory. We're sorry to miss the anniversary party.",
        5: "Both kids are just getting over a stomach bug, and I don't want to bring it into Grandma's house.",
        6: "Ava's science fair project is due Monday and we haven't started (I know, I know). We'll come by for dessert next weekend.",
        7: "The twins have their school play Friday night, so we won't make the drive for Aunt May's birthday dinner.",
        8: "Late nights at big parties turn my toddler into a tornado for days. We're staying home this time, and we'll call you at bath time.",
      },
    },
    {
      id: 'rest',
      title: 'Needing Rest',
      excuses: {
        1: "I've been running on empty for weeks, and I need one quiet weekend at home. Can I come see you when I'm more myself?",
        2: "I'm just getting over a nasty cold and still have no voice. I'd be miserable company at the party.",
        3: "After traveling three weekends in a row for work, I'm staying put to recharge. Talk Sunday evening?",
        4: 'My back went out moving furniture yesterday, and a three-hour car ride sounds like torture. Let me rest up and visit soon.',
        5: "I haven't slept well all week, and I need a couple of real nights of sleep more than a long drive up.",
        6: "I'm already stuffed up this week, and your cats would finish me off. Could we meet at the diner instead?",
        7: 'I just finished finals and my brain is fried. Could I hibernate for a few days and come home at the end of the month?',
        8: "I had my wisdom teeth out on Thursday and my face is still swollen. I'll skip the crab boil and eat pudding at home.",
      },
    },
    {
      id: 'boundaries',
      title: 'Tense Relatives & Honest Boundaries',
      excuses: {
        1: "Uncle Dave is a sweetheart, but the last two dinners turned into political shouting matches. I'll sit this one out and see you separately.",
        2: "I'm not ready to be in the same room as Tom after what happened at the wedding. This isn't about you, and I'd love lunch with you soon.",
        3: "I know you want everyone together, Mom, but things with Jess are still raw. Can I come by the day after, when it's quieter?",
        4: "The questions about when I'm getting married wear me down every year. I'll skip this one and come see you and Dad on my own.",
        5: "Grandma's comments about my weight really sting, even though she means well. I'm going to miss this dinner and send her a card instead.",
        6: 'Every time Dad and I sit at a big table we end up bickering. Could the two of us try a walk together first?',
        7: "My partner doesn't feel welcome at family events yet, and I won't go without him. Can we talk about how to make that better?",
        8: "I'm not coming to Easter this year, and I'd rather be honest than invent a reason. I just need a break from big gatherings.",
        9: "I've said yes to every family event this fall, and I'm tapped out. Saying no to this one means I'll show up happy for the next.",
        10: "I won't be at the reunion, and I'd prefer not to get into why. Please know it has nothing to do with you.",
        11: 'Three nights at the beach house is more than I can handle right now, but I could join you for Saturday dinner and drive back after. Would that be okay?',
        12: "I'm not going to make it, and I'd rather tell you now than cancel the morning of. Thanks for always including me.",
      },
    },
  ],
  faq: [
    {
      question: "How do I tell my family I'm not coming without hurting their feelings?",
      answer:
        "Tell them early, warmly and briefly. Start with something true and kind, like how much you appreciate being invited, then say plainly that you can't make it. Skip the long justification, because a pile of reasons sounds like an argument waiting to happen. Finish with something concrete: a call on the day, a visit next month or a small gift sent with someone. People mind a missed dinner far less when they can see you still want to be part of their lives.",
    },
    {
      question: 'Is it better to be honest than to make up an excuse?',
      answer:
        "With family, usually yes. Relatives compare notes, and a made-up excuse can surface at the next gathering and cause more hurt than the absence ever did. You don't owe anyone every detail, though. Saying you need a quiet weekend, the trip costs too much or a certain relative makes things hard for you is honest and often better received than a story. A specific reason like a work shift or a sick child is fine when it's true.",
    },
    {
      question: 'How far ahead should I let them know?',
      answer:
        "As soon as you know. For a holiday dinner or a reunion, a few weeks is ideal, because the host is planning food, seating and sometimes travel for other guests. For a weekly Sunday lunch, a couple of days is plenty. Last-minute cancellations are sometimes unavoidable, like a sick kid or a surprise shift, but if you already suspect you won't go, say so now. Waiting until the morning of turns a small disappointment into a bigger one.",
    },
    {
      question: "What if a relative I'm in conflict with will be there?",
      answer:
        "You can step back from a gathering without making it a family event of its own. Tell the host privately and calmly that you'd rather not be in the same room with that person right now, and make clear it isn't about them. Offer to see the host separately. Avoid venting to the whole group chat, since that spreads the tension. If the conflict is long-running, a direct conversation or a neutral go-between may help more than skipping every event.",
    },
    {
      question: 'How do I handle guilt-tripping when I say no?',
      answer:
        "Acknowledge their feelings without reopening the decision. Something like \"I know you're disappointed, and I'm sorry to miss it, but I still can't come\" works better than adding new reasons, which only invite debate. Repeat it kindly if needed. Then steer toward what you can offer, such as a call during dinner or a visit soon. If the pressure is constant, a calm talk at a quieter moment about what you can realistically attend may help everyone.",
    },
    {
      question: 'Can I go for just part of the gathering instead?',
      answer:
        "Often that's the best compromise. Coming for dessert, staying for the first two hours or joining Saturday but not the whole weekend lets you see the people who matter while protecting your energy, budget or schedule. Tell the host your plan in advance so they aren't surprised when you leave, and mention when you'll arrive. Many families are happy with a shorter visit, especially if you're fully present while you're there.",
    },
  ],
  tips: [
    'Tell the host first and directly, rather than letting them hear it from a cousin or the group chat.',
    'Keep your reason to one sentence, then spend the rest of the message on what you love about them.',
    'Offer something specific in place of the gathering, such as a call on the day or a visit with a date attached.',
    "Send a small gesture, like a dish, a card or a video message, so you're still part of the day.",
    'If you do promise a call or a visit, put it on your calendar and follow through.',
    'When one relative is the real problem, say so privately to someone you trust instead of blaming the whole family.',
  ],
  related: [
    '/excuses/social/skip-party',
    '/excuses/social/cancel-plans',
    '/excuses/social/ghost-someone',
    '/excuses/health/stay-home',
    '/get-my-excuse',
  ],
  updated: '2026-11-23',
};

export default page;
