import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { goals, tactics, users } from './schema.ts';
import { idSchema } from '#shared/schemas';

/**
 * Where a row's owner is decided, in one place. Every query that reads or changes a user's rows
 * is scoped here in its own SQL: `uid` is the verified Firebase uid, and a row answers only when
 * its owner's user row carries that uid. Another user's id reads as missing
 * (docs/decisions/007-saved-rows-belong-to-one-user.md).
 */

/** The caller's user row, selected by uid; the one lookup every scoped query builds on. */
export const callerUser = (db: Pick<Db, 'select'>, uid: string) =>
  db.select({ id: users.id }).from(users).where(eq(users.firebaseUid, uid));

/** The caller's own row of `users`. */
export const ownedUser = (uid: string) => eq(users.firebaseUid, uid);

/** The caller's user row id, or undefined when the caller has never been seen. */
export async function findCallerUserId(db: Db, uid: string): Promise<string | undefined> {
  const [row] = await callerUser(db, uid);
  return row?.id;
}

/** The ids of the caller's goals, as a subquery. */
export const callerGoalIds = (db: Db, uid: string) =>
  db
    .select({ id: goals.id })
    .from(goals)
    .where(inArray(goals.userId, callerUser(db, uid)));

/** Rows of `goals` that belong to the caller. */
export const ownedGoals = (db: Db, uid: string) => inArray(goals.userId, callerUser(db, uid));

/** The goal `id`, when it is the caller's. */
export const ownedGoal = (db: Db, uid: string, id: string) =>
  and(eq(goals.id, id), ownedGoals(db, uid));

/** The tactic `id`, when it hangs under one of the caller's goals. */
export const ownedTactic = (db: Db, uid: string, id: string) =>
  and(eq(tactics.id, id), inArray(tactics.goalId, callerGoalIds(db, uid)));

/** A malformed id names no row, so it is answered like an id that is not the caller's. */
export const isRowId = (id: string) => idSchema.safeParse(id).success;

/** The next free position at the end of a list, and how many rows it holds. */
export const tally = (position: AnyPgColumn) => ({
  total: count(),
  next: sql`coalesce(max(${position}) + 1, 0)`.mapWith(Number),
});
