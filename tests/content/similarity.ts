/**
 * Word-overlap similarity between excuses: the content tests' measure of "the same idea told
 * twice". Lowercased, contractions and stop words removed, simple suffix stemming, then the
 * Jaccard index of the two sets of content words.
 */

const STOP_WORDS = new Set(
  `a about above after again all am an and any are as at be been before being below but by can could did do does doing
  down during each few for from further had has have having he her here hers herself him himself his how i if in into is
  it its itself just me more most my myself no nor not now of off on once only or other our ours out over own same she
  should so some such than that the their theirs them then there these they this those through to too under until up
  very was we were what when where which while who whom why will with would you your yours yourself get got getting
  going go gone really still even also one just today tonight morning night right now since because though back way
  make made let lets need needs want wants know think sure well much bit little lot new last next time minute minutes
  hour hours day days week im ive ill id dont cant wont isnt didnt doesnt couldnt wouldnt shouldnt youre its thats
  theres sorry please thanks`.split(/\s+/),
);

/**
 * Words that tell the same situation in other words map to one concept, so "food poisoning" and
 * "something I ate" meet. Keys and values are stems (see `stem`).
 */
const CONCEPTS: Record<string, string> = Object.fromEntries(
  Object.entries({
    food: 'food poison ate eat dinner lunch meal takeout leftover',
    stomach: 'stomach nausea nause vomit throw queasy',
    contagious: 'contagious spread pass expos infect germ catch',
    flu: 'flu cold fever feverish virus bug',
    headache: 'headache migrain head throb pound',
    screen: 'screen monitor light',
    leak: 'leak drip flood water pipe ceil upstair',
    alarm: 'alarm overslept oversleep slept woke wake',
    train: 'train subway rail tunnel',
    breakdown: 'disabl broke stall mechanical',
    child: 'child kid son daughter toddler',
    pickup: 'pick pickup collect',
    school: 'school daycare nurse',
    rest: 'rest recharg reset regroup recover',
    sick: 'sick unwell ill',
    health: 'health mental burn burnout',
    closes: 'clos closes',
    shop: 'shop mechanic garag',
    quiet: 'quiet room space',
    draft: 'draft unsent outbox',
    dust: 'dust bunny',
    write: 'memoir opera novel autobiography',
  }).flatMap(([concept, stems]) => stems.split(' ').map((word) => [word, concept])),
);

/** A crude stem: enough to match 'delays'/'delayed'/'delaying' and 'stories'/'story'. */
function stem(word: string): string {
  if (word.length <= 4) return word;
  return word
    .replace(/ies$/, 'y')
    .replace(/(ing|ed|es|s|ly)$/, '')
    .replace(/(.)\1$/, '$1')
    .replace(/e$/, '');
}

export function contentWords(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/'(s|m|re|ve|ll|d|t)\b/g, '')
    .split(/[^a-z]+/)
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word));
  return new Set(words.map((word) => CONCEPTS[stem(word)] ?? stem(word)));
}

/** Weighted Jaccard: the weight of the shared words over the weight of all words of the two. */
export function jaccard(a: Set<string>, b: Set<string>, weight: (word: string) => number = () => 1): number {
  let shared = 0;
  let total = 0;
  for (const word of a) {
    total += weight(word);
    if (b.has(word)) shared += weight(word);
  }
  for (const word of b) if (!a.has(word)) total += weight(word);
  return total === 0 ? 0 : shared / total;
}

/** Rare words say more about the situation than common ones: weight each by its inverse document frequency. */
export function idfWeights(sets: readonly Set<string>[]): (word: string) => number {
  const frequency = new Map<string, number>();
  for (const set of sets) for (const word of set) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  return (word) => Math.log(1 + sets.length / (frequency.get(word) ?? 1));
}

export interface Item {
  /** Where the text lives, for example `/excuses/work/late-to-work#traffic-3`. */
  where: string;
  text: string;
}

export interface SimilarPair {
  a: Item;
  b: Item;
  score: number;
}

/** Every pair of items at or above the threshold, most similar first. */
export function similarPairs(items: readonly Item[], threshold: number): SimilarPair[] {
  const sets = items.map((item) => contentWords(item.text));
  const weight = idfWeights(sets);
  const pairs: SimilarPair[] = [];
  for (let i = 0; i < items.length; i += 1) {
    for (let j = i + 1; j < items.length; j += 1) {
      const score = jaccard(sets[i] as Set<string>, sets[j] as Set<string>, weight);
      if (score >= threshold) pairs.push({ a: items[i] as Item, b: items[j] as Item, score });
    }
  }
  return pairs.sort((x, y) => y.score - x.score);
}
