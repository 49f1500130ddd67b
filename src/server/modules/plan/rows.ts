import { and, asc, count, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { tally } from '#server/db/access.ts';
import type { Db } from '#server/db/client.ts';
import { iso } from '#server/db/timestamps.ts';
import { goals, outcomes, users } from '#server/db/schema.ts';
import { translator } from '#server/i18n.ts';
import type { Goal, Outcome } from '#shared/schemas';

/** The stored rows of the plan module and their API shapes, shared by its repositories. */

export const outcomeColumns = {
  id: outcomes.id,
  title: outcomes.title,
  status: outcomes.status,
  position: outcomes.position,
  createdAt: outcomes.createdAt,
  statusChangedAt: outcomes.statusChangedAt,
};

/** A stored outcome in the API's shape. */
export const toOutcome = (
  row: Pick<typeof outcomes.$inferSelect, keyof typeof outcomeColumns>,
): Outcome => ({
  ...row,
  createdAt: iso(row.createdAt),
  statusChangedAt: iso(row.statusChangedAt),
});

export const goalColumns = {
  id: goals.id,
  title: goals.title,
  outcomeId: goals.outcomeId,
  targetDate: goals.targetDate,
  status: goals.status,
  statusChangedAt: goals.statusChangedAt,
  measure: goals.measure,
};

/** A stored goal in the API's shape. */
export const toGoal = (row: Pick<typeof goals.$inferSelect, keyof typeof goalColumns>): Goal => ({
  ...row,
  statusChangedAt: iso(row.statusChangedAt),
});

/**
 * Lists order by position, then by age: rows sent with the same position keep the order they
 * were made in.
 */
export const listOrder = (table: {
  position: AnyPgColumn;
  createdAt: AnyPgColumn;
  id: AnyPgColumn;
}) => [asc(table.position), asc(table.createdAt), asc(table.id)];

/** How many of the user's outcomes are active, and the next free position after all of them. */
export async function outcomeTally(db: Db, userId: string) {
  const [all] = await db
    .select(tally(outcomes.position))
    .from(outcomes)
    .where(eq(outcomes.userId, userId));
  const [active] = await db
    .select({ total: count() })
    .from(outcomes)
    .where(and(eq(outcomes.userId, userId), eq(outcomes.status, 'active')));
  return { active: active!.total, next: all!.next };
}

/**
 * The user's first active outcome, made as "My plan" (in their language: "Mi plan") when they
 * have none: where a goal added without an outcome goes. The caller holds the user row's lock.
 */
export async function defaultOutcomeId(tx: Db, userId: string): Promise<string> {
  const [first] = await tx
    .select({ id: outcomes.id })
    .from(outcomes)
    .where(and(eq(outcomes.userId, userId), eq(outcomes.status, 'active')))
    .orderBy(...listOrder(outcomes))
    .limit(1);
  if (first) return first.id;
  const { next } = await outcomeTally(tx, userId);
  const [user] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  const title = translator(user?.locale)('outcomes.defaultTitle');
  const [created] = await tx
    .insert(outcomes)
    .values({ userId, title, position: next })
    .returning({ id: outcomes.id });
  return created!.id;
}
