/**
 * The weekly review (docs/product.md, "Weekly review"): what a week held per goal, what slipped,
 * and the texts a person writes about it. Weeks run from the person's first day of the week
 * (Monday, or Sunday: docs/decisions/262-your-day-your-week.md) in local dates.
 */
import { MAX_ACTIVE_GOALS, MAX_TACTICS_PER_GOAL } from './limits.ts';
import { isOpenGoal, type GoalState } from './scoring.ts';
import { characterMessages } from './titles.ts';
import {
  addDays,
  occursOn,
  localDateOf,
  startOfWeek,
  WEEKDAYS,
  type LocalDate,
  type Repeat,
  type WeekStart,
} from './schedule.ts';
import type { MessageId } from './i18n/catalogue.ts';
import { rhythm } from './rhythm.ts';
import type { Translate } from './i18n/catalogue.ts';
import '#messages/review';

export const REFLECTION_MAX_LENGTH = 1000;
export const REFLECTION_CHARACTERS = characterMessages('Answers');
export const REVIEW_MESSAGES = {
  tooLong: `Each answer can be at most ${REFLECTION_MAX_LENGTH.toLocaleString('en-US')} characters`,
  invalid: REFLECTION_CHARACTERS.invalid,
  control: REFLECTION_CHARACTERS.control,
  direction: REFLECTION_CHARACTERS.direction,
  weekStart:
    'A review’s week is its first day, written YYYY-MM-DD: a Monday, or a Sunday for weeks from Sunday',
  notMonday: 'A review’s week starts on a Monday, written YYYY-MM-DD',
  notSunday: 'Your weeks start on Sunday: a review’s week is its Sunday, written YYYY-MM-DD',
  figuresGoals: `A review’s figures can name at most ${MAX_ACTIVE_GOALS.toLocaleString('en-US')} goals`,
  figuresRepeats: `A review’s figures can name at most ${MAX_TACTICS_PER_GOAL} repeats per goal`,
} as const;

/** The three prompts, in the order the page asks them: their messages. */
export const REFLECTION_PROMPTS = {
  wentWell: 'review.wentWell',
  gotInTheWay: 'review.gotInTheWay',
  changeNext: 'review.changeNext',
} as const satisfies Record<string, MessageId>;

/**
 * Is `date` a real "YYYY-MM-DD" from 2000 on that starts a week: a Monday, or a Sunday for a
 * person whose week starts on Sunday. A review is keyed by its week's first day
 * (docs/decisions/262-your-day-your-week.md), so Monday weeks keep the keys they always had.
 */
export function isWeekStart(date: string, weekStartsOn: WeekStart = 'monday'): boolean {
  try {
    return date >= '2000-01-02' && startOfWeek(date, weekStartsOn) === date;
  } catch {
    return false;
  }
}

/** One repeating tactic in a week: check-ins against the days it was scheduled on. */
export interface WeekRepeat {
  title: string;
  checkIns: number;
  scheduled: number;
}
/** What a week held for one goal, kept with the review as it was when saved. */
export interface WeekGoal {
  /**
   * The goal's id, in the review's read and a save sent from it, so the server completes the
   * figures the read left out (docs/decisions/256); not kept with a saved review.
   */
  id?: string;
  title: string;
  /** One-off tactics ticked done during the week. */
  done: number;
  repeats: WeekRepeat[];
}
export interface WeekFigures {
  goals: WeekGoal[];
}
/** PUT /api/reviews/{weekStart}: the three answers (empty allowed) and the week's figures. */
export interface SaveReview {
  wentWell?: string;
  gotInTheWay?: string;
  changeNext?: string;
  figures?: WeekFigures;
}
export interface Review {
  weekStart: string;
  wentWell: string;
  gotInTheWay: string;
  changeNext: string;
  figures: WeekFigures;
  /** ISO 8601 instant of the last save. */
  savedAt: string;
  /** In a list, when its figures hold only the first goals: how many the saved figures hold. */
  goalCount?: number;
}

/** How many open one-off tactics "Next week" offers, best ranked first. */
export const NEXT_WEEK_COUNT = 5;

/** Days a review is due after the last one; past it Today nudges. */
export const REVIEW_NUDGE_DAYS = 7;

/**
 * The week a review made on `today` looks back on, by its first day: the current week on its last
 * day (Sunday, or Saturday for a week from Sunday), else the week before.
 */
export function reviewedWeek(today: LocalDate, weekStartsOn: WeekStart = 'monday'): LocalDate {
  const first = startOfWeek(today, weekStartsOn);
  return addDays(first, 6) === today ? first : addDays(first, -7);
}

/** The days of the week starting `weekStart` up to and including `until`. */
function daysOf(weekStart: LocalDate, until: LocalDate): LocalDate[] {
  return WEEKDAYS.map((_, i) => addDays(weekStart, i)).filter((day) => day <= until);
}

