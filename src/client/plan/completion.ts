import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Outcomes } from '#shared/schemas';
import { toastError } from '../components/ui/toast-store.ts';
import { invalidateOutcomes, OUTCOMES_KEY } from './outcomes.ts';
import { saveErrorMessage } from './error-message.ts';
import { updateTactic } from './tactics.ts';

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
 * Ticks or unticks an action-plan item (docs/decisions/006-completion-is-saved.md). The screen changes at once; on
 * failure the item goes back and an error toast explains why.
 */
export function useSetCompleted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SET_COMPLETED_KEY,
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) =>
      updateTactic(id, { completed }),
    onMutate: async ({ id, completed }) => {
      // A refetch landing now would overwrite the change with what the server had before.
      await queryClient.cancelQueries({ queryKey: OUTCOMES_KEY });
      setCompletedInCache(queryClient, id, completed);
    },
    onError: (error, { id, completed }) => {
      setCompletedInCache(queryClient, id, !completed);
      toastError(saveErrorMessage(error, 'Failed to update tactic'));
    },
    onSettled: () =>
      // Refetch once the last toggle in flight is done, so earlier answers never undo later clicks.
      queryClient.isMutating({ mutationKey: SET_COMPLETED_KEY }) === 1
        ? invalidateOutcomes(queryClient)
        : undefined,
  });
}
