/** Excuses for not replying to work emails: overload, glitches, travel and honest apologies. */
import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Excuses for Not Replying to Emails',
  fullTitle: 'Excuses for Not Replying to Emails: Polite Ways to Explain a Slow Response at Work',
  category: 'work',
  description:
    'Fell behind on your inbox? Polite, believable excuses for a late email reply, plus tips for catching up without making it awkward.',
  summary: {
    heading: 'Catch Up Without the Awkwardness',
    text: 'A late reply rarely needs a long story. Pick a short, honest-sounding reason, apologize once, and put the answer they were waiting for right underneath it.',
    highlights: [
      'Short reasons that fit a one-line apology',
      'Options for tech trouble, travel and busy weeks',
      'Honest wording for when you simply missed it',
      'Tips to keep your inbox from slipping again',
    ],
  },
  carousel: true,
  sections: [
    {
      id: 'inbox',
      title: 'Inbox Overload',
      excuses: {
        1: 'Sorry for the slow reply, your email got buried under a flood of automated notifications and I only just spotted it.',
        2: "I came back to over three hundred unread messages after the product launch, and I'm working through them from oldest to newest.",
        3: "One of my filter rules sent your email into a folder I rarely check, so I didn't see it until this morning.",
        4: 'I flagged your message so I could answer it properly, and then it slid off my screen as new emails came in.',
        5: 'Your email landed in the middle of a long reply-all thread, and I missed it in all the noise.',
        6: 'I read your note on my phone between meetings, it got marked as read, and it dropped right off my radar.',
        7: "I've been copied on so many threads this week that the emails actually addressed to me got lost in the pile.",
        8: 'I was clearing my inbox in batches and accidentally archived your message along with a stack of newsletters.',
        9: 'My mailbox hit its storage limit, and some incoming emails were held back until I cleared space yesterday.',
        10: "I saw the subject line and assumed it was just an update, so I didn't realize you needed an answer from me.",
      },
    },
    {
      id: 'tech',
      title: 'Technical Glitches',
      excuses: {
        1: 'Your email went straight to my spam folder, and I only found it while I was looking for something else.',
        2: 'Our email server had an outage yesterday afternoon, and messages sent during that window are only now showing up for me.',
        3: "Outlook stopped syncing on my laptop after an update, so I wasn't getting new mail until IT fixed it.",
        4: 'The attachment tripped our security filter, so your message sat in quarantine until I released it just now.',
        5: "I wrote a reply yesterday, but it's been stuck in my outbox because my VPN dropped before it could send.",
        6: "The mail app on my phone logged me out after a password reset, and I didn't notice for a couple of days.",
        7: 'I replied from my phone, but it looks like the message saved as a draft instead of actually sending.',
        8: 'Our company switched email security tools this week, and some outside messages were held for review before they reached me.',
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
        3: "I was in back-to-back meetings from nine to five yesterday and didn't get to my inbox until late in the evening.",
        4: "I've been covering for a teammate who is on leave, so my own inbox has fallen a few days behind.",
        5: 'An urgent client issue came up that took priority, and I put everything else on hold until we resolved it.',
        6: 'I was running a full-day workshop and could not step away to check messages until it wrapped up.',
        7: "I've been onboarding two new hires this week, and it has kept me away from my desk most of the time.",
        8: 'I wanted to finish the draft you asked about before replying, so I could send you something useful instead of a status update.',
        9: 'I spent the whole day on audit prep, so I decided to answer emails in one focused block this morning.',
        10: "Month-end close has had me buried in spreadsheets, and I'm only now catching up on everything else.",
      },
    },
    {
      id: 'away',
      title: 'Out of Office & Travel',
      excuses: {
        1: 'I was traveling for a conference and had very spotty Wi-Fi at both the venue and the hotel.',
        2: "I was on a long flight yesterday without internet access, and I'm catching up on messages now that I've landed.",
        3: 'I took a personal day on Friday and made a point of not checking work email while I was off.',
        4: "I was out for two days with a bad cold, and I'm working through my inbox now that I'm feeling better.",
        5: 'I was on site at a client office all week with only limited access to my work laptop.',
        6: "I forgot to turn on my out-of-office reply before my vacation, which is why you didn't get an automatic response.",
        7: "I was working from a place with poor cell service and couldn't load anything heavier than a text message.",
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
        3: 'I was still gathering the numbers you asked for and wanted to reply once every one of them was confirmed.',
        4: 'I forwarded your question to the right person on our side and was waiting on their answer before following up.',
        5: 'Your request needed a review from legal, and I held my reply until they signed off on it.',
        6: 'I wanted to test the fix myself before telling you it was resolved, and that took longer than I expected.',
        7: 'I was waiting for the vendor to confirm pricing so I could give you an accurate quote the first time.',
        8: 'I thought a colleague on the thread had already answered you, so I held back to avoid sending a duplicate reply.',
        9: 'I started a reply but realized I needed to pull some old files from the archive to answer you correctly.',
      },
    },
    {
      id: 'honest',
      title: 'Honest Approaches',
      excuses: {
        1: "Honestly, I missed your email, and I'm sorry for keeping you waiting.",
        2: 'I saw your message and meant to answer right away, but it slipped through the cracks on my end.',
        3: "I've been struggling to keep up with email lately, and I'm setting up a better system so this doesn't happen again.",
        4: "I put off replying because I wasn't sure how to answer, and I should have just told you I needed more time.",
        5: "I'll be upfront: I lost track of this thread, but I'm on it now and you'll have an answer by the end of the day.",
        6: "I didn't respond because I was overwhelmed this week, and I really appreciate your patience while I catch up.",
        7: 'Your email deserved a thoughtful reply, and I kept waiting for a quiet moment that never came.',
        8: "That one is on me, and I should have sent a quick note saying I'd seen it even if I couldn't answer fully yet.",
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
    'Match the reason to the delay: a busy day explains a one-day lag, but a week of silence needs a more honest acknowledgment.',
    'Never invent a technical problem that IT or the sender could easily check, because a caught excuse hurts more than a late reply.',
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
  updated: '2026-11-22',
};

export default page;
