import { useQueuedTacticChange } from './queued-change.ts';

/**
 * The insight views' changes to one tactic. Like ticks, each shows at once and goes through the
 * offline queue (docs/decisions/046-what-waits-for-the-network.md), so a matrix move, an if-then
 * plan or "how did it go" made offline is kept and sent, in order, on reconnecting.
 */

/** A matrix move: the tactic's new effort and impact. */
export const useSetRatings = () =>
  useQueuedTacticChange('ratings', (tactic, { effort, impact }) => ({ ...tactic, effort, impact }));

/** Adds, edits or (with null) removes the tactic's if-then plan. */
export const useSetIfThenPlan = () =>
  useQueuedTacticChange('plan', (tactic, { plan }) => ({ ...tactic, plan }));

/** What a finished tactic really cost and brought (docs/decisions/016-learning-ratings.md). */
export const useSetActualRatings = () =>
  useQueuedTacticChange('actual-ratings', (tactic, { actualEffort, actualImpact }) => ({
    ...tactic,
    actualEffort,
    actualImpact,
  }));
