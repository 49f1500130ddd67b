import { REVIEW_NUDGE_DAYS } from '#shared/review';
import { daysBetween, localDateOf } from '#shared/schedule';
import { useReviews } from '#client/plan/reviews.ts';
import { PATHS } from '#client/lib/paths.ts';
import { linkClass } from './section.tsx';
import { Link } from 'wouter';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/today';

/**
 * The way to the weekly review, with a nudge when the last one was saved more than a week ago
 * (or never): docs/product.md, "Weekly review".
 */
export function ReviewNudge({ today }: { today: string }) {
  const t = useT();
  const reviews = useReviews();
  const last = reviews.data?.reviews.reduce<string | null>(
    (latest, review) => (latest === null || review.savedAt > latest ? review.savedAt : latest),
    null,
  );
  const due =
    reviews.isSuccess &&
    (last === null ||
      last === undefined ||
      daysBetween(localDateOf(last), today) > REVIEW_NUDGE_DAYS);
  return (
    <section aria-labelledby="today-review" className="rounded-lg border border-border bg-card p-4">
      <h2 id="today-review" className="text-lg font-semibold">
        {t('today.weeklyReview')}
      </h2>
      {due && (
        <p className="mt-1 text-muted-foreground">
          {last ? t('today.lastReviewLongAgo') : t('today.neverReviewed')}{' '}
          {t('today.reviewTenMinutes')}
        </p>
      )}
      <Link href={PATHS.review} className={linkClass}>
        {t('today.openReview')}
      </Link>
    </section>
  );
}
