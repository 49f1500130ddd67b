import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { goalFor, isRowId, whyRefused, type Caller, type Refusal } from '#server/db/access.ts';
import { preparedOncePerDatabase } from '#server/db/prepared.ts';
import { goals, measurements } from '#server/db/schema.ts';
import { MEASUREMENT_HISTORY_DAYS } from '#shared/limits';
import type { Measurement } from '#shared/measure';
import type { LocalDate } from '#shared/schedule';
import type { MeasurementBody } from '#shared/schemas';

const measurementColumns = {
  date: measurements.date,
  value: measurements.value,
  note: measurements.note,
};

/** Every plan read runs it: one array parameter, planned once. */
const recentQuery = preparedOncePerDatabase((db) =>
  db
    .select({ goalId: measurements.goalId, ...measurementColumns })
    .from(measurements)
    .where(
      and(
        sql`${measurements.goalId} = any(${sql.placeholder('ids')}::uuid[])`,
        gte(measurements.date, sql`current_date - ${sql.raw(String(MEASUREMENT_HISTORY_DAYS))}`),
      ),
    )
    .orderBy(asc(measurements.goalId), asc(measurements.date))
    .prepare('recent_measurements'),
);

/** Logged values of the last MEASUREMENT_HISTORY_DAYS days for the given goals, by date. */
export async function recentMeasurements(
  db: Db,
  goalIds: string[],
): Promise<Map<string, Measurement[]>> {
  const byGoal = new Map<string, Measurement[]>();
  if (goalIds.length === 0) return byGoal;
  for (const { goalId, ...value } of await recentQuery(db).execute({ ids: goalIds })) {
    byGoal.set(goalId, [...(byGoal.get(goalId) ?? []), value]);
  }
  return byGoal;
}

/**
 * A measured goal's logged values, one per goal and date (docs/product.md, "Measures and pace").
 * Every query is scoped by `db/access.ts`: values are edited like the goal itself.
 */
export function measurementsRepository(db: Db) {
  return {
    /**
     * Sets the value (and note) of one date; sending it again changes nothing. A refusal when the
     * caller may not edit the goal, 'no-measure' when the goal is not measured.
     */
    async put(
      caller: Caller,
      goalId: string,
      date: LocalDate,
      body: MeasurementBody,
    ): Promise<Measurement | 'no-measure' | Refusal> {
      if (!isRowId(goalId)) return 'not-found';
      const [goal] = await db
        .select({ id: goals.id, measure: goals.measure })
        .from(goals)
        .where(goalFor(db, caller.uid, 'edit', goalId));
      if (!goal) return whyRefused(db, caller, { goal: goalId }, 'edit');
      if (!goal.measure) return 'no-measure';
      const note = body.note ?? null;
      const [row] = await db
        .insert(measurements)
        .values({ goalId: goal.id, date, value: body.value, note })
        .onConflictDoUpdate({
          target: [measurements.goalId, measurements.date],
          set: { value: body.value, note, updatedAt: sql`now()` },
        })
        .returning(measurementColumns);
      return row!;
    },

    /** Removes the value of one date if there is one; why not when the caller may not. */
    async remove(caller: Caller, goalId: string, date: LocalDate): Promise<true | Refusal> {
      if (!isRowId(goalId)) return 'not-found';
      const [goal] = await db
        .select({ id: goals.id })
        .from(goals)
        .where(goalFor(db, caller.uid, 'edit', goalId));
      if (!goal) return whyRefused(db, caller, { goal: goalId }, 'edit');
      await db
        .delete(measurements)
        .where(and(eq(measurements.goalId, goal.id), eq(measurements.date, date)));
      return true;
    },
  };
}

export type MeasurementsRepository = ReturnType<typeof measurementsRepository>;
