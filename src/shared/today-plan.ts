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
import { isOpenGoal } from './scoring.ts';
import type { Goal, Outcomes, Tactic, TodayPlan } from './schemas.ts';

/**
 * Goals Progress shows before "Show all": about a screenful of cards. A plan of no more goals
 * shows them all (docs/decisions/251-progress-shows-what-matters-first.md).
 */
export const PROGRESS_SHOWN_FIRST = 8;
/** Coming up's occurrences shown before "Show all" (docs/decisions/253). */
export const COMING_UP_SHOWN_FIRST = 8;

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

/** A goal of the active outcomes, in plan order, with the tactics Today lists of it. */
type ListedGoal = Pick<Goal, 'id' | 'outcomeId' | 'status'> & { tactics: readonly Tactic[] };

/**
 * What Today's read carries first of what it lists on `today` (docs/decisions/253-today-reads-
 * what-it-shows-first.md), from every goal of the active outcomes in plan order with the tactics
 * Today lists (`listedToday`) and each goal's check-ins in the last 4 weeks. Tactics: every one
 * due, done or repeating today, and those of Coming up's first COMING_UP_SHOWN_FIRST occurrences
 * (Coming up over any set holding them starts with the same ones). Goals: those holding such a
 * tactic, and what Progress's first PROGRESS_SHOWN_FIRST need whatever the device's current
 * outcome (`progressOrder`): the first of the open goals with a check-in, of each outcome's other
 * open goals, and of the achieved ones. Each list the page orders from is a prefix of the full
 * read's, so the first come out the same. `comingUp` counts every Coming up occurrence.
 */
export function shownFirst(
  goals: readonly ListedGoal[],
  checkInsOf: (goalId: string) => number,
  today: LocalDate,
): { goalIds: Set<string>; tacticIds: Set<string>; comingUp: number } {
  const every = goals.flatMap((goal) => goal.tactics);
  const tacticIds = new Set<string>();
  for (const { tactic } of dueToday(every, today)) tacticIds.add(tactic.id);
  for (const tactic of doneToday(every, today)) tacticIds.add(tactic.id);
  for (const tactic of repeatingToday(every, today)) tacticIds.add(tactic.id);
  const occurrences = comingUp(every, today).flatMap((day) => day.items);
  for (const { tactic } of occurrences.slice(0, COMING_UP_SHOWN_FIRST)) tacticIds.add(tactic.id);

  const goalIds = new Set<string>();
  const taken = new Map<string, number>();
  /** Takes `goal` if fewer than PROGRESS_SHOWN_FIRST of its list are taken. */
  const takeFirst = (list: string, goal: ListedGoal) => {
    const count = taken.get(list) ?? 0;
    if (count >= PROGRESS_SHOWN_FIRST) return;
    taken.set(list, count + 1);
    goalIds.add(goal.id);
  };
  for (const goal of goals) {
    const holdsOne = goal.tactics.some((tactic) => tacticIds.has(tactic.id));
    if (holdsOne) goalIds.add(goal.id);
    if (goal.status === 'achieved') takeFirst('achieved', goal);
    else if (checkInsOf(goal.id) > 0) takeFirst('checkedIn', goal);
    else if (!holdsOne) takeFirst(`outcome ${goal.outcomeId}`, goal);
  }
  return { goalIds, tacticIds, comingUp: occurrences.length };
}

/**
 * Today's read as the server answers it, from the full selection (every goal, every tactic Today
 * lists): with `shown=all` all of it, else what `shownFirst` keeps; with the counts of it all.
 * What a device offline works out from the plan it holds (docs/decisions/253).
 */
