/**
 * The About, Privacy and Terms pages: plain prose, rendered by one InfoPage component. Each page's
 * text is a module of its own (`info/`), so a page's JavaScript carries only its own. Their shape,
 * `InfoPageContent`, is in `types.ts` with the other content types.
 */
export { ABOUT } from './info/about';
export { CONTACT_EMAIL } from './info/contact';
export { PRIVACY } from './info/privacy';
export { TERMS } from './info/terms';
