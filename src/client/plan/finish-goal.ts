import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateGoal } from '#shared/schemas';
import { toastError } from '../components/ui/toast-store.ts';
import { t } from '../lib/i18n.tsx';
import { saveErrorMessage } from './error-message.ts';
import { updateGoal } from './goals.ts';
import { invalidateOutcomes } from './outcomes.ts';
import 'virtual:messages/toasts';

/**
 * Changes one goal: its target date, or achieved / open again (docs/product.md, Goals that
 * finish). The plan is refetched after; a refusal is told in a toast.
 */
export function useUpdateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateGoal & { id: string }) => updateGoal(id, body),
    onSuccess: () => invalidateOutcomes(queryClient),
    onError: (error) => toastError(saveErrorMessage(error, t('toasts.updateGoalFailed'))),
  });
}
