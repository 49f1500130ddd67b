import { RATING_MAX, RATING_MIN } from './limits.ts';
import { ratingOrDefault, type Rated } from './scoring.ts';

/** "Your estimates" appears once this many done tactics have both actual values (docs/decisions/016-learning-ratings.md). */
export const MIN_CALIBRATED_TACTICS = 3;
/** Mean differences smaller than this (in rating steps) read as "about the same". */
export const ESTIMATE_TOLERANCE = 0.25;

export interface Calibratable extends Rated {
  completed: boolean;
  actualEffort: number | null;
  actualImpact: number | null;
}

/**
 * A done one-off tactic whose "How did it go?" has no answer yet (skipped, or ticked elsewhere): it
 * can still be answered from Done (docs/decisions/016-learning-ratings.md).
 */
export const awaitsHowItWent = (
  tactic: Pick<Calibratable, 'completed' | 'actualEffort' | 'actualImpact'> & {
    repeat: unknown;
  },
): boolean =>
  tactic.completed &&
  tactic.repeat === null &&
  (tactic.actualEffort === null || tactic.actualImpact === null);

export interface RatingEstimates {
  /** Done tactics with both actual values. */
  count: number;
  /** Mean of actual − rated effort; positive: tactics took more effort than rated. */
  effortDelta: number;
  /** Mean of actual − rated impact; positive: tactics had more impact than rated. */
  impactDelta: number;
}

/**
 * How far actual effort and impact differed from the ratings, on average over done tactics that
 * have both actual values (a missing rating counts as 1, as in the score). Null below three.
 */
export function ratingEstimates(tactics: readonly Calibratable[]): RatingEstimates | null {
  const calibrated = tactics.filter(
    (t): t is Calibratable & { actualEffort: number; actualImpact: number } =>
      t.completed && t.actualEffort !== null && t.actualImpact !== null,
  );
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return estimatesOfSums({
    count: calibrated.length,
    effortDelta: sum(calibrated.map((t) => t.actualEffort - ratingOrDefault(t.effort))),
    impactDelta: sum(calibrated.map((t) => t.actualImpact - ratingOrDefault(t.impact))),
  });
}

/**
 * The estimates from their sums over the done tactics with both actual values: how the server
 * sums them in SQL for the weekly review's read (docs/decisions/250), and `ratingEstimates` here.
 */
export function estimatesOfSums(sums: RatingEstimates): RatingEstimates | null {
  const { count } = sums;
  if (count < MIN_CALIBRATED_TACTICS) return null;
  return { count, effortDelta: sums.effortDelta / count, impactDelta: sums.impactDelta / count };
}

/** One decimal at most: 1.25 -> "1.3", 1 -> "1". */
const clampRating = (value: number) => Math.min(RATING_MAX, Math.max(RATING_MIN, value));

/**
 * Suggested ratings for an open tactic: its rating (1 when unrated) plus the mean difference,
 * rounded to the nearest whole step with halves rounding up (2.5 -> 3), kept within 1-5.
 */
export function suggestRatings(
  tactic: Rated,
  estimates: RatingEstimates,
): { effort: number; impact: number } {
  const suggest = (rating: number | null, delta: number) =>
    clampRating(Math.round(ratingOrDefault(rating) + delta));
  return {
    effort: suggest(tactic.effort, estimates.effortDelta),
    impact: suggest(tactic.impact, estimates.impactDelta),
  };
}
