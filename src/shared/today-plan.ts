import {
  comingUp,
  dueToday,
  isWorkedOn,
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
  dayStartsAt = '00:00',
): T[] =>
  tactics.filter(
    (tactic) =>
      tactic.repeat === null &&
      tactic.completed &&
      tactic.dueDate !== null &&
      tactic.dueDate <= today &&
      (tactic.completedAt === null || localDateOf(tactic.completedAt, dayStartsAt) === today),
  );

/**
 * The ids of the tactics Today lists on `today` (docs/product.md, Today): one-offs due or done
 * today, repeats asked for today, and what comes up in the week after. Each tactic is listed or
 * not on its own fields alone, so any set of tactics holding those listed gives the same ids: the
 * server's Today read applies it to the rows its SQL picked (docs/decisions/250). Give it only the
 * tactics of goals still worked on (`isWorkedOn`).
 */
export function listedToday(tactics: readonly Tactic[], today: LocalDate): Set<string> {
  const listed = new Set<string>();
  for (const { tactic } of dueToday(tactics, today)) listed.add(tactic.id);
  for (const tactic of doneToday(tactics, today)) listed.add(tactic.id);
  for (const tactic of repeatingToday(tactics, today)) listed.add(tactic.id);
  for (const day of comingUp(tactics, today)) {
    for (const { tactic } of day.items) listed.add(tactic.id);
  }
  return listed;
}

/**
 * What Today shows on `today`, from the whole plan: every goal, carrying only the tactics Today
 * lists of the goals still worked on (`listedToday`, `isWorkedOn`: an achieved goal's leave
 * Today), and the figures the rest of the page shows (progress per goal, 8 weeks of activity)
 * worked out from every tactic. The server reads the same from SQL; this is what a device works
 * out offline from the reads it holds (docs/decisions/250-each-screen-reads-what-it-shows.md).
 */
export function todayPlan(plan: Outcomes, today: LocalDate): TodayPlan {
  const every = plan.goals.flatMap((goal) => goal.tactics);
  const outcomeOf = new Map(plan.outcomes.map((outcome) => [outcome.id, outcome]));
  const listed = listedToday(
    plan.goals
      .filter((goal) => isWorkedOn(goal, outcomeOf.get(goal.outcomeId)))
      .flatMap((goal) => goal.tactics),
    today,
  );
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
