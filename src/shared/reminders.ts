/**
 * Reminders at a chosen time of day (docs/product.md, "Reminders"). A tactic's `remindAt` is a
 * wall-clock time, "HH:MM", in the person's stored time zone (an IANA name such as
 * "Europe/Berlin"). Turning a local date and time into an instant goes through the zone's rules
 * (Intl), never through this machine's zone, so a reminder stays at 22:30 on both sides of a
 * daylight-saving change.
 */
import { z } from 'zod';
import { withAllowedCharacters } from './free-text.ts';
import { characterMessages } from './titles.ts';
import {
  addDays,
  isPausedOn,
  occursOn,
  type LocalDate,
  type Pause,
  type Repeat,
} from './schedule.ts';

export const REMIND_AT_MESSAGE = 'Reminder times are written HH:MM, from 00:00 to 23:59';
export const TIME_ZONE_MESSAGE = 'Time zones are names such as Europe/Berlin';

/** A time of day "HH:MM", 24-hour clock. */
export type TimeOfDay = string;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export const remindAtSchema = z
  .string({ error: REMIND_AT_MESSAGE })
  .regex(TIME_OF_DAY, REMIND_AT_MESSAGE)
  .describe('A time of day, HH:MM (24-hour), in the person’s time zone');

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one is far slower than using it. */
function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** True for a time zone this runtime knows by its IANA name ("UTC" included). */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    formatterFor(value);
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = withAllowedCharacters(
  z.string({ error: TIME_ZONE_MESSAGE }),
  characterMessages('Time zones'),
)
  .refine(isTimeZone, TIME_ZONE_MESSAGE)
  .describe('An IANA time zone name, e.g. Europe/Berlin');

/** The wall-clock reading in `zone` at `instant` (ms), written as if it were UTC milliseconds. */
function wallClockMs(zone: string, instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The zone's offset from UTC at `instant`, in minutes (Berlin in summer: 120). */
export function offsetMinutes(zone: string, instant: number): number {
  const whole = instant - (((instant % 60_000) + 60_000) % 60_000);
  return Math.round((wallClockMs(zone, whole) - whole) / 60_000);
}

/** The local calendar date in `zone` at `instant`. */
export function localDateIn(zone: string, instant: number): LocalDate {
  return new Date(wallClockMs(zone, instant)).toISOString().slice(0, 10);
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The instant at which the wall clock in `zone` reads `date` `time`. A time skipped by a
 * spring-forward change (02:30 on that night) moves forward by the gap (03:30); a time that
 * happens twice in a fall-back night is its first occurrence. Calendars do the same.
 */
export function zonedInstant(zone: string, date: LocalDate, time: TimeOfDay): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const before = offsetMinutes(zone, wall - 24 * HOUR_MS);
  const after = offsetMinutes(zone, wall + 24 * HOUR_MS);
  const candidates = [wall - before * 60_000, wall - after * 60_000].filter(
    (instant) => wallClockMs(zone, instant) === wall,
  );
  // No candidate: the time falls in a gap; reading it with the earlier offset lands after it.
  return candidates.length > 0 ? Math.min(...candidates) : wall - before * 60_000;
}

/** The scheduling fields a reminder depends on. */
export interface Remindable {
  remindAt: TimeOfDay | null;
  dueDate: LocalDate | null;
  repeat: Repeat | null;
  completed: boolean;
  /** A repeat's pauses: a paused day gets no reminder (docs/product.md, "Pauses and the way back"). */
  pauses?: readonly Pause[];
}

/**
 * Whether a tactic is due on `date`: its due date, or a day of its repeat (from its due date on,
 * and up to `until`, its goal's `repeatsUntil`, when given).
 */
export function isDueOn(
  tactic: Omit<Remindable, 'remindAt'>,
  date: LocalDate,
  until: LocalDate | null = null,
): boolean {
  if (tactic.repeat) {
    return occursOn({ ...tactic, repeatsUntil: until }, date) && !isPausedOn(tactic.pauses, date);
  }
  return !tactic.completed && tactic.dueDate === date;
}

/**
 * The next reminder of a tactic at or after `now` (ms), as `{date, at}`: the local date it is for
 * and the instant. Null when it has no time, is done, or has no date left to remind of. A
 * repeat with a due date starts on it (as in the calendar feed).
 */
export function nextReminder(
  tactic: Remindable,
  zone: string,
  now: number,
): { date: LocalDate; at: number } | null {
  const { remindAt } = tactic;
  if (remindAt === null) return null;
  if (!tactic.repeat) {
    if (tactic.completed || !tactic.dueDate) return null;
    const at = zonedInstant(zone, tactic.dueDate, remindAt);
    return at >= now ? { date: tactic.dueDate, at } : null;
  }
  let date = localDateIn(zone, now);
  if (tactic.dueDate && tactic.dueDate > date) date = tactic.dueDate;
  // Every repeat has a day in any 32 consecutive days: every 30 days at most, and monthly on the
  // 31st falls on a short month's last day (today may be past its time already).
  for (let offset = 0; offset <= 31; offset++) {
    const day = addDays(date, offset);
    if (!isDueOn(tactic, day)) continue;
    const at = zonedInstant(zone, day, remindAt);
    if (at >= now) return { date: day, at };
  }
  return null;
}
