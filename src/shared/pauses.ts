/**
 * Pauses of a repeating tactic and the one rule for a day's state (docs/product.md, "Pauses and
 * the way back"; docs/decisions/261-pauses-are-stored.md). A pause is stored: a person chose it,
 * so it is never guessed from the check-ins. Its days are neither kept nor missed: a streak
 * stands still through them, and they get no reminder.
 */
import {
  addDays,
  daysBetween,
  isPausedOn,
  isScheduledOn,
  repeatStart,
  startOfWeek,
  type LocalDate,
  type Pause,
  type WeekStart,
} from './schedule.ts';
import type { Translate } from './i18n/catalogue.ts';
import { rhythm, type RhythmHistory } from './rhythm.ts';
import '#messages/rhythm';

/** "Pause for a week": today and the 6 days after it. */
export const PAUSE_DAYS = 7;
/** The longest pause one request may ask for. */
export const MAX_PAUSE_DAYS = 28;
/** Pauses kept per tactic: the oldest go first (a streak older than them is long broken). */
export const MAX_PAUSES_KEPT = 20;

export const PAUSE_MESSAGES = {
  order: 'A pause ends on or after the day it starts',
  length: `A pause lasts at most ${MAX_PAUSE_DAYS} days`,
  start: 'A pause starts today: earlier days cannot be paused afterwards',
  needsRepeat: 'Only a repeating tactic can be paused',
} as const;

/** The pause covering `date`, if any. */
export function pauseOn(pauses: readonly Pause[] | undefined, date: LocalDate): Pause | undefined {
  return pauses?.find((pause) => pause.from <= date && date <= pause.until);
}

/**
 * The pauses after pausing `from` to `until`: overlapping or touching pauses become one, in date
 * order, the oldest dropped beyond MAX_PAUSES_KEPT. Pausing again what is paused changes nothing.
 */
export function withPause(pauses: readonly Pause[], from: LocalDate, until: LocalDate): Pause[] {
  let merged: Pause = { from, until };
  const rest: Pause[] = [];
  for (const pause of pauses) {
    if (pause.until >= addDays(merged.from, -1) && pause.from <= addDays(merged.until, 1)) {
      merged = {
        from: pause.from < merged.from ? pause.from : merged.from,
        until: pause.until > merged.until ? pause.until : merged.until,
      };
    } else rest.push(pause);
  }
  return [...rest, merged]
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
    .slice(-MAX_PAUSES_KEPT);
}

/**
 * The pauses after resuming on `date`: a pause covering it ends the day before, one starting on
 * it or later is gone. Earlier days stay paused, so a streak frozen by them stays whole.
 */
export function resumedOn(pauses: readonly Pause[], date: LocalDate): Pause[] {
  return pauses.flatMap((pause) => {
    if (pause.from >= date) return [];
    if (pause.until >= date) return [{ from: pause.from, until: addDays(date, -1) }];
    return [pause];
  });
}

/** What a pause request may ask, on the server's UTC date `serverToday` (the zones are a day either side). */
export function pauseProblem(
  { from, until }: Pause,
  serverToday: LocalDate,
): keyof typeof PAUSE_MESSAGES | null {
  if (until < from) return 'order';
  if (daysBetween(from, until) >= MAX_PAUSE_DAYS) return 'length';
  if (Math.abs(daysBetween(serverToday, from)) > 1) return 'start';
  return null;
}

/** What one day of a repeat was (docs/product.md, "Pauses and the way back"). */
export type DayState = 'kept' | 'rested' | 'missed' | 'paused' | 'open' | 'not due';

/** A repeat with its check-ins and pauses, as the tactic answer carries them. */
export interface PausedHistory extends RhythmHistory {
  pauses?: readonly Pause[];
  /** The goal's `repeatsUntil`, when the caller knows it. */
  repeatsUntil?: LocalDate | null;
}

