import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { awaitsHowItWent, ratingEstimates, suggestRatings } from './estimates.ts';
import { describeEstimates } from './estimates-words.ts';
import { english } from '#test/words.ts';

const done = (
  effort: number | null,
  impact: number | null,
  actualEffort: number,
  actualImpact: number,
) => ({
  effort,
  impact,
  completed: true,
  actualEffort,
  actualImpact,
});

describe('ratingEstimates', () => {
  it('is null with fewer than three calibrated done tactics', () => {
    expect(ratingEstimates([])).toBeNull();
    expect(ratingEstimates([done(1, 1, 2, 2), done(1, 1, 2, 2)])).toBeNull();
  });
  it('leaves out open tactics and done ones missing an actual value', () => {
    const tactics = [
      done(1, 1, 2, 2),
      done(1, 1, 2, 2),
      { ...done(1, 1, 5, 5), completed: false },
      { ...done(1, 1, 5, 5), actualImpact: null },
      { ...done(1, 1, 5, 5), actualEffort: null },
    ];
    expect(ratingEstimates(tactics)).toBeNull();
    expect(ratingEstimates([...tactics, done(1, 1, 5, 5)])).toEqual({
      count: 3,
      effortDelta: 2,
      impactDelta: 2,
    });
  });
  it('averages actual minus rated, counting unrated as 1', () => {
    const estimates = ratingEstimates([
      done(2, 4, 3, 4), // effort +1, impact 0
      done(3, 5, 5, 3), // effort +2, impact -2
      done(null, null, 2, 1), // effort +1, impact 0
      done(4, 2, 4, 1), // effort 0, impact -1
    ]);
    expect(estimates).toEqual({ count: 4, effortDelta: 1, impactDelta: -0.75 });
  });
});

describe('describeEstimates', () => {
  it('says more, less or about the same, with one decimal at most', () => {
    expect(describeEstimates(english, { count: 4, effortDelta: 1.25, impactDelta: -0.5 })).toEqual({
      effort: 'Tactics took 1.3 more effort than you rated, over 4 done',
      impact: 'Tactics had 0.5 less impact than you rated',
    });
    expect(describeEstimates(english, { count: 3, effortDelta: -2, impactDelta: 1 / 3 })).toEqual({
      effort: 'Tactics took 2 less effort than you rated, over 3 done',
      impact: 'Tactics had 0.3 more impact than you rated',
    });
  });
  it('calls differences under a quarter step about the same', () => {
    expect(describeEstimates(english, { count: 5, effortDelta: 0.2, impactDelta: -0.2 })).toEqual({
      effort: 'Tactics took about the effort you rated, over 5 done',
      impact: 'Tactics had about the impact you rated',
    });
    expect(describeEstimates(english, { count: 4, effortDelta: 0.25, impactDelta: -0.25 })).toEqual(
      {
        effort: 'Tactics took 0.3 more effort than you rated, over 4 done',
        impact: 'Tactics had 0.3 less impact than you rated',
      },
    );
  });
});

describe('suggestRatings', () => {
  const estimates = (effortDelta: number, impactDelta: number) => ({
    count: 3,
    effortDelta,
    impactDelta,
  });

  it('adds the mean difference to the rating and rounds', () => {
    expect(suggestRatings({ effort: 2, impact: 4 }, estimates(1.3, -0.7))).toEqual({
      effort: 3,
      impact: 3,
    });
    expect(suggestRatings({ effort: 3, impact: 3 }, estimates(0.2, -0.2))).toEqual({
      effort: 3,
      impact: 3,
    });
  });
  it('rounds halves up', () => {
    expect(suggestRatings({ effort: 2, impact: 3 }, estimates(0.5, -0.5))).toEqual({
      effort: 3,
      impact: 3,
    });
  });
  it('keeps suggestions within 1-5', () => {
    expect(suggestRatings({ effort: 5, impact: 1 }, estimates(2, -2))).toEqual({
      effort: 5,
      impact: 1,
    });
    expect(suggestRatings({ effort: 4, impact: 2 }, estimates(3.4, -3.4))).toEqual({
      effort: 5,
      impact: 1,
    });
  });
  it('starts unrated values at 1', () => {
    expect(suggestRatings({ effort: null, impact: null }, estimates(1, 2))).toEqual({
      effort: 2,
      impact: 3,
    });
  });
  it('always suggests a whole rating from 1 to 5', () => {
    const rating = fc.option(fc.integer({ min: 1, max: 5 }), { nil: null });
    const delta = fc.double({ min: -4, max: 4, noNaN: true });
    fc.assert(
      fc.property(rating, rating, delta, delta, (effort, impact, effortDelta, impactDelta) => {
        const suggested = suggestRatings({ effort, impact }, estimates(effortDelta, impactDelta));
        for (const value of [suggested.effort, suggested.impact]) {
          expect(Number.isInteger(value) && value >= 1 && value <= 5).toBe(true);
        }
      }),
    );
  });
});

describe('awaitsHowItWent', () => {
  const tactic = { completed: true, repeat: null, actualEffort: null, actualImpact: null };
  it('is a done one-off tactic without both actual values', () => {
    expect(awaitsHowItWent(tactic)).toBe(true);
    expect(awaitsHowItWent({ ...tactic, actualEffort: 3 })).toBe(true);
    expect(awaitsHowItWent({ ...tactic, actualEffort: 3, actualImpact: 2 })).toBe(false);
    expect(awaitsHowItWent({ ...tactic, completed: false })).toBe(false);
    expect(awaitsHowItWent({ ...tactic, repeat: { frequency: 'daily' } })).toBe(false);
  });
});
