import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Outcomes, Tactic } from '#shared/schemas';
import { toastError } from '../components/ui/toast-store.ts';
import { saveErrorMessage } from './error-message.ts';
import { requestFor, type OfflineChange } from './offline/changes.ts';
import { loadOfflineQueue } from './offline/load.ts';
import { OUTCOMES_KEY } from './outcomes.ts';

/** Changes one tactic in the cached plan, so the screen shows a save before the server answers. */
function patchCachedTactic(
  queryClient: QueryClient,
  id: string,
  change: (tactic: Tactic) => Tactic,
) {
  queryClient.setQueryData<Outcomes>(OUTCOMES_KEY, (outcomes) =>
    outcomes
      ? {
          ...outcomes,
          goals: outcomes.goals.map((goal) => ({
            ...goal,
            tactics: goal.tactics.map((tactic) => (tactic.id === id ? change(tactic) : tactic)),
          })),
        }
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
export function useQueuedTacticChange<K extends OfflineChange['kind']>(
  kind: K,
  showInTactic: (tactic: Tactic, change: ChangeOf<K>) => Tactic,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Omit<ChangeOf<K>, 'kind'>) =>
      (await loadOfflineQueue()).queueWrite(queryClient, { ...variables, kind } as ChangeOf<K>),
    onMutate: async (variables) => {
      const change = { ...variables, kind } as ChangeOf<K>;
      // A refetch landing now would overwrite the change with what the server had before.
      await queryClient.cancelQueries({ queryKey: OUTCOMES_KEY });
      const before = findTactic(queryClient.getQueryData<Outcomes>(OUTCOMES_KEY), change.id);
      patchCachedTactic(queryClient, change.id, (tactic) => showInTactic(tactic, change));
      return { before };
    },
    onError: (error, variables, context) => {
      const change = { ...variables, kind } as ChangeOf<K>;
      if (context?.before) patchCachedTactic(queryClient, change.id, () => context.before!);
      toastError(saveErrorMessage(error, requestFor(change).failure));
    },
  });
}
