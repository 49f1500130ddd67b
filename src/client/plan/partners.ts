/**
 * Partners and cheers (docs/product.md, "Partners"): the calls, their query keys and hooks. Each
 * write refetches only the list it changed.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Cheer,
  CreatedInvitation,
  LoopSettings,
  OutcomeSharing,
  Partner,
  PendingInvitation,
  SharedOutcome,
  SharedOutcomeSummary,
} from '#shared/sharing-schemas';
import { toastError } from '../components/ui/toast-store.ts';
import { apiRequest } from '../lib/api.ts';
import { t } from '../lib/i18n.tsx';
import { saveErrorMessage, type Words } from './error-message.ts';
import 'virtual:messages/toasts';

export const sharingKeys = {
  invitations: (outcomeId: string) => ['/api/outcomes', outcomeId, 'invitations'] as const,
  partners: (outcomeId: string) => ['/api/outcomes', outcomeId, 'partners'] as const,
  shared: ['/api/shared'] as const,
  sharedOutcome: (outcomeId: string) => ['/api/shared', outcomeId] as const,
  cheers: ['/api/cheers'] as const,
  sharing: (outcomeId: string) => ['/api/outcomes', outcomeId, 'sharing'] as const,
};

export const SHARE_FAILED: Words = () => t('toasts.shareFailed');

/**
 * What other people change (a partner's cheers, a removal, an owner's ticks) is read again each
 * time a page shows it, not kept from an earlier visit like the person's own plan.
 */
const fresh = { refetchOnMount: 'always' } as const;

export const usePendingInvitations = (outcomeId: string) =>
  useQuery(
    queryOptions<PendingInvitation[]>({ queryKey: sharingKeys.invitations(outcomeId), ...fresh }),
  );
export const usePartners = (outcomeId: string) =>
  useQuery(queryOptions<Partner[]>({ queryKey: sharingKeys.partners(outcomeId), ...fresh }));
export const useSharedWithMe = () =>
  useQuery(queryOptions<SharedOutcomeSummary[]>({ queryKey: sharingKeys.shared, ...fresh }));
export const useSharedOutcome = (outcomeId: string) =>
  useQuery(
    queryOptions<SharedOutcome>({ queryKey: sharingKeys.sharedOutcome(outcomeId), ...fresh }),
  );
export const useCheers = () =>
  useQuery(queryOptions<Cheer[]>({ queryKey: sharingKeys.cheers, ...fresh }));

/** A write whose success refetches `keys`, and whose failure is told in a toast. */
function useSharingWrite<Input, Output>(
  write: (input: Input) => Promise<Output>,
  keys: (input: Input) => ReadonlyArray<readonly unknown[]>,
  failed: Words = SHARE_FAILED,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (_answer, input) =>
      Promise.all(keys(input).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    onError: (error) => toastError(saveErrorMessage(error, failed)),
  });
}

export const useInvite = () =>
  useSharingWrite(
    (outcomeId: string) =>
      apiRequest<CreatedInvitation>(
        'POST',
        `/api/outcomes/${outcomeId}/invitations`,
        undefined,
        t('toasts.createInvitationFailed'),
      ),
    (outcomeId) => [sharingKeys.invitations(outcomeId)],
  );

export const useWithdrawInvitation = () =>
  useSharingWrite(
    ({ outcomeId, id }: { outcomeId: string; id: string }) =>
      apiRequest<void>(
        'DELETE',
        `/api/outcomes/${outcomeId}/invitations/${id}`,
        undefined,
        SHARE_FAILED(),
      ),
    ({ outcomeId }) => [sharingKeys.invitations(outcomeId)],
  );

export const useMutePartner = () =>
  useSharingWrite(
    ({ outcomeId, id, muted }: { outcomeId: string; id: string; muted: boolean }) =>
      apiRequest<Partner>(
        'PATCH',
        `/api/outcomes/${outcomeId}/partners/${id}`,
        { muted },
        SHARE_FAILED(),
      ),
    ({ outcomeId }) => [sharingKeys.partners(outcomeId), sharingKeys.cheers],
  );

