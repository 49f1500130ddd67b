import {
  comingUp,
  dueToday,
  localDateOf,
  progress,
  repeatingToday,
  weeklyActivity,
  type LocalDate,
} from './schedule.ts';
import type { Outcomes, Tactic, TodayPlan } from './schemas.ts';

/**
 * One-off tactics due by `today` and done today, which Today keeps listed, struck through, beside
 * those still due (docs/product.md, Today). One just ticked counts before the server's timestamp
 * is back (`completedAt` still null).
 */
export const doneToday = <
  T extends Pick<Tactic, 'repeat' | 'completed' | 'dueDate' | 'completedAt'>,
>(
  tactics: readonly T[],
  today: LocalDate,
): T[] =>
  tactics.filter(
    (tactic) =>
      tactic.repeat === null &&
      tactic.completed &&
      tactic.dueDate !== null &&
      tactic.dueDate <= today &&
      (tactic.completedAt === null || localDateOf(tactic.completedAt) === today),
  );

/**
 * What Today shows on `today`, from the whole plan: every goal, carrying only the tactics Today
 * lists (due or done today, repeating and coming up), and the figures the rest of the page shows (progress per
 * goal, 8 weeks of activity) worked out from every tactic. The rules are the shared ones the page
 * used on the whole plan (src/shared/schedule.ts), so the sums are the same
 * (docs/decisions/250-each-screen-reads-what-it-shows.md).
 */
export function todayPlan(plan: Outcomes, today: LocalDate): TodayPlan {
  const every = plan.goals.flatMap((goal) => goal.tactics);
  const listed = new Set<string>();
  for (const { tactic } of dueToday(every, today)) listed.add(tactic.id);
  for (const tactic of doneToday(every, today)) listed.add(tactic.id);
  for (const tactic of repeatingToday(every, today)) listed.add(tactic.id);
  for (const day of comingUp(every, today)) {
    for (const { tactic } of day.items) listed.add(tactic.id);
  }
  return {
    today,
    outcomes: plan.outcomes,
    goals: plan.goals.map((goal) => ({
      ...goal,
      tactics: goal.tactics.filter((tactic) => listed.has(tactic.id)),
    })),
    tactics: {
      total: every.length,
      scheduled: every.filter((tactic) => tactic.dueDate !== null || tactic.repeat !== null).length,
    },
    progress: progress(plan.goals, today).map(({ goal, done, total, checkIns }) => ({
      goalId: goal.id,
      done,
      total,
      checkIns,
    })),
    activity: weeklyActivity(every, today),
  };
}
