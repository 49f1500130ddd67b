/**
 * The calendar feed as iCalendar text (RFC 5545), from plain data: no database, no clock of its
 * own, so tests can check every line. What goes into the feed: docs/product.md, "Calendar".
 */
import {
  addDays,
  describeSchedule,
  isPlanDate,
  isScheduledOn,
  startOfWeek,
  type LocalDate,
  type WeekStart,
  type Pause,
  type Repeat,
} from '#shared/schedule';
import { ifThenSentence, type IfThenPlan } from '#shared/schemas';
import { zonedInstant, type TimeOfDay } from '#shared/reminders';
import { localDateTime, vtimezone } from './vtimezone.ts';
import { translator } from '#server/i18n.ts';

export interface FeedTactic {
  id: string;
  title: string;
  goalTitle: string;
  completed: boolean;
  dueDate: LocalDate | null;
  repeat: Repeat | null;
  /** The owner's first day of the week: a week of "N times a week" starts on it (decision 262). */
  weekStartsOn?: WeekStart;
  /** Where a repeat without a due date starts: the date its repeat was set. */
  repeatStart: LocalDate;
  /** The last day it repeats (its goal's target date, `repeatsUntil`), or null. */
  repeatsUntil: LocalDate | null;
  plan: IfThenPlan | null;
  link: string | null;
  /** A reminder's local time of day: the event is timed at it, with its alarm then. */
  remindAt: TimeOfDay | null;
  /** Days the repeat is paused (docs/decisions/261): left out of its recurrence as EXDATEs. */
  pauses: readonly Pause[];
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

/**
 * A repeat's UNTIL: its last date for all-day events; for timed ones the UTC instant of its last
 * occurrence, as RFC 5545 (3.3.10) wants when DTSTART names a zone.
 */
function until(tactic: FeedTactic, zone: string): string | null {
  if (tactic.repeatsUntil === null) return null;
  const remindAt = timedIn(tactic);
  if (remindAt === null) return basicDate(tactic.repeatsUntil);
  const last = zonedInstant(zone, tactic.repeatsUntil, remindAt);
  return `${localDateTime(last, 0)}Z`;
}

/**
 * One recurring event of a repeat: its UID's suffix, its RRULE (without UNTIL) and which of the
 * repeat's days it holds (DTSTART must be one of them, RFC 5545 3.8.5.3).
 */
interface Recurrence {
  uid: string;
  rule: string;
  holds: (date: LocalDate) => boolean;
}

const isFebruary = (date: LocalDate) => date.slice(5, 7) === '02';
const NOT_FEBRUARY = 'BYMONTH=1,3,4,5,6,7,8,9,10,11,12';

/**
 * The RRULEs of a repeat (docs/decisions/260-a-rhythm-that-forgives.md), none with BYSETPOS.
 * "N times a week" is one week-long event a week (its count is in the description). Monthly on
 * the 29th-31st takes a short month's last day: the 31st is BYMONTHDAY=-1 (the last day of every
 * month); the 29th and 30th are the day in the months that have it (February left out of the 29th,
 * where a leap year has one) plus a second event on February's last day each year.
 */
function recurrences(repeat: Repeat, weekStartsOn: WeekStart = 'monday'): Recurrence[] {
  const scheduled = (date: LocalDate) => isScheduledOn(repeat, date);
  switch (repeat.frequency) {
    case 'daily':
      return [{ uid: '', rule: 'FREQ=DAILY', holds: scheduled }];
    case 'weekly': {
      const byDay = repeat.days.map((day) => day.slice(0, 2).toUpperCase()).join(',');
      return [{ uid: '', rule: `FREQ=WEEKLY;BYDAY=${byDay}`, holds: scheduled }];
    }
    case 'timesPerWeek':
      return [
        {
          uid: '',
          rule: 'FREQ=WEEKLY',
          holds: (date) => startOfWeek(date, weekStartsOn) === date,
        },
      ];
    case 'everyNDays':
      return [{ uid: '', rule: `FREQ=DAILY;INTERVAL=${repeat.interval}`, holds: scheduled }];
    case 'monthly': {
      if (repeat.day <= 28)
        return [{ uid: '', rule: `FREQ=MONTHLY;BYMONTHDAY=${repeat.day}`, holds: scheduled }];
      if (repeat.day === 31)
        return [{ uid: '', rule: 'FREQ=MONTHLY;BYMONTHDAY=-1', holds: scheduled }];
      const months = repeat.day === 29 ? `${NOT_FEBRUARY};` : '';
      return [
        {
          uid: '',
          rule: `FREQ=MONTHLY;${months}BYMONTHDAY=${repeat.day}`,
          holds: (date) => scheduled(date) && !isFebruary(date),
        },
        {
          uid: '-february',
          rule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1',
          holds: (date) => scheduled(date) && isFebruary(date),
        },
      ];
    }
  }
}

/** The first day from `from` a recurrence holds: within a year for any repeat. */
function firstHeld(from: LocalDate, recurrence: Recurrence): LocalDate {
  let date = from;
  for (let i = 0; i <= 366 && !recurrence.holds(date); i++) date = addDays(date, 1);
  return date;
}

/** The feed has no recipient language yet: its words are English (issue 56). */
const english = translator(null);

function description(tactic: FeedTactic): string {
  const parts = [`Goal: ${tactic.goalTitle}`];
  // A count a week names no days, so the event says it (docs/product.md, "Calendar").
  if (tactic.repeat?.frequency === 'timesPerWeek')
    parts.push(
      `${describeSchedule(english, { repeat: tactic.repeat, dueDate: null })}: check in on Today`,
    );
  if (tactic.plan) parts.push(ifThenSentence(english, tactic.plan));
  if (tactic.link) parts.push(tactic.link);
  return parts.join('\n');
}

/** An event of the feed: a one-off's due day, or one recurrence of a repeat from its first day. */
interface FeedEvent {
  uid: string;
  start: LocalDate;
  rule: string | null;
  /** Days of the recurrence a pause takes out (never the week-long "N times a week" event). */
  paused: LocalDate[];
}

/** The days from `start` on that a recurrence holds and a pause covers, in order. */
function pausedDays(tactic: FeedTactic, recurrence: Recurrence, start: LocalDate): LocalDate[] {
  if (tactic.repeat?.frequency === 'timesPerWeek') return [];
  const days = new Set<LocalDate>();
  for (const pause of tactic.pauses)
    for (let date = pause.from; date <= pause.until; date = addDays(date, 1))
      if (date >= start && recurrence.holds(date)) days.add(date);
  return [...days].sort();
}

/** A tactic's events, none when it has nothing in the feed. */
function eventsOf(tactic: FeedTactic): FeedEvent[] {
  const from = tactic.dueDate ?? tactic.repeatStart;
  // Only dates the API accepts reach the feed: a row saved before that rule (year 9999) is left
  // out rather than written as a date no calendar reads (DTEND:100000101) or failing the feed.
  if (!isPlanDate(from)) return [];
  if (tactic.repeat) {
    // "N times a week" shows the whole week its first day falls in.
    const { weekStartsOn } = tactic;
    const first =
      tactic.repeat.frequency === 'timesPerWeek' ? startOfWeek(from, weekStartsOn) : from;
    return recurrences(tactic.repeat, weekStartsOn).flatMap((recurrence) => {
      const start = firstHeld(first, recurrence);
      // A repeat that ended before its first occurrence has nothing to show.
      if (tactic.repeatsUntil !== null && start > tactic.repeatsUntil) return [];
      return [
        {
          uid: recurrence.uid,
          start,
          rule: recurrence.rule,
          paused: pausedDays(tactic, recurrence, start),
        },
      ];
    });
  }
  if (tactic.dueDate && !tactic.completed)
    return [{ uid: '', start: tactic.dueDate, rule: null, paused: [] }];
  return [];
}

/** A week-long event for "N times a week": it names no day, so it has no time of day either. */
const timedIn = (tactic: FeedTactic) =>
  tactic.repeat?.frequency === 'timesPerWeek' ? null : tactic.remindAt;

/**
 * When the event happens: a day (all-day, with the alarm at 09:00, as all-day events start at
 * local midnight) or, with a reminder time, that time in the person's zone with the alarm then.
 * "N times a week" spans its week.
 */
function timing(start: LocalDate, tactic: FeedTactic, zone: string): string[] {
  const remindAt = timedIn(tactic);
  if (remindAt === null) {
    const days = tactic.repeat?.frequency === 'timesPerWeek' ? 7 : 1;
    return [
      `DTSTART;VALUE=DATE:${basicDate(start)}`,
      `DTEND;VALUE=DATE:${basicDate(addDays(start, days))}`,
    ];
  }
  return [
    `DTSTART;TZID=${zone}:${basicDate(start)}T${remindAt.replace(':', '')}00`,
    `DURATION:${TIMED_EVENT_DURATION}`,
  ];
}

/** A paused day, written as the event's DTSTART is (a date, or the time in the person's zone). */
function exdate(date: LocalDate, tactic: FeedTactic, zone: string): string {
  const remindAt = timedIn(tactic);
  return remindAt === null
    ? `EXDATE;VALUE=DATE:${basicDate(date)}`
    : `EXDATE;TZID=${zone}:${basicDate(date)}T${remindAt.replace(':', '')}00`;
}

/** The alarm: at the event's time, or at the reminder time (else 09:00) of an all-day event's first day. */
function trigger(tactic: FeedTactic): string {
  if (timedIn(tactic) !== null) return 'PT0S';
  const [hours, minutes] = (tactic.remindAt ?? '09:00').split(':').map(Number) as [number, number];
  return `PT${hours}H${minutes ? `${minutes}M` : ''}`;
}

function vevents(tactic: FeedTactic, stamp: string, zone: string): string[] {
  const end = tactic.repeatsUntil === null ? '' : `;UNTIL=${until(tactic, zone)}`;
  return eventsOf(tactic).flatMap(({ uid, start, rule, paused }) => [
    'BEGIN:VEVENT',
    `UID:${tactic.id}${uid}@momentum`,
    `DTSTAMP:${stamp}`,
    ...timing(start, tactic, zone),
    ...(rule ? [`RRULE:${rule}${end}`] : []),
    ...paused.map((date) => exdate(date, tactic, zone)),
    `SUMMARY:${escapeText(tactic.title)}`,
    `DESCRIPTION:${escapeText(description(tactic))}`,
    ...(tactic.link ? [`URL:${tactic.link}`] : []),
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(tactic.title)}`,
    `TRIGGER:${trigger(tactic)}`,
    'END:VALARM',
    'END:VEVENT',
  ]);
}

/** The zone's rules from the first timed event to years past the last one (and past now). */
function zoneFor(tactics: FeedTactic[], zone: string, now: Date): string[] {
  const starts = tactics
    .filter((tactic) => timedIn(tactic) !== null)
    .flatMap((tactic) => eventsOf(tactic).map((event) => event.start))
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
    ...tactics.flatMap((tactic) => vevents(tactic, stamp, zone)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
