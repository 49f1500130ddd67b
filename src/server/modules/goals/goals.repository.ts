import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { callerUser, isRowId, ownedGoal, tally } from '../../db/ownership.ts';
import { goals } from '../../db/schema.ts';
import { MAX_GOALS_PER_USER } from '#shared/limits';
import type { Goal, UpdateGoal } from '#shared/schemas';

export const goalColumns = { id: goals.id, title: goals.title, measure: goals.measure };

export function goalsRepository(db: Db) {
  const owned = (uid: string, id: string) => ownedGoal(db, uid, id);

  return {
    /**
     * Adds a goal at the end of the caller's list (whose user row must exist). The user row is
     * locked first, so concurrent creations count and place one after another.
     */
    async create(uid: string, title: string): Promise<Goal | 'limit-reached'> {
      return db.transaction(async (tx) => {
        const [owner] = await callerUser(tx, uid).for('update');
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

    /** The changed goal (title, measure), or undefined when the caller has no goal with this id. */
    async update(uid: string, id: string, changes: UpdateGoal): Promise<Goal | undefined> {
      if (!isRowId(id)) return undefined;
      const [goal] = await db
        .update(goals)
        .set({
          ...(changes.title !== undefined && { title: changes.title }),
          ...(changes.measure !== undefined && { measure: changes.measure }),
          updatedAt: sql`now()`,
        })
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
