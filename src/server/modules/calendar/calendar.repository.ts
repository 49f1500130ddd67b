import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { ownUser, type Caller } from '#server/db/access.ts';
import { goals, outcomes, tactics, users } from '#server/db/schema.ts';
import { iso, isoOrNull } from '#server/db/timestamps.ts';
import { repeatsUntil } from '#shared/schedule';
import type { CalendarStatus } from '#shared/schemas';
import type { FeedTactic } from './ics.ts';

/** 32 random bytes (256 bits) in base64url: 43 characters. */
export const CALENDAR_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only this hash is stored: a leaked database does not reveal working feed URLs. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const utcDate = (value: Date | string) => iso(value).slice(0, 10);

/**
 * The private calendar link (docs/product.md, "Calendar"). The secret is its own credential, so
 * it is looked up by its hash: the comparison an attacker can time is between hashes of their
 * own guesses, which tells them nothing about a real secret.
 */
export function calendarRepository(db: Db) {
  return {
    async status(caller: Caller): Promise<CalendarStatus> {
      const [row] = await db
        .select({ createdAt: users.calendarTokenCreatedAt })
        .from(users)
        .where(ownUser(caller));
      const createdAt = isoOrNull(row?.createdAt);
      return { active: createdAt !== null, createdAt };
    },

    /** A new secret for the user row `userId`, replacing any earlier one; returns the secret. */
    async replaceSecret(userId: string): Promise<string> {
      const secret = randomBytes(32).toString('base64url');
      await db
        .update(users)
        .set({
          calendarTokenHash: hashSecret(secret),
          calendarTokenCreatedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
      return secret;
    },

    async revoke(caller: Caller): Promise<void> {
      await db
        .update(users)
        .set({ calendarTokenHash: null, calendarTokenCreatedAt: null, updatedAt: sql`now()` })
        .where(ownUser(caller));
    },

    /**
     * The feed's tactics of the user whose secret this is, from every active outcome, and the zone
     * their reminder times are read in (UTC until one is stored); undefined for no such secret.
     */
    async feedFor(
      secret: string,
    ): Promise<{ tactics: FeedTactic[]; timeZone: string } | undefined> {
      if (!CALENDAR_SECRET_PATTERN.test(secret)) return undefined;
      const [owner] = await db
        .select({ id: users.id, timeZone: users.timeZone, weekStartsOn: users.weekStartsOn })
        .from(users)
        .where(eq(users.calendarTokenHash, hashSecret(secret)));
      if (!owner) return undefined;
      const rows = await db
        .select({
          id: tactics.id,
          title: tactics.title,
          goalTitle: goals.title,
          targetDate: goals.targetDate,
          completed: tactics.completed,
          dueDate: tactics.dueDate,
          repeat: tactics.repeat,
          repeatSetAt: tactics.repeatSetAt,
          createdAt: tactics.createdAt,
          planWhen: tactics.planWhen,
          planThen: tactics.planThen,
          link: tactics.link,
          remindAt: tactics.remindAt,
          pauses: tactics.pauses,
        })
        .from(tactics)
        .innerJoin(goals, eq(goals.id, tactics.goalId))
        .innerJoin(outcomes, eq(outcomes.id, goals.outcomeId))
        // Only goals still worked on (`isWorkedOn` in src/shared/schedule.ts): an achieved goal's
        // repeats leave the feed as they leave Today.
        .where(
          and(
            eq(outcomes.userId, owner.id),
            eq(outcomes.status, 'active'),
            eq(goals.status, 'active'),
          ),
        )
        .orderBy(
          asc(outcomes.position),
          asc(outcomes.createdAt),
          asc(goals.position),
          asc(goals.createdAt),
          asc(tactics.position),
          asc(tactics.createdAt),
          asc(tactics.id),
        );
      const feedTactics = rows.map(
        ({ repeatSetAt, createdAt, planWhen, planThen, targetDate, ...tactic }) => ({
          ...tactic,
          weekStartsOn: owner.weekStartsOn,
          repeatsUntil: repeatsUntil({ targetDate }),
          repeatStart: utcDate(repeatSetAt ?? createdAt),
          plan: planWhen !== null && planThen !== null ? { when: planWhen, then: planThen } : null,
        }),
      );
      return { tactics: feedTactics, timeZone: owner.timeZone ?? 'UTC' };
    },
  };
}

export type CalendarRepository = ReturnType<typeof calendarRepository>;