/**
 * The state of each of `dates` on `today`, by the one walk of the rhythm (`rhythm`): kept (a
 * check-in it asked for came), rested (a rest day stood in), missed, paused, open (today, not
 * yet checked in: not over) or not due (not a day of the repeat, before its first day, or after
 * today). For "N times a week" a check-in day is kept, and the week's Sunday carries a rest or a
 * miss. Both sides, Today's grid and the partner view, read days here and nowhere else.
 */
export function dayStates(
  tactic: PausedHistory,
  dates: readonly LocalDate[],
  today: LocalDate,
  weekStartsOn: WeekStart = 'monday',
): Map<LocalDate, DayState> {
  const now = rhythm(tactic, today, weekStartsOn);
  const rested = new Set(now.periods.flatMap((period) => period.restedDays));
  const missed = new Set(now.periods.flatMap((period) => period.missedDays));
  const checkedIn = new Set(tactic.checkIns);
  const start = repeatStart(tactic);
  const states = new Map<LocalDate, DayState>();
  for (const date of dates) {
    let state: DayState;
    if (date > today) state = 'not due';
    else if (isPausedOn(tactic.pauses, date)) state = 'paused';
    else if (checkedIn.has(date) && isScheduledOn(tactic.repeat, date)) state = 'kept';
    else if (rested.has(date)) state = 'rested';
    else if (missed.has(date)) state = 'missed';
    else if (
      date === today &&
      isScheduledOn(tactic.repeat, date, tactic.repeatsUntil ?? null) &&
      (start === null || date >= start)
    )
      state = 'open';
    else state = 'not due';
    states.set(date, state);
  }
  return states;
}

/**
 * Whether Today offers the Comeback card (docs/product.md, "Pauses and the way back"): the last
 * two periods that are over were both missed (rest days spent first, paused ones skipped), and
 * the repeat is not paused today.
 */
export function needsComeback(
  tactic: PausedHistory,
  today: LocalDate,
  weekStartsOn: WeekStart = 'monday',
): boolean {
  if (!tactic.repeat || isPausedOn(tactic.pauses, today)) return false;
  const start = repeatStart(tactic);
  // Periods before its first day do not count: a repeat started again today (Reschedule) has
  // let its misses go.
  const now = rhythm(tactic, today, weekStartsOn);
  const over = now.periods.filter(
    (period) => period.status !== 'open' && (start === null || period.to >= start),
  );
  // Those a read summed up before its window count as missed in a row before the first walked.
  const lastTwo = over.slice(-2);
  return (
    lastTwo.every((period) => period.status === 'missed') &&
    lastTwo.length + Math.min(now.missedBefore, 2 - lastTwo.length) >= 2
  );
}

/** The Comeback card's small start: the first open sub-step, else two minutes of the tactic. */
export function twoMinuteVersion(
  tactic: {
    title: string;
    steps: readonly { title: string; done: boolean }[];
  },
  t: Translate,
): string {
  const step = tactic.steps.find((s) => !s.done);
  return step ? step.title : t('rhythm.twoMinutesOf', { title: tactic.title });
}

/** The Comeback card's heading, and what that day's reminder adds. */
export const comebackTitle = (t: Translate) => t('rhythm.comebackTitle');

/** Weeks shown in a repeat's heat map (docs/product.md, "Pauses and the way back"). */
export const HEAT_MAP_WEEKS = 12;

/**
 * The HEAT_MAP_WEEKS weeks ending with today's, oldest first, each its 7 days from the person's
 * first day of the week (Monday, or Sunday: `startOfWeek`).
 */
export function heatMapWeeks(
  today: LocalDate,
  weeks = HEAT_MAP_WEEKS,
  weekStartsOn: WeekStart = 'monday',
): LocalDate[][] {
  const first = addDays(startOfWeek(today, weekStartsOn), -7 * (weeks - 1));
  return Array.from({ length: weeks }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => addDays(first, 7 * w + d)),
  );
}
