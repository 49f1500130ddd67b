import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { DELIVERY_DAYS } from '#shared/deliveries';
import { REMINDER_LATE_AFTER_MS, REMINDER_SKIP_AFTER_MS } from '#shared/limits';
import type { PartnerMessage, ReminderMessage } from '#shared/push';
import {
  isDueOn,
  localDateIn,
  reminderInstant,
  timeOfDayIn,
  type Remindable,
} from '#shared/reminders';
import { snoozedReminderAt, type Snooze } from '#shared/snooze';
import { needsComeback } from '#shared/pauses';
import type { Translate } from '#shared/i18n/catalogue';
import { translator } from '#server/i18n.ts';
import { addDays, repeatsUntil, type LocalDate, type WeekStart } from '#shared/schedule';
import type { Resolve } from './push-address.ts';
import { pushDelivery } from './push-delivery.ts';
import type { PushRepository, ReminderCandidate, ReminderOutcome } from './push.repository.ts';
import type { VapidKeys } from './vapid.ts';

/** How often a running server looks for due reminders. */
export const REMINDER_INTERVAL_MS = 30_000;
/** How long one push service may take to answer before the message counts as failed. */
const SEND_TIMEOUT_MS = 10_000;
/**
 * Messages sent at once, so that one slow push service does not hold up the rest; also the most
 * connections open to one push service.
 */
const SEND_CONCURRENCY = 8;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A partner's nudge or weekly summary is news for a day; the push service may drop it after. */
const PARTNER_MESSAGE_TTL_S = 24 * 60 * 60;

/** Where one device's messages go. */
type PushDevice = { endpoint: string; p256dh: string; auth: string };

/** What one pass did, for the log and for tests. */
export interface TickSummary {
  sent: number;
  late: number;
  skipped: number;
  failed: number;
  removed: number;
}

/**
 * "Lights out at 22:30 - Sleep 8 hours a night", " (late)" when sent late, and led by "Missed
 * twice - start small today?" on a day Today shows the Comeback card (docs/product.md).
 */
export function reminderTitle(
  tactic: { title: string; remindAt: string; goalTitle: string },
  late: boolean,
  comeback: boolean,
  t: Translate,
): string {
  const values = { tactic: tactic.title, time: tactic.remindAt, goal: tactic.goalTitle };
  const title = t(late ? 'push.reminderLate' : 'push.reminder', values);
  return comeback ? t('push.comeback', { reminder: title }) : title;
}

/** What deciding a Comeback needs beyond a reminder's fields: when the repeat was set. */
type ComebackCandidate = DueCandidate & { tacticId: string; setAt: Date | null };

/**
 * "tacticId date" of the due reminders of repeats that day's Today offers a Comeback for
 * (`needsComeback`, the rule Today uses), from their recent check-ins.
 */
export async function comebackDays<C extends ComebackCandidate>(
  due: Due<C>[],
  checkInsOf: (tacticIds: string[]) => Promise<Map<string, { date: LocalDate }[]>>,
): Promise<Set<string>> {
  const repeating = due.filter((item) => item.candidate.repeat !== null);
  if (repeating.length === 0) return new Set();
  const runs = await checkInsOf([...new Set(repeating.map((item) => item.candidate.tacticId))]);
  const days = new Set<string>();
  for (const { candidate, date } of repeating) {
    const history = {
      repeat: candidate.repeat,
      dueDate: candidate.dueDate,
      repeatSetAt: candidate.setAt?.toISOString() ?? null,
      pauses: candidate.pauses,
      checkIns: (runs.get(candidate.tacticId) ?? []).map((checkIn) => checkIn.date),
    };
    if (needsComeback(history, date, candidate.weekStartsOn)) {
      days.add(`${candidate.tacticId} ${date}`);
    }
  }
  return days;
}

/** What becomes of a reminder found `ageMs` after its time (docs/product.md, "Reminders"). */
export function outcomeAfter(ageMs: number): ReminderOutcome {
  if (ageMs >= REMINDER_SKIP_AFTER_MS) return 'skipped';
  return ageMs >= REMINDER_LATE_AFTER_MS ? 'late' : 'sent';
}

/** What a reminder needs to know when it is due: a time, a schedule, a zone, the goal's end. */
export type DueCandidate = Remindable & {
  timeZone: string | null;
  targetDate: string | null;
  /** The person's day and week (docs/decisions/262); midnight and Monday when left out. */
  dayStartsAt?: string;
  weekStartsOn?: WeekStart;
  /** That day's reminder moved to a later instant (docs/decisions/263). */
  snooze?: Snooze | null;
};

export interface Due<C extends DueCandidate = ReminderCandidate> {
  candidate: C;
  date: string;
  ageMs: number;
  /** A snoozed reminder's `until`: its claim is its own, so it goes once more, once. */
  snoozed?: string;
}

/** The time a reminder names: its own, or a snoozed one's in the person's zone. */
export function remindedAt(due: Due<DueCandidate>): string {
  const zone = due.candidate.timeZone ?? 'UTC';
  return due.snoozed ? timeOfDayIn(zone, Date.parse(due.snoozed)) : due.candidate.remindAt!;
}