/** The owner's sharing settings of an outcome: whether partners hear of misses. */
export const useOutcomeSharing = (outcomeId: string) =>
  useQuery(queryOptions<OutcomeSharing>({ queryKey: sharingKeys.sharing(outcomeId) }));
export const useSetOutcomeSharing = () =>
  useSharingWrite(
    ({ outcomeId, ...body }: OutcomeSharing & { outcomeId: string }) =>
      apiRequest<OutcomeSharing>('PUT', `/api/outcomes/${outcomeId}/sharing`, body, SHARE_FAILED()),
    ({ outcomeId }) => [sharingKeys.sharing(outcomeId)],
  );

/** A partner's own choices of the partner loop on an outcome they follow (docs/decisions/281). */
export const useSetLoop = () =>
  useSharingWrite(
    ({ outcomeId, ...body }: LoopSettings & { outcomeId: string }) =>
      apiRequest<LoopSettings>('PUT', `/api/shared/${outcomeId}/loop`, body, SHARE_FAILED()),
    ({ outcomeId }) => [sharingKeys.sharedOutcome(outcomeId)],
  );

/** What a partnership's end changes: the outcome's partners, the shared outcomes and cheers. */
export const partnerRemovalKeys = (outcomeId: string) => [
  sharingKeys.partners(outcomeId),
  sharingKeys.shared,
  sharingKeys.cheers,
];

/**
 * A partner stops following (the owner's removal waits for Undo: deferPartnerRemoval in
 * deferred-removals.ts).
 */
export const useRemovePartner = () =>
  useSharingWrite(
    ({ outcomeId, id }: { outcomeId: string; id: string }) =>
      apiRequest<void>(
        'DELETE',
        `/api/outcomes/${outcomeId}/partners/${id}`,
        undefined,
        SHARE_FAILED(),
      ),
    ({ outcomeId }) => partnerRemovalKeys(outcomeId),
  );

export const useAnswerInvitation = () =>
  useSharingWrite(
    ({ token, accept }: { token: string; accept: boolean }) =>
      apiRequest<{ outcomeId: string }>(
        'POST',
        `/api/invitations/${token}/${accept ? 'accept' : 'decline'}`,
        undefined,
        t('toasts.answerInvitationFailed'),
      ),
    () => [sharingKeys.shared],
  );

export const useSendCheer = () =>
  useSharingWrite(
    ({ outcomeId, text }: { outcomeId: string; text: string }) =>
      apiRequest<{ id: string }>(
        'POST',
        `/api/shared/${outcomeId}/cheers`,
        { text },
        t('toasts.sendCheerFailed'),
      ),
    () => [],
  );

/** The owner's one-line reply to a cheer; the partner sees it in their view. */
export const useReplyToCheer = () =>
  useSharingWrite(
    ({ id, text }: { id: string; text: string }) =>
      apiRequest<void>('PUT', `/api/cheers/${id}/reply`, { text }, t('toasts.sendReplyFailed')),
    () => [sharingKeys.cheers],
  );

/**
 * Dismiss all: the cheers shown, in one request. A refusal means the list changed meanwhile (a
 * partnership ended), so the list is read again either way.
 */
export function useDismissAllCheers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiRequest<void>('POST', '/api/cheers/dismiss', { ids }, DISMISS_ALL_FAILED()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharingKeys.cheers }),
    onError: (error) => toastError(saveErrorMessage(error, DISMISS_ALL_FAILED)),
  });
}
const DISMISS_ALL_FAILED: Words = () => t('toasts.dismissCheersFailed');

export const useDismissCheer = () =>
  useSharingWrite(
    (id: string) =>
      apiRequest<void>('DELETE', `/api/cheers/${id}`, undefined, t('toasts.dismissCheerFailed')),
    () => [sharingKeys.cheers],
  );
