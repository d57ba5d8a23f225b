/**
 * The site's fixed timings (the generator's simulated wait, the copy and toast feedback, tooltips and
 * the desktop menu), as the product spec sets them, in one place for the components and the tests
 * that check them.
 */

/** The generator's simulated search. */
export const GENERATION_DELAY_MS = 3000;
/** How long a copy control reads 'Copied!'. */
export const COPIED_MS = 2000;
/** How long a toast stays. */
export const TOAST_DURATION_MS = 2000;
/** Tooltips open after this delay; moving to a neighbour within the skip delay opens it at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
/**
 * The desktop Excuses menu opens after this delay once hovered, at once when it closed within the
 * skip delay, and closes this long after the pointer leaves.
 */
export const MENU_OPEN_DELAY_MS = 200;
export const MENU_SKIP_DELAY_MS = 300;
export const MENU_CLOSE_DELAY_MS = 150;
