import { and, count, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { goals, users } from '../../db/schema.ts';
import { MAX_GOALS_PER_USER } from '#shared/limits';
import { idSchema, type Goal } from '#shared/schemas';

export const goalColumns = { id: goals.id, title: goals.title };

/**
 * Every query here is scoped to the caller in its own SQL: `uid` is the verified Firebase uid,
 * and a row answers only when its owner's row carries that uid (D5). A placeholder in place of
 * the uid builds the same subquery for a prepared statement.
 */
export const callerUserId = (db: Db, uid: string | Placeholder) =>
  db.select({ id: users.id }).from(users).where(eq(users.firebaseUid, uid));

export const callerGoalIds = (db: Db, uid: string | Placeholder) =>
  db
    .select({ id: goals.id })
    .from(goals)
    .where(inArray(goals.userId, callerUserId(db, uid)));

/** A malformed id names no row, so it is answered like an id that is not the caller's. */
export const isRowId = (id: string) => idSchema.safeParse(id).success;

/** The next free position at the end of a list, and how many rows it holds. */
export const tally = (position: AnyPgColumn) => ({
  total: count(),
  next: sql`coalesce(max(${position}) + 1, 0)`.mapWith(Number),
});

export function goalsRepository(db: Db) {
  const owned = (uid: string, id: string) =>
    and(eq(goals.id, id), inArray(goals.userId, callerUserId(db, uid)));

  return {
    /**
     * Adds a goal at the end of the caller's list (whose user row must exist). The user row is
     * locked first, so concurrent creations count and place one after another.
     */
    async create(uid: string, title: string): Promise<Goal | 'limit-reached'> {
      return db.transaction(async (tx) => {
        const [owner] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.firebaseUid, uid))
          .for('update');
        if (!owner) throw new Error('goals.create: the caller has no user row');
        const [list] = await tx
          .select(tally(goals.position))
          .from(goals)
          .where(eq(goals.userId, owner.id));
        if (list!.total >= MAX_GOALS_PER_USER) return 'limit-reached';
        const [goal] = await tx
          .insert(goals)
          .values({ userId: owner.id, title, position: list!.next })
          .returning(goalColumns);
        return goal!;
      });
    },

    /** The renamed goal, or undefined when the caller has no goal with this id. */
    async rename(uid: string, id: string, title: string): Promise<Goal | undefined> {
      if (!isRowId(id)) return undefined;
      const [goal] = await db
        .update(goals)
        .set({ title, updatedAt: sql`now()` })
        .where(owned(uid, id))
        .returning(goalColumns);
      return goal;
    },

    /** Deletes the goal and, by cascade, its tactics; false when the caller has no such goal. */
    async delete(uid: string, id: string): Promise<boolean> {
      if (!isRowId(id)) return false;
      const deleted = await db.delete(goals).where(owned(uid, id)).returning({ id: goals.id });
      return deleted.length > 0;
    },
  };
}

export type GoalsRepository = ReturnType<typeof goalsRepository>;
