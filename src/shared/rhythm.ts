/**
 * A repeat's rhythm (docs/product.md, "Streaks"): its periods kept, rested, missed or open, its
 * streak, best streak, rest days and consistency, and the words Today and the partner view say of
 * them. Built on the scheduling rules of `schedule.ts`; apart from them because only the screens
 * that show a repeat's rhythm load it, not the workflow steps (scripts/lib/bundle-size.test.ts).
 */
import type { Translate } from './i18n/catalogue.ts';
import { CHECK_IN_HISTORY_DAYS } from './limits.ts';
import {
  addDays,
  daysBetween,
  formatDay,
  isPausedOn,
  isScheduledOn,
  keptByWeek,
  repeatStart,
  startOfWeek,
  WEEKDAYS,
  type CheckInHistory,
  type LocalDate,
  type Pause,
  type WeekStart,
  type Repeat,
} from './schedule.ts';
import '#messages/rhythm';

export interface Streak {
  count: number;
  /** What one step of the streak is: a day, a week (weekly repeats), a month, or an occurrence (every N days). */
  unit: 'day' | 'week' | 'month' | 'occurrence';
}

/** Kept periods that earn a rest day, and the most rest days a repeat holds at once (docs/product.md, "Streaks"). */
export const KEPT_PER_REST_DAY = 7;
export const MAX_REST_DAYS_BANKED = 2;
/** Consistency looks back over this many periods: days (occurrences) or weeks. */
export const CONSISTENCY_OCCURRENCES = 7;
export const CONSISTENCY_WEEKS = 4;
/**
 * Consistency never looks further back than the check-ins GET /api/outcomes returns (its
 * CHECK_IN_HISTORY_DAYS): older days it cannot see are not called missed.
 */
export const CONSISTENCY_HORIZON_DAYS = CHECK_IN_HISTORY_DAYS;

/**
 * kept: every check-in it asked for came; rested: kept with one or more banked rest days in place
 * of a check-in; missed: a check-in it asked for did not come and no rest day was banked; open:
 * not over yet (today, or this week), so it neither counts nor breaks.
 */
export type PeriodStatus = 'kept' | 'rested' | 'missed' | 'open';

export interface Period {
  /** Its days: one day, or a week (from the person's first day of the week) for repeats kept by week. */
  from: LocalDate;
  to: LocalDate;
  status: PeriodStatus;
  /** Check-ins that counted, and the check-ins it asks for (up to today). */
  kept: number;
  needed: number;
  /** The days a rest day stood in for, and those missed (a week's last day for "N times a week"). */
  restedDays: LocalDate[];
  missedDays: LocalDate[];
}

export interface Rhythm {
  streak: Streak;
  /** The longest streak in the check-ins given (all of them, from the history, gives the true best). */
  best: Streak;
  /** Rest days banked now, 0 to MAX_REST_DAYS_BANKED. */
  restDays: number;
  /** Periods kept (without a rest day) of the last CONSISTENCY_* ones that are over. */
  consistency: { kept: number; of: number; unit: 'occurrence' | 'week' };
  /** Every period walked, oldest first. */
  periods: Period[];
  /** Periods missed in a row just before the first one walked, when walked on from `RhythmBefore`. */
  missedBefore: number;
}

/**
 * A repeat's rhythm walked up to the day before `from`: what a read that carries only a window of
 * check-ins sends in place of those before it (docs/decisions/180-history-on-demand.md), so a
 * streak of a year is reported whole. `rhythm` walks on from it over the check-ins from `from`
 * on, so a check-in or its undoing counts by the same walk as ever.
 */
export interface RhythmBefore {
  /** The first day not summed up: a first day of the week, the check-ins from it on are sent. */
  from: LocalDate;
  /** The streak and best streak before `from`. */
  streak: Streak;
  best: Streak;
  /** Rest days banked, and check-ins counted toward the next one. */
  restDays: number;
  towardRest: number;
  /** Periods over from the repeat's first day missed in a row at the end, at most 2 (the Comeback card). */
  missedInARow: number;
}

/** A repeat's check-ins, and what came before them summed up when a read left those out. */
export interface RhythmHistory extends CheckInHistory {
  rhythmBefore?: RhythmBefore | null;
}

