import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  accessTo,
  callerUser,
  goalFor,
  isRowId,
  outcomeFor,
  refusalFor,
  tally,
  whyRefused,
  type Caller,
  type Refusal,
} from '#server/db/access.ts';
import { goals, outcomes } from '#server/db/schema.ts';
import { MAX_GOALS_PER_OUTCOME } from '#shared/limits';
import type { CreateGoal, Goal, UpdateGoal } from '#shared/schemas';
import { defaultOutcomeId, goalColumns, toGoal } from './rows.ts';

/** What refuses a goal's outcome: no access, or one that is not active (history is read-only). */
export type OutcomeRefusal = Refusal | 'limit-reached';

/**
 * Locks the outcome `id` for adding a goal and checks there is room: its id and next free
 * position, or why not. Concurrent additions to one outcome count one after another.
 */
async function roomIn(
  tx: Db,
  caller: Caller,
  id: string,
): Promise<{ id: string; next: number } | OutcomeRefusal> {
  const [outcome] = await tx
    .select({ id: outcomes.id })
    .from(outcomes)
    .where(outcomeFor(tx, caller.uid, 'edit', id))
    .for('update');
  if (!outcome)
    return refusalFor(await accessTo(tx, caller, { outcome: id }), 'edit') ?? 'not-found';
  const [list] = await tx
    .select(tally(goals.position))
    .from(goals)
    .where(eq(goals.outcomeId, outcome.id));
  if (list!.total >= MAX_GOALS_PER_OUTCOME) return 'limit-reached';
  return { id: outcome.id, next: list!.next };
}

/** Goals belong to an outcome; every query is scoped by `db/access.ts`. */
export function goalsRepository(db: Db) {
  return {
    /**
     * Adds a goal to one of the caller's active outcomes (whose user row must exist), by default
     * the first one, made when there is none. Without a position it goes last.
     */
    async create(caller: Caller, goal: CreateGoal): Promise<Goal | OutcomeRefusal> {
      if (goal.outcomeId !== undefined && !isRowId(goal.outcomeId)) return 'not-found';
      return db.transaction(async (tx) => {
        const [owner] = await callerUser(tx, caller.uid).for('update');
        if (!owner) throw new Error('goals.create: the caller has no user row');
        const outcomeId = goal.outcomeId ?? (await defaultOutcomeId(tx, owner.id));
        const room = await roomIn(tx, caller, outcomeId);
        if (typeof room === 'string') return room;
        const [created] = await tx
          .insert(goals)
          .values({ outcomeId: room.id, title: goal.title, position: goal.position ?? room.next })
          .returning(goalColumns);
        return toGoal(created!);
      });
    },

    /**
     * The goal after the change. A move (`outcomeId`) goes to the end of another of the caller's
     * active outcomes unless a position is sent; its tactics go with it. 'target-…' refusals
     * are about the outcome moved into.
     */
    async update(
      caller: Caller,
      id: string,
      changes: UpdateGoal,
    ): Promise<Goal | Refusal | { target: OutcomeRefusal }> {
      if (!isRowId(id)) return 'not-found';
      const result = await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ outcomeId: goals.outcomeId })
          .from(goals)
          .where(goalFor(tx, caller.uid, 'edit', id))
          .for('update', { of: goals });
        if (!current) return undefined;
        let position = changes.position;
        const moving = changes.outcomeId !== undefined && changes.outcomeId !== current.outcomeId;
        if (moving) {
          const room = isRowId(changes.outcomeId!)
            ? await roomIn(tx, caller, changes.outcomeId!)
            : 'not-found';
          if (typeof room === 'string') return { target: room };
          position ??= room.next;
        }
        const { title, targetDate, status, measure } = changes;
        const [updated] = await tx
          .update(goals)
          .set({
            ...(title !== undefined ? { title } : {}),
            ...(targetDate !== undefined ? { targetDate } : {}),
            ...(measure !== undefined ? { measure } : {}),
            ...(position !== undefined ? { position } : {}),
            ...(moving ? { outcomeId: changes.outcomeId } : {}),
            ...(status !== undefined
              ? {
                  status,
                  statusChangedAt: sql`case when ${goals.status} = ${status}
                    then ${goals.statusChangedAt} else now() end`,
                }
              : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(goals.id, id))
          .returning(goalColumns);
        return toGoal(updated!);
      });
      return result ?? whyRefused(db, caller, { goal: id }, 'edit');
    },

    /** Deletes the goal and, by cascade, its tactics. */
    async delete(caller: Caller, id: string): Promise<true | Refusal> {
      if (!isRowId(id)) return 'not-found';
      const deleted = await db
        .delete(goals)
        .where(goalFor(db, caller.uid, 'edit', id))
        .returning({ id: goals.id });
      return deleted.length > 0 || whyRefused(db, caller, { goal: id }, 'edit');
    },
  };
}

export type GoalsRepository = ReturnType<typeof goalsRepository>;
