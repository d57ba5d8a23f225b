/** The Terms page's text. */
import { PATHS } from '../../paths';
import { SITE } from '../../site';
import type { InfoPageContent } from '../types';
import { CONTACT_EMAIL } from './contact';

export const TERMS: InfoPageContent = {
  path: PATHS.terms,
  title: 'Terms of Service',
  description: `The simple rules for using ${SITE.brand}, its excuse generator and its public API.`,
  note: 'Last updated November 25, 2026.',
  sections: [
    {
      heading: `Using ${SITE.brand}`,
      paragraphs: [
        `By using this website, you agree to these terms. ${SITE.brand} is free. You're welcome to copy, adapt and send any excuse or template you find here, and apps, bots, scripts and other websites are welcome to use our public API, as described below.`,
      ],
    },
    {
      heading: 'What the site is for',
      paragraphs: [
        `${SITE.brand} is for the small stuff: getting out of minor social obligations gracefully, a laugh, and a look at how people word these messages. Many of our pages, like the ones about sick days, include honest options, and we encourage them. Please don't use anything here to cheat someone out of money, to dodge a legal duty such as a court date, or to harm anyone. You're responsible for the messages you send and for their consequences.`,
      ],
    },
    {
      heading: 'The public API',
      paragraphs: [
        `Our JSON API is open to any app, bot, script or website, free and without a key: /api/excuses serves the generator's built-in excuses, and /api/search answers the site search. Please identify your app in its User-Agent, keep requests to a reasonable rate, and cache what you can. The service limits how many requests each client can make a minute, and we may block clients that put a heavy load on it. The same rules about what ${SITE.brand} is for apply to what you build with it.`,
      ],
    },
    {
      heading: 'No guarantees',
      paragraphs: [
        "We write every excuse with care, but we can't promise that any excuse will be believed, accepted or right for your situation. The site and the API are provided as they are, without warranties of any kind, and to the extent the law allows, we aren't liable for any loss that comes from using them.",
      ],
    },
    {
      heading: 'Our content',
      paragraphs: [
        `The text, design and code of ${SITE.brand} belong to us. Sending an excuse to a friend is exactly what our excuses are for, and so is showing them in an app or on a site through our API. Copying large parts of the site's pages to republish elsewhere isn't allowed without our permission.`,
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        "We may update these terms from time to time. For any material change, we'll give at least 30 days' notice on this page before it takes effect. Continuing to use the site after that means you accept the new terms.",
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about these terms can be sent to ${CONTACT_EMAIL}.`],
    },
  ],
};
