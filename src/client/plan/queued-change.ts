import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { GoalWithTactics, Tactic } from '#shared/schemas';
import { toastError } from '../components/ui/toast-store.ts';
import { inTurn } from '../lib/after-paint.ts';
import { failureText, saveErrorMessage } from './error-message.ts';
import { requestFor, type OfflineChange } from './offline/changes.ts';
import { loadOfflineQueue } from './offline/load.ts';
import { changeOnItsWay } from './offline/on-its-way.ts';
import {
  findCachedGoal,
  findCachedTactic,
  patchCachedGoals,
  patchCachedTactics,
  planKeys,
} from './outcomes.ts';

/** Changes one tactic in the cached plan, so the screen shows a save before the server answers. */
function patchCachedTactic(
  queryClient: QueryClient,
  id: string,
  change: (tactic: Tactic) => Tactic,
) {
  patchCachedTactics(queryClient, (tactic) => (tactic.id === id ? change(tactic) : tactic));
}

/** Changes one goal in every cached read of the plan (its measure or logged values). */
function patchCachedGoal(
  queryClient: QueryClient,
  id: string,
  change: (goal: GoalWithTactics) => GoalWithTactics,
) {
  patchCachedGoals(queryClient, (goals) =>
    goals.some((goal) => goal.id === id)
      ? goals.map((goal) => (goal.id === id ? change(goal) : goal))
      : goals,
  );
}

type ChangeOf<K extends OfflineChange['kind']> = Extract<OfflineChange, { kind: K }>;
type GoalChangeKind = Extract<OfflineChange, { goalId: string }>['kind'];

/** Each change's count in on-its-way.ts, by the variables TanStack Query hands to both steps. */
const changesOnTheirWay = new WeakMap<object, { queued: () => void }>();

/** Where a change shows in the cached reads of the plan: how to find its row, and to replace it. */
interface CachedRow<Row> {
  find: (queryClient: QueryClient, id: string) => Row | undefined;
  patch: (queryClient: QueryClient, id: string, change: (row: Row) => Row) => void;
}

const cachedTactic: CachedRow<Tactic> = { find: findCachedTactic, patch: patchCachedTactic };

const cachedGoal: CachedRow<GoalWithTactics> = { find: findCachedGoal, patch: patchCachedGoal };

/**
 * Saves a change that may wait for the network (offline/changes.ts), the same way online and
 * offline (docs/decisions/019-offline.md): the screen, and so the saved plan, shows it at once;
 * the queue keeps it across reloads and sends it in order, once. A refusal from the server is
 * reported in a toast and the refetched plan takes it back (offline/sync.ts); a change that could
 * not even be queued (no signed-in user, no local storage) is taken back here.
 *
 * The cached plan shows a change a few ticks after `mutate` (after the refetch is cancelled), and
 * the screen a render later. Every change here sets values, so a second one made before then
 * loses nothing, except where a screen saves a whole list built from what it shows: such a
 * screen builds on the list it last sent instead (tactic-steps-panel.tsx).
 */
function useQueuedChange<K extends OfflineChange['kind'], Row>(
  kind: K,
  cached: CachedRow<Row>,
  idOf: (change: ChangeOf<K>) => string,
  showIn: (row: Row, change: ChangeOf<K>) => Row,
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (variables: Omit<ChangeOf<K>, 'kind'>) => {
      const way = changesOnTheirWay.get(variables);
      try {
        const offline = await loadOfflineQueue();
        await offline.queueWrite(queryClient, { ...variables, kind } as ChangeOf<K>, way?.queued);
      } finally {
        way?.queued();
      }
    },
    onMutate: async (variables) => {
      const change = { ...variables, kind } as ChangeOf<K>;
      // Shown from here on, and queued only in mutationFn: until then an earlier write's answer
      // must leave it on screen (offline/on-its-way.ts).
      changesOnTheirWay.set(variables, changeOnItsWay(requestFor(change).path));
      // A refetch landing now would overwrite the change with what the server had before.
      await queryClient.cancelQueries({ queryKey: planKeys.all });
      const before = cached.find(queryClient, idOf(change));
      cached.patch(queryClient, idOf(change), (row) => showIn(row, change));
      return { before };
    },
    onError: (error, variables, context) => {
      // A change that failed before it was queued is on its way no more (onMutate may have thrown).
      changesOnTheirWay.get(variables)?.queued();
      const change = { ...variables, kind } as ChangeOf<K>;
      if (context?.before) cached.patch(queryClient, idOf(change), () => context.before!);
      toastError(saveErrorMessage(error, failureText(requestFor(change).failure)));
    },
  });
  // Behind a tick still waiting for its frame (after-paint.ts), so the queue gets them in order.
  const { mutate } = mutation;
  return {
    ...mutation,
    mutate: (...args: Parameters<typeof mutate>) => inTurn(() => mutate(...args)),
  };
}

/** A change to one tactic, shown in the cached plan at once (useQueuedChange). */
export function useQueuedTacticChange<K extends Exclude<OfflineChange['kind'], GoalChangeKind>>(
  kind: K,
  showInTactic: (tactic: Tactic, change: ChangeOf<K>) => Tactic,
) {
  return useQueuedChange(
    kind,
    cachedTactic,
    (change) => (change as unknown as { id: string }).id,
    showInTactic,
  );
}

/** A change to a goal (its measure or logged values), shown at once (useQueuedChange). */
export function useQueuedGoalChange<K extends GoalChangeKind>(
  kind: K,
  showInGoal: (goal: GoalWithTactics, change: ChangeOf<K>) => GoalWithTactics,
) {
  return useQueuedChange(
    kind,
    cachedGoal,
    (change) => (change as unknown as { goalId: string }).goalId,
    showInGoal,
  );
}
