import type { CategoryId } from './types';

/** One link in the menus and on the home page. */
export interface CatalogPage {
  path: string;
  title: string;
  popular: boolean;
}

export interface Category {
  id: CategoryId;
  title: string;
  /** Name of the icon the presentation layer draws for the category. */
  icon: 'briefcase' | 'users' | 'graduation-cap' | 'heart-pulse' | 'heart' | 'laugh';
  /** Accent colour name; the presentation layer maps it to classes. */
  color: 'blue' | 'pink' | 'amber' | 'emerald' | 'rose' | 'violet';
  pages: readonly CatalogPage[];
}

const page = (category: CategoryId, slug: string, title: string, popular = false): CatalogPage => ({
  path: `/excuses/${category}/${slug}`,
  title,
  popular,
});

/** The six categories and 31 pages, in the order of the menu, the drawer and the home page. */
export const CATALOG: readonly Category[] = [
  {
    id: 'work',
    title: 'Work & Professional',
    icon: 'briefcase',
    color: 'blue',
    pages: [
      page('work', 'calling-in-sick', 'Calling in Sick to Work', true),
      page('work', 'missing-zoom-meeting', 'Missing a Zoom Meeting'),
      page('work', 'late-to-work', 'Being Late to Work', true),
      page('work', 'leave-early', 'Leaving Work Early'),
      page('work', 'not-replying-emails', 'Not Replying to Emails'),
      page('work', 'missing-deadline', 'Missing a Deadline'),
      page('work', 'avoiding-team-building', 'Avoiding Team Building'),
    ],
  },
  {
    id: 'social',
    title: 'Social & Personal Life',
    icon: 'users',
    color: 'pink',
    pages: [
      page('social', 'cancel-plans', 'Cancel Plans with Friends', true),
      page('social', 'skip-party', 'Not Attending a Party', true),
      page('social', 'leave-event-early', 'Leave an Event Early'),
      page('social', 'avoid-family-gathering', 'Avoid a Family Gathering'),
      page('social', 'ghosting-someone', 'Ghosting Someone'),
      page('social', 'forgot-birthday', 'Forgetting a Birthday'),
    ],
  },
  {
    id: 'school',
    title: 'School & Academic',
    icon: 'graduation-cap',
    color: 'amber',
    pages: [
      page('school', 'missing-school', 'Missing School'),
      page('school', 'missing-class', 'Missing Class', true),
      page('school', 'no-homework', 'Not Doing Homework', true),
      page('school', 'skip-group-project', 'Not Joining Group Project'),
      page('school', 'missing-deadline', 'Missing School Deadline'),
      page('school', 'skip-presentation', 'Skip a Presentation'),
    ],
  },
  {
    id: 'health',
    title: 'Health & Mental Energy',
    icon: 'heart-pulse',
    color: 'emerald',
    pages: [
      page('health', 'low-energy', 'Low Energy Days'),
      page('health', 'skip-gym', 'Skip the Gym', true),
      page('health', 'stay-home', 'Stay Home All Day'),
      page('health', 'avoid-socializing', 'Avoid Talking to People'),
    ],
  },
  {
    id: 'dating',
    title: 'Dating & Relationship',
    icon: 'heart',
    color: 'rose',
    pages: [
      page('dating', 'cancel-date', 'Canceling a Date', true),
      page('dating', 'not-texting-back', 'Not Texting Back'),
      page('dating', 'avoid-relationship-talk', 'Avoiding Relationship Talk'),
      page('dating', 'avoid-meeting-friends', 'Not Meeting Their Friends'),
    ],
  },
  {
    id: 'funny',
    title: 'Funny & Outrageous',
    icon: 'laugh',
    color: 'violet',
    pages: [
      page('funny', 'outrageous', 'Outrageous Excuses', true),
      page('funny', 'hilarious', 'Hilarious Excuses'),
      page('funny', 'weird-but-real', 'Weird Excuses That Sound Real'),
      page('funny', 'pop-culture', 'Movie & Pop Culture Excuses'),
    ],
  },
];

/** Old spellings of routes that answer with a permanent redirect to the current one. */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  '/excuses/social/ghost-someone': '/excuses/social/ghosting-someone',
};

export function findCategory(id: CategoryId): Category {
  const category = CATALOG.find((candidate) => candidate.id === id);
  if (!category) throw new Error(`Unknown category: ${id}`);
  return category;
}