export interface ReviewTactic {
  id: string;
  title: string;
  completed: boolean;
  completedAt: string | null;
  dueDate: LocalDate | null;
  repeat: Repeat | null;
  /** When the repeat was set; with no due date, its local date is the repeat's first day. */
  repeatSetAt?: string | null;
  checkIns: readonly LocalDate[];
}

/**
 * Per goal (in order): one-offs ticked done that week (by the local date of their tick, `dateOf`:
 * this machine's time zone unless told the person's) and each repeat's check-ins against its
 * scheduled days up to `today` ("Run: 2 of 3"). A repeat with a later due date starts on it.
 */
export function weekFigures(
  goals: readonly { title: string; tactics: readonly ReviewTactic[] }[],
  weekStart: LocalDate,
  today: LocalDate,
  weekStartsOn: WeekStart = 'monday',
  dateOf: (timestamp: string) => LocalDate = localDateOf,
): WeekFigures {
  const weekEnd = addDays(weekStart, 6);
  const days = daysOf(weekStart, today);
  return {
    goals: goals.map((goal) => ({
      title: goal.title,
      done: goal.tactics.filter((t) => {
        if (t.repeat || !t.completed || !t.completedAt) return false;
        const day = dateOf(t.completedAt);
        return day >= weekStart && day <= weekEnd;
      }).length,
      repeats: goal.tactics.flatMap((t) => {
        const repeat = t.repeat;
        if (!repeat) return [];
        if (repeat.frequency === 'timesPerWeek') {
          // The week is the period kept: its check-ins (at most N count) of the N it asks for.
          const week = rhythm(
            { ...t, repeat },
            weekEnd < today ? weekEnd : today,
            weekStartsOn,
          ).periods.find((period) => period.from === weekStart);
          return [{ title: t.title, checkIns: week?.kept ?? 0, scheduled: week?.needed ?? 0 }];
        }
        const scheduled = days.filter((day) =>
          occursOn({ repeat, dueDate: t.dueDate, repeatSetAt: t.repeatSetAt }, day),
        );
        const checkedIn = new Set(t.checkIns);
        return [
          {
            title: t.title,
            checkIns: scheduled.filter((day) => checkedIn.has(day)).length,
            scheduled: scheduled.length,
          },
        ];
      }),
    })),
  };
}

/**
 * How many of a long list the review shows before "Show all": about a screenful. A list of no
 * more shows whole, as it always did (docs/decisions/252 for What slipped, 254 for Last week and
 * Measures).
 */
export const REVIEW_SHOWN_FIRST = 8;

/**
 * A long list of the review in the order it is shown first (docs/decisions/254): the items with
 * something in the week first, then the rest, plan order within each. At the limits most goals
 * had nothing that week, and the few that did must not hide behind "Show all". A list of no more
 * than REVIEW_SHOWN_FIRST keeps plan order. `count` is the list's length in all when `items` hold
 * only some of it (the review's read carries what it shows first, docs/decisions/256).
 */
export function inTheWeekFirst<T>(
  items: readonly T[],
  inWeek: (item: T) => boolean,
  count = items.length,
): readonly T[] {
  if (count <= REVIEW_SHOWN_FIRST) return items;
  const held = items.map(inWeek);
  return [...items.filter((_, i) => held[i]), ...items.filter((_, i) => !held[i])];
}

/**
 * Figures sent by the page since decision 256 name their goals: the read carries some of them,
 * and the server completes the rest on save (`completedFigures`). Figures with no id (a client
 * before it sent every goal, or a saved review sent again) are saved as sent.
 */
export const namesItsGoals = (figures: WeekFigures): boolean =>
  figures.goals.some((goal) => goal.id !== undefined);

/**
 * `figures` with each goal `kept` holds (by id) as `kept` holds it: the page keeps a goal's
 * figures as they were before a Reschedule on it (docs/decisions/101, 256).
 */
export function withKept(figures: WeekFigures, kept: WeekFigures | undefined): WeekFigures {
  if (!kept) return figures;
  const byId = new Map(kept.goals.map((goal) => [goal.id, goal]));
  return { goals: figures.goals.map((goal) => byId.get(goal.id) ?? goal) };
}

/**
 * The figures a review keeps: every goal of the server's (`full`, in plan order), each as the
 * page sent it when it did; ids left out (docs/decisions/256).
 */
export const completedFigures = (sent: WeekFigures, full: WeekFigures): WeekFigures => ({
  goals: withKept(full, sent).goals.map(({ id: _id, ...goal }) => goal),
});

/** Whether a save of `sent` needs the server's count of every goal of the week (`keptOnSave`). */
export const needsTheCount = (sent: WeekFigures | undefined) =>
  sent === undefined || namesItsGoals(sent);

/**
 * The figures a save keeps (docs/decisions/256, 257), `sent` being the figures sent or else those
 * the week was saved with: with no id, as they are; named, completed by `counted` (every goal as
 * the server counts the week); none at all, `counted`.
 */
