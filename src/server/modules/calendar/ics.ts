/**
 * The calendar feed as iCalendar text (RFC 5545), from plain data: no database, no clock of its
 * own, so tests can check every line. What goes into the feed: docs/product.md, "Calendar".
 */
import { addDays, isPlanDate, weekdayOf, type LocalDate, type Repeat } from '#shared/schedule';
import { ifThenSentence, type IfThenPlan } from '#shared/schemas';
import { zonedInstant, type TimeOfDay } from '#shared/reminders';
import { localDateTime, vtimezone } from './vtimezone.ts';

export interface FeedTactic {
  id: string;
  title: string;
  goalTitle: string;
  completed: boolean;
  dueDate: LocalDate | null;
  repeat: Repeat | null;
  /** Where a repeat without a due date starts: the date its repeat was set. */
  repeatStart: LocalDate;
  /** The last day it repeats (its goal's target date, `repeatsUntil`), or null. */
  repeatsUntil: LocalDate | null;
  plan: IfThenPlan | null;
  link: string | null;
  /** A reminder's local time of day: the event is timed at it, with its alarm then. */
  remindAt: TimeOfDay | null;
}

/** How long a timed event lasts in the calendar: a slot to act in, not a meeting. */
const TIMED_EVENT_DURATION = 'PT15M';
/** The time zone's rules go this far past the latest event, for repeats that keep going. */
const ZONE_YEARS_AHEAD = 5;

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545, 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Splits a content line into lines of at most 75 octets, each continuation starting with one
 * space (RFC 5545, 3.1), never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

const basicDate = (date: LocalDate) => date.replaceAll('-', '');

/** RFC 5545 wants DTSTART to be an occurrence, so a weekly repeat starts on its first chosen day. */
function firstOccurrence(start: LocalDate, repeat: Repeat): LocalDate {
  if (repeat.frequency === 'daily') return start;
  let date = start;
  while (!repeat.days.includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

/** The RRULE; UNTIL is a DATE like DTSTART, and the last day it names is included. */
/**
 * A repeat's UNTIL: its last date for all-day events; for timed ones the UTC instant of its last
 * occurrence, as RFC 5545 (3.3.10) wants when DTSTART names a zone.
 */
function until(tactic: FeedTactic, zone: string): string | null {
  if (tactic.repeatsUntil === null) return null;
  if (tactic.remindAt === null) return basicDate(tactic.repeatsUntil);
  const last = zonedInstant(zone, tactic.repeatsUntil, tactic.remindAt);
  return `${localDateTime(last, 0)}Z`;
}

function recurrenceRule(repeat: Repeat, until: string | null): string {
  const end = until ? `;UNTIL=${until}` : '';
  if (repeat.frequency === 'daily') return `FREQ=DAILY${end}`;
  const byDay = repeat.days.map((day) => day.slice(0, 2).toUpperCase()).join(',');
  return `FREQ=WEEKLY;BYDAY=${byDay}${end}`;
}

function description(tactic: FeedTactic): string {
  const parts = [`Goal: ${tactic.goalTitle}`];
  if (tactic.plan) parts.push(ifThenSentence(tactic.plan));
  if (tactic.link) parts.push(tactic.link);
  return parts.join('\n');
}

/** The first day of a tactic's event, or undefined when it has none in the feed. */
function startOf(tactic: FeedTactic): LocalDate | undefined {
  const from = tactic.dueDate ?? tactic.repeatStart;
  // Only dates the API accepts reach the feed: a row saved before that rule (year 9999) is left
  // out rather than written as a date no calendar reads (DTEND:100000101) or failing the feed.
  if (!isPlanDate(from)) return undefined;
  if (tactic.repeat) {
    const start = firstOccurrence(from, tactic.repeat);
    // A repeat that ended before its first occurrence has nothing to show.
    return tactic.repeatsUntil !== null && start > tactic.repeatsUntil ? undefined : start;
  }
  if (tactic.dueDate && !tactic.completed) return tactic.dueDate;
  return undefined;
}

/**
 * When the event happens: a day (all-day, with the alarm at 09:00, as all-day events start at
 * local midnight) or, with a reminder time, that time in the person's zone with the alarm then.
 */
function timing(start: LocalDate, remindAt: TimeOfDay | null, zone: string): string[] {
  if (remindAt === null) {
    return [
      `DTSTART;VALUE=DATE:${basicDate(start)}`,
      `DTEND;VALUE=DATE:${basicDate(addDays(start, 1))}`,
    ];
  }
  return [
    `DTSTART;TZID=${zone}:${basicDate(start)}T${remindAt.replace(':', '')}00`,
    `DURATION:${TIMED_EVENT_DURATION}`,
  ];
}

function event(tactic: FeedTactic, stamp: string, zone: string): string[] | undefined {
  const start = startOf(tactic);
  if (!start) return undefined;
  return [
    'BEGIN:VEVENT',
    `UID:${tactic.id}@momentum`,
    `DTSTAMP:${stamp}`,
    ...timing(start, tactic.remindAt, zone),
    ...(tactic.repeat ? [`RRULE:${recurrenceRule(tactic.repeat, until(tactic, zone))}`] : []),
    `SUMMARY:${escapeText(tactic.title)}`,
    `DESCRIPTION:${escapeText(description(tactic))}`,
    ...(tactic.link ? [`URL:${tactic.link}`] : []),
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(tactic.title)}`,
    `TRIGGER:${tactic.remindAt === null ? 'PT9H' : 'PT0S'}`,
    'END:VALARM',
    'END:VEVENT',
  ];
}

/** The zone's rules from the first timed event to years past the last one (and past now). */
function zoneFor(tactics: FeedTactic[], zone: string, now: Date): string[] {
  const starts = tactics
    .filter((tactic) => tactic.remindAt !== null)
    .flatMap((tactic) => startOf(tactic) ?? [])
    .sort();
  if (starts.length === 0) return [];
  const from = Date.parse(`${addDays(starts[0]!, -1)}T00:00:00Z`);
  const last = Math.max(Date.parse(`${starts.at(-1)!}T00:00:00Z`), now.getTime());
  const to = new Date(last);
  to.setUTCFullYear(to.getUTCFullYear() + ZONE_YEARS_AHEAD);
  return vtimezone(zone, from, to.getTime());
}

/**
 * The whole feed: an event per dated open one-off tactic, a recurring one per repeat; all-day,
 * or timed in `zone` (the person's IANA time zone) when the tactic has a reminder time.
 */
export function calendarFeed(tactics: FeedTactic[], now: Date, zone = 'UTC'): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Momentum//Action plan//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Momentum',
    'NAME:Momentum',
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...zoneFor(tactics, zone, now),
    ...tactics.flatMap((tactic) => event(tactic, stamp, zone) ?? []),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
