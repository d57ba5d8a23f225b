/**
 * Dating pages (issue 27): no excuse makes reading or answering a message while driving look
 * normal. Any sentence of an excuse that handles a message (reads, sees, answers, texts) and
 * drives at once is flagged, whatever the framing: the pages have better lines to offer.
 */
import { describe, expect, it } from 'vitest';
import type { ExcusePageContent } from '../../src/content/types';
import { sectionExcuses } from '../../src/lib/excuses';

const modules = import.meta.glob<{ default: ExcusePageContent }>('../../src/content/pages/dating/*.ts', { eager: true });
const excuses = Object.entries(modules).flatMap(([file, module]) =>
  module.default.sections.flatMap((section) =>
    sectionExcuses(section).map((excuse) => ({
      where: `/excuses/dating/${file.replace(/^.*\//, '').replace(/\.ts$/, '')}#${excuse.id}`,
      text: excuse.text,
    })),
  ),
);

const DRIVING =
  /\b(?:driv(?:e|es|ing|en)|drove|behind the wheel|at (?:a|the) (?:red )?lights?|stoplights?|in traffic|on the (?:highway|freeway|interstate))\b/i;
const MESSAGE =
  /\b(?:texts?|texted|texting|messages?|messaged|messaging|repl(?:y|ied|ies|ying)|answer(?:ed|ing)?|notifications?|DMs?|typ(?:e|ed|ing))\b|\b(?:read|saw|seen|see|check(?:ed|ing)?|look(?:ed|ing)? at|glanc(?:e|ed|ing) at)\s+(?:my|your|the)\s+(?:phone|screen)\b/i;

/** Whether one sentence of the text both handles a message and drives. */
function textsWhileDriving(text: string): boolean {
  return text.split(/(?<=[.!?])\s+/).some((sentence) => DRIVING.test(sentence) && MESSAGE.test(sentence));
}

describe('dating pages and driving', () => {
  it('reads every dating page', () => {
    expect(Object.keys(modules)).toHaveLength(4);
    expect(excuses.length).toBeGreaterThan(150);
  });

  it('recognizes a message handled at the wheel, and leaves plain driving alone', () => {
    for (const line of [
      "I saw your message while I was driving and told myself I'd reply later.",
      'I glanced at my phone at a red light and forgot to answer.',
      'I read your text on the highway and it slipped my mind.',
      'I was driving home and typed half a reply before I remembered.',
    ])
      expect(textsWhileDriving(line), line).toBe(true);
    for (const line of [
      'My manager asked me to drive a client to the airport after work, and the timing wipes out our dinner.',
      'The roads are solid ice tonight. Let me see the forecast and text you a safer night.',
    ])
      expect(textsWhileDriving(line), line).toBe(false);
  });

  it('has no excuse that reads, sees or answers a message while driving', () => {
    expect(excuses.filter(({ text }) => textsWhileDriving(text)).map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });
});
