import { describe, expect, it } from 'vitest';
import { buildIndex, highlight, queryProblem, type SearchEntry, search, stem, words } from '../../src/lib/search';

const entry = (anchor: string, text: string): SearchEntry => ({
  path: '/p',
  pageTitle: 'Page',
  sectionTitle: 'Section',
  anchor,
  href: `/p#${anchor}`,
  text,
});
const index = buildIndex([
  entry('a-1', 'My dog ate the train tickets.'),
  entry('a-2', 'The train was late, and so was my dog.'),
  entry('a-3', "I'm training for a marathon."),
  entry('a-4', 'Dogs are banned from the dentist.'),
  entry('a-5', 'Nothing to see here.'),
  entry('a-6', 'Tickets for the train sold out.'),
]);

describe('normalising', () => {
  it('ignores case and punctuation and keeps words whole', () => {
    expect(words("Don't STOP, the Train!")).toEqual(['dont', 'stop', 'the', 'train']);
  });
  it('matches plural and -ing/-ed forms', () => {
    expect(stem('dogs')).toBe(stem('dog'));
    expect(stem('trains')).toBe(stem('training'));
    expect(stem('trained')).toBe(stem('train'));
    expect(stem('stories')).toBe('story');
    expect(stem('boxes')).toBe('box');
    expect(stem('glass')).toBe('glass');
  });
});

describe('ranking', () => {
  it('puts the whole phrase first, then every word, then any word', () => {
    const { hits } = search(index, 'Train tickets');
    expect(hits.map((hit) => [hit.entry.anchor, hit.rank])).toEqual([
      ['a-1', 0],
      ['a-6', 1],
      ['a-2', 2],
      ['a-3', 2],
    ]);
  });

  it('finds simple forms of a word, whatever the case and punctuation', () => {
    expect(search(index, 'TRAINS!').hits.map((hit) => hit.entry.anchor)).toEqual(['a-1', 'a-2', 'a-3', 'a-6']);
    // The exact word first, then its other forms.
    expect(search(index, 'dogs').hits.map((hit) => hit.entry.anchor)).toEqual(['a-4', 'a-1', 'a-2']);
  });

  it('finds nothing for nonsense or an empty query', () => {
    expect(search(index, 'zxqwv')).toEqual({ total: 0, hits: [] });
    expect(search(index, '  ?! ')).toEqual({ total: 0, hits: [] });
  });

  it('does not match on common words alone, but keeps them in the phrase', () => {
    expect(search(index, 'my').hits.map((hit) => hit.entry.anchor)).toEqual(['a-1', 'a-2']);
    expect(search(index, 'the dentist').hits.map((hit) => [hit.entry.anchor, hit.rank])).toEqual([['a-4', 0]]);
  });

  it('counts every hit but highlights only those it returns', () => {
    const { total, hits } = search(index, 'train', 2);
    expect(total).toBe(4);
    expect(hits).toHaveLength(2);
  });
});

describe('highlighting', () => {
  it('marks the matched words and keeps every character of the text', () => {
    const pieces = highlight('My dog ate the train tickets.', [stem('dogs'), stem('training')]);
    expect(pieces.map((piece) => piece.text).join('')).toBe('My dog ate the train tickets.');
    expect(pieces.filter((piece) => piece.match).map((piece) => piece.text)).toEqual(['dog', 'train']);
  });
});

describe('query problems', () => {
  it('refuses over-long queries and control characters', () => {
    expect(queryProblem('a'.repeat(101))).toBe('too-long');
    expect(queryProblem('dog\u0000')).toBe('control-characters');
    expect(queryProblem('dentist')).toBeUndefined();
  });
});
