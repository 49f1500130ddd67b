import { ratingEstimates } from './estimates.ts';
import { NEXT_WEEK_COUNT, reviewedWeek } from './review.ts';
import { addDays, type LocalDate, type WeekStart } from './schedule.ts';
import type { Outcomes, ReviewPlan, Tactic } from './schemas.ts';
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

/**
 * What the weekly review's read carries on `today`, picked from the whole plan: every goal,
 * carrying only the tactics the review may show (every repeat; one-offs done within a day of the
 * week looked back on, by the UTC date of the tick; the overdue one-offs of goals not achieved;
 * what Next week offers; those with a check-in note in the week), with the estimates of every
 * tactic. The server reads the same in SQL (docs/decisions/250-each-screen-reads-what-it-shows.md);
 * its tactics carry a window of check-ins, the run before it summed up.
 */
export function reviewPlan(plan: Outcomes, today: LocalDate, weekStartsOn: WeekStart): ReviewPlan {
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