export function todayShown(plan: Omit<TodayPlan, 'shown'>, shown: 'first' | 'all'): TodayPlan {
  const checkIns = new Map(plan.progress.map((figure) => [figure.goalId, figure.checkIns]));
  const first = shownFirst(plan.goals, (id) => checkIns.get(id) ?? 0, plan.today);
  const counts = { all: shown === 'all', comingUp: first.comingUp, goals: plan.goals.length };
  if (shown === 'all') return { ...plan, shown: counts };
  return {
    ...plan,
    goals: plan.goals
      .filter((goal) => first.goalIds.has(goal.id))
      .map((goal) => ({
        ...goal,
        tactics: goal.tactics.filter((tactic) => first.tacticIds.has(tactic.id)),
      })),
    progress: plan.progress.filter((figure) => first.goalIds.has(figure.goalId)),
    shown: counts,
  };
}

/**
 * What Today shows on `today`, from the whole plan: every goal, carrying only the tactics Today
 * lists of the goals still worked on (`listedToday`, `isWorkedOn`: an achieved goal's leave
 * Today), and the figures the rest of the page shows (progress per goal, 8 weeks of activity)
 * worked out from every tactic. The server reads the same from SQL; this is what a device works
 * out offline from the reads it holds (docs/decisions/250-each-screen-reads-what-it-shows.md).
 */
export function todayPlan(plan: Outcomes, today: LocalDate, shown: 'first' | 'all'): TodayPlan {
  const every = plan.goals.flatMap((goal) => goal.tactics);
  const outcomeOf = new Map(plan.outcomes.map((outcome) => [outcome.id, outcome]));
  const listed = listedToday(
    plan.goals
      .filter((goal) => isWorkedOn(goal, outcomeOf.get(goal.outcomeId)))
      .flatMap((goal) => goal.tactics),
    today,
  );
  const full = {
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
  return todayShown(full, shown);
}

/**
 * How much of what Today lists `plan` carries (docs/decisions/253); a read saved on a device by a
 * version before the counts carried everything.
 */
export const shownOf = (plan: TodayPlan): TodayPlan['shown'] =>
  (plan as Partial<TodayPlan>).shown ?? { all: true, comingUp: 0, goals: plan.goals.length };

export interface GoalFigures {
  goal: TodayPlan['goals'][number];
  done: number;
  total: number;
  checkIns: number;
}

/**
 * The goals in the order Progress shows them. Up to PROGRESS_SHOWN_FIRST goals: open ones, then
 * achieved ones, in plan order. A bigger plan puts first what is being worked on: open goals with
 * a check-in in the last 4 weeks or a tactic due, done or repeating today; then the current
 * outcome's other open goals; then the other open goals; achieved ones last. Plan order within
 * each (docs/decisions/251). Today's read may carry only the goals this needs for its first,
 * whatever the current outcome (`shownFirst`), and count them all (docs/decisions/253).
 */
export function progressOrder(
  plan: TodayPlan,
  currentOutcomeId: string | undefined,
  dayStartsAt?: string,
): GoalFigures[] {
  const figures = new Map(plan.progress.map((figure) => [figure.goalId, figure]));
  const goals = plan.goals.map((goal) => ({
    goal,
    done: figures.get(goal.id)?.done ?? 0,
    total: figures.get(goal.id)?.total ?? 0,
    checkIns: figures.get(goal.id)?.checkIns ?? 0,
  }));
  const achievedLast = (each: GoalFigures) => (isOpenGoal(each.goal) ? 0 : 3);
  const shown = shownOf(plan);
  const count = shown.all ? goals.length : shown.goals;
  if (count <= PROGRESS_SHOWN_FIRST) return sortedBy(goals, achievedLast);
  const { today } = plan;
  const tier = (each: GoalFigures) => {
    if (!isOpenGoal(each.goal)) return 3;
    const tactics = each.goal.tactics;
    const workedOn =
      each.checkIns > 0 ||
      dueToday(tactics, today).length > 0 ||
      repeatingToday(tactics, today).length > 0 ||
      doneToday(tactics, today, dayStartsAt).length > 0;
    if (workedOn) return 0;
    return each.goal.outcomeId === currentOutcomeId ? 1 : 2;
  };
  return sortedBy(goals, tier);
}

/** `items` by `rank`, lowest first, keeping their order among equals. */
const sortedBy = <T>(items: readonly T[], rank: (item: T) => number) =>
  items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
