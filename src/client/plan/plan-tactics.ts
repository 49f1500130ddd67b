import type { Outcomes, Tactic } from '#shared/schemas';
import { isOpenGoal, isOpenTactic, ratingOrDefault, score } from '#shared/scoring';

/** A tactic with its goal and the figures the summary and the action plan show. */
export interface PlanTactic extends Tactic {
  goalTitle: string;
  /** The goal's place in the plan, which picks its badge colour. */
  goalIndex: number;
  score: number;
  effortShown: number;
  impactShown: number;
}

export interface PlanTacticsOptions {
  /** Leave out finished work (achieved goals, done one-off tactics). */
  openOnly?: boolean;
  /** Done tactics to keep all the same (the action plan's ticks of this visit). */
  alsoKeep?: ReadonlySet<string>;
}

/**
 * Every tactic of every goal, in plan order, with its score (unrated counts as 1). `openOnly`
 * leaves out finished work, which is never ranked (docs/product.md, Goals that finish); a goal's
 * badge colour stays the same either way.
 */
export function planTactics(
  outcomes: Outcomes,
  { openOnly = false, alsoKeep = new Set<string>() }: PlanTacticsOptions = {},
): PlanTactic[] {
  return outcomes.goals.flatMap((goal, goalIndex) =>
    (openOnly && !isOpenGoal(goal) ? [] : goal.tactics)
      .filter((tactic) => !openOnly || isOpenTactic(tactic) || alsoKeep.has(tactic.id))
      .map((tactic) => planTactic(tactic, goal.title, goalIndex)),
  );
}

// A tactic the cache still holds as the same object gives the same PlanTactic, so a new ranking
// after one change leaves every other card's props as they were (and memoised cards unrendered).
const made = new WeakMap<Tactic, PlanTactic>();

function planTactic(tactic: Tactic, goalTitle: string, goalIndex: number): PlanTactic {
  const before = made.get(tactic);
  if (before && before.goalTitle === goalTitle && before.goalIndex === goalIndex) return before;
  const item = {
    ...tactic,
    goalTitle,
    goalIndex,
    score: score(tactic),
    effortShown: ratingOrDefault(tactic.effort),
    impactShown: ratingOrDefault(tactic.impact),
  };
  made.set(tactic, item);
  return item;
}
