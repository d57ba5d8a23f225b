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
        1: "Happy early birthday! I'm flying to Denver for my cousin's graduation that weekend, so lunch is on me when I get back.",
        2: "I'm so bummed to miss your thirtieth. I'm working a double at the restaurant Saturday, and nobody would swap with me.",
        3: "Would it be okay if I brought your gift by Friday? Saturday night I'm watching my sister's kids while she's at a work conference.",
        4: "I wish I could do karaoke for your birthday, but my voice is completely gone and I'd rather not pass this bug around.",
        5: "It's my first week at the new job and I'm running on fumes. Can I take you out for a birthday breakfast next weekend?",
        6: "I can't make Dana's surprise party, but I chipped in for the gift and signed the card. Give her a big hug from me!",
        7: "The bar you picked is an hour and a half from me, and I don't have a car right now. Have an amazing night!",
        8: "I'm packing up my whole apartment that Saturday and will be buried in boxes until midnight. I owe you a proper birthday toast.",
        9: "I'm dog-sitting my neighbor's three huskies that weekend, and they can't be left alone. Birthday tacos next week, my treat?",
        10: "I'm on call for work all weekend and have to stay within twenty minutes of my laptop. Send me pictures of the cake!",
      },
    },
    {
      id: 'house',
      title: 'House Parties & Get-Togethers',
      excuses: {
        1: "Thanks for the invite! I already promised my roommate I'd help her paint the living room Saturday, so I'll sit this one out.",
        2: "I open the coffee shop at 5:30 Sunday morning, and I know myself: if I come, I won't leave before midnight.",
        3: "I'm running a half marathon Sunday, so Saturday night is an early bedtime and a big bowl of pasta for me.",
        4: "My dog is wearing a cone after getting stitches, and I don't want to leave him alone all evening. Have a blast for me!",
        5: "Loud crowds have been wearing me out lately, and I'd be pretty quiet company. Could I come by for a smaller hang next week?",
        6: "I'd love to, but I'm not drinking this month, and a keg party is a tough place for me to be right now.",
        7: "My in-laws are staying with us through Sunday, and ditching them for a party wouldn't go over well.",
        8: "I'm saving every evening for bar exam review, so I'm turning down everything fun until the test is over.",
        9: "Is it cool if I pass on game night? My brother is in town for one night only, and I haven't seen him since last Christmas.",
        10: 'Our power keeps flickering and the electrician is coming Saturday afternoon, which could run late. Go ahead and start without me.',
      },
    },
    {
      id: 'office',
      title: 'Office & Holiday Parties',
      excuses: {
        1: "Thanks for organizing the holiday party! I'm driving to my parents' place that Friday afternoon, so enjoy the ugly sweater contest for me.",
        2: "I'll skip happy hour tonight: I promised my kids pizza and a movie, and they've been counting down all week.",
        3: "I'm going to pass on the year-end party this time. It's been a draining quarter and I need a quiet night at home.",
        4: "I'm sorry to miss Marcia's retirement send-off. Could I add a note to her card and pitch in for the gift?",
        5: "The team dinner falls on my night class, and I can't miss another session before finals.",
        6: "I'm covering the phones the evening of the holiday party, so at least our team won't miss any client calls.",
        7: "My partner's company party is the same evening, and I already said yes to being their plus-one.",
        8: "I'd love to celebrate the product launch, but the venue is a long train ride for me and the last one home leaves at 9:40.",
        9: "The holiday potluck is during my daughter's winter recital. Save me a plate of whatever Priya brings!",
        10: "I'm keeping my evenings free to help my mom while she recovers from knee surgery, so I'll skip the office party this year.",
      },
    },
    {
      id: 'showers',
      title: 'Showers & Wedding Celebrations',
      excuses: {
        1: "Congratulations to you both! I'll be out of state for the engagement party, so dinner for the happy couple is on me when I'm back.",
        2: "I'm so sorry I'll miss the baby shower. I sent something from your registry, and I can't wait to meet the little one.",
        3: "The bridal shower lands on my niece's first communion, and I'm her godmother. I'll be toasting the bride-to-be from the church hall!",
        4: "A bachelorette weekend in Nashville isn't in my budget right now, but I'd love to host a small dinner for you before the wedding.",
        5: "I'm flying in late the night before, so I'll miss the rehearsal dinner, but I'll be front and center at the ceremony.",
        6: "I'm just getting over a stomach bug, and I don't want it anywhere near a mom-to-be. Can I bring you a meal once I'm well?",
        7: "We can't make the gender reveal, but please text me the second you know! I'm betting on a girl.",
        8: 'The new hospital schedule has me working the whole weekend of the shower. Could I drop off a gift and some freezer meals?',
        9: "Would you mind if I skipped the couples shower? My husband works nights that week, and I'd rather come see you one-on-one.",
        10: "Happy anniversary, you two! We'll be at our son's college orientation that weekend, so raise a glass for us.",
      },
    },
    {
      id: 'housewarm',
      title: 'Housewarmings',
      excuses: {
        1: "Congrats on the new place! I'm at a wedding in Ohio that weekend, so could I come see it another time?",
        2: "I won't make the housewarming, but a very hard-to-kill plant is headed your way. Let me know when I can see the place in person!",
        3: 'My allergies go wild around cats, and I know Milo will be the real host. Could we grab brunch near your new apartment instead?',
        4: 'Saturday is my only chance to catch up on sleep after three weeks of overnights. Please send me a video tour!',
        5: "I'm at my son's soccer tournament all day Saturday, two towns over. Congrats on getting the keys!",
        6: "I'd love to see the house, but our car is in the shop and your new neighborhood is hard to reach by bus.",
        7: "I'm so happy for you! Our own kitchen is torn apart for a remodel, and I have to meet the contractors that afternoon.",
        8: "I'm hosting my book club that night and can't bail on eight people. Can I help you hang pictures one evening next week?",
      },
    },
    {
      id: 'kids',
      title: "Kids' Parties",
      excuses: {
        1: "Thanks so much for inviting Ella to Noah's party! She has a swim meet that morning, but she made him a card.",
        2: "Max is coming off an ear infection and still pretty cranky, so we'll skip the bounce house. Give your big six-year-old a high five from us!",
        3: 'We have family photos booked that afternoon, and it was the last open slot until spring.',
        4: 'Our weekend already has two other birthday parties in it, and the kids are melting down. Could we set up a playdate soon?',
        5: 'Ava has a peanut allergy, and open snack tables are hard for us to manage. Could she bring Lily a treat at school pickup instead?',
        6: "Jack's grandma is visiting from Arizona that weekend, so we'll pass, but we'll drop a present off on Friday.",
        7: 'The trampoline park is a lot for Sophie right now because loud places overwhelm her. Would Mia like to come over and bake cupcakes instead?',
        8: "Sorry for the late reply! We'll be at the lake that weekend, but Owen picked out a dinosaur kit for Leo and can't wait to give it to him.",
        9: 'Our youngest still naps from one to three, which is exactly party time. Happy birthday to Harper from all of us!',
      },
    },
    {
      id: 'honest',
      title: 'Honest Ways to RSVP No',
      excuses: {
        1: "It was sweet of you to include me! I won't be able to come this time, but I hope the whole night goes wonderfully.",
        2: "I'm going to say no to this one. I've overbooked myself lately and I'm trying to keep a few weekends quiet.",
        3: "Honestly, crowded rooms full of strangers aren't my thing. Could you and I grab lunch the following week instead?",
        4: "Put me down as a no for Saturday. I didn't want to leave you guessing on your headcount.",
        5: "It's been a rough few weeks and I don't have party energy in me. I'm cheering for you from my couch.",
        6: "I know this matters to you, so I'm telling you now rather than flaking at the last minute: I won't be there.",
        7: "I'm not going to make it, but I hope you'll let me treat you to a drink to celebrate soon.",
        8: "I'd hardly know anyone there and would spend the night feeling awkward. Can we do something just the two of us?",
        9: "I'd rather be honest than make up a reason: I just need a night in. Have the best time, and I want photos.",
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
  updated: '2026-11-23',
};

export default page;
