import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { GoalWithTactics, Outcomes, Tactic } from '#shared/schemas';
import { toastError } from '../components/ui/toast-store.ts';
import { saveErrorMessage } from './error-message.ts';
import { requestFor, type OfflineChange } from './offline/changes.ts';
import { loadOfflineQueue } from './offline/load.ts';
import { patchCachedTactics, planKeys } from './outcomes.ts';

/** Changes one tactic in the cached plan, so the screen shows a save before the server answers. */
function patchCachedTactic(
  queryClient: QueryClient,
  id: string,
  change: (tactic: Tactic) => Tactic,
) {
  patchCachedTactics(queryClient, (tactic) => (tactic.id === id ? change(tactic) : tactic));
}

/** Changes one goal in the cached plan (its measure or logged values). */
function patchCachedGoal(
  queryClient: QueryClient,
  id: string,
  change: (goal: GoalWithTactics) => GoalWithTactics,
) {
  queryClient.setQueryData<Outcomes>(planKeys.all, (outcomes) =>
    outcomes
      ? { ...outcomes, goals: outcomes.goals.map((goal) => (goal.id === id ? change(goal) : goal)) }
      : outcomes,
  );
}

const findTactic = (outcomes: Outcomes | undefined, id: string) =>
  outcomes?.goals.flatMap((goal) => goal.tactics).find((tactic) => tactic.id === id);

type ChangeOf<K extends OfflineChange['kind']> = Extract<OfflineChange, { kind: K }>;

/**
 * Saves a change that may wait for the network (offline/changes.ts), the same way online and
 * offline (docs/decisions/019-offline.md): the screen, and so the saved plan, shows it at once;
 * the queue keeps it across reloads and sends it in order, once. A refusal from the server is
 * reported in a toast and the refetched plan takes it back (offline/sync.ts); a change that could
 * not even be queued (no signed-in user, no local storage) is taken back here.
 */
export function useQueuedTacticChange<K extends Exclude<OfflineChange['kind'], GoalChangeKind>>(
  kind: K,
  showInTactic: (tactic: Tactic, change: ChangeOf<K>) => Tactic,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Omit<ChangeOf<K>, 'kind'>) =>
      (await loadOfflineQueue()).queueWrite(queryClient, { ...variables, kind } as ChangeOf<K>),
    onMutate: async (variables) => {
      const change = { ...variables, kind } as ChangeOf<K>;
      const { id } = change as unknown as { id: string };
      // A refetch landing now would overwrite the change with what the server had before.
      await queryClient.cancelQueries({ queryKey: planKeys.all });
      const before = findTactic(queryClient.getQueryData<Outcomes>(planKeys.all), id);
      patchCachedTactic(queryClient, id, (tactic) => showInTactic(tactic, change));
      return { before };
    },
    onError: (error, variables, context) => {
      const change = { ...variables, kind } as ChangeOf<K>;
      const { id } = change as unknown as { id: string };
      if (context?.before) patchCachedTactic(queryClient, id, () => context.before!);
      toastError(saveErrorMessage(error, requestFor(change).failure));
    },
  });
}

type GoalChangeKind = Extract<OfflineChange, { goalId: string }>['kind'];

/** The same as useQueuedTacticChange, for a change to a goal (docs/decisions/019-offline.md). */
export function useQueuedGoalChange<K extends GoalChangeKind>(
  kind: K,
  showInGoal: (goal: GoalWithTactics, change: ChangeOf<K>) => GoalWithTactics,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Omit<ChangeOf<K>, 'kind'>) =>
      (await loadOfflineQueue()).queueWrite(queryClient, { ...variables, kind } as ChangeOf<K>),
    onMutate: async (variables) => {
      const change = { ...variables, kind } as ChangeOf<K>;
      const { goalId } = change as unknown as { goalId: string };
      await queryClient.cancelQueries({ queryKey: planKeys.all });
      const before = queryClient
        .getQueryData<Outcomes>(planKeys.all)
        ?.goals.find((goal) => goal.id === goalId);
      patchCachedGoal(queryClient, goalId, (goal) => showInGoal(goal, change));
      return { before };
    },
    onError: (error, variables, context) => {
      const change = { ...variables, kind } as ChangeOf<K>;
      const { goalId } = change as unknown as { goalId: string };
      if (context?.before) patchCachedGoal(queryClient, goalId, () => context.before!);
      toastError(saveErrorMessage(error, requestFor(change).failure));
    },
  });
}
