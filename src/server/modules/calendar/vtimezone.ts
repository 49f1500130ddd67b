/**
 * A VTIMEZONE (RFC 5545, 3.6.5) for an IANA zone, read from the runtime's own zone rules (Intl):
 * one observance per change of offset between two instants, so a calendar app shows a reminder
 * at 22:30 local time in winter and in summer. Between changes the offset stays; outside the
 * window the nearest observance applies, so the window covers the events and years beyond.
 */
import { offsetMinutes } from '#shared/reminders';

const MINUTE_MS = 60_000;
const WEEK_MS = 7 * 24 * 60 * MINUTE_MS;

export interface OffsetChange {
  /** The first instant (ms) of the new offset. */
  at: number;
  from: number;
  to: number;
}

/**
 * Every change of the zone's offset between `start` and `end` (ms), in order. Zones change at
 * most a few times a year, months apart, so a weekly scan finds each and a search pins its minute.
 */
export function offsetChanges(zone: string, start: number, end: number): OffsetChange[] {
  const changes: OffsetChange[] = [];
  let before = start - (start % MINUTE_MS);
  let offset = offsetMinutes(zone, before);
  while (before < end) {
    const after = Math.min(before + WEEK_MS, end);
    const next = offsetMinutes(zone, after);
    if (next !== offset) {
      // The offset at `low` is the old one, at `high` the new one; narrow to one minute.
      let [low, high] = [before / MINUTE_MS, after / MINUTE_MS];
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2);
        if (offsetMinutes(zone, middle * MINUTE_MS) === offset) low = middle;
        else high = middle;
      }
      changes.push({ at: high * MINUTE_MS, from: offset, to: next });
      offset = next;
    }
    before = after;
  }
  return changes;
}

/** "+0100", "-0430", "+0545". */
export function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}${String(whole % 60).padStart(2, '0')}`;
}

/** "20260329T020000": the wall-clock time at `instant` read with `offset` minutes. */
export function localDateTime(instant: number, offset: number): string {
  return new Date(instant + offset * MINUTE_MS)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', start: string, from: number, to: number) {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${start}`,
    `TZOFFSETFROM:${utcOffset(from)}`,
    `TZOFFSETTO:${utcOffset(to)}`,
    `END:${kind}`,
  ];
}

/**
 * The VTIMEZONE lines for `zone`, valid from `start` to `end` (ms): the offset at `start`, then
 * each change. A change to a greater offset is daylight time (clocks go forward), else standard.
 */
export function vtimezone(zone: string, start: number, end: number): string[] {
  const first = offsetMinutes(zone, start);
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...observance('STANDARD', localDateTime(start, first), first, first),
    ...offsetChanges(zone, start, end).flatMap(({ at, from, to }) =>
      observance(to > from ? 'DAYLIGHT' : 'STANDARD', localDateTime(at, from), from, to),
    ),
    'END:VTIMEZONE',
  ];
}
