import type { Outcomes, Tactic } from '#shared/schemas';
import { ratingOrDefault, score } from '#shared/scoring';

/** A tactic with its goal and the figures the summary and the action plan show. */
export interface PlanTactic extends Tactic {
  goalTitle: string;
  /** The goal's place in the plan, which picks its badge colour. */
  goalIndex: number;
  score: number;
  effortShown: number;
  impactShown: number;
}

/** Every tactic of every goal, in plan order, with its score (unrated counts as 1). */
export function planTactics(outcomes: Outcomes): PlanTactic[] {
  return outcomes.goals.flatMap((goal, goalIndex) =>
    goal.tactics.map((tactic) => ({
      ...tactic,
      goalTitle: goal.title,
      goalIndex,
      score: score(tactic),
      effortShown: ratingOrDefault(tactic.effort),
      impactShown: ratingOrDefault(tactic.impact),
    })),
  );
}
