import { and, count, countDistinct, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { jsonColumn, rawRows } from '#server/db/prepared.ts';
import {
  callerUser,
  isRowId,
  outcomeFor,
  outcomesFor,
  whyRefused,
  type Caller,
  type Refusal,
} from '#server/db/access.ts';
import { goals, outcomes, tactics } from '#server/db/schema.ts';
import { windowEnd, windowEndOf } from '#server/plugins/shared-rate-limit-store.ts';
import { MAX_ACTIVE_OUTCOMES, TODAY_CHECK_IN_DAYS } from '#shared/limits';
import {
  type GoalWithTactics,
  type Outcome,
  type OutcomeList,
  type OutcomePlan,
  type Outcomes,
  type UpdateOutcome,
} from '#shared/schemas';
import { goalColumns, listOrder, outcomeColumns, outcomeTally, toGoal, toOutcome } from './rows.ts';
import { recentMeasurements } from './measurements.repository.ts';
import {
  allCheckIns,
  recentCheckIns,
  tacticColumns,
  tacticFromRow,
  toTactic,
  type StoredCheckIn,
} from './tactics.repository.ts';

/** Groups joined goal and tactic rows into goals with their tactics, in row order. */
async function withTactics(
  db: Db,
  rows: Array<{
    goal: Parameters<typeof toGoal>[0];
    tactic: Parameters<typeof toTactic>[0] | null;
  }>,
  checkInsOf: (db: Db, tacticIds: string[]) => Promise<Map<string, StoredCheckIn[]>>,
): Promise<GoalWithTactics[]> {
  const [checkIns, values] = await Promise.all([
    checkInsOf(
      db,
      rows.flatMap(({ tactic }) => (tactic ? [tactic.id] : [])),
    ),
    recentMeasurements(db, [
      ...new Set(rows.flatMap(({ goal }) => (goal.measure ? [goal.id] : []))),
    ]),
  ]);
  const byId = new Map<string, GoalWithTactics>();
  for (const { goal, tactic } of rows) {
    let entry = byId.get(goal.id);
    if (!entry) {
      // The goal's fields spread last: adding fields to an object made by a spread would keep
      // every plan read alive past young collections (docs/decisions/237).
      entry = { tactics: [], measurements: values.get(goal.id) ?? [], ...toGoal(goal) };
      byId.set(goal.id, entry);
    }
    if (tactic) entry.tactics.push(toTactic(tactic, checkIns.get(tactic.id)));
  }
  return [...byId.values()];
}

/**
 * One row of the plan read in array mode: goalColumns' 7 columns, then tacticColumns' 20 (null
 * for a goal without tactics), in the order those objects name them.
 */
function planRow(row: unknown[]): Parameters<typeof withTactics>[1][number] {
  // By index rather than by slicing and destructuring: no array copies per row
  // (docs/decisions/183-less-work-per-request.md).
  const goal = {
    id: row[0],
    title: row[1],
    outcomeId: row[2],
    targetDate: row[3],
    status: row[4],
    statusChangedAt: row[5],
    measure: jsonColumn(row[6]),
  } as Parameters<typeof toGoal>[0];
  return { goal, tactic: row[7] === null ? null : tacticFromRow(row, 7) };
}

/**
 * One row of the caller's outcome list in array mode: outcomeColumns' 6 columns in the order that
 * object names them, then the caller's deletion window (DELETION_END_COLUMN).
 */
function outcomeRow(row: unknown[]): Outcome {
  return toOutcome({
    id: row[0],
    title: row[1],
    status: row[2],
    position: row[3],
    createdAt: row[4],
    statusChangedAt: row[5],
  } as Parameters<typeof toOutcome>[0]);
}
const DELETION_END_COLUMN = 6;

/** Outcomes: the plans a person holds (docs/product.md, "Outcomes"). */
/** `now` is the app's clock (app.ts), which decides the window of check-ins a tactic carries. */
export function outcomesRepository(db: Db, now: () => Date = () => new Date()) {
  const recent = (db: Db, tacticIds: string[]) => recentCheckIns(db, tacticIds, now());
  // Today's read carries more weeks of check-ins than the whole plan (TODAY_CHECK_IN_DAYS).
  const todayWindow = (db: Db, tacticIds: string[]) =>
    recentCheckIns(db, tacticIds, now(), TODAY_CHECK_IN_DAYS);
  const uid = sql.placeholder('uid');
  const planRows = () =>
    db
      .select({ goal: goalColumns, tactic: tacticColumns })
      .from(goals)
      .innerJoin(outcomes, eq(outcomes.id, goals.outcomeId))
      .leftJoin(tactics, eq(tactics.goalId, goals.id));
  const goalAndTacticOrder = [...listOrder(goals), ...listOrder(tactics)];

  // Every signed-in page reads these: built once, not on every call.
  // Each row also carries the caller's deletion window from the shared store, so that the sign-in
  // check costs no round trip of its own (docs/decisions/181-a-lean-request-path.md).
  // Both are mapped here rather than by Drizzle, row by row (outcomeRow, planRow).
  const callerOutcomes = rawRows(
    db
      .select({ ...outcomeColumns, deletionEndsAtMs: windowEndOf(sql.placeholder('deletionKey')) })
      .from(outcomes)
      .where(outcomesFor(db, uid, 'read'))
      .orderBy(...listOrder(outcomes))
      .prepare('outcomes_of_caller'),
  );
  const activeRows = rawRows(
    planRows()
      .where(and(outcomesFor(db, uid, 'read'), eq(outcomes.status, 'active')))
      .orderBy(...listOrder(outcomes), ...goalAndTacticOrder)
      .prepare('active_plans_of_caller'),
  );

  return {
    /**
     * Every outcome of the caller, and the goals of the active ones in order, each with its
     * tactics in order (docs/decisions/004-the-plan-survives-a-reload.md). With `window:
     * 'today'` each tactic carries TODAY_CHECK_IN_DAYS of check-ins, for Today's read.
     */
    async overview(
      caller: Caller,
      deletionKey: string,
      window: 'plan' | 'today' = 'plan',
    ): Promise<{ plan: Outcomes; deletionEndsAtMs: number | null }> {
      const [outcomeRows, rows] = await Promise.all([
        callerOutcomes.execute({ uid: caller.uid, deletionKey }),
        activeRows.execute({ uid: caller.uid }),
      ]);
      const [first] = outcomeRows;
      // With no outcome there is no row to carry the deletion window: it is read on its own.
      const deletionEndsAtMs = first
        ? first[DELETION_END_COLUMN] === null
          ? null
          : Number(first[DELETION_END_COLUMN])
        : await windowEnd(db, deletionKey);
      return {
        plan: {
          outcomes: outcomeRows.map(outcomeRow),
          goals: await withTactics(db, rows.map(planRow), window === 'plan' ? recent : todayWindow),
        },
        deletionEndsAtMs,
      };
    },

    /**
     * Every outcome of the caller with how many goals, tactics and tactics done it holds, and no
     * goal or tactic: what the Outcomes page shows (docs/decisions/250).
     */
    async list(
      caller: Caller,
      deletionKey: string,
    ): Promise<{ list: OutcomeList; deletionEndsAtMs: number | null }> {
      const [rows, deletionEndsAtMs] = await Promise.all([
        db
          .select({
            ...outcomeColumns,
            goals: countDistinct(goals.id),
            tactics: count(tactics.id),
            done: sql<number>`count(${tactics.id}) filter (where ${tactics.completed})`.mapWith(
              Number,
            ),
          })
          .from(outcomes)
          .leftJoin(goals, eq(goals.outcomeId, outcomes.id))
          .leftJoin(tactics, eq(tactics.goalId, goals.id))
          .where(outcomesFor(db, caller.uid, 'read'))
          .groupBy(outcomes.id)
          .orderBy(...listOrder(outcomes)),
        windowEnd(db, deletionKey),
      ]);
      return {
        list: {
          outcomes: rows.map(({ goals, tactics, done, ...outcome }) => ({
            ...toOutcome(outcome),
            counts: { goals, tactics, done },
          })),
        },
        deletionEndsAtMs,
      };
    },

    /**
     * One outcome of any status with its goals and tactics; undefined without read access. Its
     * tactics carry every check-in, or with `checkIns: 'recent'` the window the whole plan
     * carries (the workflow steps read the current outcome so).
     */
    async plan(
      caller: Caller,
      id: string,
      checkIns: 'all' | 'recent' = 'all',
    ): Promise<OutcomePlan | undefined> {
      if (!isRowId(id)) return undefined;
      const [outcome] = await db
        .select(outcomeColumns)
        .from(outcomes)
        .where(outcomeFor(db, caller.uid, 'read', id));
      if (!outcome) return undefined;
      const rows = await planRows()
        .where(eq(goals.outcomeId, outcome.id))
        .orderBy(...goalAndTacticOrder);
      // An outcome's history counts every check-in; it is read one outcome at a time.
      const checkInsOf = checkIns === 'all' ? allCheckIns : recent;
      return { goals: await withTactics(db, rows, checkInsOf), ...toOutcome(outcome) };
    },

    /**
     * A new active outcome after the caller's others (whose user row must exist); the user row
     * is locked so concurrent creations count against the limit one after another.
     */
    async create(caller: Caller, title: string): Promise<Outcome | 'limit-reached'> {
      return db.transaction(async (tx) => {
        const [owner] = await callerUser(tx, caller.uid).for('update');
        if (!owner) throw new Error('outcomes.create: the caller has no user row');
        const { active, next } = await outcomeTally(tx, owner.id);
        if (active >= MAX_ACTIVE_OUTCOMES) return 'limit-reached';
        const [created] = await tx
          .insert(outcomes)
          .values({ userId: owner.id, title, position: next })
          .returning(outcomeColumns);
        return toOutcome(created!);
      });
    },

    /**
     * Renames, reorders or changes the status of an outcome. Restoring one counts against the
     * active limit; the status time moves only when the status really changes.
     */
    async update(
      caller: Caller,
      id: string,
      changes: UpdateOutcome,
    ): Promise<Outcome | Refusal | 'limit-reached'> {
      if (!isRowId(id)) return 'not-found';
      const result = await db.transaction(async (tx) => {
        const [owner] = await callerUser(tx, caller.uid).for('update');
        if (!owner) return undefined;
        if (changes.status === 'active') {
          const [restoring] = await tx
            .select({ id: outcomes.id })
            .from(outcomes)
            .where(and(outcomeFor(tx, caller.uid, 'manage', id), ne(outcomes.status, 'active')));
          if (restoring && (await outcomeTally(tx, owner.id)).active >= MAX_ACTIVE_OUTCOMES) {
            return 'limit-reached' as const;
          }
        }
        const [updated] = await tx
          .update(outcomes)
          .set({
            ...(changes.title !== undefined ? { title: changes.title } : {}),
            ...(changes.position !== undefined ? { position: changes.position } : {}),
            ...(changes.status !== undefined
              ? {
                  status: changes.status,
                  statusChangedAt: sql`case when ${outcomes.status} = ${changes.status}
                    then ${outcomes.statusChangedAt} else now() end`,
                }
              : {}),
            updatedAt: sql`now()`,
          })
          .where(outcomeFor(tx, caller.uid, 'manage', id))
          .returning(outcomeColumns);
        return updated ? toOutcome(updated) : undefined;
      });
      return result ?? whyRefused(db, caller, { outcome: id }, 'manage');
    },

    /** Deletes the outcome; its goals, tactics and check-ins go with it by cascade. */
    async delete(caller: Caller, id: string): Promise<true | Refusal> {
      if (!isRowId(id)) return 'not-found';
      const deleted = await db
        .delete(outcomes)
        .where(outcomeFor(db, caller.uid, 'manage', id))
        .returning({ id: outcomes.id });
      return deleted.length > 0 || whyRefused(db, caller, { outcome: id }, 'manage');
    },
  };
}

export type OutcomesRepository = ReturnType<typeof outcomesRepository>;
