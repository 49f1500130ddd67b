import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Outcomes } from '#shared/schemas';
import { toastError } from '../components/ui/toast-store.ts';
import { OUTCOMES_KEY } from './outcomes.ts';
import { saveErrorMessage } from './error-message.ts';
import { loadOfflineQueue } from './offline/load.ts';

const SET_COMPLETED_KEY = ['set-completed'] as const;

function setCompletedInCache(queryClient: QueryClient, id: string, completed: boolean) {
  queryClient.setQueryData<Outcomes>(OUTCOMES_KEY, (outcomes) =>
    outcomes
      ? {
          goals: outcomes.goals.map((goal) => ({
            ...goal,
            tactics: goal.tactics.map((tactic) =>
              tactic.id === id ? { ...tactic, completed } : tactic,
            ),
          })),
        }
      : outcomes,
  );
}

/**
 * Ticks or unticks an action-plan item (docs/decisions/006-completion-is-saved.md). The screen
 * changes at once; the change goes through the offline queue (docs/decisions/019-offline.md), so
 * it is kept while offline and sent on reconnecting. A refused change is reported in a toast and
 * the refetched plan takes the item back.
 */
export function useSetCompleted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SET_COMPLETED_KEY,
    mutationFn: async ({ id, completed }: { id: string; completed: boolean }) =>
      (await loadOfflineQueue()).queueWrite(queryClient, {
        method: 'PATCH',
        path: `/api/tactics/${id}`,
        body: { completed },
        key: 'completed',
        failure: 'Failed to update tactic',
      }),
    onMutate: async ({ id, completed }) => {
      // A refetch landing now would overwrite the change with what the server had before.
      await queryClient.cancelQueries({ queryKey: OUTCOMES_KEY });
      setCompletedInCache(queryClient, id, completed);
    },
    onError: (error, { id, completed }) => {
      // Not even queued (no signed-in user, no local storage): take the change back.
      setCompletedInCache(queryClient, id, !completed);
      toastError(saveErrorMessage(error, 'Failed to update tactic'));
    },
  });
}