function streakUnit(repeat: Repeat): Streak['unit'] {
  if (keptByWeek(repeat)) return 'week';
  if (repeat.frequency === 'monthly') return 'month';
  return repeat.frequency === 'daily' ? 'day' : 'occurrence';
}

interface Slot {
  day: LocalDate;
  filled: boolean;
  /** Not checked in while it still may be: today's, or this week's for "N times a week". */
  pending: boolean;
}

/** The days and check-ins one period asks for, before rests: null when it asks for none yet. */
function periodsOf(
  repeat: Repeat,
  from: LocalDate,
  until: LocalDate,
  today: LocalDate,
  start: LocalDate | null,
  checkedIn: ReadonlySet<LocalDate>,
  pauses: readonly Pause[] | undefined,
  weekStartsOn: WeekStart,
): { from: LocalDate; to: LocalDate; slots: Slot[] }[] {
  const result: { from: LocalDate; to: LocalDate; slots: Slot[] }[] = [];
  const fromStart = (day: LocalDate) => start === null || day >= start;
  // A paused day asks for nothing: it is neither kept nor missed, so a streak stands still.
  const paused = (day: LocalDate) => isPausedOn(pauses, day);
  if (!keptByWeek(repeat)) {
    for (let day = from; day <= until; day = addDays(day, 1)) {
      if (!isScheduledOn(repeat, day) || paused(day)) continue;
      const filled = checkedIn.has(day);
      result.push({ from: day, to: day, slots: [{ day, filled, pending: day === today }] });
    }
    return result;
  }
  // A week is the person's: Monday to Sunday, or Sunday to Saturday (startOfWeek).
  const thisWeek = startOfWeek(today, weekStartsOn);
  const lastWeek = startOfWeek(until, weekStartsOn);
  for (let first = startOfWeek(from, weekStartsOn); first <= lastWeek; first = addDays(first, 7)) {
    const last = addDays(first, 6);
    const week = WEEKDAYS.map((_, i) => addDays(first, i)).filter((day) => day <= until);
    let slots: Slot[];
    if (repeat.frequency === 'timesPerWeek') {
      // The week a repeat starts in, or one with paused days, asks no more check-ins than it
      // has days left.
      const allWeek = WEEKDAYS.map((_, i) => addDays(first, i));
      const daysLeft = allWeek.filter((day) => fromStart(day) && !paused(day)).length;
      const needed = Math.min(repeat.times, daysLeft);
      const count = Math.min(
        needed,
        week.filter((day) => checkedIn.has(day) && !paused(day)).length,
      );
      slots = Array.from({ length: needed }, (_, i) => ({
        day: last,
        filled: i < count,
        pending: first === thisWeek,
      }));
    } else {
      // The days a week is held to: those from the first day on; a week with none yet is held to
      // every day of the repeat, so weeks kept under an earlier schedule still count.
      const scheduled = week.filter((day) => isScheduledOn(repeat, day) && !paused(day));
      const started = scheduled.filter(fromStart);
      const held = started.length > 0 ? started : scheduled;
      slots = held.map((day) => ({ day, filled: checkedIn.has(day), pending: day === today }));
    }
    if (slots.length > 0) result.push({ from: first, to: last, slots });
  }
  return result;
}

/** Where a walk of the rhythm stands between two periods. */
interface WalkState {
  count: number;
  best: number;
  restDays: number;
  towardRest: number;
}

/**
 * Walks a repeat's periods from `from` to `until` on `today` from `state` (docs/product.md,
 * "Streaks"): each period is kept, rested, missed or open; every KEPT_PER_REST_DAY check-ins that
 * count earn a rest day (at most MAX_REST_DAYS_BANKED banked), and a check-in a period asked for
 * that did not come spends one, or, with none banked, breaks the streak. A streak counts the
 * periods kept (a period held only by rest days keeps it without adding); an open period neither
 * counts nor breaks. The one walk of a rhythm: `rhythm` and `rhythmBefore` both walk here.
 */
