import { ratingEstimates } from './estimates.ts';
import {
  inTheWeekFirst,
  loggedInWeek,
  NEXT_WEEK_COUNT,
  REVIEW_SHOWN_FIRST,
  reviewedWeek,
  slipped,
  weekFigures,
  weekHeldSomething,
} from './review.ts';
import type { ReviewPlan } from './review-schemas.ts';
import { addDays, type LocalDate, type WeekStart } from './schedule.ts';
import type { Outcomes, Tactic } from './schemas.ts';
import { isOpenGoal, rankForActionPlan } from './scoring.ts';

/** The open one-off tactics "Next week" offers: the first NEXT_WEEK_COUNT the action plan ranks. */
export const nextWeekTactics = <T extends Tactic>(
  goals: readonly { status: 'active' | 'achieved'; tactics: readonly T[] }[],
): T[] =>
  rankForActionPlan(
    goals
      .filter(isOpenGoal)
      .flatMap((goal) => goal.tactics)
      .filter((tactic) => tactic.repeat === null && !tactic.completed),
  ).slice(0, NEXT_WEEK_COUNT);

/** What the server reads for the weekly review, before its figures and what it shows first. */
export type ReviewSelection = Omit<ReviewPlan, 'figures' | 'shown'>;

/**
 * What the weekly review may show on `today`, picked from the whole plan: every goal, carrying
 * only the tactics the review may show (every repeat; one-offs done within a day of the week
 * looked back on, by the UTC date of the tick; the overdue one-offs of goals not achieved; what
 * Next week offers; those with a check-in note in the week), with the estimates of every tactic.
 * The server reads the same in SQL (docs/decisions/250-each-screen-reads-what-it-shows.md); its
 * tactics carry a window of check-ins, the run before it summed up.
 */
export function reviewSelection(
  plan: Outcomes,
  today: LocalDate,
  weekStartsOn: WeekStart,
): ReviewSelection {
  const week = reviewedWeek(today, weekStartsOn);
  const weekEnd = addDays(week, 6);
  const offered = new Set(nextWeekTactics(plan.goals).map((tactic) => tactic.id));
  const shown = (goal: { status: 'active' | 'achieved' }, tactic: Tactic) =>
    tactic.repeat !== null ||
    (tactic.completed &&
      tactic.completedAt !== null &&
      tactic.completedAt.slice(0, 10) >= addDays(week, -1) &&
      tactic.completedAt.slice(0, 10) <= addDays(weekEnd, 1)) ||
    (isOpenGoal(goal) && !tactic.completed && tactic.dueDate !== null && tactic.dueDate < today) ||
    offered.has(tactic.id) ||
    tactic.checkInNotes.some((entry) => entry.date >= week && entry.date <= weekEnd);
  return {
    today,
    week,
    outcomes: plan.outcomes,
    goals: plan.goals.map((goal) => ({
      ...goal,
      tactics: goal.tactics.filter((tactic) => shown(goal, tactic)),
    })),
    estimates: ratingEstimates(plan.goals.flatMap((goal) => goal.tactics)),
  };
}

/**
 * The review's read as the server answers it, from its selection (docs/decisions/256-the-review-
 * reads-what-it-shows-first.md): with `shown=all` every goal and tactic of the selection and the
 * week's figures of every goal (`weekFigures`, one-offs dated by `dateOf`); else what the page
 * shows first: the tactics of What slipped's first REVIEW_SHOWN_FIRST (its order is a sort, so
 * any set holding them starts with them), Next week's (the first ranked of any set holding them),
 * those with a note in the week (the notes show whole), the goals holding them or among
 * Measures' first REVIEW_SHOWN_FIRST (`inTheWeekFirst`, `loggedInWeek`), and the figures of
 * those goals and of Last week's first REVIEW_SHOWN_FIRST. With the counts of What slipped,
 * Measures and goals in all, and of What slipped those it leaves out, for "8 of N" and Show all.
 */
export function reviewShown(
  full: ReviewSelection,
  shown: 'first' | 'all',
  weekStartsOn: WeekStart,
  dateOf?: (timestamp: string) => LocalDate,
): ReviewPlan {
  const { goals, week, today } = full;
  const figures = {
    goals: weekFigures(goals, week, today, weekStartsOn, dateOf).goals.map((figure, i) => ({
      id: goals[i]!.id,
      ...figure,
    })),
  };
  const slips = slipped(goals, today, weekStartsOn);
  const measured = inTheWeekFirst(
    goals.filter((goal) => goal.measure),
    (goal) => loggedInWeek(goal, week),
  );
  const counts = {
    all: true,
    slipped: slips.length,
    slippedLeftOut: 0,
    measured: measured.length,
    goals: goals.length,
  };
  if (shown === 'all') return { ...full, figures, shown: counts };
  const weekEnd = addDays(week, 6);
  const tacticIds = new Set([
    ...slips.slice(0, REVIEW_SHOWN_FIRST).map(({ tactic }) => tactic.id),
    ...nextWeekTactics(goals).map((tactic) => tactic.id),
    ...goals
      .flatMap((goal) => goal.tactics)
      .filter(
        (tactic) =>
          tactic.checkInNotes.some((entry) => entry.date >= week && entry.date <= weekEnd) ||
          (tactic.repeat === null && tactic.completed && tactic.completionNote !== null),
      )
      .map((tactic) => tactic.id),
  ]);
  const goalIds = new Set(measured.slice(0, REVIEW_SHOWN_FIRST).map((goal) => goal.id));
  // Next week may carry some that slipped after the first: they count as carried.
  const slippedLeftOut = slips.filter(({ tactic }) => !tacticIds.has(tactic.id)).length;
  const carried = goals.flatMap((goal) => {
    const tactics = goal.tactics.filter((tactic) => tacticIds.has(tactic.id));
    return tactics.length > 0 || goalIds.has(goal.id) ? [{ ...goal, tactics }] : [];
  });
  // Figures of Last week's first and of the goals carried: a Reschedule on the page touches only
  // those, whose figures it keeps as they were (101); the server completes the rest on save.
  const figured = new Set([
    ...inTheWeekFirst(figures.goals, weekHeldSomething)
      .slice(0, REVIEW_SHOWN_FIRST)
      .map((goal) => goal.id),
    ...carried.map((goal) => goal.id),
  ]);
  return {
    ...full,
    goals: carried,
    figures: { goals: figures.goals.filter((goal) => figured.has(goal.id)) },
    shown: { ...counts, all: false, slippedLeftOut },
  };
}

/**
 * The review's read worked out from the whole plan (the client's fake API, and a device offline
 * that holds only a whole plan saved before: docs/decisions/250, 256), by the server's rules.
 */
export const reviewPlan = (
  plan: Outcomes,
  today: LocalDate,
  weekStartsOn: WeekStart,
  shown: 'first' | 'all' = 'first',
): ReviewPlan => reviewShown(reviewSelection(plan, today, weekStartsOn), shown, weekStartsOn);

/**
 * A review read as the page shows it: one saved on a device by a version before the server sent
 * figures (docs/decisions/256) carried every goal of the selection, so its figures are worked out
 * from it here as they were then.
 */
export function withFigures(plan: ReviewPlan, weekStartsOn: WeekStart): ReviewPlan {
  const { figures, shown } = plan as Partial<ReviewPlan>;
  return figures && shown ? plan : reviewShown(plan, 'all', weekStartsOn);
}
