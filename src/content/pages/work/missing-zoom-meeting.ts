import type { ExcusePageContent } from '../../types';

const page: ExcusePageContent = {
  title: 'Missing a Zoom Meeting',
  category: 'work',
  description:
    'Dropped Wi-Fi, a calendar mix-up or a toddler on your lap? What to tell the organizer after a missed Zoom call, plus emails to catch up.',
  fullTitle: 'Excuses for Missing a Zoom Meeting: Reasons and Email Templates for Remote Work',
  carousel: true,
  sections: [
    {
      id: 'tech',
      title: 'Tech & Connection Problems',
      excuses: {
        1: 'My internet dropped right as the meeting started, and by the time the router came back up the call was nearly over.',
        2: 'Zoom forced an update when I clicked the link, and it hung on the install screen until the meeting was almost over.',
        3: 'Both my microphone and camera stopped working. I spent the whole meeting restarting and troubleshooting and never made it in.',
        4: 'I kept getting an invalid meeting ID error, and by the time someone sent me the right link the call had ended.',
        5: 'My computer crashed just before the meeting and took forever to reboot. Could you send me the notes?',
        6: "The link opened in my personal Zoom account instead of my work one, and it kept saying I wasn't authorized to join.",
        7: 'Zoom signed me out and asked for a two-factor code that goes to my work phone, which I had left at the office.',
        8: "Did anyone see me in the waiting room? I was there the whole time, but I don't think the host noticed me.",
        9: "I'm on a loaner laptop while mine is in for repair, and it wasn't set up with Zoom or my login yet.",
        10: "A power outage knocked out my home office right before the meeting, and I couldn't get online until it came back.",
        11: "My VPN disconnected and wouldn't let me back onto the company network, which blocked the meeting link.",
        12: "My laptop battery died partway through and the charger was in another room. I'm sorry for dropping off.",
      },
    },
    {
      id: 'schedule',
      title: 'Scheduling Mix-ups',
      excuses: {
        1: 'The invite landed on my calendar in the wrong time zone, so I thought the meeting was an hour later.',
        2: "I had the meeting written down for tomorrow and didn't catch my mistake until I saw the recap. My fault!",
        3: 'The meeting was moved and the update never reached my calendar, so I was still working from the old time.',
        4: "I never received the invitation, so I didn't know the meeting was happening. Could you add me for next time?",
        5: 'My reminder was turned off for that event, and I lost track of time while I was focused on a project.',
        6: 'I accidentally declined the invite while clearing out my inbox, so it disappeared from my calendar entirely.',
        7: 'Two invites went out for the same meeting with different links, and I spent the hour in the empty one.',
        8: 'I mixed this meeting up with our weekly check-in and joined the wrong call. Sorry for the confusion!',
        9: 'Sorry I missed it! It was booked over my lunch hour, and I was out grabbing food until it was over.',
        10: "I had it marked as optional and spent the hour on a deadline. I didn't realize you needed my input, so what did I miss?",
        11: "Wasn't this one canceled after last week's email? That's what I understood, so I didn't plan to attend.",
        12: 'I was on a different shift schedule this week and the meeting fell outside my hours. Is there a recording I can watch?',
      },
    },
    {
      id: 'home',
      title: 'Home Interruptions',
      excuses: {
        1: 'A delivery that needed my signature arrived right as the meeting started, and it took longer than I expected.',
        2: 'Our water heater started leaking right before the call, and I spent the meeting with towels and a wet vac.',
        3: "My landlord showed up with prospective tenants right at meeting time, and I couldn't leave strangers alone in my apartment.",
        4: "Construction next door started jackhammering just as I went to join. I couldn't hear a thing, so I'll catch the recording.",
        5: "My babysitter canceled and I had a toddler on my lap, so I couldn't have joined in any useful way.",
        6: 'A repair technician showed up for a scheduled visit and needed me to walk him through the problem during the meeting.',
        7: "My roommate was on a loud call in the next room, and I couldn't find a quiet space in time.",
        8: "Sorry, a neighbor knocked because her moving truck couldn't get past my car. Moving it took the whole slot.",
        9: "My cat got sick right before the call and needed to go to the vet. I'm sorry, it couldn't wait.",
        10: "My smoke alarm started chirping for a new battery, and I couldn't get it to stop before the meeting began.",
        11: 'A hailstorm started right before the call, and I ran outside to get my car into the garage.',
        12: 'The school nurse phoned to say my son was sick, so I spent the meeting driving over to get him.',
      },
    },
    {
      id: 'work',
      title: 'Work Conflicts',
      excuses: {
        1: "A client called with an urgent issue just as the meeting began, and I couldn't cut them off.",
        2: "My previous meeting ran thirty minutes over, and I couldn't leave because I was the one presenting.",
        3: "I was interviewing a candidate whose time slot couldn't move. Could you share the notes or the recording with me?",
        4: 'My manager pulled me into an urgent conversation right before the start, and it ran through the whole meeting slot.',
        5: "I was in the middle of fixing a production issue and didn't want to leave it half done.",
        6: "I was on a site visit with terrible reception and couldn't get a stable enough connection to join.",
        7: 'The fire alarm went off at the office, and we were all standing in the parking lot for the whole meeting.',
        8: 'I had a deliverable due at noon with a hard deadline, and I chose to get it out the door rather than join late.',
        9: "I was training a new team member and we were in the middle of something I couldn't pause.",
        10: 'A required all-hands got scheduled on top of this one. Could someone fill me in on what I missed?',
        11: 'I was covering the front desk because a coworker called in sick, and I had no way to step away.',
        12: "I was on a flight for the work trip, and the in-flight Wi-Fi wasn't good enough for a video call.",
      },
    },
    {
      id: 'personal',
      title: 'Personal & Health',
      excuses: {
        1: "I woke up with a migraine and couldn't look at a screen all morning. I'm going through the recording now.",
        2: "I was stuck at the DMV, and they didn't call my number until the meeting was half over.",
        3: "Something came up with my family that needed me right away. I'm sorry I wasn't there, and I'll be caught up by tonight.",
        4: 'My dental appointment went long. I was still numb in the chair when the meeting started.',
        5: 'I felt unwell and lay down for a bit, and I slept right through the reminder.',
        6: 'My car broke down on the way back from an appointment, and I was on the phone with the tow company during the meeting.',
        7: "I was stuck in traffic on the way home and didn't want to join from behind the wheel.",
        8: "My son's school assembly ran long, and I wasn't going to walk out right before he got his award.",
        9: "I've lost my voice to a cold and wouldn't have been able to speak, but I'll read through the notes today.",
        10: "My pupils were dilated after an eye appointment, and I couldn't focus on a screen for hours.",
        11: "My elderly dad needed help with an errand that couldn't wait until the afternoon. What's the best way for me to catch up?",
        12: "I was fighting a stomach bug this morning and wasn't able to sit through a call.",
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
  updated: '2026-11-23',
};

export default page;