function walk(
  tactic: CheckInHistory,
  repeat: Repeat,
  days: { from: LocalDate; until: LocalDate; today: LocalDate },
  checkedIn: ReadonlySet<LocalDate>,
  weekStartsOn: WeekStart,
  state: WalkState,
): { state: WalkState; periods: Period[] } {
  let { count, best, restDays, towardRest } = state;
  const periods: Period[] = [];
  for (const period of periodsOf(
    repeat,
    days.from,
    days.until,
    days.today,
    repeatStart(tactic),
    checkedIn,
    tactic.pauses,
    weekStartsOn,
  )) {
    let kept = 0;
    let missed = false;
    let open = false;
    const restedDays: LocalDate[] = [];
    const missedDays: LocalDate[] = [];
    for (const slot of period.slots) {
      if (slot.filled) {
        kept++;
        if (++towardRest === KEPT_PER_REST_DAY) {
          towardRest = 0;
          restDays = Math.min(MAX_REST_DAYS_BANKED, restDays + 1);
        }
      } else if (slot.pending) {
        // Not over yet: the check-in may still come; no rest day is spent on it.
        open = true;
      } else if (restDays > 0) {
        restDays--;
        restedDays.push(slot.day);
      } else {
        missedDays.push(slot.day);
        missed = true;
        count = 0;
        towardRest = 0;
      }
    }
    const status: PeriodStatus = missed
      ? 'missed'
      : open
        ? 'open'
        : restedDays.length > 0
          ? 'rested'
          : 'kept';
    if ((status === 'kept' || status === 'rested') && kept > 0) count++;
    best = Math.max(best, count);
    periods.push({
      from: period.from,
      to: period.to,
      status,
      kept,
      needed: period.slots.length,
      restedDays,
      missedDays,
    });
  }
  return { state: { count, best, restDays, towardRest }, periods };
}

/** A read's summary of the check-ins before its window, when it still holds for this repeat. */
function carriedIn(tactic: RhythmHistory, weekStartsOn: WeekStart): RhythmBefore | null {
  const before = tactic.rhythmBefore;
  if (!before || !tactic.repeat || before.streak.unit !== streakUnit(tactic.repeat)) return null;
  // Summed up to the first day of a week: a week kept from another first day is walked anew.
  return keptByWeek(tactic.repeat) && startOfWeek(before.from, weekStartsOn) !== before.from
    ? null
    : before;
}

/**
 * The whole rhythm of a repeating tactic on `today` (docs/product.md, "Streaks"; `walk`), walked
 * forward from its earliest check-in (or its first day, or the consistency horizon), or on from
 * what a read summed up before its window (`rhythmBefore`). Check-ins on days the repeat does not
 * ask for are ignored; days before its first day (`repeatStart`) are never missed unless a
 * check-in before them says the walk started earlier.
 */
export function rhythm(
  tactic: RhythmHistory,
  today: LocalDate,
  weekStartsOn: WeekStart = 'monday',
): Rhythm {
  const { repeat } = tactic;
  const empty = (unit: Streak['unit']): Rhythm => ({
    streak: { count: 0, unit },
    best: { count: 0, unit },
    restDays: 0,
    consistency: { kept: 0, of: 0, unit: unit === 'week' ? 'week' : 'occurrence' },
    periods: [],
    missedBefore: 0,
  });
  if (!repeat) return empty('day');
  const unit = streakUnit(repeat);
  const before = carriedIn(tactic, weekStartsOn);
  const checkedIn = new Set(
    tactic.checkIns.filter((day) => day <= today && (!before || day >= before.from)),
  );
  const start = repeatStart(tactic);
  const horizon = addDays(today, -(CONSISTENCY_HORIZON_DAYS - 1));
  const floor = start !== null && start > horizon ? start : horizon;
  const earliest = [...checkedIn].sort()[0];
  const from = before?.from ?? (earliest !== undefined && earliest < floor ? earliest : floor);
  if (from > today && !before) return empty(unit);

  const { state, periods } = walk(
    tactic,
    repeat,
    { from, until: today, today },
    checkedIn,
    weekStartsOn,
    before
      ? {
          count: before.streak.count,
          best: before.best.count,
          restDays: before.restDays,
          towardRest: before.towardRest,
        }
      : { count: 0, best: 0, restDays: 0, towardRest: 0 },
  );

  const window = keptByWeek(repeat) ? CONSISTENCY_WEEKS : CONSISTENCY_OCCURRENCES;
  const counted = periods
    .filter((p) => p.status !== 'open' && p.to >= horizon && (start === null || p.to >= start))
    .slice(-window);
  return {
    streak: { count: state.count, unit },
    best: { count: state.best, unit },
    restDays: state.restDays,
    consistency: {
      kept: counted.filter((p) => p.status === 'kept').length,
      of: counted.length,
      unit: unit === 'week' ? 'week' : 'occurrence',
    },
    periods,
    missedBefore: before?.missedInARow ?? 0,
  };
}

