import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGoal, Goal, UpdateGoal } from '#shared/schemas';
import { toastError } from '../components/ui/toast-store.ts';
import { apiRequest } from '../lib/api.ts';
import { saveErrorMessage } from './error-message.ts';
import { invalidateOutcomes } from './outcomes.ts';
import { useSaveRows, type Draft, type RowCalls } from './save-rows.ts';

export const SAVE_GOALS_FAILED = 'Failed to save goals. Please try again.';

export const createGoal = (body: CreateGoal) =>
  apiRequest<Goal>('POST', '/api/goals', body, 'Failed to create goal');

export const updateGoal = (id: string, body: UpdateGoal) =>
  apiRequest<Goal>('PATCH', `/api/goals/${id}`, body, 'Failed to update goal');

/** Deletes the goal and its tactics. */
export const deleteGoal = (id: string) =>
  apiRequest<void>('DELETE', `/api/goals/${id}`, undefined, 'Failed to delete goal');

/** Step 1's rows; new goals go into this outcome (none yet: the server makes the first one). */
const goalCalls = (outcomeId: string | undefined): RowCalls<Draft> => ({
  create: (_draft, title, position) =>
    createGoal({ title, position, ...(outcomeId !== undefined && { outcomeId }) }),
  update: (id, title) => updateGoal(id, { title }),
  remove: deleteGoal,
});

export const useSaveGoals = (outcomeId: string | undefined) => useSaveRows(goalCalls(outcomeId));

/**
 * Changes one goal: its target date, or achieved / open again (docs/product.md, Goals that
 * finish). The plan is refetched after; a refusal is told in a toast.
 */
export function useUpdateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateGoal & { id: string }) => updateGoal(id, body),
    onSuccess: () => invalidateOutcomes(queryClient),
    onError: (error) => toastError(saveErrorMessage(error, 'Failed to update goal')),
  });
}
