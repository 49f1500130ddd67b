import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgTable, TableConfig } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { iso, isoOrNull } from '#server/db/timestamps.ts';
import { callerUser, outcomesFor, ownUser, type Caller } from '#server/db/access.ts';
import {
  checkIns,
  cheers,
  goals,
  measurements,
  outcomes,
  partners,
  rateLimitHits,
  reviews,
  tactics,
  users,
} from '#server/db/schema.ts';
import { WRITE_BUDGET } from '#server/plugins/security.ts';
import { rememberDeletion } from '#server/plugins/deleted-accounts.ts';
import { outcomeTally } from '../plan/index.ts';
import { rateLimitKey } from '#server/plugins/shared-rate-limit-store.ts';
import {
  EXPORT_VERSION,
  type ExportedGoal,
  type ExportedOutcome,
  type ExportedTactic,
  type MomentumExport,
} from '#shared/export';
import { partnerFacingName } from '#shared/sharing';

const dateOr = (value: string | null | undefined, fallback: Date) =>
  value ? new Date(value) : fallback;

/** Bind parameters one statement may carry (PostgreSQL's protocol allows 65,535). */
const MAX_PARAMETERS = 60_000;

/** One multi-row insert per table, split only where a huge file would pass the parameter limit. */
async function insertRows<T extends PgTable<TableConfig>>(
  tx: Db,
  table: T,
  rows: Array<T['$inferInsert']>,
) {
  // A row carries at most one parameter per column.
  const perStatement = Math.floor(MAX_PARAMETERS / Object.keys(getTableColumns(table)).length);
  for (let start = 0; start < rows.length; start += perStatement) {
    await tx.insert(table).values(rows.slice(start, start + perStatement));
  }
}

/** Groups rows by a key, keeping their order. */
function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row)) ?? [];
    group.push(row);
    groups.set(key(row), group);
  }
  return groups;
}

/**
 * Everything a user owns, out and in (docs/product.md, Your data): the export, the import that
 * adds a file's outcomes as new rows, and the deletion of the account.
 */