/**
 * The rhythm of the check-ins before `from` (a first day of the person's week, at least a period
 * before today), walked from the earliest of them: what a read sends in place of those check-ins
 * (`RhythmBefore`). Null when there are none before `from`.
 */
export function rhythmBefore(
  tactic: CheckInHistory,
  from: LocalDate,
  weekStartsOn: WeekStart = 'monday',
): RhythmBefore | null {
  const { repeat } = tactic;
  const earlier = tactic.checkIns.filter((day) => day < from);
  if (!repeat || earlier.length === 0) return null;
  const unit = streakUnit(repeat);
  // On `from` as today, every period before it is over.
  const { state, periods } = walk(
    tactic,
    repeat,
    { from: earlier.reduce((a, b) => (b < a ? b : a)), until: addDays(from, -1), today: from },
    new Set(earlier),
    weekStartsOn,
    { count: 0, best: 0, restDays: 0, towardRest: 0 },
  );
  const start = repeatStart(tactic);
  let missedInARow = 0;
  for (const period of periods.filter((p) => start === null || p.to >= start).slice(-2)) {
    missedInARow = period.status === 'missed' ? missedInARow + 1 : 0;
  }
  return {
    from,
    streak: { count: state.count, unit },
    best: { count: state.best, unit },
    restDays: state.restDays,
    towardRest: state.towardRest,
    missedInARow,
  };
}

/**
 * The first day of the check-ins a read that sums up the rest sends: the person's first day of
 * the week on or before `days` before `date` (docs/decisions/180-history-on-demand.md). A week's
 * first day, so a walk on from it starts a whole week.
 */
export const summedUpFrom = (date: LocalDate, days: number, weekStartsOn: WeekStart): LocalDate =>
  startOfWeek(addDays(date, -days), weekStartsOn);

/**
 * The tactic as a read that sums up its history sends it: the check-ins (and their notes) from
 * `from` on, and those before summed up in `rhythmBefore` (`rhythmBefore`), when there are any.
 * Both the server's reads and the client's fake API shape a tactic here.
 */
export function withRhythmBefore<
  T extends CheckInHistory & { checkInNotes: readonly { date: LocalDate }[] },
>(tactic: T, from: LocalDate, weekStartsOn: WeekStart): T & { rhythmBefore?: RhythmBefore } {
  const before = rhythmBefore(tactic, from, weekStartsOn);
  if (!before) return tactic;
  return {
    ...tactic,
    checkIns: tactic.checkIns.filter((day) => day >= from),
    checkInNotes: tactic.checkInNotes.filter((entry) => entry.date >= from),
    rhythmBefore: before,
  };
}

/**
 * The most days apart two check-ins of one streak can be (docs/decisions/180-history-on-demand.md):
 * the longest gap between two of the repeat's check-ins, with MAX_REST_DAYS_BANKED missed ones
 * between them bridged by rest days. Check-ins further apart belong to no current streak.
 */
export function streakMaxGapDays(repeat: Repeat | null): number {
  const bridged = 1 + MAX_REST_DAYS_BANKED;
  switch (repeat?.frequency) {
    case undefined:
    case 'weekly':
      return 7 * bridged;
    case 'daily':
      return bridged;
    // Monday of one week to Sunday of the next, then whole weeks rested.
    case 'timesPerWeek':
      return 13 + 7 * MAX_REST_DAYS_BANKED;
    case 'everyNDays':
      return repeat.interval * bridged;
    case 'monthly':
      return 31 * bridged;
  }
}

