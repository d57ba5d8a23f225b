/** The About, Privacy and Terms pages: plain prose, rendered by one InfoPage component. */

export interface InfoSection {
  heading: string;
  paragraphs: readonly string[];
  /** Optional bullet list after the paragraphs. */
  points?: readonly string[];
}

export interface InfoPageContent {
  path: '/about' | '/privacy' | '/terms';
  title: string;
  description: string;
  /** Shown under the heading, for example the date of the last change. */
  note?: string;
  sections: readonly InfoSection[];
}

export const CONTACT_EMAIL = 'hello@excusely.com';

export const ABOUT: InfoPageContent = {
  path: '/about',
  title: 'About Excusely',
  description: 'Why Excusely exists, what it offers, and the values behind every excuse we write.',
  sections: [
    {
      heading: 'Our mission',
      paragraphs: [
        'Life is full of small obligations that do not deserve a long explanation: a meeting you cannot make, a party after a draining week, a group project you would rather not join. Excusely gives you polite, ready-made words for those moments, so you can say no gracefully and get on with your day.',
        'Everything here is meant for minor social obligations, for entertainment and for education about how people communicate. It is not a toolkit for deceiving anyone about something that matters.',
      ],
    },
    {
      heading: 'What we offer',
      paragraphs: ['Everything is free, needs no account, and works on any phone or computer.'],
      points: [
        'Thirty-one excuse pages in six categories: work, social life, school, health, dating, and a funny section that nobody should take seriously.',
        'Tips, honest advice and frequently asked questions on most pages, including when the truth is the better choice.',
        'Message templates you can copy, fill in and send.',
        'The Get My Excuse generator, which picks a fresh excuse for your situation and style.',
      ],
    },
    {
      heading: 'Our values',
      paragraphs: [],
      points: [
        'Kindness first: an excuse should let both people save face, never hurt or embarrass someone.',
        'Honesty where it counts: we never write excuses that fake a death or a serious illness, involve a crime, or impersonate a real person.',
        'Respect for everyone: our humor laughs at situations, not at groups of people.',
        'Privacy by default: no sign-up, no profiles, and nothing you generate ever leaves your browser.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `Found a typo, have an idea for a new page, or want to tell us an excuse worked a little too well? Email us at ${CONTACT_EMAIL}. We read every message, usually within a few days.`,
      ],
    },
  ],
};

export const PRIVACY: InfoPageContent = {
  path: '/privacy',
  title: 'Privacy Policy',
  description: 'What Excusely collects (very little), why, and the choices you have.',
  note: 'Last updated November 22, 2026.',
  sections: [
    {
      heading: 'The short version',
      paragraphs: ['Excusely has no accounts, no sign-up forms and no advertising. You can use every page without telling us who you are.'],
    },
    {
      heading: 'What our servers record',
      paragraphs: [
        'Like every website, our servers keep short technical logs of each request: the time, the page asked for, the response status and how long it took. We use them to keep the site running and to find errors. We do not use them to build profiles, and we delete them after 30 days.',
      ],
    },
    {
      heading: 'Excuses you generate or copy',
      paragraphs: [
        'The excuse generator and the copy buttons run entirely in your browser. What you pick, generate or copy is not sent to us. A share link contains only the id of a built-in excuse, never anything you typed.',
      ],
    },
    {
      heading: 'Analytics',
      paragraphs: [
        'If the operator of this site turns on analytics, your browser reports each page view to Google Analytics: the page address, its title, and the technical details any browser sends, such as screen size and approximate location from your IP address. We use these totals only to learn which pages are useful. You can block this with any common content blocker, and the site works the same without it.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: ['Excusely itself sets no cookies. Analytics, when it is switched on, may set its own cookies to tell visits apart.'],
    },
    {
      heading: 'Children',
      paragraphs: [
        'Excusely is a general audience site and does not knowingly collect personal information from anyone, including children under 13.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        `If we change this policy we will update this page and its date. Questions about privacy are welcome at ${CONTACT_EMAIL}.`,
      ],
    },
  ],
};

export const TERMS: InfoPageContent = {
  path: '/terms',
  title: 'Terms of Service',
  description: 'The simple rules for using Excusely and its excuse generator.',
  note: 'Last updated November 22, 2026.',
  sections: [
    {
      heading: 'Using Excusely',
      paragraphs: [
        'By using this website you agree to these terms. Excusely is free to use for personal purposes. You may copy, adapt and send any excuse or template you find here.',
      ],
    },
    {
      heading: 'Use it for small things',
      paragraphs: [
        'Our content is written for minor social obligations, entertainment and education. Do not use it to deceive anyone about health, safety, money or the law, to get out of legal duties, or to harm anyone. You are responsible for the messages you send and for their consequences.',
      ],
    },
    {
      heading: 'No guarantees',
      paragraphs: [
        'We write every excuse with care, but we cannot promise that any excuse will be believed, accepted or right for your situation. The site is provided as it is, without warranties of any kind, and to the extent the law allows we are not liable for any loss that comes from using it.',
      ],
    },
    {
      heading: 'Our content',
      paragraphs: [
        'The text, design and code of Excusely belong to us. Sending an excuse to a friend is exactly what it is for; republishing large parts of the site elsewhere is not allowed without our permission.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        "We may update these terms from time to time. For any material change we will give at least 30 days' notice on this page before it takes effect. Continuing to use the site after that means you accept the new terms.",
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about these terms can be sent to ${CONTACT_EMAIL}.`],
    },
  ],
};