export function accountRepository(db: Db) {
  return {
    /**
     * The caller's whole account: every outcome they own (any status) with its goals, tactics
     * and check-ins; every stored column but internal keys and the calendar secret.
     */
    async exportFor(caller: Caller, now: Date): Promise<MomentumExport> {
      const [user] = await db
        .select({
          email: users.email,
          displayName: users.displayName,
          timeZone: users.timeZone,
          reminderChannel: users.reminderChannel,
          weeklyDigest: users.weeklyDigest,
          dayStartsAt: users.dayStartsAt,
          weekStartsOn: users.weekStartsOn,
          locale: users.locale,
          calendarTokenCreatedAt: users.calendarTokenCreatedAt,
          createdAt: users.createdAt,
          updatedAt: users.updatedAt,
        })
        .from(users)
        .where(ownUser(caller));
      // An export holds what the caller owns: `manage` access, not what is shared with them.
      const outcomeRows = await db
        .select()
        .from(outcomes)
        .where(outcomesFor(db, caller.uid, 'manage'))
        .orderBy(asc(outcomes.position), asc(outcomes.createdAt), asc(outcomes.id));
      const outcomeIds = outcomeRows.map((outcome) => outcome.id);
      const goalRows = outcomeIds.length
        ? await db
            .select()
            .from(goals)
            .where(inArray(goals.outcomeId, outcomeIds))
            .orderBy(asc(goals.position), asc(goals.createdAt), asc(goals.id))
        : [];
      const goalIds = goalRows.map((goal) => goal.id);
      const tacticRows = goalIds.length
        ? await db
            .select()
            .from(tactics)
            .where(inArray(tactics.goalId, goalIds))
            .orderBy(asc(tactics.position), asc(tactics.createdAt), asc(tactics.id))
        : [];
      const tacticIds = tacticRows.map((tactic) => tactic.id);
      // Every check-in, not only the recent ones the plan shows.
      const checkInRows = tacticIds.length
        ? await db
            .select()
            .from(checkIns)
            .where(inArray(checkIns.tacticId, tacticIds))
            .orderBy(asc(checkIns.date))
        : [];
      // Who follows each outcome and what they sent: names only, never their email or account.
      const partnerRows = outcomeIds.length
        ? await db
            .select({
              outcomeId: partners.outcomeId,
              name: users.displayName,
              since: partners.createdAt,
            })
            .from(partners)
            .innerJoin(users, eq(users.id, partners.userId))
            .where(inArray(partners.outcomeId, outcomeIds))
            .orderBy(asc(partners.createdAt), asc(partners.id))
        : [];
      const cheerRows = outcomeIds.length
        ? await db
            .select({
              outcomeId: partners.outcomeId,
              from: users.displayName,
              text: cheers.text,
              createdAt: cheers.createdAt,
              dismissedAt: cheers.dismissedAt,
              reply: cheers.reply,
              repliedAt: cheers.repliedAt,
            })
            .from(cheers)
            .innerJoin(partners, eq(partners.id, cheers.partnerId))
            .innerJoin(users, eq(users.id, partners.userId))
            .where(inArray(partners.outcomeId, outcomeIds))
            .orderBy(asc(cheers.createdAt), asc(cheers.id))
        : [];
      const partnersOf = groupBy(partnerRows, (row) => row.outcomeId);
      const cheersOf = groupBy(cheerRows, (row) => row.outcomeId);
      const checkInsOf = groupBy(checkInRows, (row) => row.tacticId);
      const tacticsOf = groupBy(tacticRows, (row) => row.goalId);
      const goalsOf = groupBy(goalRows, (row) => row.outcomeId);

      // Every logged value, not only the recent ones the plan shows.
      const measurementRows = goalIds.length
        ? await db
            .select()
            .from(measurements)
            .where(inArray(measurements.goalId, goalIds))
            .orderBy(asc(measurements.date))
        : [];

      const toTactic = (row: (typeof tacticRows)[number]): ExportedTactic => ({
        id: row.id,
        title: row.title,
        position: row.position,
        effort: row.effort,
        impact: row.impact,
        completed: row.completed,
        completedAt: isoOrNull(row.completedAt),
        dueDate: row.dueDate,
        repeat: row.repeat,
        repeatSetAt: isoOrNull(row.repeatSetAt),
        pauses: row.pauses,
        checkIns: (checkInsOf.get(row.id) ?? []).map((checkIn) => ({
          date: checkIn.date,
          note: checkIn.note,
          createdAt: iso(checkIn.createdAt),
        })),
        plan:
          row.planWhen !== null && row.planThen !== null
            ? { when: row.planWhen, then: row.planThen }
            : null,
        actualEffort: row.actualEffort,
        actualImpact: row.actualImpact,
        link: row.link,
        resourceId: row.resourceId,
        remindAt: row.remindAt,
        steps: row.steps,
        completionNote: row.completionNote,
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
      });
      const toGoal = (goal: (typeof goalRows)[number]): ExportedGoal => ({
        id: goal.id,
        title: goal.title,
        position: goal.position,
        targetDate: goal.targetDate,
        status: goal.status,
        statusChangedAt: iso(goal.statusChangedAt),
        measure: goal.measure,
        measurements: measurementRows
          .filter((value) => value.goalId === goal.id)
          .map((value) => ({
            date: value.date,
            value: value.value,
            note: value.note,
            createdAt: iso(value.createdAt),
            updatedAt: iso(value.updatedAt),
          })),
        createdAt: iso(goal.createdAt),
        updatedAt: iso(goal.updatedAt),
        tactics: (tacticsOf.get(goal.id) ?? []).map(toTactic),
      });
      const exported: ExportedOutcome[] = outcomeRows.map((outcome) => ({
        id: outcome.id,
        title: outcome.title,
        status: outcome.status,
        position: outcome.position,
        statusChangedAt: iso(outcome.statusChangedAt),
        createdAt: iso(outcome.createdAt),
        updatedAt: iso(outcome.updatedAt),
        goals: (goalsOf.get(outcome.id) ?? []).map(toGoal),
        partners: (partnersOf.get(outcome.id) ?? []).map((partner) => ({
          name: partnerFacingName(partner.name),
          since: iso(partner.since),
        })),
        cheers: (cheersOf.get(outcome.id) ?? []).map((cheer) => ({
          from: partnerFacingName(cheer.from),
          text: cheer.text,
          createdAt: iso(cheer.createdAt),
          dismissedAt: isoOrNull(cheer.dismissedAt),
          reply: cheer.reply,
          repliedAt: isoOrNull(cheer.repliedAt),
        })),
      }));
      const reviewRows = await db
        .select()
        .from(reviews)
        .where(inArray(reviews.userId, callerUser(db, caller.uid)))
        .orderBy(desc(reviews.weekStart));
      return {
        version: EXPORT_VERSION,
        exportedAt: now.toISOString(),
        profile: user
          ? {
              email: user.email,
              displayName: user.displayName,
              timeZone: user.timeZone,
              reminderChannel: user.reminderChannel,
              weeklyDigest: user.weeklyDigest,
              dayStartsAt: user.dayStartsAt,
              weekStartsOn: user.weekStartsOn,
              locale: user.locale,
              createdAt: iso(user.createdAt),
              updatedAt: iso(user.updatedAt),
            }
          : undefined,
        outcomes: exported,
        reviews: reviewRows.map((review) => ({
          weekStart: review.weekStart,
          wentWell: review.wentWell,
          gotInTheWay: review.gotInTheWay,
          changeNext: review.changeNext,
          figures: review.figures,
          createdAt: iso(review.createdAt),
          updatedAt: iso(review.updatedAt),
        })),
        calendar: {
          active: Boolean(user?.calendarTokenCreatedAt),
          createdAt: isoOrNull(user?.calendarTokenCreatedAt),
        },
      };
    },

    /** How many active outcomes the caller has now (the limit counts them with the file's). */
    async activeOutcomeCount(caller: Caller): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(outcomes)
        .where(and(outcomesFor(db, caller.uid, 'manage'), eq(outcomes.status, 'active')));
      return row!.total;
    },

    /**
     * Adds the file's outcomes after the caller's own, with their goals, tactics and check-ins,
     * in one transaction and one multi-row insert per table: every row gets a new id, nothing
     * existing is touched, and any failure writes nothing. The user row is locked so a concurrent
     * import or new outcome counts against the active limit.
     */
    async importPlan(
      userId: string,
      plan: Pick<MomentumExport, 'outcomes'> & Partial<Pick<MomentumExport, 'reviews'>>,
      maxActiveOutcomes: number,
      now: Date,
    ): Promise<'limit-reached' | { existing: number }> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const { active: existing, next } = await outcomeTally(tx, userId);
        const adding = plan.outcomes.filter((outcome) => outcome.status === 'active').length;
        if (existing + adding > maxActiveOutcomes) return 'limit-reached';

        const outcomeRows: Array<typeof outcomes.$inferInsert> = [];
        const goalRows: Array<typeof goals.$inferInsert> = [];
        const tacticRows: Array<typeof tactics.$inferInsert> = [];
        const checkInRows: Array<typeof checkIns.$inferInsert> = [];
        const measurementRows: Array<typeof measurements.$inferInsert> = [];
        plan.outcomes.forEach((outcome, outcomeIndex) => {
          const outcomeId = randomUUID();
          outcomeRows.push({
            id: outcomeId,
            userId,
            title: outcome.title,
            status: outcome.status,
            position: next + outcomeIndex,
            statusChangedAt: dateOr(outcome.statusChangedAt, now),
          });
          outcome.goals.forEach((goal, goalIndex) => {
            const goalId = randomUUID();
            goalRows.push({
              id: goalId,
              outcomeId,
              title: goal.title,
              position: goalIndex,
              targetDate: goal.targetDate,
              status: goal.status,
              statusChangedAt: dateOr(goal.statusChangedAt, now),
              measure: goal.measure,
            });
            for (const value of goal.measurements) {
              measurementRows.push({
                goalId,
                date: value.date,
                value: value.value,
                note: value.note,
                createdAt: dateOr(value.createdAt, now),
                updatedAt: dateOr(value.updatedAt, now),
              });
            }
            goal.tactics.forEach((tactic, tacticIndex) => {
              const tacticId = randomUUID();
              tacticRows.push({
                id: tacticId,
                goalId,
                position: tacticIndex,
                title: tactic.title,
                effort: tactic.effort,
                impact: tactic.impact,
                completed: tactic.completed,
                completedAt: tactic.completed ? dateOr(tactic.completedAt, now) : null,
                dueDate: tactic.dueDate,
                repeat: tactic.repeat,
                repeatSetAt: tactic.repeat ? dateOr(tactic.repeatSetAt, now) : null,
                pauses: tactic.repeat ? tactic.pauses : [],
                planWhen: tactic.plan?.when ?? null,
                planThen: tactic.plan?.then ?? null,
                actualEffort: tactic.actualEffort,
                actualImpact: tactic.actualImpact,
                link: tactic.link,
                resourceId: tactic.resourceId,
                remindAt: tactic.remindAt,
                steps: tactic.steps,
                completionNote: tactic.completionNote,
              });
              for (const checkIn of tactic.checkIns) {
                checkInRows.push({
                  tacticId,
                  date: checkIn.date,
                  note: checkIn.note,
                  createdAt: dateOr(checkIn.createdAt, now),
                });
              }
            });
          });
        });
        await insertRows(tx, outcomes, outcomeRows);
        await insertRows(tx, goals, goalRows);
        await insertRows(tx, tactics, tacticRows);
        await insertRows(tx, checkIns, checkInRows);
        await insertRows(tx, measurements, measurementRows);
        // A week the account has reviewed already keeps its own review: nothing is overwritten.
        const reviewRows = (plan.reviews ?? []).map(({ createdAt, updatedAt, ...review }) => ({
          ...review,
          userId,
          ...(createdAt ? { createdAt: new Date(createdAt) } : {}),
          ...(updatedAt ? { updatedAt: new Date(updatedAt) } : {}),
        }));
        if (reviewRows.length) await tx.insert(reviews).values(reviewRows).onConflictDoNothing();
        return { existing };
      });
    },

    /**
     * Every row of the caller: the user row (outcomes, goals, tactics and check-ins go with it by
     * cascade, so all of it goes or none) and the write counter. False when there was no row (a
     * repeated call).
     */
    async deleteAccount(caller: Caller): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx.delete(users).where(ownUser(caller)).returning({ id: users.id });
        await tx
          .delete(rateLimitHits)
          .where(eq(rateLimitHits.key, rateLimitKey(WRITE_BUDGET, caller.uid)));
        // The account's tokens stop working now, not when they expire.
        await rememberDeletion(tx, caller.uid);
        return deleted.length > 0;
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
