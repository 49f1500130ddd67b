/**
 * Scheduling vocabulary shared by client and server: a tactic may have a due date or a repeat
 * (daily, or weekly on chosen days). Dates are the user's local calendar dates, chosen by the
 * client (docs/decisions/013-scheduling.md). The rules built on these types live beside them.
 *
 * All arithmetic below works on calendar dates through UTC (Date.UTC), never on local-time
 * milliseconds, so daylight-saving changes and month ends cannot shift a day.
 */

import type { MessageId, Translate } from './i18n/catalogue.ts';
import '#messages/schedule';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * How a tactic repeats (docs/product.md, "Scheduling"): every day; weekly on chosen days; N times
 * a week on any days (the week is the period kept); every N days counted from `anchor`; or monthly
 * on a day of the month, a short month using its last day.
 */
export type Repeat =
  | { frequency: 'daily' }
  | { frequency: 'weekly'; days: Weekday[] }
  | { frequency: 'timesPerWeek'; times: number }
  | { frequency: 'everyNDays'; interval: number; anchor: LocalDate }
  | { frequency: 'monthly'; day: number };

/** The bounds of the flexible repeats, shared by the API, import and the Schedule panel. */
export const REPEAT_LIMITS = {
  timesPerWeek: { min: 1, max: 6 },
  everyNDays: { min: 2, max: 30 },
  monthly: { min: 1, max: 31 },
} as const;

/** A local calendar date written "YYYY-MM-DD". */
export type LocalDate = string;

const DAY_MS = 24 * 60 * 60 * 1000;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The short names of the weekdays and months, as message ids (their words are the catalogue's). */
const WEEKDAY_LABELS = {
  mon: 'schedule.dayMon',
  tue: 'schedule.dayTue',
  wed: 'schedule.dayWed',
  thu: 'schedule.dayThu',
  fri: 'schedule.dayFri',
  sat: 'schedule.daySat',
  sun: 'schedule.daySun',
} as const satisfies Record<Weekday, MessageId>;
const MONTH_LABELS = [
  'schedule.monthJan',
  'schedule.monthFeb',
  'schedule.monthMar',
  'schedule.monthApr',
  'schedule.monthMay',
  'schedule.monthJun',
  'schedule.monthJul',
  'schedule.monthAug',
  'schedule.monthSep',
  'schedule.monthOct',
  'schedule.monthNov',
  'schedule.monthDec',
] as const satisfies readonly MessageId[];

/** A weekday's short name: "Mon", "lun". */
export const weekdayLabel = (t: Translate, day: Weekday): string => t(WEEKDAY_LABELS[day]);

/** A month's short name (`month` 0 to 11): "Nov", "nov". */
export const monthLabel = (t: Translate, month: number): string => t(MONTH_LABELS[month]!);

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Milliseconds of midnight UTC on the given calendar date; throws on anything but a real date. */
function toUtcMs(date: LocalDate): number {
  const match = LOCAL_DATE.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const ms = Date.UTC(year, month - 1, day);
    // Date.UTC rolls "02-30" over into March and reads years 0-99 as 1900-1999: a real date is
    // one it leaves as written. Compared as numbers, not by formatting it back (a big plan's
    // Today runs this tens of thousands of times).
    const parsed = new Date(ms);
    if (
      parsed.getUTCDate() === day &&
      parsed.getUTCMonth() === month - 1 &&
      parsed.getUTCFullYear() === year
    ) {
      return ms;
    }
  }
  throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
}

function fromUtcMs(ms: number): LocalDate {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;
}

