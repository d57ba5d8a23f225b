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
  very was we were what when where which while who whom why will with would you your yours yourself got getting something someone
  going go gone really still even also one just today tonight morning night right now since because though back way
  make made let lets need needs want wants know think sure well much bit little lot new last next time minute minutes
  hour hours day days week im ive ill id dont cant wont isnt didnt doesnt couldnt wouldnt shouldnt youre its thats
  theres sorry please thanks able first two three around instead actually didn don won isn wasn aren couldn wouldn hasn haven weren`.split(
    /\s+/,
  ),
);

/** A crude stem: enough to match 'delays'/'delayed'/'delaying', 'replied'/'reply' and 'stories'/'story'. */
function stem(word: string): string {
  if (word.length <= 3) return word;
  return word
    .replace(/(ies|ied|ier|iest)$/, 'y')
    .replace(/(ing|ed|es|er|s|ly)$/, '')
    .replace(/(.)\1$/, '$1')
    .replace(/[ey]$/, '');
}

/**
 * Words that tell the same situation in other words meet in one concept, so "food poisoning" and
 * "something I ate" overlap. A reviewed thesaurus of the situations excuses most often repeat.
 */
const THESAURUS: Record<string, string> = {
  alarm: 'alarm alarms overslept oversleep snooze woke wake',
  device: 'phone app update glitch glitched laptop computer device charger',
  food: 'food poisoning ate eat dinner lunch meal takeout leftovers disagreed agree',
  stomach: 'stomach nausea nauseous vomiting queasy',
  contagious: 'contagious spread spreading pass exposing infect germs avoid risk',
  flu: 'flu cold fever feverish virus bug symptoms',
  headache: 'headache migraine migraines head throbbing pounding',
  screen: 'screen screens monitor light look',
  leak: 'leak leaking dripping flooded flood water pipe ceiling',
  upstairs: 'upstairs neighbor unit apartment kitchen buckets',
  train: 'train subway rail tunnel',
  breakdown: 'disabled broke stalled mechanical',
  child: 'child kid kids son daughter toddler',
  pickup: 'pick pickup collect get',
  school: 'school daycare nurse',
  rest: 'rest recharge reset regroup recover empty burned burnout focused sleep',
  sick: 'sick unwell ill feeling',
  health: 'health mental personal',
  closes: 'close closes closing',
  shop: 'shop mechanic garage repair',
  quiet: 'quiet room space',
  call: 'call calls called loud',
  draft: 'draft drafts unsent outbox sending sent saved',
  reply: 'reply replied answered answer respond',
  dust: 'dust vacuum clean',
  write: 'memoir opera novel autobiography composing writing',
  message: 'message email mail inbox',
};
const CONCEPTS = new Map(
  Object.entries(THESAURUS).flatMap(([concept, words]) => words.split(' ').map((word) => [stem(word), concept] as const)),
);

export function contentWords(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/'(s|m|re|ve|ll|d|t)\b/g, '')
    .split(/[^a-z]+/)
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word));
  return new Set(words.map((word) => CONCEPTS.get(stem(word)) ?? stem(word)));
}

/** Words that carry no situation in Spanish (accents folded, as `contentWordsEs` compares them). */
const STOP_WORDS_ES = new Set(
  `que los las del por para con una uno unos unas pero como mas muy este esta estos estas ese esa eso aqui alli hoy ayer
  manana ahora luego tambien porque cuando donde quien cual sus mis tus nos les lo le se me te mi tu su al ya no si sin sobre
  entre hasta desde ser estar estoy esta estan tengo tiene tienen hay fue era voy vas van hacer hice hizo poder puedo puede
  todo toda todos todas otra otro otros nada algo alguien mucho mucha poco hora horas dia dias semana minutos vez veces
  perdon perdona gracias llego tarde bien mejor solo ahi asi entonces despues antes mientras tan tanto
  lunes martes miercoles jueves viernes sabado domingo fin noche mananas tardes proximo proxima siguiente
  cada mismo misma casa vamos podemos podria quiero puedes`.split(/\s+/),
);

/** A crude Spanish stem: plurals and the commonest verb endings meet ('reuniones', 'reunion'; 'cancelé', 'cancelar'). */
function stemEs(word: string): string {
  if (word.length <= 4) return word;
  return word.replace(/(amos|emos|imos|ando|iendo|ado|ada|ido|ida|aron|ieron|ar|er|ir|es|as|os|s|a|o|e)$/, '');
}

/** The content words of a Spanish excuse, accents folded. */
export function contentWordsEs(text: string): Set<string> {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z\u00f1]+/)
    .filter((word) => word.length > 2 && !STOP_WORDS_ES.has(word));
  return new Set(words.map(stemEs));
}

/**
 * How much of the shorter excuse's content the other one repeats: the weight of the shared words
 * over the weight of the smaller set (a weighted overlap coefficient). Extra detail in one excuse
 * does not hide a repeated situation, as it would with Jaccard. One shared word is a coincidence,
 * not a situation: pairs sharing fewer than two score 0.
 */
export function similarity(a: Set<string>, b: Set<string>, weight: (word: string) => number = () => 1): number {
  let shared = 0;
  let sharedWords = 0;
  let weightA = 0;
  let weightB = 0;
  for (const word of a) {
    weightA += weight(word);
    if (b.has(word)) {
      shared += weight(word);
      sharedWords += 1;
    }
  }
  for (const word of b) weightB += weight(word);
  const smaller = Math.min(weightA, weightB);
  return sharedWords < 2 || smaller === 0 ? 0 : shared / smaller;
}

/** Rare words say more about the situation than common ones: weight each by its inverse document frequency. */
export function idfWeights(sets: readonly Set<string>[]): (word: string) => number {
  const frequency = new Map<string, number>();
  for (const set of sets) for (const word of set) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  return (word) => Math.log(1 + sets.length / (frequency.get(word) ?? 1));
}

/** The threshold within one page (or within the generator pool): at or above it, two excuses tell one situation. */
export const SAME_PAGE_THRESHOLD = 0.33;
/**
 * Across pages the same situation may recur where the page's context makes it a different
 * excuse, so only near-copies are flagged there.
 */
export const CROSS_PAGE_THRESHOLD = 0.8;

export const GENERATOR_GROUP = 'generator';

export interface Item {
  /** The page the text belongs to, or 'generator' for the pool; pairs inside a group meet the stricter threshold. */
  group: string;
  /** Where the text lives, for example `/excuses/work/late-to-work#traffic-3`. */
  where: string;
  text: string;
}

