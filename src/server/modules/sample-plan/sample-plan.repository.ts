import { and, count, eq, min } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { ownUser, type Caller } from '#server/db/access.ts';
import { goals, outcomes, tactics, users } from '#server/db/schema.ts';
import { translator } from '#server/i18n.ts';
import { MAX_ACTIVE_OUTCOMES } from '#shared/limits';
import { samplePlan } from '#shared/sample-plan';

/** The sample plan, saved as a person's own (docs/product.md, "A sample plan"). */
export function samplePlanRepository(db: Db) {
  return {
    /**
     * Saves the sample as a new outcome of the caller (whose user row must exist), listed first,
     * with its goals and rated tactics, all in one transaction, and only when none of the caller's
     * outcomes holds a goal yet. The user row is locked first, so of two calls at once (a double
     * click, a retry) the second finds the plan filled and writes nothing. Its titles are in the
     * caller's stored language (docs/decisions/291-momentum-in-your-language.md).
     */
    async create(caller: Caller): Promise<{ outcomeId: string } | 'not-empty' | 'limit-reached'> {
      return db.transaction(async (tx) => {
        const [owner] = await tx
          .select({ id: users.id, locale: users.locale })
          .from(users)
          .where(ownUser(caller))
          .for('update');
        if (!owner) throw new Error('samplePlan.create: the caller has no user row');
        const [held] = await tx
          .select({ id: goals.id })
          .from(goals)
          .innerJoin(outcomes, eq(outcomes.id, goals.outcomeId))
          .where(eq(outcomes.userId, owner.id))
          .limit(1);
        if (held) return 'not-empty';
        const [active] = await tx
          .select({ total: count() })
          .from(outcomes)
          .where(and(eq(outcomes.userId, owner.id), eq(outcomes.status, 'active')));
        if (active!.total >= MAX_ACTIVE_OUTCOMES) return 'limit-reached';
        const [first] = await tx
          .select({ position: min(outcomes.position) })
          .from(outcomes)
          .where(eq(outcomes.userId, owner.id));
        const position = first?.position === null || !first ? 0 : first.position - 1;
        const sample = samplePlan(translator(owner.locale));
        const [outcome] = await tx
          .insert(outcomes)
          .values({ userId: owner.id, title: sample.outcome, position })
          .returning({ id: outcomes.id });
        const goalRows = await tx
          .insert(goals)
          .values(
            sample.goals.map((goal, index) => ({
              outcomeId: outcome!.id,
              title: goal.title,
              position: index,
            })),
          )
          .returning({ id: goals.id, position: goals.position });
        const goalIds = new Map(goalRows.map((row) => [row.position, row.id]));
        await tx.insert(tactics).values(
          sample.goals.flatMap((goal, goalIndex) =>
            goal.tactics.map((tactic, index) => ({
              goalId: goalIds.get(goalIndex)!,
              title: tactic.title,
              effort: tactic.effort,
              impact: tactic.impact,
              position: index,
            })),
          ),
        );
        return { outcomeId: outcome!.id };
      });
    },
  };
}

export type SamplePlanRepository = ReturnType<typeof samplePlanRepository>;
