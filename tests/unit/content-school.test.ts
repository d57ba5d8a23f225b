/**
 * Missing School speaks in two voices (issue 27): students write their own lines, and the notes a
 * parent sends the attendance office sit in their own section, titled for parents, so a student
 * never copies a line that talks about "my son" or names a child in the third person.
 */
import { describe, expect, it } from 'vitest';
import page from '../../src/content/pages/school/missing-school';
import type { ExcusePageContent } from '../../src/content/types';
import { sectionExcuses } from '../../src/lib/excuses';

const PARENTS_SECTION_ID = 'parents';

/** A writer speaking about their child, or excusing them by name ("Please excuse Maya"). */
const PARENT_PHRASE = /\b(?:my|our) (?:son|daughter|child|children|kid|kids|boy|girl|teen|teenager)\b|\bplease excuse\b/i;

/** Capitalized words a student line may use that name no person. Add a place here, never a name. */
const NOT_NAMES = new Set([
  'I',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
  // the states' names, word by word
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'Hampshire',
  'Jersey',
  'Mexico',
  'York',
  'Carolina',
  'Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode',
  'Island',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'Wisconsin',
  'Wyoming',
]);

/**
 * Every word the site writes in lower case somewhere: a capitalized word outside this set that
 * is not a day, a month or "I" is taken as somebody's name ("driving Isabella", "Eli has").
 */
const modules = import.meta.glob<{ default: ExcusePageContent }>('../../src/content/pages/*/*.ts', { eager: true });
const vocabulary = new Set(
  Object.values(modules)
    .flatMap((module) => allStrings(module.default))
    .flatMap((text) => text.match(/\b[a-z]+\b/g) ?? []),
);

/** The names a line gives to people in the third person (a parent naming their child). */
function namesIn(text: string): string[] {
  const words = text.replace(/['\u2019]s\b/g, '').match(/\b[A-Z][a-z]+\b/g) ?? [];
  return words.filter((word) => !NOT_NAMES.has(word) && !vocabulary.has(word.toLowerCase()));
}

/** Why a line reads as a parent writing about a child, or null when it reads as the student's own. */
function parentVoice(text: string): string | null {
  const phrase = text.match(PARENT_PHRASE);
  if (phrase) return `says "${phrase[0]}"`;
  const names = namesIn(text);
  return names.length ? `names ${names.join(', ')} (a child named in the third person)` : null;
}

describe('Missing School voices', () => {
  it('tells a parent-voiced line from a student line', () => {
    expect(parentVoice('The hill out of our neighborhood is icy, and I am not comfortable driving Isabella on it.')).not.toBeNull();
    expect(parentVoice('Please excuse Maya from school today. She was up most of the night.')).not.toBeNull();
    expect(parentVoice('Eli has a hacking cough that kept him awake until two.')).not.toBeNull();
    expect(parentVoice("My son has a fever, so he's staying home today.")).not.toBeNull();
    expect(parentVoice("I missed the bus on Monday and nobody at home can drive me. I'll be in on Tuesday.")).toBeNull();
    expect(parentVoice("Our road still hasn't been plowed, so I'm not getting out of the driveway today.")).toBeNull();
  });

  it('keeps every student section in the student voice', () => {
    const slips = page.sections
      .filter((section) => section.id !== PARENTS_SECTION_ID)
      .flatMap((section) => sectionExcuses(section))
      .flatMap((excuse) => {
        const why = parentVoice(excuse.text);
        return why ? [`${excuse.id} ${why}: ${excuse.text}`] : [];
      });
    expect(slips).toEqual([]);
  });

  it('gives parents their own section, titled for parents, holding only parent-voiced notes', () => {
    const parents = page.sections.find((section) => section.id === PARENTS_SECTION_ID);
    expect(parents, `a section with id "${PARENTS_SECTION_ID}"`).toBeDefined();
    if (!parents) return;
    expect(parents.title).toMatch(/\bparents?\b/i);
    const studentLines = sectionExcuses(parents).filter((excuse) => parentVoice(excuse.text) === null);
    expect(studentLines.map((excuse) => `${excuse.id}: ${excuse.text}`)).toEqual([]);
  });
});

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}
