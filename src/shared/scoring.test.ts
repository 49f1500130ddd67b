import { describe, expect, it } from 'vitest';
import {
  isOpenGoal,
  isOpenTactic,
  rankForActionPlan,
  rankForSummary,
  score,
  splitOpenWork,
} from './scoring.ts';

const tactic = (id: string, effort: number | null, impact: number | null) => ({
  id,
  effort,
  impact,
});

describe('score', () => {
  it('is impact x 2 minus effort', () => {
    expect(score(tactic('a', 1, 5))).toBe(9);
    expect(score(tactic('a', 5, 1))).toBe(-3);
    expect(score(tactic('a', 3, 4))).toBe(5);
  });
  it('counts a missing rating as 1', () => {
    expect(score(tactic('a', null, null))).toBe(1);
    expect(score(tactic('a', null, 3))).toBe(5);
    expect(score(tactic('a', 4, null))).toBe(-2);
  });
});

describe('rankForSummary', () => {
  it('orders by score, highest first, keeping input order on ties', () => {
    const ranked = rankForSummary([
      tactic('low', 5, 1),
      tactic('tieA', 2, 3),
      tactic('top', 1, 5),
      tactic('tieB', 4, 4),
    ]);
    expect(ranked.map((t) => t.id)).toEqual(['top', 'tieA', 'tieB', 'low']);
  });
  it('does not reorder its input', () => {
    const input = [tactic('a', 5, 1), tactic('b', 1, 5)];
    rankForSummary(input);
    expect(input.map((t) => t.id)).toEqual(['a', 'b']);
  });
});

describe('rankForActionPlan', () => {
  it('breaks score ties with the higher impact first', () => {
    // Both score 4: impact 3 effort 2, and impact 4 effort 4.
    const ranked = rankForActionPlan([
      tactic('lowImpact', 2, 3),
      tactic('highImpact', 4, 4),
      tactic('best', 1, 5),
    ]);
    expect(ranked.map((t) => t.id)).toEqual(['best', 'highImpact', 'lowImpact']);
  });
  it('treats missing ratings as 1 when breaking ties', () => {
    // Scores: null/null = 1; effort 1 impact 1 = 1; effort 3 impact 2 = 1 (higher impact wins).
    const ranked = rankForActionPlan([tactic('unset', null, null), tactic('impact2', 3, 2)]);
    expect(ranked.map((t) => t.id)).toEqual(['impact2', 'unset']);
  });
});

describe('open work', () => {
  const daily = { frequency: 'daily' };
  it('keeps a goal open until it is achieved', () => {
    expect(isOpenGoal({ status: 'active' })).toBe(true);
    expect(isOpenGoal({ status: 'achieved' })).toBe(false);
  });
  it('closes a one-off tactic once done, never a repeating one', () => {
    expect(isOpenTactic({ completed: false, repeat: null })).toBe(true);
    expect(isOpenTactic({ completed: true, repeat: null })).toBe(false);
    expect(isOpenTactic({ completed: false, repeat: daily })).toBe(true);
    expect(isOpenTactic({ completed: true, repeat: daily })).toBe(true);
  });
  it('splits goals into open work and what is finished, keeping their order', () => {
    const t = (id: string, completed: boolean, repeat: unknown = null) => ({
      id,
      completed,
      repeat,
    });
    const goals = [
      {
        id: 'g1',
        status: 'active' as const,
        tactics: [t('a', true), t('b', false), t('c', true, daily)],
      },
      { id: 'g2', status: 'achieved' as const, tactics: [t('d', false)] },
      { id: 'g3', status: 'active' as const, tactics: [t('e', true)] },
    ];
    const { open, achievedGoals, doneTactics } = splitOpenWork(goals);
    expect(open.map((goal) => [goal.id, goal.tactics.map((tactic) => tactic.id)])).toEqual([
      ['g1', ['b', 'c']],
      ['g3', []],
    ]);
    expect(achievedGoals.map((goal) => goal.id)).toEqual(['g2']);
    expect(doneTactics.map(({ goal, tactic }) => [goal.id, tactic.id])).toEqual([
      ['g1', 'a'],
      ['g3', 'e'],
    ]);
    // The input is left as it was.
    expect(goals[0]!.tactics).toHaveLength(3);
  });
});
