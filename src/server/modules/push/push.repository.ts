import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import { arrived, DELIVERY_DAYS, deviceName, STALE_AFTER_PUSHES } from '#shared/deliveries';
import type { Deliveries, DeliveryGroup } from '#shared/delivery-schemas';
import { MAX_PUSH_DEVICES } from '#shared/limits';
import { byEmail, byPush, REMINDER_CHANNELS } from '#shared/mail';
import type { PushSubscriptionBody } from '#shared/push';
import type { Db } from '#server/db/client.ts';
import { recentCheckIns } from '#server/modules/plan/index.ts';
import { callerUser, type Caller } from '#server/db/access.ts';
import {
  checkIns,
  goals,
  outcomes,
  pushSubscriptions,
  reminderDeliveries,
  reminderReceipts,
  tactics,
  users,
  type REMINDER_OUTCOMES,
} from '#server/db/schema.ts';

export type ReminderOutcome = (typeof REMINDER_OUTCOMES)[number];

/** One tactic with a reminder time and its person: a possible reminder on some channel. */
export type RemindableTactic = Awaited<ReturnType<typeof reminderTactics>>[number];

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
      dayStartsAt: users.dayStartsAt,
      weekStartsOn: users.weekStartsOn,
      locale: users.locale,
      tacticId: tactics.id,
      title: tactics.title,
      goalTitle: goals.title,
      remindAt: tactics.remindAt,
      dueDate: tactics.dueDate,
      repeat: tactics.repeat,
      pauses: tactics.pauses,
      snooze: tactics.snooze,
      // Named apart from `repeatSetAt`: reminders start on a repeat's due date only (as the
      // feed); this is for telling a Comeback, as Today does.
      setAt: tactics.repeatSetAt,
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

    /** The recent check-ins of the tactics: enough to tell a Comeback (plan's `recentCheckIns`). */
    checkInsOf(tacticIds: string[], now: Date) {
      return recentCheckIns(db, tacticIds, now);
    },

    /** A device the push service reports gone (404/410). */
    /** The devices of the user row `userId`: where a partner's nudges go by push. */
    async devicesOf(userId: string) {
      return db
        .select({
          subscriptionId: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
    },

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

    /**
     * "tacticId date subscriptionId snoozed" of claims (snoozed '' for a reminder at its own
     * time), and "tacticId date" of check-ins, on `dates`.
     */
    async settled(tacticIds: string[], dates: string[]) {
      if (tacticIds.length === 0)
        return { claimed: new Set<string>(), checkedIn: new Set<string>() };
      const [claims, done] = await Promise.all([
        db
          .select({
            tacticId: reminderDeliveries.tacticId,
            date: reminderDeliveries.date,
            subscriptionId: reminderDeliveries.subscriptionId,
            snoozed: reminderDeliveries.snoozed,
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
        claimed: new Set(
          claims.map((c) => `${c.tacticId} ${c.date} ${c.subscriptionId} ${c.snoozed}`),
        ),
        checkedIn: new Set(done.map((c) => `${c.tacticId} ${c.date}`)),
      };
    },

    /**
     * Claims one reminder for one device: true for the one caller, on any instance, whose row
     * went in; false when it was claimed already or its tactic or device is gone. A snoozed
     * reminder is claimed under its `until` (`snoozed`), apart from the day's own.
     */
    async claim(
      candidate: { tacticId: string; subscriptionId: string },
      date: string,
      outcome: ReminderOutcome,
      claimedAt: Date,
      snoozed = '',
    ): Promise<boolean> {
      try {
        const rows = await db
          .insert(reminderDeliveries)
          .values({
            tacticId: candidate.tacticId,
            subscriptionId: candidate.subscriptionId,
            date,
            snoozed,
            outcome,
            claimedAt,
          })
          .onConflictDoNothing()
          .returning({ date: reminderDeliveries.date });
        return rows.length === 1;
      } catch (error) {
        if (hasCode(error, FOREIGN_KEY_VIOLATION)) return false;
        throw error;
      }
    },

    /**
     * Records a reminder about to go out on one channel (docs/decisions/280); written by the one
     * instance that claimed it. Null when its tactic or device was deleted a moment ago.
     */
    async receipt(values: {
      userId: string;
      tacticId: string;
      date: string;
      channel: 'push' | 'email';
      subscriptionId?: string;
      device: string;
      fellBack?: boolean;
      sentAt: Date;
    }): Promise<string | null> {
      try {
        const [row] = await db
          .insert(reminderReceipts)
          .values({ ...values, status: 'sent' })
          .returning({ id: reminderReceipts.id });
        return row!.id;
      } catch (error) {
        if (hasCode(error, FOREIGN_KEY_VIOLATION)) return null;
        throw error;
      }
    },

    /** How the reminder of receipt `id` went: delivered, or failed with a reason. */
    async settle(id: string | null, status: 'delivered' | 'failed', reason?: string) {
      if (!id) return;
      await db
        .update(reminderReceipts)
        .set({ status, reason: reason ?? null })
        .where(eq(reminderReceipts.id, id));
    },

    /**
     * The caller clicked the notification of receipt `id` (the service worker reports it): false
     * when it is not the caller's push receipt, which answers as a missing one.
     */
    async clicked(caller: Caller, id: string): Promise<boolean> {
      const rows = await db
        .update(reminderReceipts)
        .set({ status: 'clicked', reason: null })
        .where(
          and(
            eq(reminderReceipts.id, id),
            eq(reminderReceipts.channel, 'push'),
            inArray(reminderReceipts.userId, callerUser(db, caller.uid)),
          ),
        )
        .returning({ id: reminderReceipts.id });
      return rows.length === 1;
    },

    /**
     * After a failed push: whether the device's last STALE_AFTER_PUSHES pushes all failed or
     * were never delivered, and it was not flagged yet. True for the one caller, on any instance,
     * whose conditional update flagged it: that one tells the person (docs/decisions/280).
     */
    async flagStopped(subscriptionId: string, now: Date): Promise<boolean> {
      const last = await db
        .select({ status: reminderReceipts.status })
        .from(reminderReceipts)
        .where(eq(reminderReceipts.subscriptionId, subscriptionId))
        .orderBy(desc(reminderReceipts.sentAt))
        .limit(STALE_AFTER_PUSHES);
      if (last.length < STALE_AFTER_PUSHES || last.some((row) => arrived(row.status))) {
        return false;
      }
      const rows = await db
        .update(pushSubscriptions)
        .set({ staleToldAt: now })
        .where(and(eq(pushSubscriptions.id, subscriptionId), isNull(pushSubscriptions.staleToldAt)))
        .returning({ id: pushSubscriptions.id });
      return rows.length === 1;
    },

    /** A push reached the device again: it is no longer flagged, and may be told about again. */
    async reached(subscriptionId: string): Promise<void> {
      await db
        .update(pushSubscriptions)
        .set({ staleToldAt: null })
        .where(
          and(eq(pushSubscriptions.id, subscriptionId), isNotNull(pushSubscriptions.staleToldAt)),
        );
    },

    /** Account's "Delivery": the caller's receipts since `since`, per device and channel. */
    async deliveries(caller: Caller, since: Date): Promise<Deliveries> {
      const owner = callerUser(db, caller.uid);
      const [rows, devices] = await Promise.all([
        db
          .select({
            channel: reminderReceipts.channel,
            subscriptionId: reminderReceipts.subscriptionId,
            device: reminderReceipts.device,
            status: reminderReceipts.status,
            reason: reminderReceipts.reason,
            fellBack: reminderReceipts.fellBack,
          })
          .from(reminderReceipts)
          .where(and(inArray(reminderReceipts.userId, owner), gte(reminderReceipts.sentAt, since)))
          .orderBy(reminderReceipts.sentAt),
        db
          .select({ id: pushSubscriptions.id, staleToldAt: pushSubscriptions.staleToldAt })
          .from(pushSubscriptions)
          .where(inArray(pushSubscriptions.userId, owner)),
      ]);
      const current = new Map(devices.map((device) => [device.id, device.staleToldAt !== null]));
      const groups = new Map<string, DeliveryGroup>();
      for (const row of rows) {
        const key =
          row.channel === 'email' ? 'email' : (row.subscriptionId ?? `gone ${row.device}`);
        let group = groups.get(key);
        if (!group) {
          group = {
            channel: row.channel,
            name: row.channel === 'email' ? 'Email' : deviceName(row.device),
            current: row.channel === 'email' || current.has(row.subscriptionId ?? ''),
            stopped: current.get(row.subscriptionId ?? '') ?? false,
            total: 0,
            arrived: 0,
            clicked: 0,
            failed: 0,
            fellBack: 0,
            lastFailure: null,
          };
          groups.set(key, group);
        }
        group.total++;
        if (arrived(row.status)) group.arrived++;
        if (row.status === 'clicked') group.clicked++;
        if (row.fellBack) group.fellBack++;
        if (row.status === 'failed') {
          group.failed++;
          group.lastFailure = row.reason;
        }
      }
      // Devices first, those still subscribed before removed ones, then email.
      const order = (group: DeliveryGroup) =>
        group.channel === 'email' ? 2 : group.current ? 0 : 1;
      const sorted = [...groups.values()].sort((a, b) => order(a) - order(b));
      return { days: DELIVERY_DAYS, groups: sorted };
    },

    /** Forgets receipts from before `before`: Account shows the last DELIVERY_DAYS days. */
    async forgetReceipts(before: Date): Promise<void> {
      await db.delete(reminderReceipts).where(lt(reminderReceipts.sentAt, before));
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
