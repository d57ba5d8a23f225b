/**
 * Every rule of the content guide (docs/content-rules.md) that a program can check, run over every
 * content module present, plus the page specifics the spec fixes (the guide's page table). A new
 * module is covered without editing this file.
 */

import { describe, expect, it } from 'vitest';
import { CATALOGS, ROUTE_ALIASES } from '../../src/content/catalog';
import { ABOUT, PRIVACY, TERMS } from '../../src/content/info-pages';
import type { ExcusePageContent } from '../../src/content/types';
import { en } from '../../src/i18n/en';
import { countExcuses, sectionExcuses } from '../../src/lib/excuses';
import { displayTitle } from '../../src/lib/text';
import { pageAnchors } from '../../src/pages/excuse-page';

const modules = import.meta.glob<{ default: ExcusePageContent }>('../../src/content/pages/*/*.ts', { eager: true });
const pages = Object.entries(modules).map(([file, module]) => ({
  path: `/excuses/${file.replace(/^.*\/pages\//, '').replace(/\.ts$/, '')}`,
  content: module.default,
}));

const FIXED_ROUTES = ['/', '/get-my-excuse', '/about', '/privacy', '/terms'];
const ROUTES = new Set([...FIXED_ROUTES, ...pages.map((page) => page.path), ...Object.keys(ROUTE_ALIASES)]);
/** Element ids the page itself uses; a section id must not collide with them. */
const RESERVED_IDS = ['top', 'main', 'faq', 'templates', 'tips', 'related', 'jump-list', 'summary-heading'];

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
/** Sentences, lowercased without punctuation; letter salutations ('Hi [Name],') are not sentences. */
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((line) => !line.trim().endsWith(','))
    .map((sentence) =>
      sentence
        .toLowerCase()
        .replace(/[^a-z0-9\s]/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((sentence) => words(sentence) >= 3);

/** Every string in a value, however deeply nested. */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

/** Page-by-page requirements from the page table of docs/content-rules.md; a page without an entry follows the defaults. */
interface PageSpec {
  sections?: [id: string | null, title: string][];
  sectionCount?: number;
  excusesPerSection?: number;
  carousel?: boolean;
  faq?: number | 'none' | 'any';
  faqMentions?: RegExp[];
  faqNumbered?: boolean;
  tips?: number;
  related?: number;
  relatedPrefix?: string;
  templates?: number | 'any';
  summary?: boolean;
  countInTitle?: 'leading' | 'plus';
  /** The least number of excuses a count in the title promises. */
  minExcuses?: number;
  /** FAQ questions in order, each matching its pattern (a topic the spec fixes). */
  faqTopics?: RegExp[];
  /** A section whose title matches, for pages that must include a kind of excuse. */
  sectionTitled?: RegExp;
}
const SPECS: Record<string, PageSpec> = {
  '/excuses/work/late-to-work': {
    sections: [
      ['traffic', 'Traffic & Transportation'],
      ['home', 'Home Emergencies'],
      ['family', 'Family Issues'],
      ['tech', 'Technology Problems'],
      ['weather', 'Weather Related'],
      ['health', 'Health Concerns'],
      ['public', 'Public Transportation'],
    ],
    excusesPerSection: 15,
    templates: 5,
    faq: 7,
    tips: 7,
    related: 6,
    relatedPrefix: '/excuses/work/',
  },
  '/excuses/work/calling-in-sick': {
    sectionCount: 7,
    faq: 'any',
    faqMentions: [/doctor's note/i, /(3|three)\+? (or more )?(consecutive )?days/i],
  },
  '/excuses/work/missing-zoom-meeting': { sectionCount: 5, templates: 'any', faq: 'any', faqMentions: [/15-20 minutes|15 to 20 minutes/] },
  '/excuses/social/cancel-plans': { sectionCount: 7, excusesPerSection: 15, countInTitle: 'leading' },
  '/excuses/social/leave-event-early': { carousel: false },
  '/excuses/school/missing-class': { carousel: false },
  '/excuses/school/missing-school': { countInTitle: 'plus', minExcuses: 35 },
  '/excuses/health/low-energy': { faq: 'none' },
  '/excuses/health/skip-gym': { faq: 'none' },
  '/excuses/health/stay-home': { faq: 'none' },
  '/excuses/health/avoid-socializing': { faq: 'none' },
  '/excuses/dating/cancel-date': { countInTitle: 'plus', minExcuses: 30, faq: 'any', faqMentions: [/24 hours/] },
  // Written kindly: it offers honest, low-drama ways to end contact.
  '/excuses/social/ghosting-someone': { sectionTitled: /honest/i },
  '/excuses/dating/not-texting-back': { faq: 'any', faqMentions: [/24-48 hours|24 to 48 hours/] },
  '/excuses/dating/avoid-relationship-talk': { faq: 'any', faqMentions: [/2-3 months|two to three months/] },
  '/excuses/dating/avoid-meeting-friends': {
    sections: [
      [null, 'Busy Schedule'],
      [null, 'Health Concerns'],
      [null, 'Timing Issues'],
      [null, 'Social Anxiety'],
      [null, 'Personal Reasons'],
      [null, 'Prior Commitments'],
      [null, 'Relationship Pace'],
      [null, 'Honest Approaches'],
    ],
    summary: true,
    faq: 'any',
    faqNumbered: true,
    faqMentions: [/1-3 months|one to three months/],
  },
  '/excuses/funny/outrageous': {
    sections: [
      [null, 'Sci-Fi & Fantasy'],
      [null, 'Supernatural Events'],
      [null, 'Conspiracy Theories'],
      [null, 'Celebrity Encounters'],
      [null, 'Extreme Situations'],
      [null, 'Pranks & Mishaps'],
      [null, 'Time Problems'],
      [null, 'Completely Absurd'],
    ],
    excusesPerSection: 15,
    faq: 7,
    faqTopics: [/appropriate/i, /deliver/i, /believe/i, /credib/i, /reveal/i, /too far/i, /falls? flat/i],
    tips: 7,
    related: 6,
  },
  '/excuses/funny/hilarious': {
    sections: [
      [null, 'Absurdly Creative'],
      [null, 'Animal-Related'],
      [null, 'Inanimate Objects'],
      [null, 'Philosophical'],
    ],
    excusesPerSection: 5,
    summary: true,
    faq: 'none',
    tips: 5,
    related: 5,
  },
  '/excuses/funny/weird-but-real': {
    sections: [
      [null, 'Technology Problems'],
      [null, 'Animal Encounters'],
      [null, 'Household Mishaps'],
      [null, 'Transportation Issues'],
      [null, 'Nature Incidents'],
      [null, 'Misunderstandings & Mix-ups'],
      [null, 'Weather Related'],
      [null, 'Truly Bizarre'],
    ],
    excusesPerSection: 15,
    faq: 7,
    tips: 7,
    related: 6,
  },
  '/excuses/funny/pop-culture': {
    sections: [
      [null, 'Fantasy & Sci-Fi'],
      [null, 'TV Shows'],
      [null, 'Movies'],
      [null, 'Superheroes'],
      [null, 'Video Games'],
      [null, 'Anime & Manga'],
      [null, 'Classic Literature'],
    ],
    excusesPerSection: 15,
    faq: 5,
    tips: 7,
    related: 5,
    countInTitle: 'leading',
  },
};

describe('content modules', () => {
  it('exist for every catalog page and no other, each in the folder of its category', () => {
    const catalogPaths = CATALOGS.en.flatMap((category) => category.pages.map((page) => page.path));
    expect(pages.map((page) => page.path).sort()).toEqual([...catalogPaths].sort());
    for (const { path, content } of pages) expect(path.startsWith(`/excuses/${content.category}/`), path).toBe(true);
  });

  it('spells the ghosting route as the old alias on exactly one page, and as ghosting-someone everywhere else', () => {
    const alias = Object.keys(ROUTE_ALIASES)[0] as string;
    const usingAlias = pages.filter((page) => page.content.related.includes(alias));
    expect(usingAlias).toHaveLength(1);
  });

  it('keeps the school and work deadline pages free of any shared sentence', () => {
    const school = pages.find((page) => page.path === '/excuses/school/missing-deadline');
    const work = pages.find((page) => page.path === '/excuses/work/missing-deadline');
    if (!school || !work) throw new Error('a deadline page was renamed: name the two pages this test compares');
    const workSentences = new Set(allStrings(work.content).flatMap(sentencesOf));
    expect(
      allStrings(school.content)
        .flatMap(sentencesOf)
        .filter((sentence) => workSentences.has(sentence)),
    ).toEqual([]);
  });

  it('has no sentence twice anywhere on the site', () => {
    const seen = new Map<string, string>();
    const sources = [
      ...pages.map((page) => ({ where: page.path, strings: allStrings({ ...page.content, related: [] }) })),
      ...[ABOUT, PRIVACY, TERMS].map((page) => ({ where: page.path, strings: allStrings(page.sections) })),
    ];
    const repeats: string[] = [];
    for (const { where, strings } of sources) {
      for (const sentence of strings.flatMap(sentencesOf)) {
        const first = seen.get(sentence);
        if (first) repeats.push(`"${sentence}" in ${first} and ${where}`);
        else seen.set(sentence, where);
      }
    }
    expect(repeats).toEqual([]);
  });
});

describe.each(pages)('$path', ({ path, content }) => {
  const spec = SPECS[path] ?? {};
  const excuses = content.sections.flatMap((section) => sectionExcuses(section).map((excuse) => excuse.text));

  it('follows the general structure rules', () => {
    expect(content.sections.length).toBeGreaterThanOrEqual(4);
    expect(content.sections.length).toBeLessThanOrEqual(10);
    for (const section of content.sections) {
      const numbers = Object.keys(section.excuses).map(Number);
      expect(numbers.length, section.id).toBeGreaterThanOrEqual(5);
      expect(numbers.length, section.id).toBeLessThanOrEqual(15);
      for (const number of numbers) expect(Number.isInteger(number) && number >= 1, `${section.id}-${number}`).toBe(true);
      expect(section.id).toMatch(/^[a-z][a-z0-9-]{0,19}$/);
      expect(RESERVED_IDS).not.toContain(section.id);
    }
    expect(new Set(content.sections.map((section) => section.id)).size).toBe(content.sections.length);
    expect(content.description.length).toBeGreaterThan(40);
    expect(content.description.length).toBeLessThanOrEqual(160);
    expect(content.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(content.updated))).toBe(false);
  });

  it('meets the defaults unless the page table says otherwise', () => {
    expect(content.carousel).toBe(spec.carousel ?? true);
    if (!spec.sections && !spec.sectionCount) {
      expect(content.sections.length).toBeGreaterThanOrEqual(5);
      expect(excuses.length).toBeGreaterThanOrEqual(50);
    }
    const faq = spec.faq ?? 'any';
    if (faq === 'none') expect(content.faq).toBeUndefined();
    else {
      expect(content.faq?.length).toBeGreaterThanOrEqual(typeof faq === 'number' ? faq : 4);
      expect(content.faq?.length).toBeLessThanOrEqual(typeof faq === 'number' ? faq : 7);
    }
    expect(content.tips.length).toBeGreaterThanOrEqual(spec.tips ?? 5);
    expect(content.tips.length).toBeLessThanOrEqual(spec.tips ?? 7);
    expect(content.related.length).toBeGreaterThanOrEqual(spec.related ?? 4);
    expect(content.related.length).toBeLessThanOrEqual(spec.related ?? 6);
  });

  it('matches its page specifics', () => {
    if (spec.sections) {
      expect(content.sections.map((section) => section.title)).toEqual(spec.sections.map(([, title]) => title));
      spec.sections.forEach(([id], index) => {
        if (id) expect(content.sections[index]?.id).toBe(id);
      });
    }
    if (spec.sectionCount) expect(content.sections).toHaveLength(spec.sectionCount);
    if (spec.excusesPerSection)
      for (const section of content.sections) expect(sectionExcuses(section), section.id).toHaveLength(spec.excusesPerSection);
    if (typeof spec.templates === 'number') expect(content.templates?.items).toHaveLength(spec.templates);
    if (spec.templates === 'any') expect(content.templates?.items.length).toBeGreaterThan(0);
    if (spec.summary) expect(content.summary).toBeDefined();
    if (spec.faqNumbered) expect(content.faqNumbered).toBe(true);
    for (const pattern of spec.faqMentions ?? []) {
      expect(
        content.faq?.some((item) => pattern.test(`${item.question} ${item.answer}`)),
        String(pattern),
      ).toBe(true);
    }
    if (spec.relatedPrefix) for (const link of content.related) expect(link.startsWith(spec.relatedPrefix)).toBe(true);
    if (spec.countInTitle === 'leading') expect(content.title).toMatch(/^\d+ /);
    if (spec.countInTitle === 'plus') expect(content.title).toMatch(/\d+\+/);
    if (spec.minExcuses) expect(countExcuses(content)).toBeGreaterThanOrEqual(spec.minExcuses);
    spec.faqTopics?.forEach((topic, index) => {
      expect(content.faq?.[index]?.question, String(topic)).toMatch(topic);
    });
    if (spec.sectionTitled) expect(content.sections.some((section) => spec.sectionTitled?.test(section.title))).toBe(true);
  });

  it('shows the real excuse count wherever its title carries a number', () => {
    const shown = displayTitle(content);
    const count = String(countExcuses(content));
    if (/^\d+ |\d+\+/.test(content.title)) {
      expect(shown).toContain(count);
      expect(shown).not.toMatch(/\d+\+/);
    } else expect(shown).toBe(content.title);
  });

  it('jump-list anchors all resolve to ids on the page', () => {
    const ids = new Set([
      ...content.sections.map((section) => section.id),
      ...(content.templates ? ['templates'] : []),
      ...(content.faq ? ['faq'] : []),
    ]);
    const anchors = pageAnchors(content, en);
    expect(anchors.length).toBe(ids.size);
    for (const anchor of anchors) expect(ids.has(anchor.id), anchor.id).toBe(true);
    if (path === '/excuses/work/late-to-work') {
      expect(anchors.map((anchor) => anchor.id)).toEqual([
        'traffic',
        'home',
        'family',
        'tech',
        'weather',
        'health',
        'public',
        'templates',
        'faq',
      ]);
    }
  });

  it('links only to real routes, never to itself or twice', () => {
    for (const link of content.related) {
      expect(ROUTES.has(link), link).toBe(true);
      expect(link).not.toBe(path);
    }
    expect(new Set(content.related).size).toBe(content.related.length);
  });

  it('writes every excuse as one or two sentences of 6 to 40 words', () => {
    for (const excuse of excuses) {
      expect(words(excuse), excuse).toBeGreaterThanOrEqual(6);
      expect(words(excuse), excuse).toBeLessThanOrEqual(40);
      expect(excuse, excuse).toMatch(/^[A-Z"'0-9]/);
      expect(excuse, excuse).toMatch(/[.!?"')]$/);
      expect(excuse.split(/(?<=[.!?])\s+(?=[A-Z])/).length, excuse).toBeLessThanOrEqual(2);
    }
  });

  it('keeps FAQ answers to 40-120 words and tips to one or two sentences', () => {
    for (const item of content.faq ?? []) {
      expect(item.question.trim().endsWith('?'), item.question).toBe(true);
      expect(words(item.answer), item.question).toBeGreaterThanOrEqual(40);
      expect(words(item.answer), item.question).toBeLessThanOrEqual(120);
    }
    for (const tip of content.tips) {
      expect(tip.split(/(?<=[.!?])\s+(?=[A-Z])/).length, tip).toBeLessThanOrEqual(2);
      expect(words(tip), tip).toBeGreaterThanOrEqual(5);
    }
  });

  it('gives templates a subject, a when-to-use line and a body with [placeholders]', () => {
    for (const template of content.templates?.items ?? []) {
      expect(template.subject.length).toBeGreaterThan(3);
      expect(template.whenToUse.length).toBeGreaterThan(10);
      expect(template.body).toMatch(/\[[A-Z][^\]]+\]/);
    }
  });

  it('uses no em or en dash anywhere', () => {
    for (const text of allStrings(content)) expect(text, text).not.toMatch(/[\u2013\u2014]/);
  });
});
