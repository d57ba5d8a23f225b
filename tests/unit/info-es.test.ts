/**
 * The Spanish About, Privacy and Terms pages: every string passes the Spanish gates
 * (docs/content-rules.md, Spanish), and each page keeps its English page's shape: the same
 * sections, each with as many paragraphs and points, shown under the same analytics setting.
 */
import { describe, expect, it } from 'vitest';
import { ABOUT_ES } from '../../src/content/es/info/about';
import { PRIVACY_ES } from '../../src/content/es/info/privacy';
import { TERMS_ES } from '../../src/content/es/info/terms';
import { ABOUT } from '../../src/content/info/about';
import { PRIVACY } from '../../src/content/info/privacy';
import { TERMS } from '../../src/content/info/terms';
import type { InfoPageContent } from '../../src/content/types';
import { spanishProblems, stringsWithin } from '../content/spanish';

const pages: { name: string; spanish: InfoPageContent; english: InfoPageContent }[] = [
  { name: 'about', spanish: ABOUT_ES, english: ABOUT },
  { name: 'privacy', spanish: PRIVACY_ES, english: PRIVACY },
  { name: 'terms', spanish: TERMS_ES, english: TERMS },
];

/**
 * What the prose names as it is written in code, not in Spanish: the contact address, addresses
 * (`/es/buscar?q=dentista`, `/api/search`), a query parameter (`lang=es`) and the HTTP header
 * `User-Agent`. Only these are left out of the gates; every other word is read.
 */
const technical = (text: string) =>
  text.replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\/[^\s,;:)]*[^\s,;:).]|\b[a-z]+=[\w-]+|\bUser-Agent\b/g, ' ');

describe.each(pages)('the Spanish $name page', ({ name, spanish, english }) => {
  it('passes the Spanish gates', () => {
    const problems = stringsWithin(spanish)
      .filter(({ where }) => where !== 'path')
      .flatMap(({ where, text }) => spanishProblems(`${name} ${where}`, technical(text)));
    expect(problems.map(({ where, problem }) => `${where}: ${problem}`)).toEqual([]);
  });

  it('has the English page’s sections, paragraphs, points and analytics settings', () => {
    expect(spanish.sections.length).toBe(english.sections.length);
    spanish.sections.forEach((section, index) => {
      const source = english.sections[index] as InfoPageContent['sections'][number];
      expect(section.paragraphs.length, `section ${index + 1}: paragraphs`).toBe(source.paragraphs.length);
      expect(section.points?.length ?? 0, `section ${index + 1}: points`).toBe(source.points?.length ?? 0);
      expect(section.whenAnalytics, `section ${index + 1}: whenAnalytics`).toBe(source.whenAnalytics);
    });
    expect(Boolean(spanish.note)).toBe(Boolean(english.note));
  });
});