/** True for a real calendar date written "YYYY-MM-DD" ("2026-02-30" is not one). */
export function isLocalDate(value: string): value is LocalDate {
  try {
    toUtcMs(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The dates a plan may hold (docs/product.md, Tactics): earlier ones are typing mistakes, and
 * later ones would leave four-digit years (a repeat from 9999-12-31 reaches year 10000, which
 * no calendar file can say). The API, import and the date inputs all use this one rule.
 */
export const EARLIEST_PLAN_DATE: LocalDate = '2000-01-01';
export const LATEST_PLAN_DATE: LocalDate = '2100-12-31';

/** A real calendar date within EARLIEST_PLAN_DATE to LATEST_PLAN_DATE. */
export const isPlanDate = (value: string): value is LocalDate =>
  isLocalDate(value) && value >= EARLIEST_PLAN_DATE && value <= LATEST_PLAN_DATE;

/** The day a person's week starts on (docs/product.md, "Your day, your week"). */
export const WEEK_STARTS = ['monday', 'sunday'] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];

/**
 * When a person's day begins ("HH:MM", 00:00 to 05:00) and the day their week starts on
 * (docs/decisions/262-your-day-your-week.md). The defaults are the rules as they were before
 * anyone could choose: days from midnight, weeks from Monday.
 */
export interface DaySettings {
  dayStartsAt: string;
  weekStartsOn: WeekStart;
}
export const DEFAULT_DAY_SETTINGS: DaySettings = { dayStartsAt: '00:00', weekStartsOn: 'monday' };

/**
 * THE day rule (docs/decisions/262-your-day-your-week.md): the person's date when their wall
 * clock reads `date` `time` ("HH:MM") is that date, or the day before while the clock is earlier
 * than `dayStartsAt` (a check-in at 01:30 with the day starting at 03:00 counts for the day
 * before). Read on the wall clock, never by subtracting hours from an instant, so a
 * daylight-saving change on that night moves no one's day. Everything that asks "which day is
 * it for this person" (Today, check-ins, streaks, reminders, the review, the digest) comes here.
 */
export function personDate(date: LocalDate, time: string, dayStartsAt: string): LocalDate {
  // "HH:MM" zero-padded compares as text.
  return time < dayStartsAt ? addDays(date, -1) : date;
}

/**
 * The inverse of `personDate` for a time of day: the wall-clock date on which the person's day
 * `day` reads `time`. A 01:00 reminder of a day that starts at 03:00 rings the night after.
 */
export function clockDateOf(day: LocalDate, time: string, dayStartsAt: string): LocalDate {
  return time < dayStartsAt ? addDays(day, 1) : day;
}

/**
 * The person's date at an instant on this machine's clock and time zone (the user's, in the
 * browser), their day starting at `dayStartsAt` (`personDate`).
 */
export function todayLocal(now: Date = new Date(), dayStartsAt = '00:00'): LocalDate {
  const date = `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1, 2)}-${pad(now.getDate(), 2)}`;
  if (dayStartsAt === '00:00') return date;
  return personDate(date, `${pad(now.getHours(), 2)}:${pad(now.getMinutes(), 2)}`, dayStartsAt);
}

/** The person's date of an ISO timestamp, such as a tactic's completedAt (`todayLocal`). */
export function localDateOf(timestamp: string, dayStartsAt = '00:00'): LocalDate {
  return todayLocal(new Date(timestamp), dayStartsAt);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  // Within days 1-28, which every month has, only the last two digits change: no Date is made.
  // Streaks step through a year of days for each repeat (docs/decisions/252).
  if (SAFE_DAY.test(date)) {
    const day = (date.charCodeAt(8) - 48) * 10 + date.charCodeAt(9) - 48 + days;
    if (day >= 1 && day <= 28) return `${date.slice(0, 8)}${day < 10 ? '0' : ''}${day}`;
  }
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** A real date of year 1000 on, on one of the days 1-28 (a year Date.UTC reads as written). */
const SAFE_DAY = /^[1-9]\d{3}-(?:0[1-9]|1[0-2])-(?:0[1-9]|1\d|2[0-8])$/;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** The number of days in the month holding `date`. */
export function daysInMonth(date: LocalDate): number {
  const d = new Date(toUtcMs(date));
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
}

/** The day of the month a monthly repeat on `day` falls on in `date`'s month: short months use their last. */
export const monthlyDayIn = (day: number, date: LocalDate) => Math.min(day, daysInMonth(date));

export function weekdayOf(date: LocalDate): Weekday {
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(toUtcMs(date)).getUTCDay() + 6) % 7] as Weekday;
}

/**
 * The first day of the week holding `date`: its Monday, or its Sunday for a person whose week
 * starts on Sunday (docs/decisions/262-your-day-your-week.md). Every week rule (streak periods,
 * consistency, the heat map, the review, the digest) comes here.
 */
export function startOfWeek(date: LocalDate, weekStartsOn: WeekStart = 'monday'): LocalDate {
  const fromMonday = WEEKDAYS.indexOf(weekdayOf(date));
  return addDays(date, weekStartsOn === 'sunday' ? -((fromMonday + 1) % 7) : -fromMonday);
}

/** The seven weekdays in the order of a person's week: Mon..Sun, or Sun..Sat. */
export const weekdaysFrom = (weekStartsOn: WeekStart = 'monday'): readonly Weekday[] =>
  weekStartsOn === 'sunday' ? ['sun', ...WEEKDAYS.slice(0, 6)] : WEEKDAYS;

/**
 * Whether a repeating tactic has an occurrence on `date`; a tactic without a repeat never does,
 * nor one whose repeat ended before `date` (`until`, see `repeatsUntil`).
 */
export function isScheduledOn(
  repeat: Repeat | null,
  date: LocalDate,
  until: LocalDate | null = null,
): boolean {
  if (!repeat || (until !== null && date > until)) return false;
  switch (repeat.frequency) {
    // Any day of the week may hold one of "N times a week"'s check-ins; the week is what is kept.
    case 'daily':
    case 'timesPerWeek':
      return true;
    case 'weekly':
      return repeat.days.includes(weekdayOf(date));
    case 'everyNDays': {
      const offset = daysBetween(repeat.anchor, date) % repeat.interval;
      return offset === 0;
    }
    case 'monthly':
      return Number(date.slice(8, 10)) === monthlyDayIn(repeat.day, date);
  }
}

/** Whether a repeat's period is a week (weekly on chosen days, or N times a week), not each day it occurs. */
export const keptByWeek = (repeat: Repeat) =>
  repeat.frequency === 'weekly' || repeat.frequency === 'timesPerWeek';

/** What sets a repeat's first day (`repeatStart`). */
export interface RepeatStartFields {
  dueDate?: LocalDate | null;
  /** ISO instant the repeat was set or last changed, as the API returns it. */
  repeatSetAt?: string | null;
}

/** The fields that say on which days a repeat occurs. */
export interface Occurring extends RepeatStartFields {
  repeat: Repeat | null;
  /** The goal's `repeatsUntil`, when the caller knows it; no end when left out. */
  repeatsUntil?: LocalDate | null;
}

/**
 * A repeat's first day (docs/product.md, "Tactics"): its due date, else the local date it was set
 * or last changed. Null when neither is known: every day of the repeat counts.
 */
export function repeatStart({ dueDate, repeatSetAt }: RepeatStartFields): LocalDate | null {
  if (dueDate) return dueDate;
  return repeatSetAt ? localDateOf(repeatSetAt) : null;
}

/**
 * Whether a repeating tactic occurs on `date`: a day of its repeat from its first day
 * (`repeatStart`) up to its end. Days before the first day are not scheduled, so they are never
 * missed nor counted against a streak: a new or changed repeat, or one started again today,
 * begins with a clean slate. Today, the review, reminders and streaks all ask this one rule.
 */
export function occursOn(tactic: Occurring, date: LocalDate): boolean {
  const start = repeatStart(tactic);
  return (
    (start === null || date >= start) &&
    isScheduledOn(tactic.repeat, date, tactic.repeatsUntil ?? null)
  );
}

/**
 * A pause of a repeat from `from` to `until`, both days included (docs/product.md, "Pauses and
 * the way back"): stored, never guessed. Its days are neither kept nor missed and get no
 * reminder; the rules built on it are in `src/shared/pauses.ts`.
 */
export interface Pause {
  from: LocalDate;
  until: LocalDate;
}

/** Whether `date` falls in one of the pauses. */
export function isPausedOn(pauses: readonly Pause[] | undefined, date: LocalDate): boolean {
  return pauses?.some((pause) => pause.from <= date && date <= pause.until) ?? false;
}

export type DueStatus = 'overdue' | 'today' | 'upcoming';

/** Where a one-off tactic's due date stands on `today`. */
export function dueStatus(dueDate: LocalDate, today: LocalDate): DueStatus {
  const days = daysBetween(today, dueDate);
  if (days < 0) return 'overdue';
  return days === 0 ? 'today' : 'upcoming';
}

/**
 * The last day the repeating tactics of a goal are due: its target date, when it has one
 * (docs/product.md, "Goals that finish"). Null: they repeat for ever.
 */
export function repeatsUntil(goal: { targetDate: LocalDate | null }): LocalDate | null {
  return goal.targetDate;
}

/**
 * Whether a goal's tactics still ask for anything (docs/product.md, "Goals that finish"): only an
 * active goal of an active outcome. An achieved goal, or any goal of an achieved or archived
 * outcome, is finished: its repeats and reminders leave Today, Coming up, the calendar feed, push
 * and email. The server's queries say the same in SQL (`status = 'active'` on both rows).
 */
export function isWorkedOn(
  goal: { status: 'active' | 'achieved' },
  outcome?: { status: 'active' | 'achieved' | 'archived' },
): boolean {
  return goal.status === 'active' && (outcome === undefined || outcome.status === 'active');
}

/** The scheduling fields of a tactic, as GET /api/outcomes returns them. */
export interface Schedulable {
  dueDate: LocalDate | null;
  repeat: Repeat | null;
  completed: boolean;
  /** The goal's `repeatsUntil`, when the caller knows it; no end when left out. */
  repeatsUntil?: LocalDate | null;
  /** Its pauses: a paused day of a repeat is not coming up. */
  pauses?: readonly Pause[];
}

/**
 * One-off tactics (no repeat) that are not done and due today or earlier, oldest due date first
 * (ties keep their input order). A repeating tactic is never "done", so a due date on it is not
 * used by the Today view: it appears under its repeat instead.
 */
export function dueToday<T extends Schedulable>(
  tactics: readonly T[],
  today: LocalDate,
): { tactic: T; overdue: boolean }[] {
  return (
    tactics
      .filter(
        (t): t is T & { dueDate: LocalDate } =>
          t.repeat === null && !t.completed && t.dueDate !== null && t.dueDate <= today,
      )
      // YYYY-MM-DD sorts as text; a stable sort keeps input order within a day.
      .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0))
      .map((tactic) => ({ tactic, overdue: tactic.dueDate < today }))
  );
}

