/**
 * The head's JSON of the modules a page starts with, which `start.ts` reads. Apart from `boot.ts`,
 * which imports React Router, so that the start script stays a few hundred bytes.
 */
export const START_MODULES_ELEMENT_ID = 'start-modules';

export interface StartModules {
  /** The client entry, to run. */
  entry: string;
  /** The chunks it and the page's route need, fetched beside it. */
  preloads: string[];
}
