import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { OutcomePlan, Outcomes, Tactic } from '#shared/schemas';
import { pendingRemovals, subscribeToPendingRemovals } from './pending-removals.ts';

/**
 * The plan's query keys, one per outcome (docs/decisions/004-the-plan-survives-a-reload.md):
 * `all` is every active outcome with its goals; `outcome(id)` one outcome of any status, e.g. a
 * finished one read as history. The default query function GETs the path the key spells, and
 * invalidating `all` refetches every outcome's key too (it is their prefix).
 */
export const planKeys = {
  all: ['/api/outcomes'] as const,
  outcome: (id: string) => ['/api/outcomes', id] as const,
};

export const outcomesQueryOptions = queryOptions<Outcomes>({ queryKey: planKeys.all });

export const outcomeQueryOptions = (id: string) =>
  queryOptions<OutcomePlan>({ queryKey: planKeys.outcome(id) });

/**
 * Every active outcome and its goals as the user sees them: outcomes, goals and tactics removed
 * and awaiting Undo are left out (docs/product.md, Undo).
 */
export function useOutcomes() {
  const pending = useSyncExternalStore(subscribeToPendingRemovals, pendingRemovals);
  const hidePending = useCallback(
    (plan: Outcomes): Outcomes =>
      pending.size === 0
        ? plan
        : {
            outcomes: plan.outcomes.filter((outcome) => !pending.has(outcome.id)),
            goals: plan.goals
              .filter((goal) => !pending.has(goal.id) && !pending.has(goal.outcomeId))
              .map((goal) =>
                goal.tactics.some((tactic) => pending.has(tactic.id))
                  ? { ...goal, tactics: goal.tactics.filter((tactic) => !pending.has(tactic.id)) }
                  : goal,
              ),
          },
    [pending],
  );
  return useQuery({ ...outcomesQueryOptions, select: hidePending });
}

/** One outcome of any status with its goals and tactics. */
export const useOutcome = (id: string) => useQuery(outcomeQueryOptions(id));

/** After any successful write the plan is refetched (docs/product.md, Limits). */
export const invalidateOutcomes = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: planKeys.all });

/**
 * Changes tactics in the cached plan, so the screen shows a save before the server answers. Goals
 * and tactics that `change` leaves as they are keep their objects, so only what changed renders
 * again (docs/decisions/120-a-tick-refetches-nothing.md).
 */
export function patchCachedTactics(queryClient: QueryClient, change: (tactic: Tactic) => Tactic) {
  queryClient.setQueryData<Outcomes>(planKeys.all, (outcomes) =>
    outcomes
      ? {
          ...outcomes,
          goals: outcomes.goals.map((goal) => {
            const tactics = goal.tactics.map(change);
            return tactics.some((tactic, index) => tactic !== goal.tactics[index])
              ? { ...goal, tactics }
              : goal;
          }),
        }
      : outcomes,
  );
}