/**
 * The reminders of `candidates` whose time has come in the last day: for the person's today
 * and yesterday (a reminder at 23:50 is still due after midnight), in their zone (UTC when none
 * is stored, as in the calendar feed). The person's day starts at their `dayStartsAt`: a 01:00
 * reminder of a day that starts at 03:00 rings the night after (`reminderInstant`).
 */
export function dueReminders<C extends DueCandidate>(candidates: C[], now: number): Due<C>[] {
  const due: Due<C>[] = [];
  for (const candidate of candidates) {
    const zone = candidate.timeZone ?? 'UTC';
    const dayStartsAt = candidate.dayStartsAt ?? '00:00';
    const today = localDateIn(zone, now, dayStartsAt);
    const until = repeatsUntil(candidate);
    for (const date of [addDays(today, -1), today]) {
      const snoozed = snoozedReminderAt(
        { remindAt: candidate.remindAt, snooze: candidate.snooze ?? null },
        date,
        zone,
        (day) => isDueOn(candidate, day, until),
      );
      if (snoozed !== 'not-snoozed') {
        // A snooze was made on Today, where an overdue one-off is listed too: it is sent while
        // the one-off is not done, or on a day of the repeat.
        const listed = candidate.repeat
          ? isDueOn(candidate, date, until)
          : candidate.dueDate !== null && candidate.dueDate <= date;
        const ageMs = snoozed === null ? -1 : now - snoozed;
        if (listed && ageMs >= 0 && ageMs < DAY_MS) {
          due.push({ candidate, date, ageMs, snoozed: candidate.snooze!.until });
        }
        continue;
      }
      if (!isDueOn(candidate, date, until)) continue;
      const ageMs = now - reminderInstant(zone, date, candidate.remindAt!, dayStartsAt);
      if (ageMs >= 0 && ageMs < DAY_MS) due.push({ candidate, date, ageMs });
    }
  }
  return due;
}

/**
 * The reminder sender (docs/decisions/151): every pass finds the reminders that are due, claims
 * each one for each device in the database, and sends only what it claimed, so any number of
 * instances may run it at once. A push service's 404 or 410 removes the device; any other
 * failure is logged and the reminder stays claimed (it is not retried: never twice).
 */
