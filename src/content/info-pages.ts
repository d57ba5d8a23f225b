/** The About, Privacy and Terms pages: plain prose, rendered by one InfoPage component. */
import { PATHS } from '../paths';
import { CATALOG } from './catalog';
import { PUBLISHED_PAGES } from './registry';

export interface InfoSection {
  heading: string;
  /** Shown only when this deployment has analytics switched on (true) or off (false). */
  whenAnalytics?: boolean;
  paragraphs: readonly string[];
  /** Optional bullet list after the paragraphs. */
  points?: readonly string[];
}

export interface InfoPageContent {
  path: (typeof PATHS)['about' | 'privacy' | 'terms'];
  title: string;
  description: string;
  /** Shown under the heading, for example the date of the last change. */
  note?: string;
  sections: readonly InfoSection[];
}

export const CONTACT_EMAIL = 'hello@excusely.com';

export const ABOUT: InfoPageContent = {
  path: PATHS.about,
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
        `${PUBLISHED_PAGES.length} excuse pages in ${CATALOG.length} categories: work, social life, school, health, dating, and a funny section that nobody should take seriously.`,
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
        'Privacy by default: no sign-up, no profiles, no cookies of our own, and our privacy page says exactly what reaches our server.',
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
  path: PATHS.privacy,
  title: 'Privacy Policy',
  description: 'What Excusely collects (very little), why, and the choices you have.',
  note: 'Last updated November 23, 2026.',
  sections: [
    {
      heading: 'The short version',
      paragraphs: ['Excusely has no accounts, no sign-up forms and no advertising. You can use every page without telling us who you are.'],
    },
    {
      heading: 'What our servers record',
      paragraphs: [
        'For each request our server writes one log line: the time, the method, the page path (without the part after a question mark), the response status, its size and how long it took. It does not log your IP address, your browser or any cookie. We use these lines to keep the site running and to find errors, never to build profiles. How long they are kept is set by whoever operates the server, as part of their hosting setup.',
      ],
    },
    {
      heading: 'Excuses you generate or copy',
      paragraphs: [
        'With JavaScript on, the generator picks an excuse inside your browser and the copy buttons write to your clipboard there: neither sends anything to us.',
        'Without JavaScript, the generator is a plain form: your browser sends the situation and style you chose to our server in the page address (for example ?category=work&tone=formal), and the server answers with an excuse. A share link carries the id of one built-in excuse (for example ?id=work-formal-3). Neither ever contains anything you typed, and our log leaves out that part of the address.',
      ],
    },
    {
      heading: 'Analytics',
      whenAnalytics: true,
      paragraphs: [
        'Analytics is switched on for this site. Your browser reports each page you open to Google Analytics: the full page address, including anything after a question mark such as a generator choice or a shared excuse id, the page title, and the technical details any browser sends, such as screen size and an approximate location from your IP address. We use the totals only to learn which pages help people. Any common content blocker stops it, and the site works the same without it.',
      ],
    },
    {
      heading: 'Analytics',
      whenAnalytics: false,
      paragraphs: [
        'Analytics is switched off for this site: no page view, address or click is reported to any analytics service, and no analytics script is loaded.',
      ],
    },
    {
      heading: 'Cookies',
      whenAnalytics: true,
      paragraphs: ['Excusely itself sets no cookies. Google Analytics may set its own cookies to tell visits apart.'],
    },
    {
      heading: 'Cookies',
      whenAnalytics: false,
      paragraphs: ['Excusely sets no cookies at all.'],
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
  path: PATHS.terms,
  title: 'Terms of Service',
  description: 'The simple rules for using Excusely and its excuse generator.',
  note: 'Last updated November 23, 2026.',
  sections: [
    {
      heading: 'Using Excusely',
      paragraphs: [
        'By using this website you agree to these terms. Excusely is free to use for personal purposes. You may copy, adapt and send any excuse or template you find here.',
      ],
    },
    {
      heading: 'What the site is for',
      paragraphs: [
        'Excusely is for the small stuff: getting out of minor social obligations gracefully, a laugh, and a look at how people word these messages. Many of our pages, like the ones about sick days, include honest options, and we encourage them. Please do not use anything here to cheat someone out of money, to dodge a legal duty such as a court date, or to harm anyone. You are responsible for the messages you send and for their consequences.',
      ],
    },
    {
      heading: 'The public API',
      paragraphs: [
        "Our JSON API at /api/excuses serves the generator's built-in excuses to apps, bots and scripts, free and without a key. Please identify your app in its User-Agent, keep requests to a reasonable rate, and cache what you can; we may limit or block clients that put a heavy load on the service. The same rules about what Excusely is for apply to what you build with it.",
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
