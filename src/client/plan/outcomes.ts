import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { comingUp, progress, weeklyActivity } from '#shared/schedule';
import type {
  GoalWithTactics,
  OutcomeList,
  OutcomePlan,
  Outcomes,
  Tactic,
  TodayPlan,
} from '#shared/schemas';
import { pendingRemovals, subscribeToPendingRemovals } from './pending-removals.ts';

/**
 * The plan's query keys, the one factory of them (docs/decisions/250-each-screen-reads-what-it-
 * shows.md): each screen reads what it shows. `all` is the whole plan (every active outcome with
 * its goals), and the prefix of every other key, so invalidating it after a write refetches every
 * read of the plan, as the spec's invalidation of /api/outcomes always meant. `list` is the
 * outcomes with counts (/outcomes); `today(date)` what Today shows first, `today(date, 'all')`
 * all it lists (docs/decisions/253); `current(id)` one outcome
 * with the recent check-ins (the workflow steps); `review(date)` what the weekly review shows
 * first with the week's figures of every goal, `review(date, 'all')` all it may show
 * (docs/decisions/256);
 * `outcome(id)` one outcome with every check-in
 * (a finished outcome's history). The default query function GETs the path the key spells, a
 * trailing object as its query string (lib/query-client.ts).
 */
export const planKeys = {
  all: ['/api/outcomes'] as const,
  list: ['/api/outcomes', { include: 'list' }] as const,
  today: (date: string, shown: 'first' | 'all' = 'first') =>
    shown === 'all'
      ? (['/api/outcomes', { include: 'today', today: date, shown }] as const)
      : (['/api/outcomes', { include: 'today', today: date }] as const),
  review: (date: string, shown: 'first' | 'all' = 'first') =>
    shown === 'all'
      ? (['/api/outcomes', { include: 'review', today: date, shown }] as const)
      : (['/api/outcomes', { include: 'review', today: date }] as const),
  current: (id: string) => ['/api/outcomes', id, { checkIns: 'recent' }] as const,
  outcome: (id: string) => ['/api/outcomes', id] as const,
};

export const outcomesQueryOptions = queryOptions<Outcomes>({ queryKey: planKeys.all });

export const outcomeQueryOptions = (id: string) =>
  queryOptions<OutcomePlan>({ queryKey: planKeys.outcome(id) });

/** Cached data that holds goals with their tactics: the whole plan, Today's, one outcome's. */
export type PlanData = { goals: GoalWithTactics[] };
export const isPlanData = (data: unknown): data is PlanData =>
  typeof data === 'object' && data !== null && Array.isArray((data as PlanData).goals);
const isTodayPlan = (data: PlanData): data is TodayPlan => 'activity' in data;
const isReviewPlan = (data: PlanData) => 'estimates' in data;
/**
 * A read whose goals carry every tactic of theirs (the whole plan, one outcome's), not only those
 * a screen lists (Today's, the weekly review's).
 */
export const holdsWholeGoals = (data: PlanData) => !isTodayPlan(data) && !isReviewPlan(data);

/** Goals and tactics removed and awaiting Undo are left out (docs/product.md, Undo). */
function withoutPending<T extends PlanData>(plan: T, pending: ReadonlySet<string>): T {
  return {
    ...plan,
    goals: plan.goals
      .filter((goal) => !pending.has(goal.id) && !pending.has(goal.outcomeId))
      .map((goal) =>
        goal.tactics.some((tactic) => pending.has(tactic.id))
          ? { ...goal, tactics: goal.tactics.filter((tactic) => !pending.has(tactic.id)) }
          : goal,
      ),
  };
}

/** A read of the plan as the user sees it: what awaits Undo left out (docs/product.md, Undo). */
export function usePlanRead<
  T extends { outcomes?: Array<{ id: string }>; goals?: GoalWithTactics[] },
>(options: ReturnType<typeof queryOptions<T>>, enabled = true) {
  const pending = useSyncExternalStore(subscribeToPendingRemovals, pendingRemovals);
  const hidePending = useCallback(
    (data: T): T => {
      if (pending.size === 0) return data;
      const shown = isPlanData(data) ? withoutPending(data, pending) : data;
      return shown.outcomes
        ? { ...shown, outcomes: shown.outcomes.filter((outcome) => !pending.has(outcome.id)) }
        : shown;
    },
    [pending],
  );
  return useQuery({ ...options, select: hidePending, enabled });
}

/** Every outcome with counts of its goals and tactics, no goal: /outcomes and the switcher. */
export const useOutcomeList = () =>
  usePlanRead(queryOptions<OutcomeList>({ queryKey: planKeys.list }));

/** The current outcome with its goals, tactics and recent check-ins: the workflow steps. */
export const useCurrentPlan = (id: string | undefined) =>
  usePlanRead(
    queryOptions<OutcomePlan>({ queryKey: planKeys.current(id ?? '') }),
    id !== undefined,
  );

/** One outcome of any status with its goals and tactics. */
export const useOutcome = (id: string) => useQuery(outcomeQueryOptions(id));

/** After any successful write the plan is refetched (docs/product.md, Limits). */
export const invalidateOutcomes = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: planKeys.all });