export const keptOnSave = (sent: WeekFigures | undefined, counted?: WeekFigures): WeekFigures =>
  needsTheCount(sent) ? completedFigures(sent ?? { goals: [] }, counted!) : sent!;

/**
 * A saved review as the list carries it (docs/decisions/257): the figures of Last week's first
 * REVIEW_SHOWN_FIRST goals (`inTheWeekFirst`) and how many there are, as the page shows them
 * first; whole when there are no more.
 */
export function listedReview(review: Review): Review {
  const { goals } = review.figures;
  if (goals.length <= REVIEW_SHOWN_FIRST) return review;
  return {
    ...review,
    figures: { goals: [...inTheWeekFirst(goals, weekHeldSomething).slice(0, REVIEW_SHOWN_FIRST)] },
    goalCount: goals.length,
  };
}

/** Whether a goal's week held anything: a one-off done, or a repeat scheduled or checked in. */
export const weekHeldSomething = (goal: WeekGoal): boolean =>
  goal.done > 0 || goal.repeats.some((repeat) => repeat.scheduled > 0 || repeat.checkIns > 0);

/** Whether a measured goal had a value logged in the week starting `weekStart`. */
export const loggedInWeek = (
  goal: { measurements: readonly { date: LocalDate }[] },
  weekStart: LocalDate,
): boolean => {
  const weekEnd = addDays(weekStart, 6);
  return goal.measurements.some(({ date }) => date >= weekStart && date <= weekEnd);
};

/** "Run: 2 of 3"; a week kept whole is a streak won, one with a miss a streak lost. */
export const describeRepeatWeek = (
  { title, checkIns, scheduled }: WeekFigures['goals'][number]['repeats'][number],
  t: Translate,
) => t('email.repeatWeek', { title, checkIns, scheduled });

export type Slipped<T> =
  | { tactic: T; kind: 'overdue'; since: LocalDate }
  | { tactic: T; kind: 'missed'; days: LocalDate[] };

/**
 * What slipped by `today`, in the goals still worked on: one-offs not done whose due date has
 * passed (oldest first), and repeats with days of the last 7 (today excluded: it is not over)
 * missed (`rhythm`: not checked in, and no rest day stood in; a week of "N times a week" short of
 * its check-ins is missed on its Sunday). An achieved goal is finished, so none of its tactics slipped.
 */
export function slipped<T extends ReviewTactic>(
  goals: readonly (GoalState & { tactics: readonly T[] })[],
  today: LocalDate,
  weekStartsOn: WeekStart = 'monday',
): Slipped<T>[] {
  const tactics = goals.filter(isOpenGoal).flatMap((goal) => goal.tactics);
  const overdue = tactics
    .filter((t) => !t.repeat && !t.completed && t.dueDate !== null && t.dueDate < today)
    .sort((a, b) => (a.dueDate! < b.dueDate! ? -1 : a.dueDate! > b.dueDate! ? 1 : 0))
    .map((tactic) => ({ tactic, kind: 'overdue' as const, since: tactic.dueDate! }));
  const windowStart = addDays(today, -7);
  const missed = tactics.flatMap((tactic) => {
    const repeat = tactic.repeat;
    if (!repeat) return [];
    // A day a rest day stood in for did not slip (docs/product.md, "Streaks").
    const missedDays = rhythm({ ...tactic, repeat }, today, weekStartsOn).periods.flatMap(
      (period) => period.missedDays,
    );
    const days = [...new Set(missedDays)].filter(
      (day) =>
        day >= windowStart &&
        day < today &&
        occursOn({ repeat, dueDate: tactic.dueDate, repeatSetAt: tactic.repeatSetAt }, day),
    );
    return days.length ? [{ tactic, kind: 'missed' as const, days }] : [];
  });
  return [...overdue, ...missed];
}

/** A note written during the week: on a check-in (its day) or on ticking a one-off done. */
export interface WeekNote {
  tactic: string;
  date: LocalDate;
  note: string;
}

/**
 * The look back's notes (docs/product.md, "Weekly review"): check-in notes of the week's days up to
 * `today` and completion notes of one-offs ticked done that week, in date order.
 */
export function weekNotes(
  tactics: readonly (ReviewTactic & {
    completionNote: string | null;
    checkInNotes: readonly { date: LocalDate; note: string }[];
  })[],
  weekStart: LocalDate,
  today: LocalDate,
): WeekNote[] {
  const last = [addDays(weekStart, 6), today].sort()[0]!;
  const inWeek = (day: LocalDate) => day >= weekStart && day <= last;
  return tactics
    .flatMap((t) => [
      ...t.checkInNotes
        .filter((entry) => inWeek(entry.date))
        .map((entry) => ({ tactic: t.title, date: entry.date, note: entry.note })),
      ...(!t.repeat && t.completed && t.completedAt && t.completionNote
        ? [{ tactic: t.title, date: localDateOf(t.completedAt), note: t.completionNote }]
        : []
      ).filter((entry) => inWeek(entry.date)),
    ])
    .sort((a, b) => a.date.localeCompare(b.date));
}