export function reminderSender(options: {
  push: PushRepository;
  vapid: VapidKeys;
  now: () => Date;
  log: FastifyBaseLogger;
  sendTimeoutMs?: number;
  /** Tests only: a resolver in place of DNS. */
  resolve?: Resolve;
  /** Tests only: their push service on loopback http is delivered to. */
  allowLoopbackHttp?: boolean;
  /**
   * A push to a device failed: the email sender's fallback for a person who chose push only
   * (docs/decisions/280). Wired by the app, so that this module does not depend on mail.
   */
  onFailed?: (due: Due, late: boolean, now: Date, comeback: boolean) => Promise<void>;
  /** A device was just flagged as no longer receiving: the person is told by email, once. */
  onStopped?: (candidate: ReminderCandidate, now: Date) => Promise<void>;
}) {
  const { push, vapid, log } = options;
  const delivery = pushDelivery({
    timeoutMs: options.sendTimeoutMs ?? SEND_TIMEOUT_MS,
    maxConnections: SEND_CONCURRENCY,
    resolve: options.resolve,
    allowLoopbackHttp: options.allowLoopbackHttp,
  });

  async function send(
    due: Due,
    late: boolean,
    comeback: boolean,
    now: Date,
  ): Promise<'sent' | 'failed' | 'removed'> {
    const { candidate } = due;
    const receipt = await push.receipt({
      userId: candidate.userId,
      tacticId: candidate.tacticId,
      date: due.date,
      channel: 'push',
      subscriptionId: candidate.subscriptionId,
      device: new URL(candidate.endpoint).host,
      sentAt: now,
    });
    const t = translator(candidate.locale);
    const message: ReminderMessage = {
      title: reminderTitle({ ...candidate, remindAt: remindedAt(due) }, late, comeback, t),
      actions: { done: t('push.done'), checkIn: t('push.checkIn'), open: t('push.open') },
      tacticId: candidate.tacticId,
      date: due.date,
      kind: candidate.repeat ? 'repeating' : 'one-off',
      url: '/today',
      ...(receipt && { receipt }),
    };
    // Past the skip limit the reminder is stale: the push service may drop it then.
    const ttl = Math.max(60, Math.floor((REMINDER_SKIP_AFTER_MS - due.ageMs) / 1000));
    const result = await deliver(candidate, message, ttl);
    if (result.status === 'delivered') {
      await push.settle(receipt, 'delivered');
      await push.reached(candidate.subscriptionId);
      return 'sent';
    }
    await push.settle(receipt, 'failed', result.reason);
    if (result.gone) {
      await push.remove(candidate.subscriptionId);
      log.info({ status: result.status }, 'push service says a device is gone: removed');
    } else if (await push.flagStopped(candidate.subscriptionId, now)) {
      await options.onStopped?.(candidate, now);
    }
    await options.onFailed?.(due, late, now, comeback);
    return result.gone ? 'removed' : 'failed';
  }

  /** Hands one message to the device's push service; a failure's reason is what Account shows. */
  async function deliver(
    device: PushDevice,
    message: ReminderMessage | PartnerMessage,
    ttlSeconds: number,
  ): Promise<{ status: 'delivered' } | { status: number; gone: boolean; reason: string }> {
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(message),
        { vapidDetails: vapid, contentEncoding: 'aes128gcm', TTL: ttlSeconds, urgency: 'high' },
      );
      // Sent by pushDelivery rather than web-push's own https call: the same bytes, only to
      // public addresses, with a time limit (docs/decisions/240).
      const status = await delivery.deliver(request);
      if (status >= 200 && status < 300) return { status: 'delivered' };
      if (status === 404 || status === 410) {
        return { status, gone: true, reason: `${status} gone: the device unsubscribed` };
      }
      log.warn({ status }, 'push service refused a reminder');
      return { status, gone: false, reason: `the push service answered ${status}` };
    } catch (error) {
      // A refused address fails like a push service that cannot be reached: the device stays,
      // so what a person can see never tells whether an address inside the network exists.
      log.warn({ err: error }, 'a reminder could not be sent');
      return { status: 0, gone: false, reason: 'the push service could not be reached' };
    }
  }

  async function tick(): Promise<TickSummary> {
    const summary: TickSummary = { sent: 0, late: 0, skipped: 0, failed: 0, removed: 0 };
    const now = options.now();
    const due = dueReminders(await push.reminderCandidates(), now.getTime());
    const tacticIds = [...new Set(due.map((d) => d.candidate.tacticId))];
    const dates = [...new Set(due.map((d) => d.date))];
    const { claimed, checkedIn } = await push.settled(tacticIds, dates);
    const toSend: Array<{ due: Due; late: boolean }> = [];
    for (const item of due) {
      const { tacticId, subscriptionId } = item.candidate;
      const snoozed = item.snoozed ?? '';
      if (checkedIn.has(`${tacticId} ${item.date}`)) continue;
      if (claimed.has(`${tacticId} ${item.date} ${subscriptionId} ${snoozed}`)) continue;
      const outcome = outcomeAfter(item.ageMs);
      if (!(await push.claim(item.candidate, item.date, outcome, now, snoozed))) continue;
      if (outcome === 'skipped') summary.skipped++;
      else toSend.push({ due: item, late: outcome === 'late' });
    }
    const comebacks = await comebackDays(
      toSend.map((item) => item.due),
      (ids) => push.checkInsOf(ids, now),
    );
    for (let start = 0; start < toSend.length; start += SEND_CONCURRENCY) {
      const batch = toSend.slice(start, start + SEND_CONCURRENCY);
      const results = await Promise.all(
        batch.map(({ due: item, late }) =>
          send(item, late, comebacks.has(`${item.candidate.tacticId} ${item.date}`), now),
        ),
      );
      results.forEach((result, i) => {
        if (result === 'sent') summary[batch[i]!.late ? 'late' : 'sent']++;
        else summary[result]++;
      });
    }
    await push.forgetClaims(new Date(now.getTime() - 2 * DAY_MS));
    await push.forgetReceipts(new Date(now.getTime() - DELIVERY_DAYS * DAY_MS));
    if (toSend.length > 0 || summary.skipped > 0) log.info(summary, 'reminders');
    return summary;
  }

  const passes = repeatedPass(tick, log, 'the reminder pass failed');
  return {
    tick,
    /**
     * A partner-loop message to every device of the user row `userId` (docs/decisions/281),
     * already claimed once by the caller: true when one device's push service took it. A device
     * whose push service says it is gone is removed, as after a reminder.
     */
    async notify(userId: string, message: PartnerMessage): Promise<boolean> {
      let reached = false;
      for (const device of await push.devicesOf(userId)) {
        const result = await deliver(device, message, PARTNER_MESSAGE_TTL_S);
        if (result.status === 'delivered') reached = true;
        else if (result.gone) await push.remove(device.subscriptionId);
      }
      return reached;
    },
    /** Looks for due reminders now and every `everyMs`. */
    start(everyMs = REMINDER_INTERVAL_MS) {
      passes.start(everyMs);
    },
    /** Stops looking and waits for a pass still running. */
    async stop() {
      await passes.stop();
      delivery.close();
    },
  };
}

/**
 * Runs `tick` now and every `everyMs` until stopped; a pass still running (a slow push service or
 * SMTP server) is not overtaken by the next, and a failed one is logged as `failure`.
 */
export function repeatedPass(
  tick: () => Promise<unknown>,
  log: FastifyBaseLogger,
  failure: string,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const pass = () => {
    if (running) return;
    running = tick()
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start(everyMs: number) {
      if (timer) return;
      timer = setInterval(pass, everyMs);
      timer.unref();
      pass();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type ReminderSender = ReturnType<typeof reminderSender>;
