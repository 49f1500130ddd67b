import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { GoalWithTactics, OutcomeList, Outcomes, TodayPlan } from '#shared/schemas';
import { todayPlan } from '#shared/today-plan';
import { isOnline } from '#client/lib/connection.ts';
import { cachedPlans, holdsWholeGoals, planKeys, usePlanRead } from './outcomes.ts';

// Today's read apart from the plan's other reads: only Today loads the rules it works out
// offline (docs/decisions/250; the byte budgets, scripts/lib/bundle-size.test.ts).

/**
 * Today worked out on this device from the reads of the plan it holds (the whole plan, or the
 * outcomes it has opened, with the outcome list), by the rules the server uses: what Today shows
 * offline when its own read was never saved here (docs/decisions/250). Undefined with no outcome
 * known.
 */
export function todayFromCache(queryClient: QueryClient, date: string): TodayPlan | undefined {
  const whole = queryClient.getQueryData<Outcomes>(planKeys.all);
  const list = queryClient.getQueryData<OutcomeList>(planKeys.list);
  const outcomes = whole?.outcomes ?? list?.outcomes.map(({ counts: _, ...outcome }) => outcome);
  if (!outcomes) return undefined;
  const active = new Set(outcomes.filter((o) => o.status === 'active').map((o) => o.id));
  const goals = new Map<string, GoalWithTactics>();
  for (const plan of cachedPlans(queryClient)) {
    if (!holdsWholeGoals(plan)) continue;
    for (const goal of plan.goals) {
      if (active.has(goal.outcomeId) && !goals.has(goal.id)) goals.set(goal.id, goal);
    }
  }
  return todayPlan({ outcomes, goals: [...goals.values()] }, date, 'first');
}

/**
 * What Today shows on `date` (docs/product.md, Today): what it shows first, or with `shown` all
 * everything it lists (docs/decisions/253), read once asked for (`enabled`).
 */
export function useTodayPlan(date: string, shown: 'first' | 'all' = 'first', enabled = true) {
  const queryClient = useQueryClient();
  return usePlanRead(
    queryOptions<TodayPlan>({
      queryKey: planKeys.today(date, shown),
      // Offline, a Today never read here shows what the device holds; dated 0, it is read again
      // when the connection is back (refetchOnReconnect), unless a change has superseded it. The
      // full read offline waits for the connection (docs/offline.md).
      initialData: () =>
        isOnline() || shown === 'all' ? undefined : todayFromCache(queryClient, date),
      initialDataUpdatedAt: 0,
      staleTime: (query) => (query.state.dataUpdatedAt === 0 ? 0 : Infinity),
    }),
    enabled,
  );
}
