import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explainScore, quadrantLabel, quadrantOf, tieNotes } from './quadrants.ts';
import { rankForActionPlan, score } from './scoring.ts';
import { english } from '#test/words.ts';

const rated = (effort: number | null, impact: number | null) => ({ effort, impact });
const rating = fc.option(fc.integer({ min: 1, max: 5 }), { nil: null });

describe('quadrantOf', () => {
  it('puts every effort/impact pair in the quadrant the rule names', () => {
    // Rows: impact 5 (top) to 1; columns: effort 1 to 5.
    const grid = [5, 4, 3, 2, 1].map((impact) =>
      [1, 2, 3, 4, 5].map((effort) => quadrantLabel(english, quadrantOf(rated(effort, impact)))),
    );
    expect(grid).toEqual([
      ['Quick win', 'Quick win', 'Big bet', 'Big bet', 'Big bet'],
      ['Quick win', 'Quick win', 'Big bet', 'Big bet', 'Big bet'],
      ['Quick win', 'Quick win', 'Big bet', 'Big bet', 'Big bet'],
      ['Fill-in', 'Fill-in', 'Time sink', 'Time sink', 'Time sink'],
      ['Fill-in', 'Fill-in', 'Time sink', 'Time sink', 'Time sink'],
    ]);
  });
  it('changes quadrant exactly between 2 and 3', () => {
    expect(quadrantOf(rated(2, 3))).toBe('quick-win');
    expect(quadrantOf(rated(3, 3))).toBe('big-bet');
    expect(quadrantOf(rated(2, 2))).toBe('fill-in');
    expect(quadrantOf(rated(3, 2))).toBe('time-sink');
  });
  it('counts unrated values as 1', () => {
    expect(quadrantOf(rated(null, null))).toBe('fill-in');
    expect(quadrantOf(rated(null, 3))).toBe('quick-win');
    expect(quadrantOf(rated(3, null))).toBe('time-sink');
  });
});

describe('explainScore', () => {
  it('shows the arithmetic with the UI’s × and −', () => {
    expect(explainScore(english, rated(3, 4))).toBe('Impact 4 × 2 − Effort 3 = 5');
    expect(explainScore(english, rated(5, 1))).toBe('Impact 1 × 2 − Effort 5 = −3');
    expect(explainScore(english, rated(2, 1))).toBe('Impact 1 × 2 − Effort 2 = 0');
  });
  it('uses 1 for unrated values, as the score does', () => {
    expect(explainScore(english, rated(null, null))).toBe('Impact 1 × 2 − Effort 1 = 1');
  });
  it('always ends in the score', () => {
    fc.assert(
      fc.property(rating, rating, (effort, impact) => {
        const shown = explainScore(english, rated(effort, impact)).split(' = ')[1];
        expect(Number(shown?.replace('−', '-'))).toBe(score(rated(effort, impact)));
      }),
    );
  });
});

describe('tieNotes', () => {
  const plan = (...tactics: [string, number, number][]) =>
    rankForActionPlan(tactics.map(([id, effort, impact]) => ({ id, effort, impact })));

  it('marks the card placed above an equal score because of higher impact', () => {
    // a: 4x2-3 = 5, b: 3x2-1 = 5, c: 1x2-1 = 1.
    const ranked = plan(['b', 1, 3], ['c', 1, 1], ['a', 3, 4]);
    expect(ranked.map((t) => t.id)).toEqual(['a', 'b', 'c']);
    expect(tieNotes(english, ranked)).toEqual(['Tied on score 5: higher impact first', null, null]);
  });
  it('gives no note to cards tied on impact too (their order is not about impact)', () => {
    const ranked = plan(['x', 2, 3], ['y', 2, 3]);
    expect(tieNotes(english, ranked)).toEqual([null, null]);
  });
  it('marks each card that sits above a lower-impact card of the same score', () => {
    // Score 5 for all: impact 4 (effort 3), 4 (3), 3 (1).
    const ranked = plan(['low', 1, 3], ['high1', 3, 4], ['high2', 3, 4]);
    expect(ranked.map((t) => t.id)).toEqual(['high1', 'high2', 'low']);
    expect(tieNotes(english, ranked)).toEqual([
      'Tied on score 5: higher impact first',
      'Tied on score 5: higher impact first',
      null,
    ]);
  });
  it('writes negative scores with the minus sign', () => {
    // Both score -1: impact 2 effort 5, impact 1 effort 3.
    const ranked = plan(['b', 3, 1], ['a', 5, 2]);
    expect(tieNotes(english, ranked)[0]).toBe('Tied on score −1: higher impact first');
  });
  it('is empty for an empty plan', () => {
    expect(tieNotes(english, [])).toEqual([]);
  });
  it('appears exactly where a later card has the same score and lower impact', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ effort: rating, impact: rating }), { maxLength: 12 }),
        (tactics) => {
          const ranked = rankForActionPlan(tactics);
          const notes = tieNotes(english, ranked);
          ranked.forEach((card, i) => {
            const tiedBelow = ranked.slice(i + 1).filter((other) => score(other) === score(card));
            const expected = tiedBelow.some((other) => (other.impact ?? 1) < (card.impact ?? 1));
            expect(notes[i] !== null).toBe(expected);
          });
        },
      ),
    );
  });
});