/** Repeating tactics with an occurrence today, in input order (the completed flag plays no part). */
export function repeatingToday<T extends Occurring>(tactics: readonly T[], today: LocalDate): T[] {
  return tactics.filter((t) => occursOn(t, today));
}

export interface ComingUpDay<T> {
  date: LocalDate;
  /** "due": a one-off tactic due that day; "repeat": an occurrence of a repeating tactic. */
  items: { tactic: T; kind: 'due' | 'repeat' }[];
}

/**
 * The `days` days after today (today excluded: it has its own sections), oldest first, listing
 * only days that hold something. On each day, due one-offs come before repeats, each in input order.
 */
export function comingUp<T extends Schedulable>(
  tactics: readonly T[],
  today: LocalDate,
  days = 7,
): ComingUpDay<T>[] {
  const result: ComingUpDay<T>[] = [];
  for (let offset = 1; offset <= days; offset++) {
    const date = addDays(today, offset);
    const due = tactics
      .filter((t) => t.repeat === null && !t.completed && t.dueDate === date)
      .map((tactic) => ({ tactic, kind: 'due' as const }));
    const repeats = tactics
      .filter((t) => occursOn(t, date) && !isPausedOn(t.pauses, date))
      .map((tactic) => ({ tactic, kind: 'repeat' as const }));
    if (due.length + repeats.length > 0) result.push({ date, items: [...due, ...repeats] });
  }
  return result;
}

