/**
 * The calendar feed as iCalendar text (RFC 5545), from plain data: no database, no clock of its
 * own, so tests can check every line. What goes into the feed: docs/product.md, "Calendar".
 */
import { addDays, isPlanDate, weekdayOf, type LocalDate, type Repeat } from '#shared/schedule';
import { ifThenSentence, type IfThenPlan } from '#shared/schemas';

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
}

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
function recurrenceRule(repeat: Repeat, until: LocalDate | null): string {
  const end = until ? `;UNTIL=${basicDate(until)}` : '';
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

function event(tactic: FeedTactic, stamp: string): string[] | undefined {
  let start: LocalDate;
  const from = tactic.dueDate ?? tactic.repeatStart;
  // Only dates the API accepts reach the feed: a row saved before that rule (year 9999) is left
  // out rather than written as a date no calendar reads (DTEND:100000101) or failing the feed.
  if (!isPlanDate(from)) return undefined;
  if (tactic.repeat) {
    start = firstOccurrence(from, tactic.repeat);
    // A repeat that ended before its first occurrence has nothing to show.
    if (tactic.repeatsUntil !== null && start > tactic.repeatsUntil) return undefined;
  } else if (tactic.dueDate && !tactic.completed) start = tactic.dueDate;
  else return undefined;
  return [
    'BEGIN:VEVENT',
    `UID:${tactic.id}@momentum`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${basicDate(start)}`,
    `DTEND;VALUE=DATE:${basicDate(addDays(start, 1))}`,
    ...(tactic.repeat ? [`RRULE:${recurrenceRule(tactic.repeat, tactic.repeatsUntil)}`] : []),
    `SUMMARY:${escapeText(tactic.title)}`,
    `DESCRIPTION:${escapeText(description(tactic))}`,
    ...(tactic.link ? [`URL:${tactic.link}`] : []),
    'TRANSP:TRANSPARENT',
    // A reminder at 09:00 on the day: all-day events start at local midnight.
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(tactic.title)}`,
    'TRIGGER:PT9H',
    'END:VALARM',
    'END:VEVENT',
  ];
}

/** The whole feed: an all-day event per dated open one-off tactic, a recurring one per repeat. */
export function calendarFeed(tactics: FeedTactic[], now: Date): string {
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
    ...tactics.flatMap((tactic) => event(tactic, stamp) ?? []),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
