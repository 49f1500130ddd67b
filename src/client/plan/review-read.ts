import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Outcomes, ReviewPlan } from '#shared/schemas';
import { reviewPlan } from '#shared/review-plan';
import type { WeekStart } from '#shared/schedule';
import { isOnline } from '#client/lib/connection.ts';
import { planKeys, usePlanRead } from './outcomes.ts';

/**
 * What the weekly review shows on `date` (docs/product.md, "Weekly review"): its own read, not
 * the whole plan (docs/decisions/250). Offline, a review never read here is worked out from a
 * whole plan the device still holds from before; dated 0, it is read again when the connection is
 * back.
 */
export function useReviewPlan(date: string, weekStartsOn: WeekStart) {
  const queryClient = useQueryClient();
  return usePlanRead(
    queryOptions<ReviewPlan>({
      queryKey: planKeys.review(date),
      initialData: () => {
        if (isOnline()) return undefined;
        const whole = queryClient.getQueryData<Outcomes>(planKeys.all);
        return whole && reviewPlan(whole, date, weekStartsOn);
      },
      initialDataUpdatedAt: 0,
      staleTime: (query) => (query.state.dataUpdatedAt === 0 ? 0 : Infinity),
    }),
  );
}