export interface CheckInHistory extends RepeatStartFields {
  repeat: Repeat | null;
  /** Local dates checked in, one per day. */
  checkIns: readonly LocalDate[];
  /** Its pauses: their days are neither kept nor missed (docs/product.md, "Pauses and the way back"). */
  pauses?: readonly Pause[];
}

/** Days in the Progress section's check-in window: today and the 27 days before (4 weeks). */
export const PROGRESS_WINDOW_DAYS = 28;

export interface ProgressTactic extends CheckInHistory {
  completed: boolean;
}

export interface GoalProgress<G> {
  goal: G;
  /** One-off tactics (no repeat) done, and in all. */
  done: number;
  total: number;
  /** Check-ins of the goal's tactics in the last 4 weeks, today included. */
  checkIns: number;
}

/** Per goal, in input order: one-off tactics done of total, and check-ins in the last 4 weeks. */
export function progress<G extends { tactics: readonly ProgressTactic[] }>(
  goals: readonly G[],
  today: LocalDate,
): GoalProgress<G>[] {
  const windowStart = addDays(today, -(PROGRESS_WINDOW_DAYS - 1));
  return goals.map((goal) => {
    const oneOffs = goal.tactics.filter((t) => t.repeat === null);
    const checkIns = goal.tactics
      .flatMap((t) => t.checkIns)
      .filter((day) => day >= windowStart && day <= today).length;
    return {
      goal,
      done: oneOffs.filter((t) => t.completed).length,
      total: oneOffs.length,
      checkIns,
    };
  });
}

