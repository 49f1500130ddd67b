import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { Outcomes } from '#shared/schemas';
import { pendingGoalRemovals, subscribeToPendingRemovals } from './pending-removals.ts';

/** The signed-in user's plan: goals in order, each with its tactics (docs/decisions/004-the-plan-survives-a-reload.md). */
export const OUTCOMES_KEY = ['/api/outcomes'] as const;

/** The default query function GETs the path in the key. */
export const outcomesQueryOptions = queryOptions<Outcomes>({ queryKey: OUTCOMES_KEY });

/** The plan as the user sees it: goals removed and awaiting Undo are left out (docs/product.md, Undo). */
export function useOutcomes() {
  const pending = useSyncExternalStore(subscribeToPendingRemovals, pendingGoalRemovals);
  const hidePending = useCallback(
    (plan: Outcomes): Outcomes =>
      pending.size === 0
        ? plan
        : { ...plan, goals: plan.goals.filter((goal) => !pending.has(goal.id)) },
    [pending],
  );
  return useQuery({ ...outcomesQueryOptions, select: hidePending });
}

/** After any successful write the plan is refetched (docs/product.md, Limits). */
export const invalidateOutcomes = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: OUTCOMES_KEY });
