/**
 * The Work pages stay honest and safe (issue 27).
 *
 * Calling in Sick: no excuse there presents a checkable, serious diagnosis such as a positive COVID
 * test, a kidney stone or colonoscopy prep. Ordinary sick-day situations (a cold, a stomach bug, a
 * migraine) are what the page offers instead.
 *
 * Late to Work: no line makes texting while driving look normal (the page's own FAQ and tips say
 * never text while driving). An excuse about the road is written by someone who is clearly stopped,
 * parked, a passenger, or not yet on the road: "I've pulled over", "my husband's driving",
 * "I'm leaving now". A line typed from a moving car ("Moving again now", "back on the road",
 * "I can barely see the car in front of me") fails.
 */
import { describe, expect, it } from 'vitest';
import callingInSick from '../../src/content/pages/work/calling-in-sick';
import lateToWork from '../../src/content/pages/work/late-to-work';
import { sectionExcuses } from '../../src/lib/excuses';

const SERIOUS_DIAGNOSES = [/\bcovid\b/i, /\bkidney stones?\b/i, /\bcolonoscop(?:y|ies)\b/i];

describe('calling in sick', () => {
  const excuses = callingInSick.sections.flatMap((section) => sectionExcuses(section));

  it('has excuses to check', () => {
    expect(excuses.length).toBeGreaterThan(0);
  });

  it('presents no checkable serious diagnosis (COVID, a kidney stone, colonoscopy prep) as an excuse', () => {
    const flagged = excuses
      .filter((excuse) => SERIOUS_DIAGNOSES.some((pattern) => pattern.test(excuse.text)))
      .map((excuse) => `${excuse.id}: ${excuse.text}`);
    expect(flagged).toEqual([]);
  });
});

/** Phrases that only a driver in a moving car would write. */
const AT_THE_WHEEL = [
  /\bmoving again\b/i,
  /\b(?:back|out) on the road\b/i,
  /\b(?:barely|hardly|can't|cannot) see the cars?\b/i,
  /\b(?:keeping|taking) it slow\b/i,
  /\b(?:we've|I've|we have|I have) barely moved\b/i,
  /\b(?:inching|crawling|creeping) (?:along|forward|through)\b/i,
  /\bI'm (?:driving|behind the wheel|on the highway|on the freeway)\b/i,
  /\b(?:while|as) I(?:'m)? drive\b/i,
];

/** Words that set an excuse on the road, in or around a car. */
const ON_THE_ROAD =
  /\b(?:traffic|highway|freeway|interstate|turnpike|lanes?|detour|on-ramps?|intersection|backed up|stuck behind|my (?:usual )?route|the roads?|driving|drove|drive in|in my car|my car|the car|gps|tolls?)\b/i;

/** Where the writer safely is: stopped and out of traffic, a passenger, or not yet driving. */
const SAFELY_PLACED =
  /\b(?:pulled (?:over|into|off)|(?:I'm|I've|I|we're|we've) parked|parked (?:at|in|on|outside)|put it in park|(?:engine|car) (?:is )?off|in (?:the|a) (?:parking )?lot|at (?:the|a) (?:gas station|pump|station|shop|store|dealership|impound lot|fast charger)|passenger|(?:is|'s) driving (?:me|us)|driving me in|(?:drop|dropping) me off|before I (?:leave|head out|drive|go|get on the road)|haven't left|until it's (?:clear|done|gone|over|safe)|leaving (?:now|the house)|still (?:at home|home|in the driveway|in my driveway)|in (?:my|the) driveway|(?:back|at) home|in the garage|out the door|heading out (?:now|the door)|walking|on (?:the|my|our) (?:bus|train)|(?:my|our) bus|on foot|taking the bus)\b/i;

/** Why an excuse reads as typed from a moving car, or undefined if it does not. */
function drivingProblem(text: string): string | undefined {
  const phrase = AT_THE_WHEEL.find((pattern) => pattern.test(text));
  if (phrase) return `written at the wheel (${phrase.source})`;
  if (ON_THE_ROAD.test(text) && !SAFELY_PLACED.test(text)) {
    return 'on the road, but never says the writer is stopped, parked, a passenger or not yet driving';
  }
  return undefined;
}

describe('late to work: no texting while driving', () => {
  const excuses = lateToWork.sections.flatMap((section) => sectionExcuses(section));

  it('catches lines written from a moving car, and passes lines from a safe place', () => {
    const moving = [
      'A driver stalled in the middle of the intersection, so I helped push her car to the curb. Moving again now.',
      "The hail was so heavy that I pulled into a parking garage to wait it out. It's clearing now and I'm back on the road.",
      'The fog is so thick I can barely see the car in front of me. I will get there as soon as I safely can.',
      "Heads up: an accident has two lanes of the highway blocked and we've barely moved since I got on.",
      "I'm stuck behind a garbage truck on a narrow street with no way around it. About fifteen minutes late, sorry!",
      'My GPS sent me down a road that is closed and I had to backtrack a few miles. About fifteen minutes out.',
    ];
    const safe = [
      "My husband's driving me in today, and an accident has two lanes of the highway blocked. We're about thirty minutes behind.",
      "I've pulled into a parking garage to wait out the hail, and I'll head back out once it lets up.",
      'The traffic app shows the bridge closed, so I am leaving now to take the long way around.',
      'My train is stopped between stations because of a signal problem.',
    ];
    expect(moving.filter((text) => !drivingProblem(text))).toEqual([]);
    expect(safe.filter((text) => drivingProblem(text))).toEqual([]);
  });

  it("has no excuse typed from the driver's seat of a moving car", () => {
    const flagged = excuses
      .map((excuse) => ({ excuse, problem: drivingProblem(excuse.text) }))
      .filter(({ problem }) => problem)
      .map(({ excuse, problem }) => `${excuse.id}: ${problem}\n  ${excuse.text}`);
    expect(flagged).toEqual([]);
  });

  it("has no text script to send from the driver's seat of a moving car", () => {
    const flagged = (lateToWork.templates?.items ?? [])
      .map((template) => ({ template, problem: drivingProblem(template.body) }))
      .filter(({ problem }) => problem)
      .map(({ template, problem }) => `${template.subject}: ${problem}`);
    expect(flagged).toEqual([]);
  });
});
