import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../lib/api.ts';
import { chooseOutcome } from './current-outcome.ts';
import { planKeys } from './outcomes.ts';

export const SAMPLE_PLAN_FAILED = 'Failed to start from the sample plan. Please try again.';

/**
 * Saves the sample plan as the caller's own (docs/product.md, "A sample plan"). The server
 * writes it once: a retry after a lost answer, or a second click, finds the plan no longer empty
 * (409) and writes nothing, which here counts as done. `onFilled` runs once the new plan is
 * loaded (the offer itself is gone by then, so it is an option of the mutation, not of `mutate`).
 */
export function useStartFromSamplePlan(callbacks: {
  onFilled: () => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess: callbacks.onFilled,
    onError: callbacks.onError,
    mutationFn: async () => {
      try {
        const { outcomeId } = await apiRequest<{ outcomeId: string }>(
          'POST',
          '/api/sample-plan',
          undefined,
          SAMPLE_PLAN_FAILED,
        );
        // The steps show the sample at once, whichever outcome was current.
        chooseOutcome(outcomeId);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409)) throw error;
      }
      await queryClient.refetchQueries({ queryKey: planKeys.all });
    },
  });
}
