import { REVIEW_NUDGE_DAYS } from '#shared/review';
import { daysBetween, localDateOf } from '#shared/schedule';
import { useReviews } from '#client/plan/reviews.ts';
import { PATHS } from '#client/lib/paths.ts';
import { linkClass } from './section.tsx';
import { Link } from 'wouter';

/**
 * The way to the weekly review, with a nudge when the last one was saved more than a week ago
 * (or never): docs/product.md, "Weekly review".
 */
export function ReviewNudge({ today }: { today: string }) {
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
        Weekly review
      </h2>
      {due && (
        <p className="mt-1 text-muted-foreground">
          {last
            ? 'Your last review was more than a week ago.'
            : 'You have not reviewed a week yet.'}{' '}
          Ten minutes to look back and plan the next week.
        </p>
      )}
      <Link href={PATHS.review} className={linkClass}>
        Open the weekly review
      </Link>
    </section>
  );
}
