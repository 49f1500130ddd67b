import { useMutation, useQueryClient } from '@tanstack/react-query';
import { samplePlan } from '#shared/sample-plan';
import type { OutcomeList } from '#shared/schemas';
import { ApiError, apiRequest } from '../lib/api.ts';
import { t } from '../lib/i18n.tsx';
import type { Words } from './error-message.ts';
import { chooseOutcome } from './current-outcome.ts';
import { planKeys } from './outcomes.ts';
import 'virtual:messages/samplePlan';
import 'virtual:messages/toasts';

export const SAMPLE_PLAN_FAILED: Words = () => t('toasts.samplePlanFailed');

/**
 * Saves the sample plan as the caller's own (docs/product.md, "A sample plan"). The server
 * writes it once: a retry after a lost answer, or a second click, finds the plan no longer empty
 * (409) and writes nothing, which here counts as done once the plan holds the sample. `onFilled` runs once the new plan is
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
      let outcomeId: string | undefined;
      let refusal: ApiError | undefined;
      try {
        ({ outcomeId } = await apiRequest<{ outcomeId: string }>(
          'POST',
          '/api/sample-plan',
          undefined,
          SAMPLE_PLAN_FAILED(),
        ));
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409)) throw error;
        refusal = error;
      }
      // Every read of the plan (its prefix), the outcome list among them.
      await queryClient.refetchQueries({ queryKey: planKeys.all });
      if (refusal) {
        // Done already (a retry after a lost answer) when the plan holds the sample; otherwise
        // the plan held goals the page did not show (a finished outcome's): the server says so.
        const list = queryClient.getQueryData<OutcomeList>(planKeys.list);
        outcomeId = list?.outcomes.find((outcome) => outcome.title === samplePlan(t).outcome)?.id;
        if (!outcomeId) throw refusal;
      }
      // The steps show the sample at once, whichever outcome was current. Chosen only once the
      // plan holds it: a switch starts the step afresh, and it must start from the sample's goals.
      if (outcomeId) chooseOutcome(outcomeId);
    },
  });
}
