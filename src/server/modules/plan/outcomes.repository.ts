import {
  and,
  between,
  count,
  countDistinct,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { jsonColumn, rawRows } from '#server/db/prepared.ts';
import {
  callerUser,
  isRowId,
  outcomeFor,
  outcomesFor,
  whyRefused,
  type Caller,
  type Refusal,
} from '#server/db/access.ts';
import { checkIns, goals, outcomes, tactics, users } from '#server/db/schema.ts';
import { iso } from '#server/db/timestamps.ts';
import { windowEnd, windowEndOf } from '#server/plugins/shared-rate-limit-store.ts';
import { estimatesOfSums } from '#shared/estimates';
import {
  CHECK_IN_HISTORY_DAYS,
  MAX_ACTIVE_OUTCOMES,
  RATING_DEFAULT,
  REVIEW_CHECK_IN_DAYS,
  TODAY_CHECK_IN_DAYS,
} from '#shared/limits';
import { NEXT_WEEK_COUNT, reviewedWeek } from '#shared/review';
import { reviewShown } from '#shared/review-plan';
import type { ReviewPlan } from '#shared/review-schemas';
import { localDateIn } from '#shared/zoned-time';
import { summedUpFrom, withRhythmBefore } from '#shared/rhythm';
import {
  type GoalWithTactics,
  type Outcome,
  type OutcomeList,
  type OutcomePlan,
  type Outcomes,
  type Tactic,
  type TodayPlan,
  type UpdateOutcome,
} from '#shared/schemas';
import {
  activityOfDays,
  activityWeekStarts,
  addDays,
  localDateOf,
  PROGRESS_WINDOW_DAYS,
  type LocalDate,
  type WeekStart,
} from '#shared/schedule';
import { listedToday, shownFirst } from '#shared/today-plan';
import { goalColumns, listOrder, outcomeColumns, outcomeTally, toGoal, toOutcome } from './rows.ts';
import { recentMeasurements } from './measurements.repository.ts';
import {
  allCheckIns,
  checkInsToSumUpFrom,
  recentCheckIns,
  tacticColumns,
  tacticFromRow,
  toTactic,
  type StoredCheckIn,
  type TacticRow,
} from './tactics.repository.ts';

/** Groups joined goal and tactic rows into goals with their tactics, in row order. */
async function withTactics(
  db: Db,
  rows: Array<{
    goal: Parameters<typeof toGoal>[0];
    tactic: Parameters<typeof toTactic>[0] | null;
  }>,
  checkInsOf: (db: Db, tacticIds: string[]) => Promise<Map<string, StoredCheckIn[]>>,
  shape: (tactic: Tactic) => Tactic = (tactic) => tactic,
): Promise<GoalWithTactics[]> {
  const [checkIns, values] = await Promise.all([
    checkInsOf(
      db,
      rows.flatMap(({ tactic }) => (tactic ? [tactic.id] : [])),
    ),
    recentMeasurements(db, [
      ...new Set(rows.flatMap(({ goal }) => (goal.measure ? [goal.id] : []))),
    ]),
  ]);
  const byId = new Map<string, GoalWithTactics>();
  for (const { goal, tactic } of rows) {
    let entry = byId.get(goal.id);
    if (!entry) {
      // The goal's fields spread last: adding fields to an object made by a spread would keep
      // every plan read alive past young collections (docs/decisions/237).
      entry = { tactics: [], measurements: values.get(goal.id) ?? [], ...toGoal(goal) };
      byId.set(goal.id, entry);
    }
    if (tactic) entry.tactics.push(shape(toTactic(tactic, checkIns.get(tactic.id))));
  }
  return [...byId.values()];
}

/**
 * Today's and the review's goals (docs/decisions/250): `goalRows` in order, each with its logged
 * values and its tactics among `tacticRows` (in their order), each carrying its check-ins from the
 * first day of the week `days` before `day` (`summedUpFrom`) and the run before them summed up
 * (`withRhythmBefore`).
 */
async function goalsWithWeeks(
  db: Db,
  goalRows: Array<Parameters<typeof toGoal>[0]>,
  tacticRows: TacticRow[],
  { day, days, weekStartsOn }: { day: LocalDate; days: number; weekStartsOn: WeekStart },
): Promise<GoalWithTactics[]> {
  const from = summedUpFrom(day, days, weekStartsOn);
  const [checkInsOf, values] = await Promise.all([
    checkInsToSumUpFrom(
      db,
      tacticRows.map((row) => row.id),
      from,
    ),
    recentMeasurements(
      db,
      goalRows.flatMap((goal) => (goal.measure ? [goal.id] : [])),
    ),
  ]);
  const tacticsOf = new Map<string, TacticRow[]>();
  for (const row of tacticRows) {
    const list = tacticsOf.get(row.goalId);
    if (list) list.push(row);
    else tacticsOf.set(row.goalId, [row]);
  }
  return goalRows.map((goal) => ({
    tactics: (tacticsOf.get(goal.id) ?? []).map((row) =>
      withRhythmBefore(toTactic(row, checkInsOf.get(row.id)), from, weekStartsOn),
    ),
    measurements: values.get(goal.id) ?? [],
    ...toGoal(goal),
  }));
}

/** A one-off: a tactic with no repeat (stored as SQL null or JSON null). */
const isOneOff = sql`coalesce(jsonb_typeof(${tactics.repeat}), 'null') = 'null'`;

/**
 * One row of the plan read in array mode: goalColumns' 7 columns, then tacticColumns' 21 (null
 * for a goal without tactics), in the order those objects name them.
 */
function planRow(row: unknown[]): Parameters<typeof withTactics>[1][number] {
  return { goal: goalFromRow(row), tactic: row[7] === null ? null : tacticFromRow(row, 7) };
}

/** The goal in a row read in array mode: goalColumns' 7 columns, in the order it names them. */
function goalFromRow(row: unknown[]): Parameters<typeof toGoal>[0] {
  // By index rather than by slicing and destructuring: no array copies per row
  // (docs/decisions/183-less-work-per-request.md).
  return {
    id: row[0],
    title: row[1],
    outcomeId: row[2],
    targetDate: row[3],
    status: row[4],
    statusChangedAt: row[5],
    measure: jsonColumn(row[6]),
  } as Parameters<typeof toGoal>[0];
}

/**
 * One row of the caller's outcome list in array mode: outcomeColumns' 6 columns in the order that
 * object names them, then the caller's deletion window (DELETION_END_COLUMN).
 */
function outcomeRow(row: unknown[]): Outcome {
  return toOutcome({
    id: row[0],
    title: row[1],
    status: row[2],
    position: row[3],
    createdAt: row[4],
    statusChangedAt: row[5],
  } as Parameters<typeof toOutcome>[0]);
}
const DELETION_END_COLUMN = 6;

/** Outcomes: the plans a person holds (docs/product.md, "Outcomes"). */
/** `now` is the app's clock (app.ts), which decides the window of check-ins a tactic carries. */
export function outcomesRepository(db: Db, now: () => Date = () => new Date()) {
  const recent = (db: Db, tacticIds: string[]) => recentCheckIns(db, tacticIds, now());
  const uid = sql.placeholder('uid');
  const planRows = () =>
    db
      .select({ goal: goalColumns, tactic: tacticColumns })
      .from(goals)
      .innerJoin(outcomes, eq(outcomes.id, goals.outcomeId))
      .leftJoin(tactics, eq(tactics.goalId, goals.id));
  const goalAndTacticOrder = [...listOrder(goals), ...listOrder(tactics)];
  // Every read prepares its statements once, here, and maps their rows itself: Drizzle building
  // them again on each request was a fifth of a read's time (docs/decisions/255).
  const weekStartRows = rawRows(
    db
      .select({ weekStartsOn: users.weekStartsOn, timeZone: users.timeZone })
      .from(users)
      .where(eq(users.firebaseUid, uid))
      .prepare('week_start_of_caller'),
  );
  /**
   * The caller's first day of the week (docs/decisions/262-your-day-your-week.md) and time zone
   * as saved (the browser's, saved at sign-in), UTC when none is.
   */
  const weekOf = async (caller: Caller): Promise<{ weekStartsOn: WeekStart; zone: string }> => {
    const [person] = await weekStartRows.execute({ uid: caller.uid });
    return {
      weekStartsOn: (person?.[0] as WeekStart | undefined) ?? 'monday',
      zone: (person?.[1] as string | null | undefined) ?? 'UTC',
    };
  };
  const weekStartOf = async (caller: Caller) => (await weekOf(caller)).weekStartsOn;

  // Every signed-in page reads these: built once, not on every call.
  // Each row also carries the caller's deletion window from the shared store, so that the sign-in
  // check costs no round trip of its own (docs/decisions/181-a-lean-request-path.md).
  // Both are mapped here rather than by Drizzle, row by row (outcomeRow, planRow).
  const callerOutcomes = rawRows(
    db
      .select({ ...outcomeColumns, deletionEndsAtMs: windowEndOf(sql.placeholder('deletionKey')) })
      .from(outcomes)
      .where(outcomesFor(db, uid, 'read'))
      .orderBy(...listOrder(outcomes))
      .prepare('outcomes_of_caller'),
  );
  const activeRows = rawRows(
    planRows()
      .where(and(outcomesFor(db, uid, 'read'), eq(outcomes.status, 'active')))
      .orderBy(...listOrder(outcomes), ...goalAndTacticOrder)
      .prepare('active_plans_of_caller'),
  );

  // The Outcomes page's list: outcomeColumns' 6 columns, then its goals, tactics and tactics done.
  const countedRows = rawRows(
    db
      .select({
        ...outcomeColumns,
        goals: countDistinct(goals.id),
        tactics: count(tactics.id),
        done: sql`count(${tactics.id}) filter (where ${tactics.completed})`,
      })
      .from(outcomes)
      .leftJoin(goals, eq(goals.outcomeId, outcomes.id))
      .leftJoin(tactics, eq(tactics.goalId, goals.id))
      .where(outcomesFor(db, uid, 'read'))
      .groupBy(outcomes.id)
      .orderBy(...listOrder(outcomes))
      .prepare('outcome_counts_of_caller'),
  );
  // One outcome the caller may read (outcomeRow), then its goals and tactics (planRow).
  const readableOutcome = rawRows(
    db
      .select(outcomeColumns)
      .from(outcomes)
      .where(outcomeFor(db, uid, 'read', sql.placeholder('id')))
      .prepare('outcome_of_caller'),
  );
  const outcomePlanRows = rawRows(
    planRows()
      .where(eq(goals.outcomeId, sql.placeholder('id')))
      .orderBy(...goalAndTacticOrder)
      .prepare('plan_of_outcome'),
  );

  /** The caller's deletion window, carried by the first outcome row, else read on its own. */
  const deletionEndOf = async (outcomeRows: unknown[][], deletionKey: string) => {
    const [first] = outcomeRows;
    if (!first) return windowEnd(db, deletionKey);
    return first[DELETION_END_COLUMN] === null ? null : Number(first[DELETION_END_COLUMN]);
  };

  // Today's and the review's statements, prepared once too (docs/decisions/255): the dates they
  // send are worked out from the caller's day in JS and sent as values, as before.
  /** The caller's active outcomes: the plan Today and the review read (docs/decisions/250). */
  const activeOfCaller = () => and(outcomesFor(db, uid, 'read'), eq(outcomes.status, 'active'))!;
  const day = sql.placeholder('day');
  /** The goals of the active outcomes, in the plan's order (goalFromRow). */
  const activeGoalRows = rawRows(
    db
      .select(goalColumns)
      .from(goals)
      .innerJoin(outcomes, eq(outcomes.id, goals.outcomeId))
      .where(activeOfCaller())
      .orderBy(...listOrder(outcomes), ...listOrder(goals))
      .prepare('active_goals_of_caller'),
  );
  /** The tactics of the goals of the active outcomes, or of those still worked on (`isWorkedOn`). */
  const ofActiveGoals = (workedOn: boolean) =>
    inArray(
      tactics.goalId,
      db
        .select({ id: goals.id })
        .from(goals)
        .innerJoin(outcomes, eq(outcomes.id, goals.outcomeId))
        .where(workedOn ? and(activeOfCaller(), eq(goals.status, 'active')) : activeOfCaller()),
    );
  const countWhere = (condition: SQL) => sql`count(*) filter (where ${condition})`;
  // A superset of what Today lists: every repeat, and the one-offs due by the week's end or
  // done by today (done in the last two days: any time zone's today falls in them).
  const mayBeListed = sql`(not (${isOneOff}) or (${tactics.dueDate} is not null and (
        (not ${tactics.completed} and ${tactics.dueDate} <= ${sql.placeholder('weekEnd')})
        or (${tactics.completed} and ${tactics.dueDate} <= ${day} and (${tactics.completedAt}
          is null or ${tactics.completedAt} >= ${sql.placeholder('doneSince')}::date)))))`;
  /** Today's candidates (tacticFromRow). */
  const todayCandidates = rawRows(
    db
      .select(tacticColumns)
      .from(tactics)
      .where(and(ofActiveGoals(true), mayBeListed))
      .orderBy(...listOrder(tactics))
      .prepare('today_candidates_of_caller'),
  );
  /** Per goal: its tactics, the scheduled ones, its one-offs and those done. */
  const todayPerGoal = rawRows(
    db
      .select({
        goalId: tactics.goalId,
        tactics: count(),
        scheduled: countWhere(sql`${tactics.dueDate} is not null or not (${isOneOff})`),
        oneOffs: countWhere(isOneOff),
        done: countWhere(sql`${isOneOff} and ${tactics.completed}`),
      })
      .from(tactics)
      .where(ofActiveGoals(false))
      .groupBy(tactics.goalId)
      .prepare('today_goal_figures_of_caller'),
  );
  // Check-ins per goal in the last 4 weeks and per day of the activity weeks, in one pass over
  // the check-ins of every tactic (grouping sets): each pass probes every tactic at the limits.
  const todayCheckInCounts = rawRows(
    db
      .select({
        goalId: tactics.goalId,
        date: checkIns.date,
        inProgressWindow: countWhere(gte(checkIns.date, sql.placeholder('progressStart'))),
        inActivityWeeks: countWhere(gte(checkIns.date, sql.placeholder('activityStart'))),
      })
      .from(checkIns)
      .innerJoin(tactics, eq(tactics.id, checkIns.tacticId))
      .where(and(ofActiveGoals(false), between(checkIns.date, sql.placeholder('from'), day)))
      .groupBy(sql`grouping sets ((${tactics.goalId}), (${checkIns.date}))`)
      .prepare('today_check_in_counts_of_caller'),
  );
  // Each completion's local date is the shared rule's (`localDateOf`), so its instant is read.
  const todayCompletions = rawRows(
    db
      .select({ completedAt: tactics.completedAt })
      .from(tactics)
      .where(
        and(
          ofActiveGoals(false),
          eq(tactics.completed, true),
          gte(tactics.completedAt, sql`${sql.placeholder('completedSince')}::date`),
        ),
      )
      .prepare('today_completions_of_caller'),
  );

  const openGoal = ne(goals.status, 'achieved');
  const rating = (column: typeof tactics.effort | typeof tactics.impact) =>
    sql`coalesce(${column}, ${RATING_DEFAULT})`;
  const week = sql.placeholder('week');
  const weekEnd = sql.placeholder('weekEnd');
  /** Fields of the tactics of the active outcomes that also meet `conditions`. */
  const activeTactics = (fields: SelectedFields, ...conditions: SQL[]) =>
    db
      .select(fields)
      .from(tactics)
      .innerJoin(goals, eq(goals.id, tactics.goalId))
      .innerJoin(outcomes, eq(outcomes.id, goals.outcomeId))
      .where(and(activeOfCaller(), ...conditions));
  // The first NEXT_WEEK_COUNT open one-offs in the action plan's order.
  const nextWeek = activeTactics(
    { id: tactics.id },
    openGoal,
    isOneOff,
    eq(tactics.completed, false),
  )
    .orderBy(
      desc(sql`${rating(tactics.impact)} * 2 - ${rating(tactics.effort)}`),
      desc(rating(tactics.impact)),
      ...listOrder(outcomes),
      ...listOrder(goals),
      ...listOrder(tactics),
    )
    .limit(NEXT_WEEK_COUNT);
  const notedInWeek = db
    .select({ id: checkIns.tacticId })
    .from(checkIns)
    .where(
      and(
        eq(checkIns.tacticId, tactics.id),
        between(checkIns.date, week, weekEnd),
        isNotNull(checkIns.note),
      ),
    );
  /** The tactics the review may show (tacticFromRow). */
  const reviewTactics = rawRows(
    activeTactics(
      tacticColumns,
      or(
        sql`not (${isOneOff})`,
        and(
          eq(tactics.completed, true),
          gte(tactics.completedAt, sql`${sql.placeholder('doneFrom')}::date`),
          lt(tactics.completedAt, sql`${sql.placeholder('doneBefore')}::date`),
        ),
        and(openGoal, eq(tactics.completed, false), lt(tactics.dueDate, day)),
        inArray(tactics.id, nextWeek),
        exists(notedInWeek),
      )!,
    )
      .orderBy(...listOrder(tactics))
      .prepare('review_tactics_of_caller'),
  );
  /** The Re-rate suggestion's sums: how many, the effort's and the impact's deltas. */
  const reviewSums = rawRows(
    activeTactics(
      {
        count: count(),
        effortDelta: sql`coalesce(sum(${tactics.actualEffort} - ${rating(tactics.effort)}), 0)`,
        impactDelta: sql`coalesce(sum(${tactics.actualImpact} - ${rating(tactics.impact)}), 0)`,
      },
      eq(tactics.completed, true),
      isNotNull(tactics.actualEffort),
      isNotNull(tactics.actualImpact),
    ).prepare('review_sums_of_caller'),
  );

  return {
    /**
     * Every outcome of the caller, and the goals of the active ones in order, each with its
     * tactics in order (docs/decisions/004-the-plan-survives-a-reload.md).
     */
    async overview(
      caller: Caller,
      deletionKey: string,
    ): Promise<{ plan: Outcomes; deletionEndsAtMs: number | null }> {
      const [outcomeRows, rows] = await Promise.all([
        callerOutcomes.execute({ uid: caller.uid, deletionKey }),
        activeRows.execute({ uid: caller.uid }),
      ]);
      return {
        plan: {
          outcomes: outcomeRows.map(outcomeRow),
          goals: await withTactics(db, rows.map(planRow), recent),
        },
        deletionEndsAtMs: await deletionEndOf(outcomeRows, deletionKey),
      };
    },

    /**
     * What Today shows on the caller's date `day` (docs/decisions/250-each-screen-reads-what-it-
     * shows.md), read in SQL rather than picked from the whole plan: every outcome; the goals of
     * the active ones, each carrying only the tactics Today lists of the goals still worked on
     * (the rows that may be listed, then `listedToday`'s rule) with TODAY_CHECK_IN_DAYS of
     * check-ins; and the figures of every tactic of the active outcomes as counts (how many
     * tactics and scheduled ones, each goal's one-offs done of total and check-ins in the last 4
     * weeks, completions and check-ins per day of the last 8 weeks). No other tactic or check-in
     * row is read, however big the plan.
     */
    async today(
      caller: Caller,
      deletionKey: string,
      day: LocalDate,
      shown: 'first' | 'all' = 'first',
    ): Promise<{ plan: TodayPlan; deletionEndsAtMs: number | null }> {
      const uid = caller.uid;
      const progressStart = addDays(day, -(PROGRESS_WINDOW_DAYS - 1));

      // The statements go out together, each as soon as what it needs is known: one after the
      // other, a plan at the limits waited for the sum of them (docs/decisions/252).
      // Activity weeks start on the person's first day of the week (docs/decisions/262).
      const weekStart = weekStartOf(caller);
      const goalRows = activeGoalRows.execute({ uid }).then((rows) => rows.map(goalFromRow));
      const candidates = todayCandidates
        .execute({ uid, day, weekEnd: addDays(day, 7), doneSince: addDays(day, -2) })
        .then((rows) => rows.map((row) => tacticFromRow(row)));
      // Counts arrive as the driver reads a bigint (node-postgres: a string).
      const perGoal = todayPerGoal.execute({ uid }).then((rows) =>
        rows.map((row) => ({
          goalId: row[0] as string,
          tactics: Number(row[1]),
          scheduled: Number(row[2]),
          oneOffs: Number(row[3]),
          done: Number(row[4]),
        })),
      );
      const firstDay = weekStart.then(
        (weekStartsOn) => activityWeekStarts(day, undefined, weekStartsOn)[0]!,
      );
      const checkInCounts = firstDay.then(async (firstMonday) =>
        (
          await todayCheckInCounts.execute({
            progressStart,
            activityStart: firstMonday,
            uid,
            from: firstMonday < progressStart ? firstMonday : progressStart,
            day,
          })
        ).map((row) => ({
          goalId: row[0] as string | null,
          date: row[1] as LocalDate | null,
          inProgressWindow: Number(row[2]),
          inActivityWeeks: Number(row[3]),
        })),
      );
      const completions = firstDay.then((firstMonday) =>
        todayCompletions.execute({ uid, completedSince: addDays(firstMonday, -2) }),
      );
      const checkInsOfGoal = checkInCounts.then((rows) => {
        const perGoal = new Map<string, number>();
        for (const { goalId, inProgressWindow } of rows) {
          if (goalId !== null) perGoal.set(goalId, inProgressWindow);
        }
        return perGoal;
      });
      // The tactics Today lists (`listedToday`), and of them and the goals what this read carries
      // (`shownFirst`, docs/decisions/253): only those are built, with their weeks of check-ins.
      const carried = Promise.all([candidates, goalRows, checkInsOfGoal]).then(
        ([candidates, goalList, checkInsOf]) => {
          const listed = listedToday(
            candidates.map((row) => toTactic(row)),
            day,
          );
          const rows = candidates.filter((row) => listed.has(row.id));
          const tacticsOf = new Map<string, Tactic[]>();
          for (const row of rows) {
            const tactic = toTactic(row);
            const list = tacticsOf.get(row.goalId);
            if (list) list.push(tactic);
            else tacticsOf.set(row.goalId, [tactic]);
          }
          const first = shownFirst(
            goalList.map((goal) => ({ ...goal, tactics: tacticsOf.get(goal.id) ?? [] })),
            (id) => checkInsOf.get(id) ?? 0,
            day,
          );
          if (shown === 'all') return { goals: goalList, tactics: rows, comingUp: first.comingUp };
          return {
            goals: goalList.filter((goal) => first.goalIds.has(goal.id)),
            tactics: rows.filter((row) => first.tacticIds.has(row.id)),
            comingUp: first.comingUp,
          };
        },
      );
      // The weeks Today shows of each repeat; the run before them summed up (rhythmBefore).
      const shownGoals = Promise.all([carried, weekStart]).then(([carried, weekStartsOn]) =>
        goalsWithWeeks(db, carried.goals, carried.tactics, {
          day,
          days: TODAY_CHECK_IN_DAYS,
          weekStartsOn,
        }),
      );
      const [
        outcomeRows,
        goalList,
        carriedRows,
        goalsShown,
        goalFigures,
        checkInCountRows,
        checkInsOf,
        completionRows,
      ] = await Promise.all([
        callerOutcomes.execute({ uid: caller.uid, deletionKey }),
        goalRows,
        carried,
        shownGoals,
        perGoal,
        checkInCounts,
        checkInsOfGoal,
        completions,
      ]);
      const weekStartsOn = await weekStart;
      const checkInsPerDay: Array<readonly [LocalDate, number]> = [];
      for (const { goalId, date, inActivityWeeks } of checkInCountRows) {
        if (goalId === null && date !== null && inActivityWeeks > 0) {
          checkInsPerDay.push([date, inActivityWeeks]);
        }
      }
      const figures = new Map(goalFigures.map((row) => [row.goalId, row]));
      return {
        plan: {
          today: day,
          outcomes: outcomeRows.map(outcomeRow),
          goals: goalsShown,
          tactics: {
            total: goalFigures.reduce((sum, row) => sum + row.tactics, 0),
            scheduled: goalFigures.reduce((sum, row) => sum + row.scheduled, 0),
          },
          progress: carriedRows.goals.map((goal) => ({
            goalId: goal.id,
            done: figures.get(goal.id)?.done ?? 0,
            total: figures.get(goal.id)?.oneOffs ?? 0,
            checkIns: checkInsOf.get(goal.id) ?? 0,
          })),
          shown: {
            all: shown === 'all',
            comingUp: carriedRows.comingUp,
            goals: goalList.length,
          },
          activity: activityOfDays(
            completionRows.map((row) => [localDateOf(iso(row[0] as Date | string)), 1] as const),
            checkInsPerDay,
            day,
            undefined,
            weekStartsOn,
          ),
        },
        deletionEndsAtMs: await deletionEndOf(outcomeRows, deletionKey),
      };
    },

    /**
     * What the weekly review shows on the caller's date `day` (docs/decisions/250-each-screen-
     * reads-what-it-shows.md), read in SQL rather than picked from the whole plan: every outcome;
     * every goal of the active ones with its measure and logged values, each carrying only the
     * tactics the page's rules may show (`weekFigures`, `slipped`, `weekNotes`, the Next week
     * ranking): every repeat with REVIEW_CHECK_IN_DAYS of check-ins and the run before them summed
     * up; the one-offs done within a day of the week looked back on (any time zone's local dates
     * of it fall there); the overdue one-offs of goals not achieved; the NEXT_WEEK_COUNT open
     * one-offs ranked first (`rankForActionPlan` in SQL: score, impact, then plan order); and
     * those with a check-in note in the week. The Re-rate suggestion's estimates are sums in SQL.
     * It answers the week's figures of every goal and, unless `shown` is all, only the goals and
     * tactics the page shows first (`reviewShown`, docs/decisions/256).
     */
    async review(
      caller: Caller,
      deletionKey: string,
      day: LocalDate,
      shown: 'first' | 'all' = 'first',
    ): Promise<{ plan: ReviewPlan; deletionEndsAtMs: number | null }> {
      const uid = caller.uid;
      const { weekStartsOn, zone } = await weekOf(caller);
      const week = reviewedWeek(day, weekStartsOn);
      const weekEnd = addDays(week, 6);

      const outcomeRows = await callerOutcomes.execute({ uid, deletionKey });
      const goalRows = (await activeGoalRows.execute({ uid })).map(goalFromRow);
      const rows = (
        await reviewTactics.execute({
          uid,
          doneFrom: addDays(week, -1),
          doneBefore: addDays(weekEnd, 2),
          day,
          week,
          weekEnd,
        })
      ).map((row) => tacticFromRow(row));
      // Sums arrive as the driver reads a bigint or numeric (node-postgres: a string).
      const [sums] = (await reviewSums.execute({ uid })).map((row) => ({
        count: Number(row[0]),
        effortDelta: Number(row[1]),
        impactDelta: Number(row[2]),
      }));
      // The weeks the review walks of each repeat; the run before them summed up (rhythmBefore).
      const shownGoals = await goalsWithWeeks(db, goalRows, rows, {
        day,
        days: REVIEW_CHECK_IN_DAYS,
        weekStartsOn,
      });
      // The week's figures of every goal, and of the rest what the page shows first
      // (docs/decisions/256); a tick's local date is the person's, in their time zone.
      const plan = reviewShown(
        {
          today: day,
          week,
          outcomes: outcomeRows.map(outcomeRow),
          goals: shownGoals,
          estimates: estimatesOfSums(sums ?? { count: 0, effortDelta: 0, impactDelta: 0 }),
        },
        shown,
        weekStartsOn,
        (timestamp) => localDateIn(zone, Date.parse(timestamp)),
      );
      return {
        plan,
        deletionEndsAtMs: await deletionEndOf(outcomeRows, deletionKey),
      };
    },

    /**
     * Every outcome of the caller with how many goals, tactics and tactics done it holds, and no
     * goal or tactic: what the Outcomes page shows (docs/decisions/250).
     */
    async list(
      caller: Caller,
      deletionKey: string,
    ): Promise<{ list: OutcomeList; deletionEndsAtMs: number | null }> {
      const [rows, deletionEndsAtMs] = await Promise.all([
        countedRows.execute({ uid: caller.uid }),
        windowEnd(db, deletionKey),
      ]);
      return {
        list: {
          outcomes: rows.map((row) => {
            // The outcome mapped once and given its counts, not copied into one more object.
            const listed = outcomeRow(row) as OutcomeList['outcomes'][number];
            // Counts arrive as the driver reads a bigint (node-postgres: a string).
            listed.counts = {
              goals: Number(row[6]),
              tactics: Number(row[7]),
              done: Number(row[8]),
            };
            return listed;
          }),
        },
        deletionEndsAtMs,
      };
    },

    /**
     * One outcome of any status with its goals and tactics; undefined without read access. Its
     * tactics carry every check-in, or with `checkIns: 'recent'` the window the whole plan
     * carries (the workflow steps read the current outcome so).
     */
    async plan(
      caller: Caller,
      id: string,
      checkIns: 'all' | 'recent' = 'all',
    ): Promise<OutcomePlan | undefined> {
      if (!isRowId(id)) return undefined;
      const [found] = await readableOutcome.execute({ uid: caller.uid, id });
      if (!found) return undefined;
      const outcome = outcomeRow(found);
      const rows = (await outcomePlanRows.execute({ id: outcome.id })).map(planRow);
      // An outcome's history counts every check-in; it is read one outcome at a time.
      if (checkIns === 'all') {
        return { goals: await withTactics(db, rows, allCheckIns), ...outcome };
      }
      // The recent window from the first day of the caller's week, the run before it summed up.
      const weekStartsOn = await weekStartOf(caller);
      const utcToday = now().toISOString().slice(0, 10);
      const from = summedUpFrom(utcToday, CHECK_IN_HISTORY_DAYS, weekStartsOn);
      const recentGoals = await withTactics(
        db,
        rows,
        (db, ids) => checkInsToSumUpFrom(db, ids, from),
        (tactic) => withRhythmBefore(tactic, from, weekStartsOn),
      );
      return { goals: recentGoals, ...outcome };
    },

    /**
     * A new active outcome after the caller's others (whose user row must exist); the user row
     * is locked so concurrent creations count against the limit one after another.
     */
    async create(caller: Caller, title: string): Promise<Outcome | 'limit-reached'> {
      return db.transaction(async (tx) => {
        const [owner] = await callerUser(tx, caller.uid).for('update');
        if (!owner) throw new Error('outcomes.create: the caller has no user row');
        const { active, next } = await outcomeTally(tx, owner.id);
        if (active >= MAX_ACTIVE_OUTCOMES) return 'limit-reached';
        const [created] = await tx
          .insert(outcomes)
          .values({ userId: owner.id, title, position: next })
          .returning(outcomeColumns);
        return toOutcome(created!);
      });
    },

    /**
     * Renames, reorders or changes the status of an outcome. Restoring one counts against the
     * active limit; the status time moves only when the status really changes.
     */
    async update(
      caller: Caller,
      id: string,
      changes: UpdateOutcome,
    ): Promise<Outcome | Refusal | 'limit-reached'> {
      if (!isRowId(id)) return 'not-found';
      const result = await db.transaction(async (tx) => {
        const [owner] = await callerUser(tx, caller.uid).for('update');
        if (!owner) return undefined;
        if (changes.status === 'active') {
          const [restoring] = await tx
            .select({ id: outcomes.id })
            .from(outcomes)
            .where(and(outcomeFor(tx, caller.uid, 'manage', id), ne(outcomes.status, 'active')));
          if (restoring && (await outcomeTally(tx, owner.id)).active >= MAX_ACTIVE_OUTCOMES) {
            return 'limit-reached' as const;
          }
        }
        const [updated] = await tx
          .update(outcomes)
          .set({
            ...(changes.title !== undefined ? { title: changes.title } : {}),
            ...(changes.position !== undefined ? { position: changes.position } : {}),
            ...(changes.status !== undefined
              ? {
                  status: changes.status,
                  statusChangedAt: sql`case when ${outcomes.status} = ${changes.status}
                    then ${outcomes.statusChangedAt} else now() end`,
                }
              : {}),
            updatedAt: sql`now()`,
          })
          .where(outcomeFor(tx, caller.uid, 'manage', id))
          .returning(outcomeColumns);
        return updated ? toOutcome(updated) : undefined;
      });
      return result ?? whyRefused(db, caller, { outcome: id }, 'manage');
    },

    /** Deletes the outcome; its goals, tactics and check-ins go with it by cascade. */
    async delete(caller: Caller, id: string): Promise<true | Refusal> {
      if (!isRowId(id)) return 'not-found';
      const deleted = await db
        .delete(outcomes)
        .where(outcomeFor(db, caller.uid, 'manage', id))
        .returning({ id: outcomes.id });
      return deleted.length > 0 || whyRefused(db, caller, { outcome: id }, 'manage');
    },
  };
}

export type OutcomesRepository = ReturnType<typeof outcomesRepository>;
