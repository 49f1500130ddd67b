import { RATING_DEFAULT } from './limits.ts';

export interface Rated {
  effort: number | null;
  impact: number | null;
}

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
