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
import { isTimeZone, localDateIn, zonedInstant, type TimeOfDay } from './zoned-time.ts';
import {
  addDays,
  clockDateOf,
  isPausedOn,
  occursOn,
  type LocalDate,
  type Pause,
  type Repeat,
} from './schedule.ts';

export const REMIND_AT_MESSAGE = 'Reminder times are written HH:MM, from 00:00 to 23:59';
export const TIME_ZONE_MESSAGE = 'Time zones are names such as Europe/Berlin';

export {
  isTimeZone,
  localDateIn,
  offsetMinutes,
  timeOfDayIn,
  zonedInstant,
  type TimeOfDay,
} from './zoned-time.ts';

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export const remindAtSchema = z
  .string({ error: REMIND_AT_MESSAGE })
  .regex(TIME_OF_DAY, REMIND_AT_MESSAGE)
  .describe('A time of day, HH:MM (24-hour), in the person’s time zone');

export const timeZoneSchema = withAllowedCharacters(
  z.string({ error: TIME_ZONE_MESSAGE }),
  characterMessages('Time zones'),
)
  .refine(isTimeZone, TIME_ZONE_MESSAGE)
  .describe('An IANA time zone name, e.g. Europe/Berlin');

/**
 * The instant of a reminder at `time` for the person's day `day`: a time earlier than their day's
 * start rings on the night after that day's date (`clockDateOf`).
 */
export function reminderInstant(
  zone: string,
  day: LocalDate,
  time: TimeOfDay,
  dayStartsAt = '00:00',
): number {
  return zonedInstant(zone, clockDateOf(day, time, dayStartsAt), time);
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
