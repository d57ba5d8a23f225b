/** The Privacy page's text. */
import { PATHS } from '../../paths';
import { SITE } from '../../site';
import type { InfoPageContent } from '../types';
import { CONTACT_EMAIL } from './contact';

export const PRIVACY: InfoPageContent = {
  path: PATHS.privacy,
  title: 'Privacy Policy',
  description: `What ${SITE.brand} collects (very little), why, and the choices you have.`,
  note: 'Last updated December 6, 2026.',
  sections: [
    {
      heading: 'The short version',
      paragraphs: [
        `${SITE.brand} has no accounts, no sign-up forms and no advertising. You can use every page without telling us who you are. Here's everything that reaches our server and everything your browser keeps.`,
      ],
    },
    {
      heading: 'What reaches our server',
      paragraphs: [
        "Like any website, our server receives each request your browser makes: the address it asks for, your IP address, and the standard details browsers send along, such as the browser's name, the languages it prefers and sometimes the address of the page that linked to us. We use your IP address for one thing only: our public API counts the requests from each address, in memory, for one minute at a time, to keep any single client from overloading it.",
        "For each request, our server writes one log line: the time, the method, the page path, the response status, its size and how long it took. The path stops at the question mark, so the log never holds what comes after it, such as your search words, your generator choices or a shared excuse's id. A page that isn't found, or that fails with an error, gets one more line with the same path (and, for an error, what went wrong). The log doesn't record your IP address, your browser or any cookie. We use these lines to keep the site running and to find errors, never to build profiles. How long they're kept is set by whoever operates the server, as part of their hosting setup.",
      ],
    },
    {
      heading: 'Searching',
      paragraphs: [
        "The words you type into search do reach our server, because that's where the search runs. They arrive in one of two addresses: the search page's own, such as /search?q=dentist, when that page loads in full (for example without JavaScript, or when you open a search link), or our search API's, such as /api/search?q=dentist, which the page calls to show results as you type. The server looks up matching excuses, sends them back and keeps nothing: as above, the log records only /search or /api/search.",
        "The search words also appear in the address bar, so your browser's history keeps them like any other address, and a search answer can stay in your browser's ordinary cache for a few minutes.",
      ],
    },
    {
      heading: 'What your browser keeps',
      paragraphs: ['A few things are stored on your device, never on our server:'],
      points: [
        "Saved excuses: each excuse you star, with its text and the title of its page, in your browser's local storage. To drop any that the site no longer has, the Saved page downloads the list of every excuse's address on the site, which is the same for everyone, so it tells us nothing about what you saved. To remove one, tap its star again, on the Saved page or on its own page.",
        "Generator rotation: for each situation and style you've asked the generator for, the ids of the built-in excuses it hasn't shown you yet and of the one it showed last, in local storage, so it shows you every excuse before any comes back. It holds nothing you typed and is never sent to us.",
        "Template details: what you type into a page's Your details form, such as names and times, in local storage, so the templates on every page can use it. It's never sent to us. The form's Clear button empties all of it.",
        "Offline copies: on your first visit, once a page has finished loading and stayed open for about 10 more seconds, a service worker (a small script that lets the site work without a connection) saves the home page. From then on it keeps a copy of each page your browser loads from us in full, such as one you open in a new tab or reload, under that page's address, along with the site's scripts, styles and icons. It keeps at most the 40 pages you opened most recently and deletes the oldest as you open more, and when the site is updated it deletes the previous version's scripts and styles. It never keeps a search page, with or without your search words, or an excuse the generator made for you; a shared excuse's link, such as /get-my-excuse?id=work-formal-3, is kept like any other page. The site has no button to delete these copies: clearing this site's data in your browser deletes them (see below).",
      ],
    },
    {
      heading: 'Clearing what your browser keeps',
      paragraphs: [
        "To remove all of it at once, clear this site's data in your browser's settings (often listed as cookies and site data, or website data): that deletes your saved excuses, your template details, the generator's rotation and the offline copies together. A private or incognito window keeps none of it after you close the window.",
      ],
    },
    {
      heading: 'Excuses you generate, copy or send',
      paragraphs: [
        "With JavaScript on, the generator picks an excuse inside your browser. The copy buttons write to your clipboard, and Send hands the text to your messaging app, your email app or your device's share menu. None of these sends anything to us.",
        'Without JavaScript, the generator is a plain form: your browser sends the situation and style you chose to our server in the page address (for example ?category=work&tone=formal), and the server answers with an excuse. A share link carries the id of one built-in excuse (for example ?id=work-formal-3). Neither ever contains anything you typed, and our log leaves out that part of the address.',
      ],
    },
    {
      heading: 'Analytics',
      whenAnalytics: true,
      paragraphs: [
        'Analytics is switched on for this site. Your browser reports each page you open to Google Analytics: the full page address, including anything after a question mark, such as the words you searched for, a generator choice or a shared excuse id, and the page title. On the search page the address changes as you type, so each search you pause on is reported. Google also receives the technical details any browser sends, such as screen size, and an approximate location from your IP address. We use the totals only to learn which pages help people. Any common content blocker stops it, and the site works the same without it.',
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
      paragraphs: [`${SITE.brand} itself sets no cookies. Google Analytics may set its own cookies to tell visits apart.`],
    },
    {
      heading: 'Cookies',
      whenAnalytics: false,
      paragraphs: [`${SITE.brand} sets no cookies at all.`],
    },
    {
      heading: 'Children',
      paragraphs: [
        `${SITE.brand} is a general audience site and doesn't knowingly collect personal information from anyone, including children under 13.`,
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        `If we change this policy, we'll update this page and its date. Questions about privacy are welcome at ${CONTACT_EMAIL}.`,
      ],
    },
  ],
};
