import { and, count, eq, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import { MAX_PUSH_DEVICES } from '#shared/limits';
import { byEmail, byPush, REMINDER_CHANNELS } from '#shared/mail';
import type { PushSubscriptionBody } from '#shared/push';
import type { Db } from '#server/db/client.ts';
import { callerUser, type Caller } from '#server/db/access.ts';
import {
  checkIns,
  goals,
  outcomes,
  pushSubscriptions,
  reminderDeliveries,
  tactics,
  users,
  type REMINDER_OUTCOMES,
} from '#server/db/schema.ts';

export type ReminderOutcome = (typeof REMINDER_OUTCOMES)[number];

/** One device of a person and one tactic of theirs with a reminder time: a possible reminder. */
export type ReminderCandidate = Awaited<
  ReturnType<ReturnType<typeof pushRepository>['reminderCandidates']>
>[number];

/**
 * The one rule of which tactics may get a reminder by `channel`, for push and email alike: a time
 * set, not done, in an active goal of an active outcome, of a person whose reminder channel
 * includes `channel` (and who has an address, for email) (docs/product.md, "Reminders";
 * docs/email.md). Which dates are due is decided in code (reminder-sender.ts, dueReminders).
 */
export function reminderTactics(db: Db, channel: 'push' | 'email') {
  return db
    .select({
      userId: users.id,
      email: users.email,
      reminderChannel: users.reminderChannel,
      timeZone: users.timeZone,
      tacticId: tactics.id,
      title: tactics.title,
      goalTitle: goals.title,
      remindAt: tactics.remindAt,
      dueDate: tactics.dueDate,
      repeat: tactics.repeat,
      completed: tactics.completed,
      targetDate: goals.targetDate,
    })
    .from(tactics)
    .innerJoin(goals, eq(goals.id, tactics.goalId))
    .innerJoin(outcomes, eq(outcomes.id, goals.outcomeId))
    .innerJoin(users, eq(users.id, outcomes.userId))
    .where(
      and(
        isNotNull(tactics.remindAt),
        eq(tactics.completed, false),
        eq(goals.status, 'active'),
        eq(outcomes.status, 'active'),
        channel === 'push'
          ? inArray(users.reminderChannel, REMINDER_CHANNELS.filter(byPush))
          : and(
              inArray(users.reminderChannel, REMINDER_CHANNELS.filter(byEmail)),
              ne(users.email, ''),
            ),
      ),
    );
}

/** PostgreSQL's foreign key violation: the tactic or device was deleted a moment ago. */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Devices subscribed to reminders, and the claims that make each reminder go out once
 * (docs/product.md, "Reminders"; docs/decisions/151).
 */
export function pushRepository(db: Db) {
  return {
    /**
     * Keeps the device for the user row `userId` (again: the same row, keys refreshed). An
     * endpoint another person held moves to this one: the device changed hands, and its old
     * holder's reminders stop going to it. 'too-many' when this would be one device too many.
     */
    async subscribe(userId: string, body: PushSubscriptionBody): Promise<'saved' | 'too-many'> {
      return db.transaction(async (tx) => {
        // Subscriptions of one person racing on several instances count one after the other.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [{ others }] = (await tx
          .select({ others: count() })
          .from(pushSubscriptions)
          .where(
            and(
              eq(pushSubscriptions.userId, userId),
              ne(pushSubscriptions.endpoint, body.endpoint),
            ),
          )) as [{ others: number }];
        if (others >= MAX_PUSH_DEVICES) return 'too-many';
        const keys = { p256dh: body.keys.p256dh, auth: body.keys.auth };
        await tx
          .insert(pushSubscriptions)
          .values({ userId, endpoint: body.endpoint, ...keys })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { userId, ...keys, updatedAt: new Date() },
          });
        return 'saved';
      });
    },

    /** Removes the caller's device; an endpoint they do not hold changes nothing. */
    async unsubscribe(caller: Caller, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.endpoint, endpoint),
            inArray(pushSubscriptions.userId, callerUser(db, caller.uid)),
          ),
        );
    },

    /** A device the push service reports gone (404/410). */
    async remove(subscriptionId: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
    },

    /**
     * Every device paired with every tactic of its owner that may get a reminder by push
     * (reminderTactics). Which dates are due is decided in code (the zone's rules), see
     * reminder-sender.ts.
     */
    async reminderCandidates() {
      const rows = await reminderTactics(db, 'push');
      if (rows.length === 0) return [];
      const devices = await db
        .select({
          userId: pushSubscriptions.userId,
          subscriptionId: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...new Set(rows.map((row) => row.userId))]));
      return rows.flatMap((row) =>
        devices.filter((d) => d.userId === row.userId).map((d) => ({ ...row, ...d })),
      );
    },

    /** "tacticId date subscriptionId" of claims, and "tacticId date" of check-ins, on `dates`. */
    async settled(tacticIds: string[], dates: string[]) {
      if (tacticIds.length === 0)
        return { claimed: new Set<string>(), checkedIn: new Set<string>() };
      const [claims, done] = await Promise.all([
        db
          .select({
            tacticId: reminderDeliveries.tacticId,
            date: reminderDeliveries.date,
            subscriptionId: reminderDeliveries.subscriptionId,
          })
          .from(reminderDeliveries)
          .where(
            and(
              inArray(reminderDeliveries.tacticId, tacticIds),
              inArray(reminderDeliveries.date, dates),
            ),
          ),
        db
          .select({ tacticId: checkIns.tacticId, date: checkIns.date })
          .from(checkIns)
          .where(and(inArray(checkIns.tacticId, tacticIds), inArray(checkIns.date, dates))),
      ]);
      return {
        claimed: new Set(claims.map((c) => `${c.tacticId} ${c.date} ${c.subscriptionId}`)),
        checkedIn: new Set(done.map((c) => `${c.tacticId} ${c.date}`)),
      };
    },

    /**
     * Claims one reminder for one device: true for the one caller, on any instance, whose row
     * went in; false when it was claimed already or its tactic or device is gone.
     */
    async claim(
      candidate: { tacticId: string; subscriptionId: string },
      date: string,
      outcome: ReminderOutcome,
      claimedAt: Date,
    ): Promise<boolean> {
      try {
        const rows = await db
          .insert(reminderDeliveries)
          .values({ ...candidate, date, outcome, claimedAt })
          .onConflictDoNothing()
          .returning({ date: reminderDeliveries.date });
        return rows.length === 1;
      } catch (error) {
        if (hasCode(error, FOREIGN_KEY_VIOLATION)) return false;
        throw error;
      }
    },

    /** Forgets claims made before `before`: their reminders are past any chance of sending. */
    async forgetClaims(before: Date): Promise<void> {
      await db.delete(reminderDeliveries).where(lt(reminderDeliveries.claimedAt, before));
    },
  };
}

function hasCode(error: unknown, code: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}

export type PushRepository = ReturnType<typeof pushRepository>;