/**
 * Whether check-ins on `earlier` and `later` may belong to one streak: at most `streakMaxGapDays`
 * apart, the paused days between them not counted, since a streak stands still through them
 * (docs/product.md, "Pauses and the way back").
 */
export function mayShareStreak(
  repeat: Repeat | null,
  pauses: readonly Pause[] | undefined,
  earlier: LocalDate,
  later: LocalDate,
): boolean {
  let apart = daysBetween(earlier, later);
  const reach = streakMaxGapDays(repeat);
  if (apart <= reach) return true;
  for (const pause of pauses ?? []) {
    // The paused days strictly between the two.
    const from = pause.from > earlier ? pause.from : addDays(earlier, 1);
    const until = pause.until < later ? pause.until : addDays(later, -1);
    if (from <= until) apart -= daysBetween(from, until) + 1;
  }
  return apart <= reach;
}

/** The current streak of a repeating tactic (`rhythm`); a tactic without a repeat has { count: 0, unit: 'day' }. */
export function streak(
  tactic: RhythmHistory,
  today: LocalDate,
  weekStartsOn: WeekStart = 'monday',
): Streak {
  return rhythm(tactic, today, weekStartsOn).streak;
}

/** What Today and the partner view say beside a repeat's streak (docs/product.md, "Streaks"). */
export interface RhythmWords {
  /** "4-day streak"; null when there is none. */
  streak: string | null;
  /** "2 of 3 this week", for "N times a week". */
  thisWeek: string | null;
  /** "5 of the last 7", "3 of 4 weeks". */
  consistency: string | null;
  /** "Best: 12-day streak", when better than the current one. */
  best: string | null;
  /** "Rested yesterday", "Rested Mon 16 Nov", "Rest day used last week"; then the rest days in hand. */
  rest: string | null;
}

/** The words of a repeat's rhythm on `today`, in the language of `t`. */
export function describeRhythm(
  tactic: RhythmHistory,
  today: LocalDate,
  weekStartsOn: WeekStart,
  t: Translate,
): RhythmWords {
  const now = rhythm(tactic, today, weekStartsOn);
  const current = now.periods.at(-1);
  const thisWeek =
    tactic.repeat?.frequency === 'timesPerWeek' && current && current.to >= today
      ? t('rhythm.thisWeek', { kept: current.kept, needed: current.needed })
      : null;
  // The latest rest day of the last 7 days, the period now open aside.
  const rested = now.periods
    .flatMap((period) => period.restedDays)
    .filter((day) => day < today && daysBetween(day, today) <= 7)
    .at(-1);
  const inHand = now.restDays > 0 ? t('rhythm.restDaysInHand', { count: now.restDays }) : null;
  let rest: string | null = null;
  if (rested) {
    rest =
      tactic.repeat?.frequency === 'timesPerWeek'
        ? t('rhythm.restUsedLastWeek')
        : rested === addDays(today, -1)
          ? t('rhythm.restedYesterday')
          : t('rhythm.restedOn', { day: formatDay(t, rested, today) });
  }
  const best = describeStreak(now.best, t);
  return {
    streak: describeStreak(now.streak, t),
    thisWeek,
    consistency: describeConsistency(now.consistency, t),
    best: now.best.count > now.streak.count && best ? t('rhythm.best', { streak: best }) : null,
    rest: [rest, inHand].filter(Boolean).join(' · ') || null,
  };
}

/** "5 of the last 7", "3 of 4 weeks"; null before anything is over. */
export function describeConsistency(
  { kept, of, unit }: Rhythm['consistency'],
  t: Translate,
): string | null {
  if (of === 0) return null;
  return unit === 'week'
    ? t('rhythm.consistencyWeeks', { kept, of })
    : t('rhythm.consistencyLast', { kept, of });
}

/** "4-day streak", "3-week streak"; null when there is no streak to show. */
export function describeStreak({ count, unit }: Streak, t: Translate): string | null {
  if (count <= 0) return null;
  return t('rhythm.streak', { count, unit });
}
