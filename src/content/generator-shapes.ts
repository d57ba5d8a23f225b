/**
 * The structure of each funny and outrageous line in the generator's pool, tagged by an editor who
 * read the line (docs/content-guide.md, "Jokes with more than one shape"), in the same order as
 * GENERATOR_POOL. For tests only: no site code imports this file, so it never reaches the browser.
 */
import type { GeneratorCategory } from './generator';

export type JokeShape =
  /** The excuse template: "I can't / I'm late / I missed / I'd love to, but ... because / so ...". */
  | 'because'
  /** An admission of the real, unflattering reason ("I have a confession: ..."). */
  | 'confession'
  /** A fake news bulletin, live report or forecast. */
  | 'bulletin'
  /** Excessive precision: exact times, counts, percentages. */
  | 'precision'
  /** A list, ranking or inventory. */
  | 'list'
  /** Quoted dialogue, an exchange between the speaker and someone or something. */
  | 'dialogue'
  /** A self-defeating loop: each step waits on the other. */
  | 'loop'
  /** An official-sounding notice, announcement or out-of-office reply. */
  | 'notice'
  /** A technicality or loophole: it was done, just not in any useful way. */
  | 'technicality'
  /** A counteroffer or a choice of options instead of the thing asked for. */
  | 'offer'
  /** A deadpan report of an absurd state of affairs, with no "I can't" in it. */
  | 'report'
  /** The excuse written in rhyming verse. */
  | 'verse';

type Shapes = Record<GeneratorCategory, readonly JokeShape[]>;

export const GENERATOR_SHAPES: Record<'funny' | 'outrageous', Shapes> = {
  funny: {
    work: ['report', 'confession', 'report', 'precision', 'bulletin', 'loop', 'dialogue', 'technicality', 'because', 'list'],
    dating: ['loop', 'confession', 'precision', 'dialogue', 'technicality', 'offer', 'because', 'report', 'bulletin', 'report'],
    family: ['report', 'precision', 'precision', 'report', 'precision', 'because', 'technicality', 'loop', 'notice', 'dialogue'],
    events: ['confession', 'report', 'list', 'loop', 'notice', 'precision', 'dialogue', 'confession', 'offer', 'because'],
    school: ['because', 'technicality', 'report', 'precision', 'dialogue', 'report', 'report', 'because', 'offer', 'because'],
    random: ['because', 'precision', 'technicality', 'because', 'offer', 'confession', 'dialogue', 'bulletin', 'report', 'report'],
  },
  outrageous: {
    work: ['notice', 'report', 'report', 'report', 'report', 'dialogue', 'report', 'because', 'technicality', 'list'],
    dating: ['because', 'report', 'technicality', 'list', 'precision', 'dialogue', 'report', 'precision', 'because', 'report'],
    family: ['report', 'report', 'report', 'report', 'list', 'technicality', 'because', 'confession', 'precision', 'dialogue'],
    events: ['because', 'report', 'bulletin', 'dialogue', 'precision', 'report', 'report', 'report', 'notice', 'because'],
    school: ['report', 'notice', 'precision', 'because', 'report', 'report', 'precision', 'loop', 'because', 'offer'],
    random: ['report', 'list', 'because', 'report', 'report', 'report', 'precision', 'report', 'offer', 'confession'],
  },
};
