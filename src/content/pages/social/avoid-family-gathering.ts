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
        1: "Mom, I won't make it to Thanksgiving dinner this year; my dissertation draft is due that Monday, and I need every hour. Could I come for a long weekend in December instead?",
        2: "I promised my roommates I'd host a holiday meal for the people here who can't fly home. Could I video call you all before dessert?",
        3: "We're spending Christmas with Jake's family this year since we were with you last year. Let's plan a New Year's brunch, just us.",
        4: "Aunt Linda, thank you so much for the Easter invitation. We're running the egg hunt for our whole apartment complex, so I'll call you once the last egg is found.",
        5: "I'm keeping the Fourth of July quiet this year and staying home with the dog, who shakes through every firework. I'll FaceTime you all before the show starts!",
        6: 'Could I skip the big Hanukkah party and come light candles with you and Dad on one of the quieter nights instead?',
        7: "Our baby is due the week of Thanksgiving, so we're staying close to our hospital this year. We'll send a photo the second there's news.",
        8: "We're starting our own Christmas tradition this year: just the three of us, pancakes and pajamas until noon. Could we come by on the twenty-sixth instead?",
        9: "I'll miss Grandma's New Year's Day lunch because my flight back to campus leaves at noon that day. Could I stop by for breakfast on my way to the airport?",
      },
    },
    {
      id: 'reunions',
      title: 'Reunions & Cookouts',
      excuses: {
        1: "Hey Marcus, I'll miss the family barbecue at your place on Saturday because I have a booth at the craft fair all day. Eat a burger for me, and tell Aunt June I said hi.",
        2: "I'm sorry to miss the family reunion at the lake this summer; it's the same weekend as my ten-year high school reunion. Could someone send me the group photo?",
        3: "Aunt Rosa, the reunion falls on my best friend's wedding weekend, and I'm a bridesmaid. I'll call you Sunday to hear how it went.",
        4: "My sister's baby shower is that same weekend, and I'm the one hosting it, so I'll miss the reunion. Could I visit you and Uncle Ray one-on-one in the fall instead?",
        5: "Grandpa's 90th lands on day two of my bar exam, and there's no way to finish at five and make it to Ohio by dinner. I'm recording a video for him and mailing a card this week.",
        6: "The cousins' camping trip isn't going to work for me this year. I've finally admitted I'm not a tent person, and three nights on the ground would make me grumpy company.",
        7: "I'm marching with my old Army unit in the Memorial Day parade, so I'll miss the cookout. I'll stop by afterward if there's any potato salad left!",
        8: "Is it okay if I skip the picnic this time? The heat index is supposed to hit 105, and I don't do well in that kind of heat, but I'll send my mac and cheese with Danny.",
        9: "I have to miss Emily's graduation party because my son Sam graduates the same afternoon, two hours away. I'm sending a gift card and a note so she knows how proud I am.",
      },
    },
    {
      id: 'in-laws',
      title: 'Sunday Lunch at the In-Laws',
      excuses: {
        2: "Honey, would you mind going to your parents' without me this week? I promised Kim I'd quiz her for her nursing boards, and I'll call your mom tonight.",
        3: "We'll have to skip lunch this weekend because my sister is staying with us until her flight Sunday evening. Could we come the week after?",
        4: 'We love Sunday lunch with you, but going every week has left us no time for groceries and laundry. Could we skip this one and make it every other Sunday from now on?',
        5: "I promised to help my own mom plant her vegetable garden on Sunday. Please tell your dad I'm sorry to miss his brisket.",
        7: "Sorry, Carol, we're keeping Sunday for just the two of us: it's our tenth anniversary, and we booked a cabin months ago. Could we come by the weekend after?",
        8: "The city's bulk trash pickup is Monday, so this weekend I'm finally clearing out the garage. Could we come next Sunday instead?",
      },
    },
    {
      id: 'travel',
      title: 'Travel & Money',
      excuses: {
        1: "Flights home for Thanksgiving are over $700 this year, and I just can't swing it. Can we pick a cheaper weekend in January?",
        2: 'Every hotel near you is booked solid that weekend, and I know your guest room is already full. Could we plan a visit for the week after?',
        3: "Mom, it's a nine-hour drive each way for a two-day visit, and I'd spend more time in the car than with you. Could we meet halfway this spring?",
        4: 'I get terribly carsick on mountain roads, and your cabin is two hours of switchbacks. Could we meet for lunch in town instead?',
        5: "My passport renewal won't come back in time for the wedding in Mexico. I'm heartbroken, and I'll raise a glass to you from here.",
        6: "My car's transmission is acting up, and I don't trust it for six hours on the interstate. Could I come up once it's fixed?",
        7: "The baby is only six weeks old, and we're not ready to take her anywhere overnight yet. We'll sit this holiday out and plan a summer visit.",
        8: "The train sold out for the holiday weekend, and the only bus arrives at two in the morning. I'll come up a few days later instead.",
      },
    },
    {
      id: 'work',
      title: 'Work Shifts',
      excuses: {
        1: "I got scheduled for the Christmas Eve shift at the hospital, and there's nobody left to swap with. Save me a plate?",
        2: "Mom, I'm speaking at a conference in Austin over Mother's Day weekend. Can I take you to breakfast the Monday I'm back?",
        4: "I do taxes for a living, and the reunion lands on April 12. You know I'd be there any other month of the year.",
        5: "Dad, I'm in a job training course that meets every Saturday through March. Could I come up the weekend after it ends?",
        7: "I just started this job in October, so I don't have any vacation days yet. Next year I'm putting in for it first thing.",
        8: "I'm working nights this week, so your Saturday afternoon party lands right in the middle of my sleep. Could we do an early dinner Tuesday?",
      },
    },
    {
      id: 'kids',
      title: "Kids' Schedules",
      excuses: {
        1: "Emma is showing her goat at the county fair all weekend, so we can't make the family picnic. We'll send pictures of her ribbon!",
        3: "It's my weekend without the kids, and I'd hate for you to miss seeing them. Can we come the following Saturday when they're with me?",
        4: "Maya takes the SAT that Saturday morning, and we promised her a quiet night before. We're sorry to miss the anniversary party.",
        5: "Our sitter just quit, and there's nobody to watch the kids during an adults-only party. Could we take you both to dinner another night?",
        6: "Ava came home from school with lice, and we're washing every sheet in the house this weekend. Trust me, you don't want us there.",
        7: "We're picking the twins up from sleepaway camp that evening, three hours north, so we won't make the drive for Aunt May's birthday dinner.",
        8: "Late nights at big parties turn my toddler into a tornado for days. We're staying home this time, and we'll call you at bath time.",
      },
    },
    {
      id: 'rest',
      title: 'Needing Rest',
      excuses: {
        1: "Two weeks in Japan have left my body convinced that 4 a.m. is dinnertime, and I'd be a zombie at the table. Could I drive up once I've reset, maybe on the 20th?",
        2: "I'm just getting over a nasty cold, and I don't want to pass it to Grandpa. I'll call during dinner instead.",
        3: 'I threw out my shoulder at the climbing gym, and hugging twenty relatives sounds like a very bad idea. Talk Sunday evening?',
        8: "I had LASIK on Thursday, and my eyes still can't handle bright sun, so I'll skip the crab boil on the beach. Send me a picture of the spread?",
        9: "After two weeks of hosting my in-laws, I'm completely peopled out and need one quiet weekend before the holidays. Could I come by for a short visit next Sunday?",
      },
    },
    {
      id: 'boundaries',
      title: 'Tense Relatives & Honest Boundaries',
      excuses: {
        1: "Uncle Dave is a sweetheart, but the last two dinners turned into political shouting matches. I'll sit this one out and see you separately.",
        2: "Last year I cooked and washed dishes all day while everyone watched football, so this year I'm staying home. Could we split up the jobs next time?",
        3: "I know you want everyone together, Mom, but holidays in that house are still hard for me since you and Dad split up. Can I come by the day after, when it's quieter?",
        4: "The questions about when I'm getting married wear me down every year. I'll skip this one and come see you and Dad on my own.",
        7: "My partner doesn't feel welcome at family events yet, and I won't go without him. Can we talk about how to make that better?",
        8: "I'm not coming to Easter this year, and I'd rather be honest than invent a reason: church with the whole family doesn't feel true to me anymore.",
        9: "Another round of gifts isn't in my budget this year, and I'd hate to show up empty-handed. Could we try a name draw next year?",
        10: "I won't be at the reunion this year, and I'm going to keep the reason to myself for now. I'll tell you more when I'm ready.",
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
        "Acknowledge their feelings without reopening the decision. Something like \"I know you're disappointed, and I'm sorry to miss it, but I still can't come\" works better than adding new reasons, which only invite debate. Repeat it kindly if needed. Then steer toward what you can offer, such as a call during dinner or a visit soon. If the pressure is constant, a calm talk at a quieter moment about what you can actually attend may help everyone.",
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
  updated: '2026-11-25',
};

export default page;