export interface SimilarPair {
  a: Item;
  b: Item;
  score: number;
}

/**
 * Every pair at or above its threshold, most similar first: inside one page or the pool, and
 * across pages. The generator's pool is a world of its own and is not compared with the pages.
 */
export function similarPairs(
  items: readonly Item[],
  thresholds: { sameGroup: number; crossGroup: number } = { sameGroup: SAME_PAGE_THRESHOLD, crossGroup: CROSS_PAGE_THRESHOLD },
  wordsOf: (text: string) => Set<string> = contentWords,
): SimilarPair[] {
  const sets = items.map((item) => wordsOf(item.text));
  // Inside a page, a word every excuse of the page uses ('sick' on the sick-day page) tells nothing
  // apart: weigh words by how rare they are on that page. Across pages, by how rare on the site.
  const siteWeight = idfWeights(sets);
  const groupWeights = new Map<string, (word: string) => number>();
  for (const group of new Set(items.map((item) => item.group))) {
    groupWeights.set(group, idfWeights(sets.filter((_, index) => items[index]?.group === group)));
  }
  const pairs: SimilarPair[] = [];
  for (let i = 0; i < items.length; i += 1) {
    for (let j = i + 1; j < items.length; j += 1) {
      const a = items[i] as Item;
      const b = items[j] as Item;
      const sameGroup = a.group === b.group;
      if (!sameGroup && (a.group === GENERATOR_GROUP || b.group === GENERATOR_GROUP)) continue;
      const weight = sameGroup ? (groupWeights.get(a.group) as (word: string) => number) : siteWeight;
      const score = similarity(sets[i] as Set<string>, sets[j] as Set<string>, weight);
      if (score >= (sameGroup ? thresholds.sameGroup : thresholds.crossGroup)) pairs.push({ a, b, score });
    }
  }
  return pairs.sort((x, y) => y.score - x.score);
}
