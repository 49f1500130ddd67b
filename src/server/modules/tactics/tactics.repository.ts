import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isRowId, ownedGoal, ownedTactic, tally } from '../../db/ownership.ts';
import { goals, tactics } from '../../db/schema.ts';
import { MAX_TACTICS_PER_GOAL } from '#shared/limits';
import type { CreateTactic, Tactic, UpdateTactic } from '#shared/schemas';

export const tacticColumns = {
  id: tactics.id,
  goalId: tactics.goalId,
  title: tactics.title,
  effort: tactics.effort,
  impact: tactics.impact,
  completed: tactics.completed,
};

/** Tactics belong to the caller through their goal; every query is scoped by `db/ownership.ts`. */
export function tacticsRepository(db: Db) {
  const owned = (uid: string, id: string) => ownedTactic(db, uid, id);

  return {
    /**
     * Adds a tactic at the end of one of the caller's goals. The goal row is locked first, so
     * concurrent creations count and place one after another, and a concurrent delete waits.
     */
    async create(
      uid: string,
      tactic: CreateTactic,
    ): Promise<Tactic | 'not-found' | 'limit-reached'> {
      return db.transaction(async (tx) => {
        const [goal] = await tx
          .select({ id: goals.id })
          .from(goals)
          .where(ownedGoal(db, uid, tactic.goalId))
          .for('update', { of: goals });
        if (!goal) return 'not-found';
        const [list] = await tx
          .select(tally(tactics.position))
          .from(tactics)
          .where(eq(tactics.goalId, goal.id));
        if (list!.total >= MAX_TACTICS_PER_GOAL) return 'limit-reached';
        const [created] = await tx
          .insert(tactics)
          .values({ goalId: goal.id, title: tactic.title, position: list!.next })
          .returning(tacticColumns);
        return created!;
      });
    },

    /** The whole tactic after the change, or undefined when the caller has no such tactic. */
    async update(uid: string, id: string, changes: UpdateTactic): Promise<Tactic | undefined> {
      if (!isRowId(id)) return undefined;
      const [tactic] = await db
        .update(tactics)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(owned(uid, id))
        .returning(tacticColumns);
      return tactic;
    },

    /** False when the caller has no tactic with this id. */
    async delete(uid: string, id: string): Promise<boolean> {
      if (!isRowId(id)) return false;
      const deleted = await db.delete(tactics).where(owned(uid, id)).returning({ id: tactics.id });
      return deleted.length > 0;
    },
  };
}

export type TacticsRepository = ReturnType<typeof tacticsRepository>;
