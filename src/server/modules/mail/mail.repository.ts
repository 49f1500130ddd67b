import { and, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import { withoutEmail, type MailKind, type MailSettingsBody } from '#shared/mail';
import type { Db } from '#server/db/client.ts';
import { recentCheckIns } from '#server/modules/plan/index.ts';
import {
  checkIns,
  goals,
  mailClaims,
  outcomes,
  partners,
  tactics,
  users,
} from '#server/db/schema.ts';
import { reminderTactics } from '#server/modules/push/index.ts';
import type { DigestGoal } from './digest.ts';
import type { Locale } from '#shared/i18n/locales';

/** What became of an email claimed for sending (docs/decisions/270). */
export type MailOutcome = 'sent' | 'late' | 'skipped' | 'failed';

/** Tactics of active goals of active outcomes: what reminders and the digest may speak of. */
const active = and(eq(goals.status, 'active'), eq(outcomes.status, 'active'));

/** The email choices of each person, the claims that send each email once, and the digest's data. */
export function mailRepository(db: Db) {
  return {
    async settings(userId: string): Promise<MailSettingsBody> {
      const [row] = await db
        .select({ reminders: users.reminderChannel, weeklyDigest: users.weeklyDigest })
        .from(users)
        .where(eq(users.id, userId));
      return row!;
    },

    async save(userId: string, body: MailSettingsBody): Promise<MailSettingsBody> {
      const [row] = await db
        .update(users)
        .set({ reminderChannel: body.reminders, weeklyDigest: body.weeklyDigest })
        .where(eq(users.id, userId))
        .returning({ reminders: users.reminderChannel, weeklyDigest: users.weeklyDigest });
      return row!;
    },

    /**
     * Turns one kind of email off for the user row `userId` (an unsubscribe link): reminders keep
     * going to devices when they did. False when the row is gone (the account was deleted).
     */
    /** The language the user row `userId` chose, null when none (or the row is gone). */
    async localeOf(userId: string): Promise<Locale | null> {
      const [row] = await db
        .select({ locale: users.locale })
        .from(users)
        .where(eq(users.id, userId));
      return row?.locale ?? null;
    },

    async unsubscribe(userId: string, kind: MailKind): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ channel: users.reminderChannel })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!row) return false;
        if (kind === 'partner') {
          // Every partnership's emails; what goes by push stays (docs/decisions/281).
          for (const column of ['weekly', 'nudges'] as const) {
            await tx
              .update(partners)
              .set({ [column]: 'off' })
              .where(and(eq(partners.userId, userId), eq(partners[column], 'email')));
          }
          return true;
        }
        await tx
          .update(users)
          .set(
            kind === 'digest'
              ? { weeklyDigest: false }
              : { reminderChannel: withoutEmail(row.channel) },
          )
          .where(eq(users.id, userId));
        return true;
      });
    },

    /** Every tactic that may get a reminder by email: the push module's one rule. */
    reminderCandidates() {
      return reminderTactics(db, 'email');
    },

    /** "tacticId date" of the check-ins of `tacticIds` on `dates`. */
    /** The recent check-ins of the tactics: enough to tell a Comeback (plan's `recentCheckIns`). */
    checkInsOf(tacticIds: string[], now: Date) {
      return recentCheckIns(db, tacticIds, now);
    },

    async checkedIn(tacticIds: string[], dates: string[]): Promise<Set<string>> {
      if (tacticIds.length === 0) return new Set();
      const rows = await db
        .select({ tacticId: checkIns.tacticId, date: checkIns.date })
        .from(checkIns)
        .where(and(inArray(checkIns.tacticId, tacticIds), inArray(checkIns.date, dates)));
      return new Set(rows.map((row) => `${row.tacticId} ${row.date}`));
    },

    /** People who want the weekly digest and have an address. */
    async digestReaders() {
      return db
        .select({
          userId: users.id,
          email: users.email,
          timeZone: users.timeZone,
          dayStartsAt: users.dayStartsAt,
          weekStartsOn: users.weekStartsOn,
          locale: users.locale,
        })
        .from(users)
        .where(and(eq(users.weeklyDigest, true), ne(users.email, '')));
    },

    /** The person's active goals with their tactics and check-ins from `since` on. */
    async digestGoals(userId: string, since: string): Promise<DigestGoal[]> {
      const rows = await db
        .select({
          goalId: goals.id,
          goal: goals.title,
          targetDate: goals.targetDate,
          id: tactics.id,
          title: tactics.title,
          completed: tactics.completed,
          completedAt: tactics.completedAt,
          dueDate: tactics.dueDate,
          repeat: tactics.repeat,
          repeatSetAt: tactics.repeatSetAt,
        })
        .from(goals)
        .innerJoin(outcomes, eq(outcomes.id, goals.outcomeId))
        .innerJoin(tactics, eq(tactics.goalId, goals.id))
        .where(and(eq(outcomes.userId, userId), active))
        .orderBy(outcomes.position, goals.position, tactics.position);
      const ids = rows.map((row) => row.id);
      const done =
        ids.length === 0
          ? []
          : await db
              .select({ tacticId: checkIns.tacticId, date: checkIns.date })
              .from(checkIns)
              .where(and(inArray(checkIns.tacticId, ids), gte(checkIns.date, since)));
      const byGoal = new Map<string, DigestGoal>();
      for (const row of rows) {
        let goal = byGoal.get(row.goalId);
        if (!goal) {
          goal = { title: row.goal, targetDate: row.targetDate, tactics: [] };
          byGoal.set(row.goalId, goal);
        }
        goal.tactics.push({
          id: row.id,
          title: row.title,
          completed: row.completed,
          completedAt: row.completedAt?.toISOString() ?? null,
          dueDate: row.dueDate,
          repeat: row.repeat,
          repeatSetAt: row.repeatSetAt?.toISOString() ?? null,
          checkIns: done.filter((c) => c.tacticId === row.id).map((c) => c.date),
        });
      }
      return [...byGoal.values()];
    },

    /**
     * Claims one email for one person and occasion: true for the one caller, on any instance,
     * whose row went in (docs/decisions/151).
     */
    async claim(
      userId: string,
      occasion: string,
      outcome: MailOutcome,
      claimedAt: Date,
    ): Promise<boolean> {
      try {
        const rows = await db
          .insert(mailClaims)
          .values({ userId, occasion, outcome, claimedAt })
          .onConflictDoNothing()
          .returning({ occasion: mailClaims.occasion });
        return rows.length === 1;
      } catch (error) {
        // The account was deleted a moment ago (a foreign key violation): nothing to send.
        if ((error as { cause?: { code?: string } }).cause?.code === '23503') return false;
        if ((error as { code?: string }).code === '23503') return false;
        throw error;
      }
    },

    /** Records that a claimed email could not be handed to the SMTP server. */
    async failed(userId: string, occasion: string): Promise<void> {
      await db
        .update(mailClaims)
        .set({ outcome: 'failed' })
        .where(and(eq(mailClaims.userId, userId), eq(mailClaims.occasion, occasion)));
    },

    /** Forgets claims made before `before`: their occasions are past. */
    async forgetClaims(before: Date): Promise<void> {
      await db.delete(mailClaims).where(lt(mailClaims.claimedAt, before));
    },
  };
}

export type MailRepository = ReturnType<typeof mailRepository>;
