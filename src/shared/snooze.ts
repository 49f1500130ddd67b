/**
 * Snoozing a reminder, and the order of the day on Today (docs/product.md, "Snooze and the order
 * of the day"; docs/decisions/263-today-in-the-order-of-the-day.md). A snooze belongs to one day's
 * reminder of a tactic: `date` is the person's today when they snoozed, `until` the instant the
 * reminder goes out instead. Today shows the item at that time, and push and email send it then,
 * once. Dates and times are read in a named zone (reminders.ts), never this machine's.
 */
import type { MessageId } from './i18n/catalogue.ts';
import { localDateIn, timeOfDayIn, zonedInstant, type TimeOfDay } from './zoned-time.ts';
import { addDays, daysBetween, type LocalDate } from './schedule.ts';
import '#messages/today';

/** One day's reminder moved to a later instant (ISO 8601). */
export interface Snooze {
  date: LocalDate;
  until: string;
}

export const SNOOZE_CHOICES = ['hour', 'evening', 'tomorrow'] as const;
export type SnoozeChoice = (typeof SNOOZE_CHOICES)[number];

/** What the Snooze menu says for each choice: its message. */
export const SNOOZE_LABELS: Record<SnoozeChoice, MessageId> = {
  hour: 'today.snoozeHour',
  evening: 'today.snoozeEvening',
  tomorrow: 'today.snoozeTomorrow',
};

/**
 * "This evening" is 19:00: after most working days and before most evenings' plans, the hour
 * calendar apps offer for "this evening" too. It is offered while at least an hour away; later,
 * "1 hour" reaches as far.
 */
export const EVENING: TimeOfDay = '19:00';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The instant (ms) a snooze chosen at `now` moves a reminder to, in `zone`: an hour later; this
 * evening at EVENING (null once that is less than an hour away); or tomorrow at the reminder's
 * own time `remindAt` (so a snooze of a daily reminder lands where tomorrow's would: one message,
 * see `snoozedReminderAt`). Local times go through the zone's rules: "tomorrow 07:30" stays 07:30
 * across a daylight-saving change.
 */
export function snoozeUntil(
  choice: SnoozeChoice,
  { now, zone, remindAt }: { now: number; zone: string; remindAt: TimeOfDay },
): number | null {
  const today = localDateIn(zone, now);
  switch (choice) {
    case 'hour':
      return now + HOUR_MS;
    case 'evening': {
      const evening = zonedInstant(zone, today, EVENING);
      return evening - now >= HOUR_MS ? evening : null;
    }
    case 'tomorrow':
      return zonedInstant(zone, addDays(today, 1), remindAt);
  }
}

/** Days after its own date a snooze may reach: "tomorrow" at 23:59, chosen just after midnight. */
export const SNOOZE_MAX_DAYS = 2;

export const SNOOZE_MESSAGES = {
  start: 'A snooze is for today’s reminder: earlier days cannot be snoozed afterwards',
  until: `A snooze ends on its day or within ${SNOOZE_MAX_DAYS} days after it`,
  needsReminder: 'Only a tactic with a reminder time can be snoozed',
} as const;

/**
 * What a snooze request may ask, on the server's UTC date `serverToday` (the zones are a day
 * either side): its date is today, and `until` lies from that date's start to SNOOZE_MAX_DAYS
 * after it, in any zone (-12 to +14 hours). The client picks `until` by `snoozeUntil`; the
 * server keeps its date, so a client clock that is a little off still snoozes.
 */
export function snoozeProblem(
  { date, until }: Snooze,
  serverToday: LocalDate,
): keyof typeof SNOOZE_MESSAGES | null {
  if (Math.abs(daysBetween(serverToday, date)) > 1) return 'start';
  const at = Date.parse(until);
  const earliest = Date.parse(`${date}T00:00:00Z`) - 14 * HOUR_MS;
  const latest = Date.parse(`${addDays(date, SNOOZE_MAX_DAYS + 1)}T00:00:00Z`) + 12 * HOUR_MS;
  if (!(at >= earliest && at < latest)) return 'until';
  return null;
}

/** When Today shows an item: a local date and time, for ordering and for its words. */
export interface ShownAt {
  date: LocalDate;
  time: TimeOfDay;
}

/**
 * The time Today shows a tactic at on `today` in `zone`: its snooze's, when it snoozed today's
 * reminder; else its reminder time; null for an item without one.
 */
export function shownAt(
  tactic: { remindAt: TimeOfDay | null; snooze: Snooze | null },
  today: LocalDate,
  zone: string,
): ShownAt | null {
  if (tactic.remindAt === null) return null;
  const snooze = tactic.snooze;
  if (snooze && snooze.date === today) {
    const at = Date.parse(snooze.until);
    return { date: localDateIn(zone, at), time: timeOfDayIn(zone, at) };
  }
  return { date: today, time: tactic.remindAt };
}

/**
 * The order of the day, the one rule for Today's lists: timed items by the time they are shown at
 * (a snooze to tomorrow after today's times), then untimed ones; done items sink to the end, in
 * the same order among themselves. Otherwise items keep the order given (a stable sort).
 */
export function orderOfTheDay<T>(
  items: readonly T[],
  today: LocalDate,
  keyOf: (item: T) => { shown: ShownAt | null; done: boolean },
): T[] {
  const rank = (item: T) => {
    const { shown, done } = keyOf(item);
    const minutes =
      shown === null
        ? Number.POSITIVE_INFINITY
        : daysBetween(today, shown.date) * 1440 +
          Number(shown.time.slice(0, 2)) * 60 +
          Number(shown.time.slice(3, 5));
    return { done: done ? 1 : 0, minutes };
  };
  return items
    .map((item, index) => ({ item, index, ...rank(item) }))
    .sort((a, b) => a.done - b.done || compare(a.minutes, b.minutes) || a.index - b.index)
    .map(({ item }) => item);
}

const compare = (a: number, b: number) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The instant (ms) a tactic's reminder of `date` goes out when snoozed, in `zone`, or
 * 'not-snoozed' when that day's reminder keeps its own time. Null when the snooze landed on
 * another day's own reminder of a repeat (a daily one snoozed to tomorrow): that reminder is the
 * one sent, never two at once.
 */
export function snoozedReminderAt(
  tactic: { remindAt: TimeOfDay | null; snooze: Snooze | null },
  date: LocalDate,
  zone: string,
  isOwnReminderDay: (day: LocalDate) => boolean,
): number | null | 'not-snoozed' {
  const { snooze, remindAt } = tactic;
  if (!snooze || snooze.date !== date || remindAt === null) return 'not-snoozed';
  const at = Date.parse(snooze.until);
  const day = localDateIn(zone, at);
  if (day !== date && isOwnReminderDay(day) && zonedInstant(zone, day, remindAt) === at) {
    return null;
  }
  return at;
}
