import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { callerUser, type Caller } from '#server/db/access.ts';
import { reviews } from '#server/db/schema.ts';
import { iso } from '#server/db/timestamps.ts';
import type { Review, WeekFigures } from '#shared/review';

const reviewColumns = {
  weekStart: reviews.weekStart,
  wentWell: reviews.wentWell,
  gotInTheWay: reviews.gotInTheWay,
  changeNext: reviews.changeNext,
  figures: reviews.figures,
  updatedAt: reviews.updatedAt,
};

type ReviewRow = { [Key in keyof typeof reviewColumns]: (typeof reviewColumns)[Key]['_']['data'] };

const toReview = ({ updatedAt, ...row }: ReviewRow): Review => ({
  ...row,
  savedAt: iso(updatedAt),
});

export interface ReviewTexts {
  wentWell: string;
  gotInTheWay: string;
  changeNext: string;
  figures: WeekFigures;
}

/**
 * Weekly reviews (docs/product.md, "Weekly review"), each scoped to the caller's own user row:
 * another person's reviews are never read or written.
 */
export function reviewsRepository(db: Db) {
  return {
    /** The caller's reviews, newest week first. */
    async list(caller: Caller): Promise<Review[]> {
      const rows = await db
        .select(reviewColumns)
        .from(reviews)
        .where(inArray(reviews.userId, callerUser(db, caller.uid)))
        .orderBy(desc(reviews.weekStart));
      return rows.map(toReview);
    },

    /** The caller's review of the week starting `weekStart`, or undefined. */
    async one(caller: Caller, weekStart: string): Promise<Review | undefined> {
      const [row] = await db
        .select(reviewColumns)
        .from(reviews)
        .where(
          and(
            inArray(reviews.userId, callerUser(db, caller.uid)),
            eq(reviews.weekStart, weekStart),
          ),
        );
      return row && toReview(row);
    },

    /** Creates or replaces the review of one week of the user row `userId`: again is the same. */
    async save(userId: string, weekStart: string, texts: ReviewTexts): Promise<Review> {
      const [row] = await db
        .insert(reviews)
        .values({ userId, weekStart, ...texts })
        .onConflictDoUpdate({
          target: [reviews.userId, reviews.weekStart],
          set: { ...texts, updatedAt: sql`now()` },
        })
        .returning(reviewColumns);
      return toReview(row!);
    },
  };
}

export type ReviewsRepository = ReturnType<typeof reviewsRepository>;
