/** Reasons for a late reply to work email: overload, real tech trouble, travel and honest apologies. */
import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Not Replying to Emails',
  fullTitle: 'Excuses for Not Replying to Emails: Polite Ways to Explain a Slow Response at Work',
  category: 'work',
  description:
    'Fell behind on your inbox? Polite, true-to-life ways to explain a slow email reply, plus tips for catching up without making it awkward.',
  summary: {
    heading: 'Catch Up Without the Awkwardness',
    text: 'A late reply rarely needs a long story. Give the real reason in a sentence, apologize once, and put the answer they were waiting for right underneath it.',
    highlights: [
      'Short reasons that fit a one-line apology',
      'Wording for busy weeks, travel and real tech trouble',
      'Honest lines for when you simply missed it',
      'Tips to keep your inbox from slipping again',
    ],
  },
  carousel: true,
  sections: [
    {
      id: 'inbox',
      title: 'Inbox Overload',
      excuses: {
        1: 'Sorry for the slow reply. Your email got buried under a flood of automated notifications, and I only just spotted it.',
        2: "Over three hundred unread messages were waiting for me after the product launch. I'm working through them from oldest to newest, and yours is next.",
        3: "One of my filter rules sent your email into a folder I rarely check. I've fixed the rule, and I'm sorry for the delay.",
        4: 'I flagged your message so I could answer it properly, and then it slid off my screen as new emails came in.',
        5: 'Your email landed in the middle of a long reply-all thread, and I missed it in all the noise.',
        6: "We've had three threads this month with nearly the same title, and I mixed yours up with one I'd already dealt with.",
        7: "I've been answering the most urgent messages first this week, and I wrongly put yours in the pile that could wait.",
        8: 'I was clearing my inbox in batches and accidentally archived your message along with a stack of newsletters.',
        9: 'My mailbox hit its storage limit, and some incoming emails were held back until I cleared space yesterday.',
        10: "I saw the subject line and took it for an update. I didn't realize you needed an answer from me, sorry!",
      },
    },
    {
      id: 'tech',
      title: 'Real Tech Trouble',
      excuses: {
        1: "I just found your email in my spam folder while looking for something else. I've marked you as a safe sender so it won't happen again.",
        2: 'Our email server was down yesterday afternoon, and messages sent during that window are only now reaching me.',
        3: "Outlook stopped syncing on my laptop after an update, and I wasn't getting new mail until IT fixed it this morning.",
        4: 'The attachment tripped our security filter, so your message sat in quarantine until I released it just now.',
        5: "Your message went to our shared team inbox and was assigned to a colleague who's on leave. I picked it up today.",
        6: 'The mail app on my phone logged me out after a password reset. It took me a couple of days to notice.',
        7: 'My mail app tucked your message into an old thread from March, so it never showed up as new for me.',
        8: 'You wrote to my old address from before I changed teams, and the forwarding from it only caught up this week.',
        9: 'I thought I had answered, but I just found my reply sitting in drafts without your address in the To line.',
        10: 'My laptop was in for repair for two days, and I could only skim email on my phone without opening any files.',
      },
    },
    {
      id: 'busy',
      title: 'Heads-Down Work',
      excuses: {
        1: "I've been heads-down on the quarterly report all week and have only been checking email once a day.",
        2: 'I blocked off focus time to finish a major deliverable and muted all notifications until it was done.',
        3: 'Yesterday was back-to-back meetings from nine to five. I only got to my inbox late last night.',
        4: "I've been covering for a teammate who's on leave, so my own inbox has fallen a few days behind.",
        5: 'An urgent client issue took over my week. Everything else went on hold until we fixed it, and yours is first on my list now.',
        6: "I was running a full-day workshop and couldn't step away to check messages until it wrapped up.",
        7: "I've been onboarding two new hires this week, and it has kept me away from my desk most of the time.",
        8: 'I wanted to finish the draft you asked about before replying, so I could send you something useful instead of a status update.',
        9: "I'm on the help desk rotation this week, so I've only been able to answer internal email between tickets.",
        10: "Month-end close has had me buried in spreadsheets, and I'm only now catching up on everything else.",
      },
    },
    {
      id: 'away',
      title: 'Out of Office & Travel',
      excuses: {
        1: 'I was traveling for a conference and had very spotty Wi-Fi at both the venue and the hotel.',
        2: "I was on a long flight yesterday with no internet. Catching up now that I've landed!",
        3: 'I took a personal day on Friday and made a point of not checking work email while I was off.',
        4: "I was out sick for two days with a bad cold. Now that I'm feeling better, I'm working through my inbox.",
        5: 'I was on site at a client office all week with only limited access to my work laptop.',
        6: "I forgot to turn on my out-of-office reply before my vacation, which is why you didn't get an automatic response.",
        7: 'I had jury duty this week, and phones stayed switched off in the courtroom all day.',
        8: 'I was at an offsite training where we put our phones and laptops away for most of the day.',
        9: 'I was visiting family in a different time zone, so your email arrived while I was asleep and I got pulled into the day.',
      },
    },
    {
      id: 'waiting',
      title: 'Waiting on Information',
      excuses: {
        1: "I didn't want to give you a half answer, so I waited to hear back from the finance team first.",
        2: 'I needed to check with my manager before committing to anything, and she was out until this morning.',
        3: "Your question touches a policy that's being updated this month, and I didn't want to answer from the old version.",
        4: 'I forwarded your question to the right person on our side and was waiting on their answer before following up.',
        5: 'This needed a review from legal, so I held my reply until they signed off.',
        6: 'I wanted to test the fix myself before telling you it was resolved, and that took longer than I expected.',
        7: 'I was waiting for the vendor to confirm pricing so I could give you an accurate quote the first time.',
        8: 'I thought a colleague on the thread had already answered you, so I held back to avoid sending a duplicate reply.',
        9: 'I started a reply but found I had to pull some old files from the archive to answer you correctly.',
      },
    },
    {
      id: 'honest',
      title: 'Honest Approaches',
      excuses: {
        1: 'Honestly, I just missed your email. Sorry for keeping you waiting!',
        2: 'I saw your message and meant to answer right away, but it slipped through the cracks on my end.',
        3: "Email has been getting away from me lately. I'm setting up a better system so this doesn't happen again.",
        4: "I put off replying because I wasn't sure how to answer, and I should have just told you I needed more time.",
        5: "I'll be upfront: I was avoiding this one because the answer is no, and I owed you that sooner.",
        6: "I'm sorry for going quiet on this. Here's where things stand, and I'll send you an update every Friday until it's done.",
        7: 'Your email deserved a thoughtful reply, and I kept waiting for a quiet moment that never came.',
        8: "That one is on me. I should have sent a quick note saying I'd seen it, even if I couldn't answer fully yet.",
      },
    },
  ],
  faq: [
    {
      question: 'How long can I wait before replying to a work email?',
      answer:
        "Most workplaces expect a reply within one business day, and sooner for clients or your manager. If you can't give a full answer that fast, send a short acknowledgment saying you've seen the message and when they can expect a real reply. That one line removes most of the tension. Once a message is more than two or three days old, skip the elaborate explanation and lead with a brief apology followed by the answer itself.",
    },
    {
      question: 'Should I explain why I was slow, or just answer the email?',
      answer:
        "For a delay of a day or two, a quick 'sorry for the slow reply' is usually enough, and the person mostly cares about the answer. Give a reason only when the delay caused a real problem or stretched past a few days. Keep it to one sentence and put it at the top, then move straight to what they asked. A long justification tends to draw more attention to the delay than the delay itself did.",
    },
    {
      question: 'Is it okay to blame spam filters or a technical problem?',
      answer:
        "Only if it actually happened. Email problems are easy to check: IT can see outages and quarantine logs, and the sender may know their other messages reached you fine. A made-up glitch that gets questioned does more damage than the late reply ever would. If the truth is that you saw it and forgot, say that. 'It slipped through the cracks, sorry about that' is honest, common and almost always accepted without a second thought.",
    },
    {
      question: 'What if the email I ignored was from my boss?',
      answer:
        "Reply as soon as you notice, and if the matter was time-sensitive, consider a quick message or a walk over to their desk as well. Own it plainly, give the answer or a firm time when you'll have it, and don't pile on excuses. Managers generally care far more about whether they can count on you going forward than about why one message got missed, so show them the plan rather than the reason.",
    },
    {
      question: 'How do I stop falling behind on email in the first place?',
      answer:
        'Set two or three fixed times a day to process your inbox, and handle each message once: reply, delegate, schedule, or archive. Anything that takes under two minutes, answer on the spot. Use a folder or flag only for items that truly need more work, and review that list daily. Turning off desktop notifications also helps, because constant checking makes it easier to read a message, feel like you dealt with it, and then forget it.',
    },
  ],
  tips: [
    "Send a quick 'got it, I'll get back to you by Thursday' when you can't answer fully, since a holding reply buys you time without any excuse.",
    'Keep the apology to one sentence and put the answer right below it, so the reader gets what they need first.',
    "Match the message to the delay: a one-day lag needs only a quick 'sorry for the slow reply', while a week of silence deserves a plain apology and a date.",
    "Mention a technical problem only when it really happened, and say what you changed so it won't happen again.",
    "If you'll be away or heads-down for a while, turn on an auto-reply that says when you'll be back and who to contact meanwhile.",
    'After you reply, search your inbox for other messages from the same period, since whatever buried one email probably buried a few more.',
  ],
  related: [
    '/excuses/work/missing-deadline',
    '/excuses/work/missing-zoom-meeting',
    '/excuses/work/calling-in-sick',
    '/excuses/work/avoiding-team-building',
    '/get-my-excuse',
  ],
  updated: '2026-11-23',
};

export default page;
