import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ownedGoals } from '../../db/ownership.ts';
import { goals, tactics } from '../../db/schema.ts';
import type { GoalWithTactics, Outcomes } from '#shared/schemas';
import { goalColumns } from '../goals/goals.repository.ts';
import { recentMeasurements } from '../measurements/measurements.repository.ts';
import { recentCheckIns, tacticColumns, toTactic } from '../tactics/tactics.repository.ts';

export function outcomesRepository(db: Db) {
  // Every signed-in page reads this: built once, not on every call.
  const callerRows = db
    .select({ goal: goalColumns, tactic: tacticColumns })
    .from(goals)
    .leftJoin(tactics, eq(tactics.goalId, goals.id))
    .where(ownedGoals(db, sql.placeholder('uid')))
    .orderBy(asc(goals.position), asc(goals.id), asc(tactics.position), asc(tactics.id))
    .prepare('outcomes_for_caller');

  return {
    /**
     * The caller's goals in order, each with its tactics in order
     * (docs/decisions/004-the-plan-survives-a-reload.md): one query for the plan and one for the
     * recent check-ins of all its tactics.
     */
    async forCaller(uid: string): Promise<Outcomes> {
      const rows = await callerRows.execute({ uid });

      const [checkIns, values] = await Promise.all([
        recentCheckIns(
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
          entry = { ...goal, tactics: [], measurements: values.get(goal.id) ?? [] };
          byId.set(goal.id, entry);
        }
        if (tactic) entry.tactics.push(toTactic(tactic, checkIns.get(tactic.id)));
      }
      return { goals: [...byId.values()] };
    },
  };
}

export type OutcomesRepository = ReturnType<typeof outcomesRepository>;
