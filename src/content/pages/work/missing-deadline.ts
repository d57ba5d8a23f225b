/** Excuses for missing a work deadline, with email templates for asking for an extension. */
import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Missing a Deadline',
  fullTitle: 'Excuses for Missing a Deadline at Work: Reasons, Extension Emails and Honest Options',
  category: 'work',
  description:
    'Running behind on a project? Clear ways to explain a slipped work deadline, and short emails that ask for an extension with a new date.',
  summary: {
    heading: 'Move the Date Without Losing Trust',
    text: 'A missed deadline is easier to recover from when you speak up early, give a clear reason, and offer a new date you can actually hit.',
    highlights: [
      'Reasons for workload, tech trouble and blocked work',
      'Three extension emails ready to adapt',
      'Honest wording for when the delay is on you',
      'Tips for proposing a new date that sticks',
    ],
  },
  carousel: true,
  sections: [
    {
      id: 'workload',
      title: 'Workload & Priorities',
      excuses: {
        1: 'Another client project was escalated to top priority this week, and it pulled me off this work for three days. I can have it to you Thursday by noon.',
        3: 'I underestimated the analysis. I need two more days to do it properly, so could we move the date to Wednesday?',
        4: "Our department moved to a new project-tracking tool on Monday, and transferring my accounts into it ate two full days. You'll have it Tuesday morning.",
        6: "I've been covering a teammate's accounts while she's on leave, and this slipped further than I realized. Would next Tuesday work?",
        9: "Next year's budget was due to finance this week, and building it crowded this out. I've cleared Friday for it and will send it by 4:00.",
        10: "I was out for the two-day training you approved, and I didn't adjust this deadline to account for it. I'll have it done by Wednesday afternoon.",
        11: "My calendar had twenty-two hours of meetings this week, and I never got a block long enough to write. I've kept Tuesday morning clear, so you'll have it by 11:00.",
        12: "A reorg moved me to a new team in the middle of this project, and I'm still catching up after the handover. I can get it to you by next Monday.",
        13: "A stomach bug kept me home Monday and Tuesday, which cost me two of the five days I'd set aside for this. It'll be with you Friday afternoon.",
      },
    },
    {
      id: 'tech',
      title: 'Technical Problems',
      excuses: {
        1: "The office scanner has been broken since Monday, and the signed forms have to go in as color scans. The repair tech comes tomorrow, so you'll have them Thursday.",
        2: "The shared drive was down for most of yesterday, so I couldn't open the files I needed to finish. It's back up, and I'll send it by 5:00 today.",
        3: "The stats add-on I rely on stopped working after last week's software update, so I've been redoing the analysis by hand. That puts delivery at Friday morning.",
        4: "The memory card from Tuesday's photo shoot failed, so we're reshooting Thursday morning. You'll have the edited photos by Monday at noon.",
        5: "The video export failed at 98 percent after rendering all night, so I'm running it again now. It takes about six hours, so you'll have it first thing tomorrow.",
        6: 'The printed proofs came back with every color off because I sent the file with the wrong color settings. The corrected run is at the printer, and copies will be on your desk Friday morning.',
        7: 'I found a serious bug during final testing, and I want to fix it instead of shipping something broken. Can I have until Friday?',
        8: "I spent two days editing an out-of-date copy of the model, and I'm redoing those changes in the current version now. I'll send it tomorrow by 2:00.",
        9: "I found duplicate records in the source data, so every number in the report has to be rerun before I can send it. You'll have the corrected report Wednesday.",
        10: "The finished file is too big for the client's upload portal. I'm working with IT on another way to get it to them today.",
      },
    },
    {
      id: 'blocked',
      title: 'Waiting on Others',
      excuses: {
        1: "I'm still waiting on the final figures from finance. The report is ready apart from those numbers, and I'll send it within an hour of getting them, Thursday at the latest.",
        2: "The only test lab is booked by another team until Thursday, and I can't run the final checks until then. I'll send you the results Friday.",
        3: "The client hasn't sent their feedback on the draft, and I don't want to lock anything in without it. I've asked for it by Tuesday, so the final version will reach you Wednesday.",
        4: "The city hasn't issued the event permit yet, and I can't sign the vendor contracts without it. It's promised for Wednesday, so the full plan will be with you Thursday.",
        5: 'The vendor delivered the materials four days late, and every step after that moved back with it. The finished units will ship next Friday.',
        6: "Our overseas team and I overlap for only an hour a day, so every question has cost us a full day. We're on track to finish by next Tuesday.",
        8: "The industry figures this report benchmarks against aren't published until Tuesday morning. I'll add them and send the final version Tuesday afternoon.",
        9: "Two reviewers sent me opposite feedback, and I need them to agree on a direction before I finish. If they settle it Monday, you'll have it Wednesday.",
        10: 'I asked for the stakeholder interviews two weeks ago, and the last one only happened yesterday afternoon. The write-up will be with you Friday.',
        11: 'The customer survey came back with too few responses to trust, so I reopened it for three more days. The results will be with you next Monday.',
      },
    },
    {
      id: 'scope',
      title: 'Scope & Requirement Changes',
      excuses: {
        1: 'Halfway through, the client switched the launch from web to a printed catalog, so every layout has to be rebuilt for print. The print-ready files will be with you Tuesday.',
        2: "Legal asked us to add Spanish versions of every page, and the translations won't be back until Monday. I'll publish everything on Tuesday.",
        3: "The brief leaves out a key piece, and I want to clarify it instead of handing over the wrong thing. If we can talk for ten minutes today, you'll have it Friday.",
        4: "A new compliance rule took effect this month, and two of the report's calculations have to be redone under the new method. The revised report will be ready Thursday afternoon.",
        6: "This report is now going to the board instead of our team, so it needs a different level of detail than I planned. I'll have the board version ready Monday.",
        7: "The stock photos we planned to use aren't licensed for commercial use, so I'm finding replacements. It'll go out Wednesday morning.",
        9: "It turns out the old system we're replacing does two things nobody documented, and we have to build those too. I'd like to move the launch to the 20th.",
        10: 'The company rebranded last week, so every page of the deck needed the new logo, colors and fonts. The updated deck will be ready tomorrow at 10:00.',
      },
    },
    {
      id: 'personal',
      title: 'Personal & Home',
      excuses: {
        9: "My partner has been sick all week, so between the kids and looking after him, I've had far fewer working hours than I planned. I can have it to you Monday.",
        10: "Our house was tented for termites this week, and working from a hotel room without my usual setup slowed everything down. We're home Sunday, so you'll have it Monday afternoon.",
        12: "The storm took down trees all over our yard, and cleanup ate two days I'd set aside for this. I'll send it Thursday.",
        13: "I sprained my wrist on Saturday, and typing one-handed is painfully slow. I'm dictating the rest and will have it to you by Friday.",
        14: "I was rear-ended on Tuesday, and sorting out the insurance and a rental car has eaten two afternoons. I'm fine, and you'll have it Thursday by noon.",
      },
    },
    {
      id: 'honest',
      title: 'Honest Approaches',
      excuses: {
        1: "I kept putting off the data cleanup because it's tedious, and it caught up with me. You'll have it by the end of the day tomorrow.",
        2: "I should have raised this sooner: I'm going to miss the deadline. I can realistically deliver it by Friday afternoon.",
        3: "I got stuck on one part and didn't ask for help early enough, which put me behind. Sam is walking me through it this morning, and I'll send it Wednesday.",
        5: "I kept this on a sticky note instead of my task list, and it got buried under other papers. That's on me, and you'll have it Wednesday.",
        8: "I spent too long polishing details nobody will notice, and that's why this is late. I'll send it by noon.",
        9: "Would it help if I send what I have now? It's about eighty percent done, and I'll finish the rest by Thursday.",
        10: "I had the due date down as the 15th, not the 5th. That's my mistake, and I'll have it to you Monday.",
        11: "Honestly, I've been running on fumes this month, and this is the first thing that slipped. I'll get it to you Friday, and could we talk about my workload?",
      },
    },
  ],
  templates: {
    title: 'Email Templates',
    intro: "Adapt one of these before the deadline passes, and always include a new date you're confident you can meet.",
    items: [
      {
        subject: 'Request for a Short Extension on [Project Name]',
        whenToUse: 'You need a few extra days and the delay is on your side.',
        body: "Hi [Manager's Name],\n\nI wanted to let you know ahead of time that I won't be able to deliver [Project Name] by [Original Date] at the quality it needs. I underestimated the time required for [Task or Section], and I'd rather get it right than rush it.\n\nWould it work to move the deadline to [New Date]? In the meantime, I can share [Partial Deliverable] by [Date] so you can see where things stand.\n\nThanks for understanding,\n[Your Name]",
      },
      {
        subject: '[Project Name]: Waiting on [Dependency]',
        whenToUse: "You're blocked by someone else's input and the original date no longer works.",
        body: "Hi [Manager's Name],\n\nA quick update on [Project Name]: I'm still waiting on [Dependency] from [Team or Person], which I need before I can finish [Task]. I followed up on [Follow-up Date] and expect to have it by [Expected Date].\n\nBased on that, I'd like to move my delivery date to [New Date]. Everything else is on track, and I'll let you know right away if anything changes.\n\nBest,\n[Your Name]",
      },
      {
        subject: 'Updated Timeline for [Project Name]',
        whenToUse: 'The scope or requirements changed and the original date no longer fits.',
        body: "Hi [Manager's Name],\n\nSince we added [New Requirement] to [Project Name], the original deadline of [Original Date] no longer leaves enough time to do it well. I estimate the extra work at about [Number] days.\n\nI'd like to propose [New Date] as the new delivery date. If that date is fixed, I can deliver [Reduced Scope] on time instead and follow up with the rest by [Later Date]. Let me know which you prefer.\n\nThanks,\n[Your Name]",
      },
    ],
  },
  faq: [
    {
      question: "When should I tell my manager I'm going to miss a deadline?",
      answer:
        "As soon as you know, ideally days before the due date rather than hours. Early warning gives your manager room to adjust plans, move other work, or warn a client, and it shows you're on top of the project even if the date slips. Telling them after the deadline has passed turns a scheduling problem into a trust problem. If you're unsure whether you'll make it, flag the risk anyway and say when you'll know for sure.",
    },
    {
      question: 'What should an extension request include?',
      answer:
        "Keep it short and specific: what is late, a one-sentence reason, a new date, and what you can deliver in the meantime. The new date matters most, so pick one you're confident about and add a small buffer rather than promising the earliest possible day. Offering a partial deliverable or a reduced version on the original date shows good faith and often solves the real problem for the person waiting on you.",
    },
    {
      question: 'Is it better to hand in unfinished work on time or finished work late?',
      answer:
        "It depends on what the deadline is for. If someone else needs your work to start their own, a solid partial version on time is often more useful than a perfect one later. If the work goes straight to a client or leadership, quality usually matters more, so ask for a short extension. When in doubt, ask your manager directly: 'Would you rather have the first half today or the whole thing Friday?'",
    },
    {
      question: 'Should I give the real reason I missed the deadline?',
      answer:
        "Yes, in most cases. Real reasons like competing priorities, a late dependency or underestimating the work are common and understandable, and managers hear them all the time. A made-up excuse can unravel if someone asks a follow-up question, and it also hides the actual problem, which makes it likely to happen again. You don't need to share private details about health or family, though; 'a personal matter' is enough.",
    },
    {
      question: "What if the deadline already passed and I didn't say anything?",
      answer:
        "Reach out today, before they have to chase you. Acknowledge the miss directly, skip long explanations, and give a firm date for the finished work along with anything you can send right now. Something like 'I missed Friday's deadline and should have told you sooner. The report will be with you Wednesday morning' is far better than silence. Then make sure you hit that new date, since the second deadline carries much more weight.",
    },
    {
      question: 'How do I stop missing deadlines repeatedly?',
      answer:
        "Look at why they slip. If you keep underestimating, add a buffer of a quarter to a third to every estimate. If other people's work keeps blocking you, ask for their input earlier and set your own internal deadline a few days ahead of the real one. If you simply have too much, have an honest conversation with your manager about priorities before the next crunch rather than after another miss.",
    },
  ],
  tips: [
    'Speak up the moment you suspect a deadline is at risk, since early notice is the single thing that makes a delay easiest to forgive.',
    'Always pair the excuse with a specific new date and time, because a vague promise to finish soon makes people more anxious.',
    'Add a small buffer to your new date, so the revised deadline is one you can beat rather than one you miss again.',
    'Offer something now, such as a draft, an outline or the finished first half, to show real progress.',
    'Keep the reason to one or two sentences and spend the rest of the message on the plan.',
    'If another person caused the delay, explain the dependency factually without blaming them by name in a group email.',
    'Once you deliver, send a short thank-you for their flexibility, since it closes the loop and rebuilds goodwill.',
  ],
  related: [
    '/excuses/work/not-replying-emails',
    '/excuses/work/calling-in-sick',
    '/excuses/work/missing-zoom-meeting',
    '/excuses/work/leave-early',
    '/get-my-excuse',
  ],
  updated: '2026-11-25',
};

export default page;
