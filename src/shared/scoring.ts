import { RATING_DEFAULT, RATING_MAX, RATING_MIN } from './limits.ts';

export interface Rated {
  effort: number | null;
  impact: number | null;
}

/** Whether `value` is a rating a slider can show: a whole number from 1 to 5 (ratingSchema's rule, without zod). */
export const isRating = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= RATING_MIN && (value as number) <= RATING_MAX;

/** A missing rating counts as the default (1), as the sliders show it. */
export const ratingOrDefault = (value: number | null | undefined): number =>
  value ?? RATING_DEFAULT;

/** Score = impact x 2 - effort (docs/product.md, Score and sort). */
export function score(tactic: Rated): number {
  return ratingOrDefault(tactic.impact) * 2 - ratingOrDefault(tactic.effort);
}

/** Summary order: score, highest first. Ties keep their input order (stable sort). */
export function rankForSummary<T extends Rated>(tactics: readonly T[]): T[] {
  return [...tactics].sort((a, b) => score(b) - score(a));
}

/** Action-plan order: score, highest first; ties go to the higher impact. */
export function rankForActionPlan<T extends Rated>(tactics: readonly T[]): T[] {
  return [...tactics].sort(
    (a, b) => score(b) - score(a) || ratingOrDefault(b.impact) - ratingOrDefault(a.impact),
  );
}

/** What decides whether a goal or tactic is still open work (docs/product.md, Goals that finish). */
export interface GoalState {
  status: 'active' | 'achieved';
}
export interface TacticState {
  completed: boolean;
  repeat: unknown;
}

/** A goal is open until achieved. */
export const isOpenGoal = (goal: GoalState): boolean => goal.status !== 'achieved';

/** A tactic is open unless it is a one-off marked done; a repeating tactic is never done. */
export const isOpenTactic = (tactic: TacticState): boolean =>
  !(tactic.completed && tactic.repeat === null);

/**
 * Splits goals into the open work that is ranked (open goals, each with its open tactics) and
 * what is finished: achieved goals (with all their tactics) and the done one-off tactics of open
 * goals. Order is kept in both.
 */
export function splitOpenWork<G extends GoalState & { tactics: readonly TacticState[] }>(
  goals: readonly G[],
): {
  open: G[];
  achievedGoals: G[];
  doneTactics: Array<{ goal: G; tactic: G['tactics'][number] }>;
} {
  const open = goals.filter(isOpenGoal);
  return {
    open: open.map((goal) => ({ ...goal, tactics: goal.tactics.filter(isOpenTactic) })),
    achievedGoals: goals.filter((goal) => !isOpenGoal(goal)),
    doneTactics: open.flatMap((goal) =>
      goal.tactics.filter((tactic) => !isOpenTactic(tactic)).map((tactic) => ({ goal, tactic })),
    ),
  };
}
