import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Outcomes } from '#shared/schemas';
import type { ReviewPlan } from '#shared/review-schemas';
import { reviewPlan } from '#shared/review-plan';
import type { WeekStart } from '#shared/schedule';
import { isOnline } from '#client/lib/connection.ts';
import { planKeys, usePlanRead } from './outcomes.ts';

/**
 * What the weekly review shows on `date` (docs/product.md, "Weekly review"): its own read, not
 * the whole plan (docs/decisions/250), what it shows first with the week's figures of every goal,
 * or with `shown` all everything it may show, read once asked for (`enabled`; docs/decisions/256).
 * Offline, a review never read here is worked out from a whole plan the device still holds from
 * before; dated 0, it is read again when the connection is back. The full read offline waits for
 * the connection, as Today's (docs/offline.md).
 */
export function useReviewPlan(
  date: string,
  weekStartsOn: WeekStart,
  shown: 'first' | 'all' = 'first',
  enabled = true,
) {
  const queryClient = useQueryClient();
  return usePlanRead(
    queryOptions<ReviewPlan>({
      queryKey: planKeys.review(date, shown),
      initialData: () => {
        if (isOnline() || shown === 'all') return undefined;
        const whole = queryClient.getQueryData<Outcomes>(planKeys.all);
        return whole && reviewPlan(whole, date, weekStartsOn);
      },
      initialDataUpdatedAt: 0,
      staleTime: (query) => (query.state.dataUpdatedAt === 0 ? 0 : Infinity),
    }),
    enabled,
  );
}
