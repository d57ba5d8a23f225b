import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Missing a Zoom Meeting',
  category: 'work',
  description:
    'Dropped Wi-Fi, a calendar mix-up or a toddler locked in the bathroom? What to tell the organizer after a missed Zoom call, plus emails to catch up.',
  fullTitle: 'Excuses for Missing a Zoom Meeting: Reasons and Email Templates for Remote Work',
  carousel: true,
  sections: [
    {
      id: 'tech',
      title: 'Tech & Connection Problems',
      excuses: {
        1: 'My internet dropped right as the meeting started, and by the time the router came back up the call was nearly over.',
        3: 'My microphone and camera both stopped working, and the invite had no dial-in number I could call instead.',
        7: 'Zoom signed me out and asked for a two-factor code that goes to my work phone, which I had left at the office.',
        8: "Our company firewall blocked the client's meeting link, and IT couldn't clear it before the call ended.",
        9: 'Zoom forced an update the moment I clicked join, and it sat on the installing screen for fifteen minutes.',
        12: 'I accidentally joined on both my laptop and my phone, and the feedback squeal was so bad that I dropped off to sort it out.',
        13: "I was in the office, and the conference room screen wouldn't connect to the call no matter what we tried.",
        14: "My laptop was at two percent when I went to join, and the charger cord I'd been nursing along finally gave out, so it died before I got in.",
      },
    },
    {
      id: 'schedule',
      title: 'Scheduling Mix-ups',
      excuses: {
        1: 'The invite landed on my calendar in the wrong time zone, so I thought the meeting was an hour later.',
        2: 'I accidentally declined the whole series while cleaning up my calendar, so it disappeared from my schedule.',
        4: 'The invite said optional, so I used the hour to finish the Henderson proposal. Is there anything from the meeting I need to act on?',
        5: 'I understood I was only needed for the last fifteen minutes, and it wrapped up early, before my part came around.',
        7: 'Two invites went out for the same meeting with different links, and I spent the hour in the empty one.',
        9: "This landed on top of a standing appointment I have every other Tuesday, and I couldn't move it on short notice.",
        10: "I took this afternoon off and put it on the team calendar, so I didn't see the invite until this evening. What did I miss?",
        11: "I thought this one was canceled after last week's email, so it wasn't on my list. Sorry for the mix-up.",
        12: "I was heads-down on the quarterly report and didn't look up until twenty minutes after it started. I've added a second reminder so it won't happen again.",
        13: "Jordan and I each thought the other was covering this one for our team, so neither of us joined. We've sorted out who goes from now on.",
      },
    },
    {
      id: 'home',
      title: 'Home Interruptions',
      excuses: {
        3: "My landlord showed up with prospective tenants right at meeting time, and I couldn't leave strangers alone in my apartment.",
        4: "Construction next door started jackhammering just as I went to join. I couldn't hear a thing, so I'll catch the recording.",
        8: 'Water started dripping through my ceiling from the unit upstairs, and I was busy setting out buckets and tracking down the super.',
        10: "I stepped onto the balcony before the call and the door latched behind me. My roommate didn't get back to let me in for forty minutes.",
        13: 'My toddler emptied a whole bag of flour onto the kitchen floor right before the call, and cleaning it up took the full half hour.',
        14: "I'm allergic to stings, and a wasp got into my home office just as the call started. I shut the door and waited in the hall until my neighbor could get it out.",
        15: "A baseball came through my living room window, and I was sweeping up glass and talking to the neighbors' kids when I should have been joining.",
        16: "My daughter fell off the backyard swing as I was sitting down to join. She's fine, but I had to check her over and calm her down first.",
        17: "The tornado sirens went off right at meeting time, and we were in the basement until the all-clear. We're fine, just sorry I missed it.",
        18: 'My dryer started smoking ten minutes before we were due to start, so I cut the breaker and aired out the laundry room.',
        19: 'My son spiked a fever at school, so I was in the pickup line at the front office instead of on the call.',
      },
    },
    {
      id: 'work',
      title: 'Work Conflicts',
      excuses: {
        1: 'A shelf of glass jars came down in aisle six just before the call, and I was keeping customers clear while we cleaned it up.',
        2: "My previous meeting ran thirty minutes over, and I couldn't leave because I was the one presenting.",
        3: 'A health inspector showed up unannounced, and as the shift manager, I had to walk her through the kitchen.',
        6: "I was on a site visit with terrible reception and couldn't get a stable enough connection to join.",
        7: 'I was helping our new hire get set up on her first morning, and her laptop setup took far longer than we planned.',
        9: "It was our team's moving day to the new floor, and IT didn't have my computer hooked back up until after the meeting ended.",
        10: "A parent lost track of her little boy in the store, and I wasn't going to walk away until we found him. He was hiding in the coat racks.",
        13: 'Our building ran a fire drill right at meeting time, and we were all out in the parking lot until the call was over.',
        14: 'I was halfway through the mandatory compliance training, and it starts over if you close it before the quiz.',
        15: 'A truck showed up at the loading dock with the wrong shipment, and I was sorting it out with the driver.',
        16: "A coworker cut her hand in the break room, and as our floor's first-aid person, I stayed with her until it was handled.",
        17: "I was covering the front desk while our receptionist was at lunch, and I couldn't leave it unattended.",
      },
    },
    {
      id: 'personal',
      title: 'Personal & Health',
      excuses: {
        5: 'I felt unwell and lay down for a bit, and I slept right through the reminder.',
        7: "I was stuck in traffic on the way home and didn't want to join from behind the wheel.",
        8: "My son's school assembly ran long, and I wasn't going to walk out right before he got his award.",
        13: 'I burned my hand on the kettle right before the call and was running it under cold water when it started.',
        14: "My elderly neighbor's car wouldn't start after lunch, and I was out in the lot with jumper cables until it turned over.",
        15: "I'd been on hold with my insurance company for forty minutes and couldn't hang up without losing my place.",
        16: "My dog swallowed a sock, and I was on the phone with the emergency vet for the whole call. He's okay now.",
        18: 'My mom called in a panic after clicking a scam link, and I was walking her through changing her passwords when the meeting started.',
        19: 'My annual physical was running almost an hour behind, and I was still sitting in a paper gown when the meeting started.',
      },
    },
  ],
  templates: {
    title: 'Email Templates',
    intro:
      'Ready-to-send emails for before or after a missed meeting. Fill in the bracketed parts, keep it brief and always ask how you can catch up.',
    items: [
      {
        subject: 'Sorry I Missed [Meeting Name]',
        whenToUse: 'A technical problem kept you out of the meeting.',
        body: "Hi [Organizer's Name],\n\nI'm sorry I missed today's [Meeting Name]. I ran into [Technical Issue] and couldn't get connected in time. Could you share the recording or notes? I'll review them today and follow up with any questions.\n\nBest,\n[Your Name]",
      },
      {
        subject: 'Unable to Attend [Meeting Name] on [Date]',
        whenToUse: 'You know about a conflict ahead of time.',
        body: "Hi [Organizer's Name],\n\nI have a conflict with [Reason] during [Meeting Name] on [Date] and won't be able to attend. Here is my update on [Project or Topic]: [Short Update]. If there's a recording, I'll watch it afterward, and I'm happy to answer questions by email.\n\nThank you,\n[Your Name]",
      },
      {
        subject: 'Catching Up on [Meeting Name]',
        whenToUse: 'You were too late to join without disrupting the call.',
        body: "Hi [Organizer's Name],\n\nI was held up by [Reason] and was more than [Minutes] minutes late, so I decided not to interrupt the meeting partway through. Would you mind sending the notes or recording? I'll get up to speed before the end of the day.\n\nMany thanks,\n[Your Name]",
      },
      {
        subject: 'Apologies for Missing [Meeting Name]',
        whenToUse: 'You simply forgot and want to own it.',
        body: "Hi [Organizer's Name],\n\nI owe you an apology: [Meeting Name] slipped my mind today, and that's on me. I've set reminders so it won't happen again. Could you let me know what I missed, or if there's anything I should pick up from the discussion?\n\nKind regards,\n[Your Name]",
      },
    ],
  },
  faq: [
    {
      question: 'Should I join late or skip the meeting entirely?',
      answer:
        "If you're only a few minutes late, join quietly with your microphone muted and catch up in the chat. If you're more than 15 to 20 minutes late, it's usually better to skip the meeting and ask the organizer for the notes or the recording. Joining that late often means interrupting, asking people to repeat themselves or missing the context for decisions. The exception is a meeting where you're presenting or making a decision: then join as soon as you can.",
    },
    {
      question: 'How soon should I let the organizer know?',
      answer:
        'As early as possible. If you know about a conflict the day before, decline the invite with a short note and send any update you were supposed to give. If something comes up at the last minute, a quick chat message before the start time is enough. After a meeting you missed without warning, send an apology the same day, ideally within an hour or two, and ask how you can catch up.',
    },
    {
      question: 'Is it okay to ask for the recording or notes?',
      answer:
        "Yes, and it shows you care about what you missed. Many teams record meetings or keep shared notes, so asking is normal. Be specific: ask for the recording, the notes or just the decisions and action items, and say when you'll review them. If nothing was recorded, ask a colleague for a two-minute summary rather than the organizer, who may be busy. Then follow up on anything assigned to you.",
    },
    {
      question: 'What if I just forgot about the meeting?',
      answer:
        "Then say so. Forgetting a meeting is common, and a plain apology is usually received better than a technical excuse that someone might question. Tell the organizer you missed it, that it's on you, and what you've done to prevent it happening again, such as turning on calendar reminders. Offer to catch up on anything you were needed for. Honesty here protects your credibility for the times a real tech problem gets in the way.",
    },
    {
      question: 'Can I attend with my camera off instead of missing it?',
      answer:
        "In most cases, yes. If you're sick, in a noisy place or dealing with a messy background, joining with the camera off and the microphone muted is usually better than not showing up. Send a quick message in the chat explaining why your camera is off. Some meetings, like interviews, client calls or one-on-ones, expect video, so check with the organizer first. For everything else, being present and listening counts for a lot.",
    },
    {
      question: 'How can I avoid technical problems before important meetings?',
      answer:
        'Open the link five minutes early so updates and sign-ins happen before the meeting starts. Keep your laptop plugged in, test your microphone and camera in the Zoom settings, and have headphones nearby. Save the dial-in number from the invite so you can join by phone if your internet fails. For important calls, a phone hotspot is a good backup. These habits make real tech problems rare, so when one does happen, people take it at face value.',
    },
  ],
  tips: [
    'Send a message before the meeting starts whenever you can, since advance notice turns a missed meeting into a non-event.',
    'Ask for the recording, the notes or a quick summary, and review them the same day.',
    "If you're more than 15 to 20 minutes late, skip the meeting and catch up afterward instead of interrupting.",
    'Share any update you were supposed to give by email or chat so the meeting can still move forward without you.',
    'Open meeting links a few minutes early and keep the dial-in number handy as a backup.',
    'Own it plainly when you simply forgot, since a short apology and a catch-up plan are all most organizers want.',
  ],
  related: [
    '/excuses/work/late-to-work',
    '/excuses/work/calling-in-sick',
    '/excuses/work/not-replying-emails',
    '/excuses/work/leave-early',
    '/get-my-excuse',
  ],
  updated: '2026-11-25',
};

export default page;
