import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOutcome, Outcome, UpdateOutcome } from '#shared/schemas';
import { toastError } from '../components/ui/toast-store.ts';
import { apiRequest } from '../lib/api.ts';
import { t } from '../lib/i18n.tsx';
import { saveErrorMessage, type Words } from './error-message.ts';
import { invalidateOutcomes } from './outcomes.ts';
import 'virtual:messages/toasts';

export const SAVE_OUTCOME_FAILED: Words = () => t('toasts.saveOutcomeFailed');

export const createOutcome = (body: CreateOutcome) =>
  apiRequest<Outcome>('POST', '/api/outcomes', body, t('toasts.createOutcomeFailed'));

export const updateOutcome = (id: string, body: UpdateOutcome) =>
  apiRequest<Outcome>('PATCH', `/api/outcomes/${id}`, body, t('toasts.updateOutcomeFailed'));

/** Makes an outcome; the plan is refetched after, a refusal told in a toast. */
export function useCreateOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOutcome,
    onSuccess: () => invalidateOutcomes(queryClient),
    onError: (error) => toastError(saveErrorMessage(error, SAVE_OUTCOME_FAILED)),
  });
}

/** Renames an outcome or changes its status (achieved, archived, active again). */
export function useUpdateOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateOutcome & { id: string }) => updateOutcome(id, body),
    onSuccess: () => invalidateOutcomes(queryClient),
    onError: (error) => toastError(saveErrorMessage(error, SAVE_OUTCOME_FAILED)),
  });
}