export interface ActivityTactic {
  completed: boolean;
  /** ISO timestamp of the tick, null when not done or done before it was recorded. */
  completedAt: string | null;
  checkIns: readonly LocalDate[];
}

export interface WeekActivity {
  /** The first day of the week (`startOfWeek`). */
  weekStart: LocalDate;
  completions: number;
  checkIns: number;
}

/** The first days of the `weeks` weeks (the person's, `startOfWeek`) ending with `today`'s, oldest first. */
export const activityWeekStarts = (
  today: LocalDate,
  weeks = 8,
  weekStartsOn: WeekStart = 'monday',
): LocalDate[] =>
  Array.from({ length: weeks }, (_, i) =>
    addDays(startOfWeek(today, weekStartsOn), -7 * (weeks - 1 - i)),
  );

/**
 * Completions and check-ins per Monday-to-Sunday week, for the `weeks` weeks ending with the
 * current one, oldest first, from how many of each fell on which day: the one rule of
 * `weeklyActivity`, which the server's Today read applies to its counts per day
 * (docs/decisions/250). Days after today or before the first week are ignored.
 */
export function activityOfDays(
  completions: Iterable<readonly [LocalDate, number]>,
  checkIns: Iterable<readonly [LocalDate, number]>,
  today: LocalDate,
  weeks = 8,
  weekStartsOn: WeekStart = 'monday',
): WeekActivity[] {
  const buckets: WeekActivity[] = activityWeekStarts(today, weeks, weekStartsOn).map(
    (weekStart) => ({
      weekStart,
      completions: 0,
      checkIns: 0,
    }),
  );
  const firstMonday = buckets[0]!.weekStart;
  // Dates written YYYY-MM-DD sort as text: the week is the last whose Monday is not after the day.
  const bucketOf = (day: LocalDate) =>
    day > today || day < firstMonday
      ? undefined
      : buckets.findLast((bucket) => bucket.weekStart <= day);
  for (const [day, count] of completions) {
    const bucket = bucketOf(day);
    if (bucket) bucket.completions += count;
  }
  for (const [day, count] of checkIns) {
    const bucket = bucketOf(day);
    if (bucket) bucket.checkIns += count;
  }
  return buckets;
}

/**
 * Completions (by the local date of completedAt) and check-ins per Monday-to-Sunday week, for
 * the `weeks` weeks ending with the current one, oldest first. Activity after today is ignored.
 */
