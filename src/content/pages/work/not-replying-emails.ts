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
        1: 'I read your email on my phone while standing in line, and once it showed as read, it dropped off my radar.',
        2: "Over three hundred unread messages were waiting for me after the product launch. I'm working through them from oldest to newest, and yours is next.",
        8: 'Your email deserved a proper answer, and I kept waiting for a quiet half hour to write one. That half hour never came this week, so here it is now.',
        9: "Your question was in the middle of a forty-person thread, and I didn't spot that it was aimed at me.",
        10: "I wrote you a reply on Tuesday, and it's been sitting in my drafts ever since. I never hit send.",
        11: 'Your subject line just said "Quick question," and with two hundred emails a day, I didn\'t realize it needed me until I opened it this morning.',
        12: "I answered the first question in your email and completely missed the second one. Here's that answer now.",
      },
    },
    {
      id: 'tech',
      title: 'Real Tech Trouble',
      excuses: {
        1: "I just found your email in my spam folder while looking for something else. I've marked you as a safe sender so it won't happen again.",
        2: 'Our email server was down yesterday afternoon, and messages sent during that window are only now reaching me.',
        5: 'I got a new phone last week and never set up my office account on it, so nothing came through until I sat down at my computer this morning.',
        7: "My mailbox hit its storage limit last week, and I think your first message bounced. I've cleared out space, so anything you send now will come through.",
        8: 'You wrote to my old address from before I changed teams, and the forwarding from it only caught up this week.',
        11: 'My password expired while I was out, and I was locked out of my email for two days while IT reset it.',
        12: "Your message came through encrypted, and I couldn't open it until I was back at my work laptop.",
      },
    },
    {
      id: 'busy',
      title: 'Heads-Down Work',
      excuses: {
        2: 'I blocked off focus time to finish a major deliverable and muted all notifications until it was done.',
        5: 'An urgent client issue took over my week, and everything else went on hold until we fixed it this morning.',
        6: "I was running a full-day workshop and couldn't step away to check messages until it wrapped up.",
        9: "I'm on the help desk rotation this week, so I've only been able to answer internal email between tickets.",
        10: "Month-end close has had me buried in spreadsheets, and I'm only now catching up on everything else.",
        11: 'We had auditors in all week, and I was pulling records for them from morning to night.',
        12: "It's our busiest week of the year on the sales floor, and I've barely been at a computer.",
        13: "I only started in this role last week, and I'm still learning which requests are mine to answer.",
        14: "I've been filling in for my manager while she's out, so I've been covering two inboxes instead of one.",
        15: "We're hiring for two open roles, and I've sat in on twelve interviews this week. I'm only now getting back to my inbox.",
      },
    },
    {
      id: 'away',
      title: 'Out of Office & Travel',
      excuses: {
        1: 'I was at a conference all week, running between sessions, and only skimmed email late at night.',
        4: 'I was home sick Monday and Tuesday and stayed in bed the whole time. Sorry for the wait!',
        5: "I was at my cousin's wedding out of state over a long weekend and didn't open my laptop once.",
        7: 'I had jury duty this week, and phones stayed turned off in the courtroom all day.',
        9: "I was chaperoning my daughter's eighth-grade trip to Washington this week, and between bus rides and bed checks, I never opened my laptop.",
        10: "I moved apartments this week, and my internet wasn't hooked up until yesterday.",
        11: 'I was out at a field site all week with no cell signal, and I only got back to town last night.',
      },
    },
    {
      id: 'waiting',
      title: 'Waiting on Information',
      excuses: {
        2: "You asked whether the new printer would fit, and I couldn't answer until I'd measured the copy room this morning. It fits, with two inches to spare.",
        3: "Your question touches a policy that's being updated this month, and I didn't want to answer from the old version.",
        6: 'I wanted to test the fix myself before telling you it was resolved, and that took longer than I expected.',
        7: 'I was waiting for the vendor to confirm pricing so I could give you an accurate quote the first time.',
        8: 'I held off until legal signed off on the contract language, and their review came back this morning. The final version is attached.',
        9: 'I started a reply but found I had to pull some old files from the archive to answer you correctly.',
        10: 'You asked about an early start, and I needed to confirm childcare before I could say yes.',
        11: 'You asked which Friday works for us, and I was waiting until everyone on the team had answered the poll. The 14th works for all six of us.',
        12: 'I was waiting for your payment to post in our system so I could confirm it properly.',
        13: "I wanted to check the notes from Tuesday's meeting before confirming what we agreed, and they only went out today.",
      },
    },
    {
      id: 'honest',
      title: 'Honest Approaches',
      excuses: {
        1: "Honestly, I saw this went to the whole team and hoped someone else would answer first. Nobody did, so here's my reply.",
        3: "I'll be honest: it didn't look urgent, so I kept pushing it to the bottom of my list. That wasn't fair to you, and here's my answer.",
        5: "I'll be upfront: I was avoiding this one because the answer is no, and I owed you that sooner.",
        6: "I'm sorry for going quiet on this. Here's where things stand, and I'll send you an update every Friday until it's done.",
        8: "I was frustrated when I first read this, and I held off until I could answer calmly instead of firing something back. That's why it took me a while.",
        9: 'I wanted to talk this one through with you in person instead of by email, and then we kept missing each other.',
        10: "I don't check work email on weekends anymore, so I only saw this on Monday morning.",
        11: "I still owed you the file from last month, and I didn't want to reply until I could send that too. That was the wrong call, so here's my answer now, and the file comes Friday.",
        12: "The truth is, I didn't know the answer and kept putting off saying so. I've asked Priya, and I'll get back to you by Thursday.",
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
  updated: '2026-11-25',
};

export default page;
