import { randomUUID } from 'node:crypto';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { callerUser, ownedGoals, ownedUser, tally } from '../../db/ownership.ts';
import { checkIns, goals, rateLimitHits, reviews, tactics, users } from '../../db/schema.ts';
import { WRITE_BUDGET } from '../../plugins/security.ts';
import { rateLimitKey } from '../../plugins/shared-rate-limit-store.ts';
import {
  EXPORT_VERSION,
  type ExportedGoal,
  type ExportedTactic,
  type MomentumExport,
} from '#shared/export';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/**
 * Everything a user owns, out and in (docs/product.md, Your data): the export, the import that
 * adds a file's goals as new rows, and the deletion of the account.
 */
export function accountRepository(db: Db) {
  return {
    /** The caller's whole plan; every stored column but internal keys and the calendar secret. */
    async exportFor(uid: string, now: Date): Promise<MomentumExport> {
      const [user] = await db
        .select({
          email: users.email,
          displayName: users.displayName,
          timeZone: users.timeZone,
          calendarTokenCreatedAt: users.calendarTokenCreatedAt,
          createdAt: users.createdAt,
          updatedAt: users.updatedAt,
        })
        .from(users)
        .where(ownedUser(uid));
      const goalRows = await db
        .select()
        .from(goals)
        .where(ownedGoals(db, uid))
        .orderBy(asc(goals.position), asc(goals.id));
      const goalIds = goalRows.map((goal) => goal.id);
      const tacticRows = goalIds.length
        ? await db
            .select()
            .from(tactics)
            .where(inArray(tactics.goalId, goalIds))
            .orderBy(asc(tactics.position), asc(tactics.id))
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
        checkIns: checkInRows
          .filter((checkIn) => checkIn.tacticId === row.id)
          .map((checkIn) => ({ date: checkIn.date, createdAt: iso(checkIn.createdAt) })),
        plan:
          row.planWhen !== null && row.planThen !== null
            ? { when: row.planWhen, then: row.planThen }
            : null,
        actualEffort: row.actualEffort,
        actualImpact: row.actualImpact,
        link: row.link,
        resourceId: row.resourceId,
        remindAt: row.remindAt,
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
      });
      const exportedGoals: ExportedGoal[] = goalRows.map((goal) => ({
        id: goal.id,
        title: goal.title,
        position: goal.position,
        createdAt: iso(goal.createdAt),
        updatedAt: iso(goal.updatedAt),
        tactics: tacticRows.filter((tactic) => tactic.goalId === goal.id).map(toTactic),
      }));
      const reviewRows = await db
        .select()
        .from(reviews)
        .where(inArray(reviews.userId, callerUser(db, uid)))
        .orderBy(desc(reviews.weekStart));
      return {
        version: EXPORT_VERSION,
        exportedAt: now.toISOString(),
        profile: user
          ? {
              email: user.email,
              displayName: user.displayName,
              timeZone: user.timeZone,
              createdAt: iso(user.createdAt),
              updatedAt: iso(user.updatedAt),
            }
          : undefined,
        goals: exportedGoals,
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
          createdAt: isoOrNull(user?.calendarTokenCreatedAt ?? null),
        },
      };
    },

    /** How many goals the caller has now (the limit counts them with the file's). */
    async goalCount(uid: string): Promise<number> {
      const [row] = await db.select({ total: count() }).from(goals).where(ownedGoals(db, uid));
      return row!.total;
    },

    /**
     * Adds the file's goals after the caller's own, with their tactics and check-ins, in one
     * transaction: every row gets a new id, nothing existing is touched, and any failure writes
     * nothing. The user row is locked so a concurrent import or goal counts against the limit.
     */
    async importPlan(
      userId: string,
      plan: Pick<MomentumExport, 'goals'> & Partial<Pick<MomentumExport, 'reviews'>>,
      maxGoals: number,
    ): Promise<'limit-reached' | { existing: number }> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [list] = await tx
          .select(tally(goals.position))
          .from(goals)
          .where(eq(goals.userId, userId));
        const existing = list!.total;
        if (existing + plan.goals.length > maxGoals) return 'limit-reached';
        let position = list!.next;
        for (const goal of plan.goals) {
          const goalId = randomUUID();
          await tx.insert(goals).values({ id: goalId, userId, title: goal.title, position });
          position += 1;
          const tacticRows = goal.tactics.map((tactic, index) => ({
            id: randomUUID(),
            goalId,
            position: index,
            title: tactic.title,
            effort: tactic.effort,
            impact: tactic.impact,
            completed: tactic.completed,
            completedAt: tactic.completed ? new Date(tactic.completedAt ?? Date.now()) : null,
            dueDate: tactic.dueDate,
            repeat: tactic.repeat,
            repeatSetAt: tactic.repeat ? new Date(tactic.repeatSetAt ?? Date.now()) : null,
            planWhen: tactic.plan?.when ?? null,
            planThen: tactic.plan?.then ?? null,
            actualEffort: tactic.actualEffort,
            actualImpact: tactic.actualImpact,
            link: tactic.link,
            resourceId: tactic.resourceId,
            remindAt: tactic.remindAt,
          }));
          if (tacticRows.length === 0) continue;
          await tx.insert(tactics).values(tacticRows);
          const checkInRows = goal.tactics.flatMap((tactic, index) =>
            tactic.checkIns.map((checkIn) => ({
              tacticId: tacticRows[index]!.id,
              date: checkIn.date,
              ...(checkIn.createdAt ? { createdAt: new Date(checkIn.createdAt) } : {}),
            })),
          );
          if (checkInRows.length) await tx.insert(checkIns).values(checkInRows);
        }
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
     * Deletes the caller's user row; goals, tactics and check-ins go with it by cascade in the
     * same statement, so all of it goes or none. False when there was no row (a repeated call).
     */
    /** Every row of the caller: the user row (goals, tactics and check-ins go with it) and the write counter. */
    async deleteAccount(uid: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx.delete(users).where(ownedUser(uid)).returning({ id: users.id });
        await tx
          .delete(rateLimitHits)
          .where(eq(rateLimitHits.key, rateLimitKey(WRITE_BUDGET, uid)));
        return deleted.length > 0;
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
