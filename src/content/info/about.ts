/** The About page's text. */
import { PATHS } from '../../paths';
import { SITE } from '../../site';
import { CATALOGS } from '../catalog';
import { PUBLISHED } from '../registry';
import type { InfoPageContent } from '../types';
import { CONTACT_EMAIL } from './contact';

export const ABOUT: InfoPageContent = {
  path: PATHS.about,
  title: `About ${SITE.brand}`,
  description: `Why ${SITE.brand} exists, what it offers, and the values behind every excuse we write.`,
  sections: [
    {
      heading: 'Our mission',
      paragraphs: [
        `Life's full of small obligations that don't deserve a long explanation: a meeting you can't make, a party after a draining week, a group project you'd rather not join. ${SITE.brand} gives you polite, ready-made words for those moments, so you can say no gracefully and get on with your day.`,
        "Everything here is meant for minor social obligations, for entertainment and for education about how people communicate. It isn't a toolkit for deceiving anyone about something that matters.",
      ],
    },
    {
      heading: 'What we offer',
      paragraphs: ["It's all free, there's no account to make, and it works on any phone or computer."],
      points: [
        `${PUBLISHED.en.length} excuse pages in ${CATALOGS.en.length} categories: work, social life, school, health, dating, and a funny section that nobody should take seriously.`,
        'Tips, honest advice and frequently asked questions on most pages, including when the truth is the better choice.',
        'Message templates on a few pages: fill in your details once, then copy and send.',
        'The Get My Excuse generator, which picks a fresh excuse for your situation and style. It shows you every excuse for that pair before any comes back, and your browser remembers where you are, even after a reload. Without JavaScript the form asks our server instead, which picks at random, so an excuse can come up again sooner.',
        'A search across every page and the generator, and a Saved list that keeps the excuses you star in your own browser.',
      ],
    },
    {
      heading: 'Our values',
      paragraphs: [],
      points: [
        'Kindness first: an excuse should let both people save face, and it should never hurt or embarrass anyone.',
        "Honesty where it counts: we don't write excuses that fake a death or a serious illness, involve a crime, or impersonate a real person.",
        'Respect for everyone: our humor laughs at situations, not at groups of people.',
        "Privacy by default: there's no sign-up, no profile and no cookie of our own, and our privacy page says exactly what reaches our server.",
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
