import type { CategoryId } from './types';

/**
 * One line under each category on the home page. Kept apart from the catalog, which every page's
 * JavaScript carries for the menus, since only the home page shows these.
 */
export const CATEGORY_BLURBS: Record<CategoryId, string> = {
  work: 'Sick days, late mornings, missed meetings and the emails you meant to answer.',
  social: 'Canceled plans, skipped parties, early exits and the birthday you forgot.',
  school: 'Missed classes, unfinished homework, group projects and presentations.',
  health: 'Low-battery days, skipped workouts and time to recharge alone.',
  dating: 'Canceled dates, slow replies and conversations you are not ready for.',
  funny: 'Excuses nobody will believe, written to make them laugh instead.',
};
