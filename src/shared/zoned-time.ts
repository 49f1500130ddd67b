/**
 * Local dates and times in a named zone (an IANA name such as "Europe/Berlin"), through the zone's
 * rules (Intl), never this machine's zone (docs/product.md, "Reminders"). Apart from reminders.ts
 * and without zod, so that Today's chunk can read times without the schemas (bundle budgets,
 * scripts/lib/bundle-size.ts).
 */
import { personDate, type LocalDate } from './schedule.ts';

/** A time of day "HH:MM", 24-hour clock. */
export type TimeOfDay = string;

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

/**
 * The person's date in `zone` at `instant`: the wall clock's date, or the day before while it
 * reads earlier than `dayStartsAt` (`personDate`, docs/decisions/262-your-day-your-week.md).
 */
export function localDateIn(zone: string, instant: number, dayStartsAt = '00:00'): LocalDate {
  const wall = new Date(wallClockMs(zone, instant)).toISOString();
  return personDate(wall.slice(0, 10), wall.slice(11, 16), dayStartsAt);
}

/** The wall-clock time of day in `zone` at `instant`, "HH:MM". */
export function timeOfDayIn(zone: string, instant: number): TimeOfDay {
  return new Date(wallClockMs(zone, instant)).toISOString().slice(11, 16);
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