export function weeklyActivity(
  tactics: readonly ActivityTactic[],
  today: LocalDate,
  weeks = 8,
  weekStartsOn: WeekStart = 'monday',
): WeekActivity[] {
  const one = (day: LocalDate) => [day, 1] as const;
  return activityOfDays(
    tactics.flatMap((tactic) =>
      tactic.completed && tactic.completedAt ? [one(localDateOf(tactic.completedAt))] : [],
    ),
    tactics.flatMap((tactic) => tactic.checkIns.map(one)),
    today,
    weeks,
    weekStartsOn,
  );
}

/**
 * A plan's date, the one way every screen, email and push writes it: "Fri 28 Nov" in English,
 * "vie, 28 nov" in Spanish; the year is added when it differs from `today`'s. Without the
 * weekday ("28 Nov") for a compact label.
 */
export function formatDay(
  t: Translate,
  date: LocalDate,
  today?: LocalDate,
  { weekday = true }: { weekday?: boolean } = {},
): string {
  const d = new Date(toUtcMs(date));
  const parts = { day: d.getUTCDate(), month: monthLabel(t, d.getUTCMonth()) };
  const year = today && today.slice(0, 4) !== date.slice(0, 4) ? date.slice(0, 4) : undefined;
  if (!weekday) {
    return year ? t('schedule.dayMonthYear', { ...parts, year }) : t('schedule.dayMonth', parts);
  }
  const named = { ...parts, weekday: weekdayLabel(t, weekdayOf(date)) };
  return year ? t('schedule.dayDateYear', { ...named, year }) : t('schedule.dayDate', named);
}

const WORKING_WEEK: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

/**
 * The schedule as a card shows it: "Due Fri 28 Nov", "Every day", "Every weekday",
 * "Every Mon, Wed, Fri" (days in calendar order). A repeat wins over a due date, as in the
 * Today view. Null when nothing is scheduled. Pass `today` to add the year to far-off dates.
 */
export function describeSchedule(
  t: Translate,
  tactic: Pick<Schedulable, 'dueDate' | 'repeat'>,
  today?: LocalDate,
): string | null {
  const { repeat, dueDate } = tactic;
  if (repeat) {
    if (repeat.frequency === 'daily') return t('schedule.everyDay');
    if (repeat.frequency === 'timesPerWeek')
      return repeat.times === 1
        ? t('schedule.onceAWeek')
        : t('schedule.timesAWeek', { times: repeat.times });
    if (repeat.frequency === 'everyNDays')
      return t('schedule.everyNDays', { interval: repeat.interval });
    if (repeat.frequency === 'monthly')
      return t(repeat.day > 28 ? 'schedule.monthlyOrLast' : 'schedule.monthly', {
        day: repeat.day,
      });
    const days = WEEKDAYS.filter((day) => repeat.days.includes(day));
    if (days.length === 0) return null;
    if (days.length === WEEKDAYS.length) return t('schedule.everyDay');
    if (days.length === WORKING_WEEK.length && WORKING_WEEK.every((day) => days.includes(day)))
      return t('schedule.everyWeekday');
    return t('schedule.everyDays', {
      days: days.map((day) => weekdayLabel(t, day)).join(', '),
    });
  }
  return dueDate ? t('schedule.due', { date: formatDay(t, dueDate, today) }) : null;
}

/** A schedule's words with the reminder time, if any: "Every Mon, Wed, Fri at 07:30". */
export const withReminderTime = (t: Translate, text: string, remindAt: string | null) =>
  remindAt ? t('schedule.atTime', { schedule: text, time: remindAt }) : text;

/** `describeSchedule` with the reminder time, as the action plan and Today both show it. */
export function describeScheduleAt(
  t: Translate,
  tactic: Pick<Schedulable, 'dueDate' | 'repeat'> & { remindAt: string | null },
  today?: LocalDate,
): string | null {
  const schedule = describeSchedule(t, tactic, today);
  return schedule && withReminderTime(t, schedule, tactic.remindAt);
}