/** Every cached read of the plan that holds goals. */
export const cachedPlans = (queryClient: QueryClient) =>
  queryClient
    .getQueriesData({ queryKey: planKeys.all })
    .flatMap(([, data]) => (isPlanData(data) ? [data] : []));

/** The tactic as a cached read of the plan holds it now. */
export const findCachedTactic = (queryClient: QueryClient, id: string) =>
  cachedPlans(queryClient)
    .flatMap((plan) => plan.goals.flatMap((goal) => goal.tactics))
    .find((tactic) => tactic.id === id);

/** The goal as a cached read of the plan holds it now. */
export const findCachedGoal = (queryClient: QueryClient, id: string) =>
  cachedPlans(queryClient)
    .flatMap((plan) => plan.goals)
    .find((goal) => goal.id === id);

/** Changes the goals of every cached read of the plan; reads without goals are left as they are. */
export function patchCachedGoals(
  queryClient: QueryClient,
  change: (goals: GoalWithTactics[]) => GoalWithTactics[],
) {
  queryClient.setQueriesData({ queryKey: planKeys.all }, (data: unknown) => {
    if (!isPlanData(data)) return data;
    const goals = change(data.goals);
    return goals === data.goals ? data : { ...data, goals };
  });
}

/**
 * Today's figures with one tactic changed from `before` to `after`: the shared rules applied to
 * each alone, the difference added, so no other tactic is needed (docs/decisions/250).
 */
function todayFiguresWith(plan: TodayPlan, before: Tactic, after: Tactic): TodayPlan {
  const figures = (tactic: Tactic) => ({
    goal: progress([{ tactics: [tactic] }], plan.today)[0]!,
    weeks: weeklyActivity([tactic], plan.today),
    comingUp: comingUp([tactic], plan.today).reduce((sum, day) => sum + day.items.length, 0),
  });
  const [was, now] = [figures(before), figures(after)];
  return {
    ...plan,
    progress: plan.progress.map((goal) =>
      goal.goalId === after.goalId
        ? {
            ...goal,
            done: goal.done + now.goal.done - was.goal.done,
            total: goal.total + now.goal.total - was.goal.total,
            checkIns: goal.checkIns + now.goal.checkIns - was.goal.checkIns,
          }
        : goal,
    ),
    activity: plan.activity.map((week, i) => ({
      ...week,
      completions: week.completions + now.weeks[i]!.completions - was.weeks[i]!.completions,
      checkIns: week.checkIns + now.weeks[i]!.checkIns - was.weeks[i]!.checkIns,
    })),
    // A read saved before the counts has none to follow (shownOf).
    ...(plan.shown && {
      shown: { ...plan.shown, comingUp: plan.shown.comingUp + now.comingUp - was.comingUp },
    }),
  };
}

/**
 * Changes tactics in every cached read of the plan, so each screen shows a save before the server
 * answers and none is refetched (docs/decisions/120-a-tick-refetches-nothing.md). Goals and
 * tactics that `change` leaves as they are keep their objects, so only what changed renders
 * again. Today's figures follow the tactics it holds; a Today read or the outcome list that a
 * changed tactic's figures reach but that cannot follow them, and the weekly review's read after
 * any change, are marked stale, read again when next shown, not now (docs/decisions/250).
 */
export function patchCachedTactics(queryClient: QueryClient, change: (tactic: Tactic) => Tactic) {
  const patched = queryClient
    .getQueryCache()
    .findAll({ queryKey: planKeys.all })
    .flatMap((query) => {
      const data = query.state.data;
      if (!isPlanData(data)) return [];
      /** The tactics this read holds that the change changed: each before and after. */
      const changes: Array<{ before: Tactic; after: Tactic }> = [];
      const goals = data.goals.map((goal) => {
        const tactics = goal.tactics.map(change);
        tactics.forEach((after, index) => {
          if (after !== goal.tactics[index]) changes.push({ before: goal.tactics[index]!, after });
        });
        return tactics.some((tactic, index) => tactic !== goal.tactics[index])
          ? { ...goal, tactics }
          : goal;
      });
      return [{ queryKey: query.queryKey, data, goals, changes }];
    });
  const changedIds = new Set(
    patched.flatMap(({ changes }) => changes.map(({ after }) => after.id)),
  );
  const stale: Array<readonly unknown[]> = [];
  for (const { queryKey, data, goals, changes } of patched) {
    let next: PlanData = changes.length > 0 ? { ...data, goals } : data;
    if (isTodayPlan(data)) {
      for (const { before, after } of changes)
        next = todayFiguresWith(next as TodayPlan, before, after);
      // A tactic Today does not hold may still count in its figures (progress, activity).
      if (changes.length < changedIds.size) stale.push(queryKey);
    }
    // Any change may move a tactic into or out of what the review shows (Next week's ranking, what
    // slipped): it follows the tactics it holds now and is read again when next shown.
    if (isReviewPlan(data) && changedIds.size > 0) stale.push(queryKey);
    if (next !== data) queryClient.setQueryData(queryKey, next);
  }
  const doneChanged = patched.some(({ changes }) =>
    changes.some(({ before, after }) => before.completed !== after.completed),
  );
  if (doneChanged) stale.push(planKeys.list);
  for (const queryKey of stale) {
    if (!queryClient.getQueryState(queryKey)) continue;
    void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
  }
}
