/**
 * Everything in the browser that needs the 240 built-in excuses, as one chunk loaded on demand: the
 * generator's logic, and the excuse of the day's loader for navigations to the pages that show it.
 * Only ever imported dynamically (`loadPool`, the pages' loaders): a static import of the pool's
 * modules from another chunk would make the bundler wrap them in a namespace object, whose helper
 * lands in the runtime every page loads at start-up.
 */

export { dailyLoader } from '../pages/daily-loader';
export * from './generator';
