import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Not Attending a Party',
  category: 'social',
  description:
    "Can't make the party? Warm replies to a host for birthdays, house parties, office parties, showers, housewarmings and kids' parties, plus honest RSVP declines.",
  fullTitle: 'Excuses for Not Attending a Party: Kind Ways to Decline an Invitation',
  carousel: true,
  sections: [
    {
      id: 'birthday',
      title: 'Birthday Parties',
      excuses: {
        1: "Happy early birthday! I'm chaperoning my son's eighth-grade dance that night, and thirty thirteen-year-olds outrank even you, so can I treat you to lunch next week?",
        2: "I'm so bummed to miss your thirtieth. My sister is being induced that morning, and I'm on duty with her two little ones until the baby arrives.",
        4: "I wish I could do karaoke for your birthday, but I'm still on crutches after my knee scope, and a packed bar isn't safe yet. Expect a very off-key phone serenade instead!",
        5: "It's opening night for my community theater show, and I'm running the lights. Can I take you out for a birthday breakfast next weekend?",
        6: "I can't make Dana's surprise party: my citizenship ceremony is that morning, and my family has a celebration planned for the night. I chipped in for the gift and signed the card!",
        8: "I'm packing up my whole apartment that Saturday and will be buried in boxes until midnight. Can I buy you a birthday drink once I'm moved?",
        10: 'Your party lands in the middle of Ramadan, and my evenings are for breaking the fast with family. Could I take you out for dessert after Eid?',
      },
    },
    {
      id: 'house',
      title: 'House Parties & Get-Togethers',
      excuses: {
        1: "Thanks for the invite! I already promised my roommate I'd help her paint the living room Saturday, so I'll sit this one out.",
        2: "My neighbor has outpatient surgery Saturday, and I'm her ride home and her company for the night. Have the best time!",
        3: "I signed up for a 24-hour hackathon that starts Saturday at noon, so I'll be living on cold pizza and zero sleep. Have a great party!",
        4: 'Our old cat needs her medicine at ten every night, and she only takes it from me. Have a blast for me!',
        5: "Saturday I'm the designated driver for my sister's bachelorette, so I'll be driving eight bridesmaids around town instead. Tell me who wins at charades!",
        6: "I've had tickets to see my favorite band for months, and the show is the same night. I'll want the full party report!",
        7: "My best friend is going through a breakup, and I promised her a movie night at my place. Next time, I'm there.",
        9: "Thanks for the game night invite! I'm the dungeon master for my Friday D&D group, and they can't play without me.",
        10: "My braids appointment is Saturday at noon, and it's a six-hour sit, so I'll be in that chair until dinner. Have fun, and tell me all about it after!",
      },
    },
    {
      id: 'office',
      title: 'Office & Holiday Parties',
      excuses: {
        1: "Thanks for organizing the holiday party! My apartment building's party is the same night and I'm the host, so enjoy the ugly sweater contest for me.",
        2: "I'll skip happy hour tonight: it's my night to cook for our neighbor's meal train, and the lasagna needs two hours in the oven.",
        4: "I'm sorry to miss Marcia's retirement send-off; it's the same afternoon as my physical therapy, which I've already moved twice. Could I add a note to her card?",
        5: 'The team dinner lands on my tutoring night, and my student has a big test on Friday. Have a great time!',
        7: "My carpool leaves at five sharp, and it's my only way home. Have a drink for me, and tell me who won the raffle!",
        8: "I'd love to celebrate the product launch, but that's the evening of my son's parent-teacher conference. Cheers to the whole team for me!",
        9: "The holiday potluck is during my daughter's winter recital. Save me a plate of whatever Priya brings!",
        10: "Holiday parties and my hearing aids don't mix: in a loud room I catch maybe one word in five, so I'll skip the office party this year.",
      },
    },
    {
      id: 'showers',
      title: 'Showers & Wedding Celebrations',
      excuses: {
        1: "Congratulations to you both! We'll be on the family cruise we booked a year ago, so dinner for the happy couple is on me when I'm back.",
        2: "I'm so sorry I'll miss the baby shower. My nephew's bar mitzvah is that same Saturday, but I sent something from your registry and can't wait to meet the little one.",
        3: "The bridal shower is in Chicago, and I haven't been able to get on a plane since a bad panic attack last spring. I'll be celebrating you from here with a very big card!",
        4: "I'm seven months pregnant, so a bachelorette weekend in Nashville isn't for me this time. Could I host a small dinner for you before the wedding?",
        5: "I'm flying in late the night before, so I'll miss the rehearsal dinner, but I'll be front and center at the ceremony.",
        6: "I'm just getting over a stomach bug, and I don't want it anywhere near a mom-to-be. Can I bring you a meal once I'm well?",
        9: "Would you mind if I skipped the couples shower? My husband works nights that week, and I'd love to come see you one-on-one instead.",
        10: "Happy anniversary, you two! We'll be at our son's college orientation that weekend, so raise a glass for us.",
      },
    },
    {
      id: 'housewarm',
      title: 'Housewarmings',
      excuses: {
        2: "I won't make the housewarming: Sunday is my booth day at the farmers market, and the honey doesn't sell itself. A very hard-to-kill plant is headed your way!",
        4: "I'm stuck in an all-day first aid certification course on Saturday. Could I bring you dinner one night next week and get the grand tour?",
        5: "Saturday afternoon I'm giving my first tour as a volunteer docent at the history museum, and I'm already nervous. Congrats on getting the keys!",
        6: "I'd love to see the house, but I'm taking my dad fishing for his birthday, and it's been on the calendar since spring. Can I come by the weekend after?",
        7: "I'm so happy for you! My road test is that afternoon, and if I pass, I'll drive myself over next week for the tour.",
        8: "I'm hosting my son's sleepover that night, eight second-graders and a lot of popcorn. Can I help you hang pictures one evening next week?",
      },
    },
    {
      id: 'kids',
      title: "Kids' Parties",
      excuses: {
        1: "Thanks so much for inviting Ella to Noah's party! She has a swim meet that morning, but she made him a card.",
        2: "Max is coming off an ear infection and still pretty cranky, so we'll skip the bounce house. Give your big six-year-old a high five from us!",
        3: "We're in the middle of potty training, and a two-hour party is a gamble we're not ready to take. Happy birthday to Theo from all of us!",
        4: 'Our weekend already has two other birthday parties in it, and a third would be too much for our crew. Could we set up a playdate soon?',
        5: 'Ava has a peanut allergy, and open snack tables are hard for us to manage. Could she bring Lily a treat at school pickup instead?',
        7: 'Sophie is scared of costumed characters, and I hear a giant dinosaur is coming to the party. Would Mia like to come over and bake cupcakes instead?',
        9: 'Our youngest still naps from one to three, which is exactly party time. Happy birthday to Harper from all of us!',
      },
    },
    {
      id: 'honest',
      title: 'Honest Ways to RSVP No',
      excuses: {
        1: "Thanks so much for including me! I've said yes to too much this month and need one weekend at home, but have an amazing time.",
        2: "I'm going to say no to this one, since birthday dinners where the bill gets split twelve ways are hard on my budget. Could I take you out separately?",
        3: "Honestly, costume parties aren't my thing, and I'd spend the night feeling silly in a cape. Have a blast!",
        5: "I'm a morning person through and through, and a party that starts at ten is past my bedtime. I'm cheering for you from under my blanket.",
        6: "My ex is going to be there, and I'm not ready for that yet. I hope the night is great, and I'll celebrate you another way.",
      },
    },
  ],
  faq: [
    {
      question: 'How do I politely decline a party invitation?',
      answer:
        "Reply soon, thank the host, and say clearly that you can't come. One short reason is plenty, and you can skip it entirely. Then add something warm: congratulations, a birthday wish, or an offer to celebrate another way, like lunch or a call. Hosts mostly care about two things, that you appreciated the invite and that they can plan their numbers, so a quick, kind no beats a vague maybe every time.",
    },
    {
      question: 'Do I need to give a reason when I RSVP no?',
      answer:
        "No. \"I can't make it, but thank you so much for the invite\" is a complete answer, and most hosts won't ask for more. A reason helps when the event is important to someone close to you, such as a milestone birthday or a baby shower, because it shows you took the invitation seriously. If your real reason is simply that you're tired or not in the mood for a crowd, saying so kindly is usually better than inventing a story you'll have to remember.",
    },
    {
      question: "Should I still send a gift if I'm skipping a shower or birthday party?",
      answer:
        "For showers and weddings, yes, if you're close to the person: sending something from the registry is the usual custom even when you can't attend. For birthdays and housewarmings it's optional, and a card, a text or a plan to celebrate later is often just as welcome. For kids' parties, a small present dropped off later is a nice touch but never required. Match the gift to the relationship, not to guilt about missing the event.",
    },
    {
      question: 'Is it rude to skip the office holiday party?',
      answer:
        "Usually not, as long as you tell the organizer ahead of time if there's a headcount. Many people skip for family, travel, health or simply because after-hours events aren't their thing. If the party is a big deal at your workplace or your manager is hosting, a short note thanking them and wishing everyone a good time goes a long way. You can also show up for the first half hour if you want the goodwill without the whole evening.",
    },
    {
      question: 'How late is too late to back out after I said yes?',
      answer:
        'Try to let the host know at least a few days ahead, especially for dinners, catered events or anything with a paid headcount. Within a day or two, only back out for something real, like being sick or a family need, and say so directly. If you cancel late on a seated dinner or a ticketed event, offer to cover your share. The worst option is a no-show with no message, which hurts far more than an honest last-minute text.',
    },
    {
      question: "What if I just don't enjoy parties?",
      answer:
        "That's common, and you don't need to pretend otherwise. You can decline most invitations with a simple thank-you, and for the people who matter most, suggest a format that suits you: coffee, a walk, a small dinner. Consider going to the occasional important one for a short time, like a close friend's milestone birthday, and leaving early. Being honest that crowds drain you tends to earn more understanding than a string of excuses.",
    },
  ],
  tips: [
    "Reply within a day or two of the invite so the host isn't left counting maybes.",
    'Lead with thanks or congratulations before you say no, so the host hears the warmth first.',
    'Keep the reason to one short sentence, or leave it out if it would only sound like a story.',
    'Offer a concrete alternative, such as a coffee date or a dropped-off gift, rather than a vague "next time."',
    'If you decline because you need a night in, keep it one; saying yes to another party that night turns a kind no into a fib.',
    'If you said yes and must cancel, tell the host directly instead of asking a friend to pass it on.',
  ],
  related: [
    '/excuses/social/cancel-plans',
    '/excuses/social/leave-event-early',
    '/excuses/social/avoid-family-gathering',
    '/excuses/health/avoid-socializing',
    '/get-my-excuse',
  ],
  updated: '2026-11-25',
};

export default page;
