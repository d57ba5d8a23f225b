import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Not Texting Back',
  category: 'dating',
  description:
    'Left someone on read? Warm ways to explain a slow reply to a date or partner, how long is too long, and when a straight answer beats an excuse.',
  fullTitle: 'Excuses for Not Texting Back: What to Say After a Slow Reply',
  carousel: true,
  sections: [
    {
      id: 'busy',
      title: 'Busy Days',
      excuses: {
        1: 'Inventory day at work meant counting every box in the stockroom, and I just clocked out. Tell me about your day!',
        2: "Classes all day, then a lab until eight, and I'm only now sitting down to dinner. How's your week going?",
        8: "I cooked dinner for twelve at my friend's birthday, and I was on my feet until the last dish was dry. How was your night?",
        11: "I was at a job fair all day, shaking hands and handing out resumes. I'm finally home and all ears.",
        12: "I spent all day scrubbing my apartment for the move-out inspection, right down to the oven racks, in rubber gloves I never took off. I'm sore and spotless, and your messages are my reward.",
        13: "I spent the whole evening setting up my mom's new phone, and somehow never once looked at mine.",
        16: "I sat for a seven-hour tattoo session yesterday to finish my sleeve, and I had to keep my arm still and my phone out of reach. It's done, and I can't wait to show you.",
        17: "Three softball games in the sun today, and I'm only now peeling myself off the couch. How was your Saturday?",
        18: 'I was at a 24-hour hackathon with my team and only surfaced this morning. Did I miss anything good?',
        19: "I spent all Sunday doing my taxes, with every receipt from the year spread across the living room floor, and I didn't look up until the last form was filed. I'm getting a refund, and you're getting a reply!",
        20: "Our community theater show opened last night, and between two acts and the cast party I didn't come up for air. I'm all yours now.",
        21: 'I went prom-dress shopping with my niece: six stores, forty dresses and one very happy yes. My phone spent the whole day at the bottom of her tote bag, so fill me in on yours.',
      },
    },
    {
      id: 'phone',
      title: 'Phone Trouble',
      excuses: {
        1: 'My phone died at noon, and my charger was at home. I just saw everything you sent.',
        2: "I dropped my phone in the sink this morning, and it's been sitting in a bag of rice. It's back, and so am I!",
        7: "I put my phone on do not disturb for a movie and didn't switch it back until this morning. That's why I missed you, and I'm sorry!",
        8: "I was blocking spam numbers last week and somehow blocked you along with them. I just found your name on my blocked list, and I'm so sorry!",
        9: "I was locked out of my phone after too many wrong passcodes from my nephew. We're reunited now!",
        10: 'I left my phone in the back of a cab last night, and the driver only got it back to me this morning.',
        11: "My autopay failed, so my carrier cut off my service. I didn't notice until this morning, but I'm paid up and back!",
        13: "The dating app logged me out after an update, and I didn't know your messages were waiting until I signed back in this morning. Want to switch to texting so it can't happen again?",
        14: 'My phone storage was so full that new messages stopped downloading. I just deleted two thousand screenshots, and here you are!',
      },
    },
    {
      id: 'missed',
      title: 'Slipped Through the Cracks',
      excuses: {
        1: "I hearted your message and somehow counted that as answering it. A heart isn't an answer, so here's a real one: yes, Thursday works!",
        2: "Your text came in at 1 a.m., and I read it half asleep and was sure I'd dreamed it. I just scrolled back and found it's real, and the night market on Sunday sounds perfect.",
        3: 'Your text got buried under fifty messages from my family group chat. Sorry it took me so long.',
        9: 'I replied to the wrong chat! My mom just got a very enthusiastic yes about Friday night, which was meant for you.',
        10: "You asked about Saturday, and I wanted to check my work schedule before saying yes. It just posted, and I'm free!",
        11: "I rewrote my reply to your joke six times trying to be just as funny, and suddenly it was midnight. Here's the unpolished version: you made me laugh out loud.",
        13: "Your text came in while I was following a map, and I swiped the notification away without reading it. I just found it, and yes, I'd love to see the jazz trio on Friday!",
      },
    },
    {
      id: 'away',
      title: 'Away or Traveling',
      excuses: {
        1: "I was at the lake all weekend finishing my scuba certification, and my phone spent both days locked in the car. I'm officially certified and finally reading your texts!",
        2: "My best friend went into labor Saturday night, and I was her birth partner until her son arrived at noon on Sunday. Baby Theo is perfect, and I'm finally catching up on your texts.",
        3: "I was at my cousin's wedding from the ceremony to the last dance. How was your day?",
        4: 'I spent the weekend helping my aunt run her pottery booth at a craft fair in Asheville, wrapping mugs in newspaper from eight to six. I saved you a lopsided one.',
        5: "I spent the weekend at a music festival, and my phone only came out for blurry videos of the main stage. I'll send you the least shaky one.",
        10: "I just got back from a week at my brother's in Seoul, and I'd turned off roaming to dodge the charges. Your texts all arrived at once when I landed!",
        11: 'I helped move my sister into her college dorm, twelve hours of boxes and stairs, and she needed me more than my phone did.',
      },
    },
    {
      id: 'space',
      title: 'Needed Some Space',
      excuses: {
        1: "I had a low week and went quiet with everybody, not just you. I'm feeling more like myself now, and it's good to see your name pop up.",
        8: "After our last date, things felt like they were moving faster than I'm used to, and I went quiet instead of saying so.",
        10: "Work announced layoffs on Monday, and even though my job is safe, I've been too wound up to be good company. I'm calmer now, and I'd love to catch up.",
        12: "I went back and forth on a job offer in another city and didn't know what to say to anyone. I turned it down yesterday, so I'm staying put, and I'd love to see you this week.",
        13: "I've been trying phone-free evenings to sleep better, and I was stricter about it this week than I meant to be. You're worth an exception.",
        14: 'I ran into my ex at the grocery store on Tuesday, and it knocked me sideways for a few days. It had nothing to do with you.',
      },
    },
    {
      id: 'honest',
      title: 'Honest Replies',
      excuses: {
        1: "I'm not a big texter, but I really like talking to you. Could we do a call this week instead?",
        2: "Honestly, I've been chatting with a few people from the app, and I lost track of who I'd answered. That's not a great look, and I'm sorry you got lost in the shuffle.",
        4: "I've been seeing someone else, and it's gotten more serious. I should have told you sooner instead of going quiet.",
        6: "I've realized I'm not in a place to date right now. You deserve a reply, not silence.",
        8: "I've been slow because I'm not sure we want the same things. Can we meet and talk honestly?",
        9: "I couldn't tell if your message meant a date or just hanging out, and I froze. I'm hoping it meant a date.",
        12: "I'll own it: Baldur's Gate 3 swallowed my whole weekend, and I ignored everyone, you included. Can I make it up to you with dinner?",
        15: "Honestly, I saw your text right away and waited a day so I wouldn't seem too eager. That was silly, and I'm done playing it cool with you.",
        16: "Truth is, I couldn't afford the concert you suggested, and I got embarrassed and said nothing. Could we do something cheaper, like a walk and tacos?",
      },
    },
  ],
  faq: [
    {
      question: 'How long is too long to wait before texting back?',
      answer:
        "For someone you're dating, replying within 24-48 hours is a reasonable rule. After that, the other person may start to wonder whether you're interested. You don't have to answer within minutes, and a busy day is normal, but a short \"crazy day, will reply for real tonight\" goes a long way. If several days have passed, acknowledge it briefly rather than pretending nothing happened.",
    },
    {
      question: "Should I explain why I didn't text back?",
      answer:
        "A short explanation helps if the gap was long or the message mattered, like a question or plans. Keep it to one sentence, then move the conversation forward. There's no need to list your whole week. If the reason is that you're unsure about the relationship, that deserves an honest conversation rather than an excuse. People generally prefer a clear answer to a creative story.",
    },
    {
      question: "What if I don't want to keep talking to them?",
      answer:
        "Send one kind, clear message instead of letting the thread go cold. Something like \"I've enjoyed getting to know you, but I don't feel a connection\" is enough. You don't owe a detailed reason. The exception is when someone has been disrespectful or made you feel unsafe: then it's fine to stop replying and block them if you need to.",
    },
    {
      question: 'Is it a red flag if someone texts slowly?',
      answer:
        "Not on its own. Some people are glued to their phones and some check them twice a day. What matters more is consistency and effort: do they follow through on plans, ask about your life and show up when they say they will? If slow replies bother you, say so kindly and ask what they prefer, whether that's calls, fewer texts, or a set time to catch up.",
    },
    {
      question: 'How do I restart a conversation after a long silence?',
      answer:
        'Own the gap in a few words and lead with something specific, such as a question about something they told you or a plan. "Sorry I went quiet, I\'ve been swamped. How did the marathon go?" works better than a generic "hey". If they don\'t respond, give it a few days and let it go gracefully. One friendly nudge is fine; several in a row can feel like pressure.',
    },
  ],
  tips: [
    'A quick "busy today, will reply tonight" takes ten seconds and prevents most hurt feelings.',
    "Aim to reply within 24-48 hours when you're dating someone, even if only briefly.",
    'Acknowledge a long gap in one sentence, then move the conversation forward.',
    "If you aren't interested, send one kind, clear message instead of fading away.",
    "Tell people your texting style early, so slow replies aren't taken as a signal.",
    'When a topic is serious, suggest a call instead of a long text thread.',
  ],
  related: [
    '/excuses/dating/cancel-date',
    '/excuses/dating/avoid-relationship-talk',
    '/excuses/social/ghosting-someone',
    '/excuses/work/not-replying-emails',
    '/excuses/health/avoid-socializing',
  ],
  updated: '2026-11-25',
};

export default page;
