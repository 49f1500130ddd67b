import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Outcomes, Tactic } from '#shared/schemas';
import type { LocalDate, Repeat } from '#shared/schedule';
import { toastError } from '../components/ui/toast-store.ts';
import { apiRequest } from '../lib/api.ts';
import { saveErrorMessage } from './error-message.ts';
import { invalidateOutcomes, OUTCOMES_KEY } from './outcomes.ts';
import { updateTactic } from './tactics.ts';

/** A tactic's schedule as the Schedule panel sets it (docs/decisions/013-scheduling.md). */
export interface Schedule {
  dueDate: LocalDate | null;
  repeat: Repeat | null;
}

/** Changes one tactic in the cached plan, so the screen shows a save before the server answers. */
function patchCachedTactic(
  queryClient: QueryClient,
  id: string,
  change: (tactic: Tactic) => Tactic,
) {
  queryClient.setQueryData<Outcomes>(OUTCOMES_KEY, (outcomes) =>
    outcomes
      ? {
          goals: outcomes.goals.map((goal) => ({
            ...goal,
            tactics: goal.tactics.map((tactic) => (tactic.id === id ? change(tactic) : tactic)),
          })),
        }
      : outcomes,
  );
}

/**
 * Optimistic write of one tactic: the cache changes at once; on failure the plan before the
 * change comes back and an error toast says why; either way the plan is fetched again.
 */
function useOptimisticTacticWrite<V extends { id: string }>(
  mutationKey: readonly string[],
  send: (variables: V) => Promise<unknown>,
  change: (tactic: Tactic, variables: V) => Tactic,
  fallbackMessage: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: send,
    onMutate: async (variables: V) => {
      // A refetch landing now would overwrite the change with what the server had before.
      await queryClient.cancelQueries({ queryKey: OUTCOMES_KEY });
      const before = queryClient.getQueryData<Outcomes>(OUTCOMES_KEY);
      patchCachedTactic(queryClient, variables.id, (tactic) => change(tactic, variables));
      return { before };
    },
    onError: (error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(OUTCOMES_KEY, context.before);
      toastError(saveErrorMessage(error, fallbackMessage));
    },
    onSettled: () =>
      // Refetch once the last write in flight is done, so earlier answers never undo later clicks.
      queryClient.isMutating({ mutationKey }) === 1 ? invalidateOutcomes(queryClient) : undefined,
  });
}

/** Saves a tactic's due date and repeat; setting a repeat clears "done" (docs/product.md, The API). */
export const useSetSchedule = () =>
  useOptimisticTacticWrite<Schedule & { id: string }>(
    ['set-schedule'],
    ({ id, dueDate, repeat }) => updateTactic(id, { dueDate, repeat }),
    (tactic, { dueDate, repeat }) => ({
      ...tactic,
      dueDate,
      repeat,
      ...(repeat && { completed: false, completedAt: null }),
    }),
    'Failed to update tactic',
  );

const checkInPath = (id: string, date: LocalDate) => `/api/tactics/${id}/check-ins/${date}`;

/** Records (or removes) a repeating tactic's check-in for one local date; twice is still one. */
export const useSetCheckIn = () =>
  useOptimisticTacticWrite<{ id: string; date: LocalDate; checkedIn: boolean }>(
    ['set-check-in'],
    ({ id, date, checkedIn }) =>
      apiRequest<void>(
        checkedIn ? 'PUT' : 'DELETE',
        checkInPath(id, date),
        undefined,
        'Failed to save check-in',
      ),
    (tactic, { date, checkedIn }) => ({
      ...tactic,
      checkIns: checkedIn
        ? [...new Set([...tactic.checkIns, date])].sort()
        : tactic.checkIns.filter((day) => day !== date),
    }),
    'Failed to save check-in',
  );
