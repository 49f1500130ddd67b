import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, SaveReview } from '#shared/review';
import type { LocalDate } from '#shared/schedule';
import { toast, toastError } from '../components/ui/toast-store.ts';
import { t } from '../lib/i18n.tsx';
import { saveErrorMessage } from './error-message.ts';
import { loadOfflineQueue } from './offline/load.ts';
import { REVIEWS_KEY } from './reviews.ts';
import 'virtual:messages/common';
import 'virtual:messages/offline';
import 'virtual:messages/toasts';

/**
 * Saves a week's review through the offline queue (docs/decisions/019-offline.md): shown in the
 * list at once, sent when there is a connection, once (a PUT of the whole review).
 */
export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ weekStart, review }: { weekStart: LocalDate; review: SaveReview }) =>
      (await loadOfflineQueue()).queueWrite(queryClient, {
        kind: 'review',
        id: weekStart,
        weekStart,
        review,
      }),
    onMutate: ({ weekStart, review }): { shown: Review } => {
      const before = queryClient
        .getQueryData<{ reviews: Review[] }>(REVIEWS_KEY)
        ?.reviews.find((saved) => saved.weekStart === weekStart);
      const shown: Review = {
        ...before,
        weekStart,
        wentWell: review.wentWell?.trim() ?? '',
        gotInTheWay: review.gotInTheWay?.trim() ?? '',
        changeNext: review.changeNext?.trim() ?? '',
        figures: review.figures ?? before?.figures ?? { goals: [] },
        savedAt: new Date().toISOString(),
      };
      queryClient.setQueryData<{ reviews: Review[] }>(REVIEWS_KEY, (list) => ({
        reviews: [shown, ...(list?.reviews ?? []).filter((r) => r.weekStart !== weekStart)].sort(
          (a, b) => (a.weekStart < b.weekStart ? 1 : -1),
        ),
      }));
      return { shown };
    },
    // Here, not in the form: saving remounts the form with the saved review. A save the server
    // refused was reported by the queue, which read the list again without it: that error stays.
    onSuccess: (_answer, _variables, context) => {
      const list = queryClient.getQueryData<{ reviews: Review[] }>(REVIEWS_KEY);
      if (!list?.reviews.includes(context.shown)) return;
      toast({ title: t('common.success'), description: t('toasts.reviewSaved') });
      // The server completes figures sent in part (docs/decisions/256) and lists what it kept
      // (257): show its copy.
      void queryClient.invalidateQueries({ queryKey: [REVIEWS_KEY[0]] });
    },
    onError: (error) => {
      toastError(saveErrorMessage(error, t('offline.saveReviewFailed')));
      void queryClient.invalidateQueries({ queryKey: REVIEWS_KEY });
    },
  });
}
