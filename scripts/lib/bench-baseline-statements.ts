/**
 * The statements the bench's baseline (bench-baseline.ts) runs, with the values it sends: the
 * very text and values the app sends for each call the bench measures (same columns, same
 * ownership subqueries, same write-budget upsert, same keys in the shared store, the same dates
 * worked out from the caller's day and first day of the week). They are written out here rather
 * than imported, so the baseline loads none of the app's code; src/server/bench-baseline.test.ts
 * records what the app really sends and fails when the two part.
 */

/** The caller's deleted-account record in the shared store: when its window ends, if open. */
const DELETION_WINDOW = (key: string) =>
  `(select extract(epoch from "window_ends_at") * 1000 from "rate_limit_hits" where "key" = ${key} and "window_ends_at" > now())`;
/** The sign-in check of a read whose statements carry no deletion window of their own. */
const DELETION_WINDOW_SQL = `select ${DELETION_WINDOW('$1')} from (values (1)) as one`;

const OUTCOMES_LIST_SQL = `select "id", "title", "status", "position", "created_at", "status_changed_at", ${DELETION_WINDOW('$1')} from "outcomes" where "outcomes"."user_id" in (select "id" from "users" where "users"."firebase_uid" = $2) order by "outcomes"."position" asc, "outcomes"."created_at" asc, "outcomes"."id" asc`;

const OUTCOMES_SQL = `select "goals"."id", "goals"."title", "goals"."outcome_id", "goals"."target_date", "goals"."status", "goals"."status_changed_at", "goals"."measure", "tactics"."id", "tactics"."goal_id", "tactics"."title", "tactics"."effort", "tactics"."impact", "tactics"."completed", "tactics"."completed_at", "tactics"."due_date", "tactics"."repeat", "tactics"."plan_when", "tactics"."plan_then", "tactics"."actual_effort", "tactics"."actual_impact", "tactics"."link", "tactics"."resource_id", "tactics"."remind_at", "tactics"."steps", "tactics"."completion_note", "tactics"."repeat_set_at", "tactics"."pauses", "tactics"."snooze" from "goals" inner join "outcomes" on "outcomes"."id" = "goals"."outcome_id" left join "tactics" on "tactics"."goal_id" = "goals"."id" where ("outcomes"."user_id" in (select "id" from "users" where "users"."firebase_uid" = $1) and "outcomes"."status" = $2) order by "outcomes"."position" asc, "outcomes"."created_at" asc, "outcomes"."id" asc, "goals"."position" asc, "goals"."created_at" asc, "goals"."id" asc, "tactics"."position" asc, "tactics"."created_at" asc, "tactics"."id" asc`;

// ---- check-ins and logged values, read by every plan read ----

/** From a date on (the window a read carries). */
const CHECK_INS_SQL = `select "tactic_id", "date", "note" from "check_ins" where ("check_ins"."tactic_id" = any($1::uuid[]) and "check_ins"."date" >= $2) order by "check_ins"."tactic_id" asc, "check_ins"."date" asc`;
/** Every one (one outcome's history). */
const ALL_CHECK_INS_SQL = `select "tactic_id", "date", "note" from "check_ins" where "check_ins"."tactic_id" = any($1::uuid[]) order by "check_ins"."tactic_id" asc, "check_ins"."date" asc`;
/** The repeats and pauses of the tactics whose run may reach back before the window. */
const REACHING_SQL = `select "id", "repeat", "pauses" from "tactics" where "tactics"."id" = any($1::uuid[])`;
/** That run, newest first, with its notes (the whole plan's read sends it whole)... */
const EARLIER_CHECK_INS_SQL = `select "tactic_id", "date", "note" from "check_ins" where ("check_ins"."tactic_id" = any($1::uuid[]) and "check_ins"."date" < $2) order by "check_ins"."tactic_id" asc, "check_ins"."date" desc`;
/** ...or its dates alone, one string per tactic (the reads that sum it up). */
const EARLIER_DATES_SQL = `select "tactic_id", string_agg("date"::text, ',' order by "date" desc) from "check_ins" where ("check_ins"."tactic_id" = any($1::uuid[]) and "check_ins"."date" < $2) group by "check_ins"."tactic_id"`;
/** A measured goal's values of the last year. */
const MEASUREMENTS_SQL = `select "goal_id", "date", "value", "note" from "measurements" where ("measurements"."goal_id" = any($1::uuid[]) and "measurements"."date" >= current_date - 366) order by "measurements"."goal_id" asc, "measurements"."date" asc`;

// ---- the outcome list, Today, the review, one outcome ----

const WEEK_START_SQL = `select "week_starts_on", "time_zone" from "users" where "users"."firebase_uid" = $1`;
const OUTCOME_COUNTS_SQL = `select "outcomes"."id", "outcomes"."title", "outcomes"."status", "outcomes"."position", "outcomes"."created_at", "outcomes"."status_changed_at", count(distinct "goals"."id"), count("tactics"."id"), count("tactics"."id") filter (where "tactics"."completed") from "outcomes" left join "goals" on "goals"."outcome_id" = "outcomes"."id" left join "tactics" on "tactics"."goal_id" = "goals"."id" where "outcomes"."user_id" in (select "id" from "users" where "users"."firebase_uid" = $1) group by "outcomes"."id" order by "outcomes"."position" asc, "outcomes"."created_at" asc, "outcomes"."id" asc`;
const ACTIVE_GOALS_SQL = `select "goals"."id", "goals"."title", "goals"."outcome_id", "goals"."target_date", "goals"."status", "goals"."status_changed_at", "goals"."measure" from "goals" inner join "outcomes" on "outcomes"."id" = "goals"."outcome_id" where ("outcomes"."user_id" in (select "id" from "users" where "users"."firebase_uid" = $1) and "outcomes"."status" = $2) order by "outcomes"."position" asc, "outcomes"."created_at" asc, "outcomes"."id" asc, "goals"."position" asc, "goals"."created_at" asc, "goals"."id" asc`;
const TODAY_CANDIDATES_SQL = `select "id", "goal_id", "title", "effort", "impact", "completed", "completed_at", "due_date", "repeat", "plan_when", "plan_then", "actual_effort", "actual_impact", "link", "resource_id", "remind_at", "steps", "completion_note", "repeat_set_at", "pauses", "snooze" from "tactics" where ("tactics"."goal_id" in (select "goals"."id" from "goals" inner join "outcomes" on "outcomes"."id" = "goals"."outcome_id" where (("outcomes"."user_id" in (select "id" from "users" where "users"."firebase_uid" = $1) and "outcomes"."status" = $2) and "goals"."status" = $3)) and (not (coalesce(jsonb_typeof("tactics"."repeat"), 'null') = 'null') or ("tactics"."due_date" is not null and (
        (not "tactics"."completed" and "tactics"."due_date" <= $4)
        or ("tactics"."completed" and "tactics"."due_date" <= $5 and ("tactics"."completed_at"
          is null or "tactics"."completed_at" >= $6::date)))))) order by "tactics"."position" asc, "tactics"."created_at" asc, "tactics"."id" asc`;
const TODAY_PER_GOAL_SQL = `select "goal_id", count(*), count(*) filter (where "tactics"."due_date" is not null or not (coalesce(jsonb_typeof("tactics"."repeat"), 'null') = 'null')), count(*) filter (where coalesce(jsonb_typeof("tactics"."repeat"), 'null') = 'null'), count(*) filter (where coalesce(jsonb_typeof("tactics"."repeat"), 'null') = 'null' and "tactics"."completed") from "tactics" where "tactics"."goal_id" in (select "goals"."id" from "goals" inner join "outcomes" on "outcomes"."id" = "goals"."outcome_id" where ("outcomes"."user_id" in (select "id" from "users" where "users"."firebase_uid" = $1) and "outcomes"."status" = $2)) group by "tactics"."goal_id"`;
const TODAY_CHECK_IN_COUNTS_SQL = `select "tactics"."goal_id", "check_ins"."date", count(*) filter (where "check_ins"."date" >= $1), count(*) filter (where "check_ins"."date" >= $2) from "check_ins" inner join "tactics" on "tactics"."id" = "check_ins"."tactic_id" where ("tactics"."goal_id" in (select "goals"."id" from "goals" inner join "outcomes" on "outcomes"."id" = "goals"."outcome_id" where ("outcomes"."user_id" in (select "id" from "users" where "users"."firebase_uid" = $3) and "outcomes"."status" = $4)) and "check_ins"."date" between $5 and $6) group by grouping sets (("tactics"."goal_id"), ("check_ins"."date"))`;
const TODAY_COMPLETIONS_SQL = `select "completed_at" from "tactics" where ("tactics"."goal_id" in (select "goals"."id" from "goals" inner join "outcomes" on "outcomes"."id" = "goals"."outcome_id" where ("outcomes"."user_id" in (select "id" from "users" where "users"."firebase_uid" = $1) and "outcomes"."status" = $2)) and "tactics"."completed" = $3 and "tactics"."completed_at" >= $4::date)`;
const REVIEW_TACTICS_SQL = `select "tactics"."id", "tactics"."goal_id", "tactics"."title", "tactics"."effort", "tactics"."impact", "tactics"."completed", "tactics"."completed_at", "tactics"."due_date", "tactics"."repeat", "tactics"."plan_when", "tactics"."plan_then", "tactics"."actual_effort", "tactics"."actual_impact", "tactics"."link", "tactics"."resource_id", "tactics"."remind_at", "tactics"."steps", "tactics"."completion_note", "tactics"."repeat_set_at", "tactics"."pauses", "tactics"."snooze" from "tactics" inner join "goals" on "goals"."id" = "tactics"."goal_id" inner join "outcomes" on "outcomes"."id" = "goals"."outcome_id" where (("outcomes"."user_id" in (select "id" from "users" where "users"."firebase_uid" = $1) and "outcomes"."status" = $2) and (not (coalesce(jsonb_typeof("tactics"."repeat"), 'null') = 'null') or ("tactics"."completed" = $3 and "tactics"."completed_at" >= $4::date and "tactics"."completed_at" < $5::date) or ("goals"."status" <> $6 and "tactics"."completed" = $7 and "tactics"."due_date" < $8) or "tactics"."id" in (select "tactics"."id" from "tactics" inner join "goals" on "goals"."id" = "tactics"."goal_id" inner join "outcomes" on "outcomes"."id" = "goals"."outcome_id" where (("outcomes"."user_id" in (select "id" from "users" where "users"."firebase_uid" = $9) and "outcomes"."status" = $10) and "goals"."status" <> $11 and coalesce(jsonb_typeof("tactics"."repeat"), 'null') = 'null' and "tactics"."completed" = $12) order by coalesce("tactics"."impact", $13) * 2 - coalesce("tactics"."effort", $14) desc, coalesce("tactics"."impact", $15) desc, "outcomes"."position" asc, "outcomes"."created_at" asc, "outcomes"."id" asc, "goals"."position" asc, "goals"."created_at" asc, "goals"."id" asc, "tactics"."position" asc, "tactics"."created_at" asc, "tactics"."id" asc limit $16) or exists (select "tactic_id" from "check_ins" where ("check_ins"."tactic_id" = "tactics"."id" and "check_ins"."date" between $17 and $18 and "check_ins"."note" is not null)))) order by "tactics"."position" asc, "tactics"."created_at" asc, "tactics"."id" asc`;
const REVIEW_SUMS_SQL = `select count(*), coalesce(sum("tactics"."actual_effort" - coalesce("tactics"."effort", $1)), 0), coalesce(sum("tactics"."actual_impact" - coalesce("tactics"."impact", $2)), 0) from "tactics" inner join "goals" on "goals"."id" = "tactics"."goal_id" inner join "outcomes" on "outcomes"."id" = "goals"."outcome_id" where (("outcomes"."user_id" in (select "id" from "users" where "users"."firebase_uid" = $3) and "outcomes"."status" = $4) and "tactics"."completed" = $5 and "tactics"."actual_effort" is not null and "tactics"."actual_impact" is not null)`;
const OUTCOME_SQL = `select "id", "title", "status", "position", "created_at", "status_changed_at" from "outcomes" where ("outcomes"."id" = $1 and "outcomes"."user_id" in (select "id" from "users" where "users"."firebase_uid" = $2))`;
const OUTCOME_ROWS_SQL = `select "goals"."id", "goals"."title", "goals"."outcome_id", "goals"."target_date", "goals"."status", "goals"."status_changed_at", "goals"."measure", "tactics"."id", "tactics"."goal_id", "tactics"."title", "tactics"."effort", "tactics"."impact", "tactics"."completed", "tactics"."completed_at", "tactics"."due_date", "tactics"."repeat", "tactics"."plan_when", "tactics"."plan_then", "tactics"."actual_effort", "tactics"."actual_impact", "tactics"."link", "tactics"."resource_id", "tactics"."remind_at", "tactics"."steps", "tactics"."completion_note", "tactics"."repeat_set_at", "tactics"."pauses", "tactics"."snooze" from "goals" inner join "outcomes" on "outcomes"."id" = "goals"."outcome_id" left join "tactics" on "tactics"."goal_id" = "goals"."id" where "goals"."outcome_id" = $1 order by "goals"."position" asc, "goals"."created_at" asc, "goals"."id" asc, "tactics"."position" asc, "tactics"."created_at" asc, "tactics"."id" asc`;

// ---- PATCH /api/tactics/{id} ----

const WRITE_BUDGET_SQL = `insert into "rate_limit_hits" ("key", "hits", "window_ends_at") values ($1, $2, now() + make_interval(secs => $3::float8)) on conflict ("key") do update set "hits" = case when "rate_limit_hits"."window_ends_at" <= now() then 1 else "rate_limit_hits"."hits" + 1 end, "window_ends_at" = case when "rate_limit_hits"."window_ends_at" <= now() then now() + make_interval(secs => $4::float8) else "rate_limit_hits"."window_ends_at" end returning "hits", ceil(extract(epoch from "window_ends_at" - now()) * 1000)::int, ${DELETION_WINDOW('$5')}`;

const RETURNED = `returning "id", "goal_id", "title", "effort", "impact", "completed", "completed_at", "due_date", "repeat", "plan_when", "plan_then", "actual_effort", "actual_impact", "link", "resource_id", "remind_at", "steps", "completion_note", "repeat_set_at", "pauses", "snooze"`;
const OWNED = (uid: string, status: string) =>
  `"tactics"."goal_id" in (select "id" from "goals" where "goals"."outcome_id" in (select "id" from "outcomes" where ("outcomes"."user_id" in (select "id" from "users" where "users"."firebase_uid" = ${uid}) and "outcomes"."status" = ${status})))`;
/** Marking done keeps an earlier completion time and is refused on a repeating tactic. */
const DONE_SQL = `update "tactics" set "completed" = $1, "completed_at" = case when "tactics"."completed" then "tactics"."completed_at" else now() end, "updated_at" = now() where (("tactics"."id" = $2 and ${OWNED('$3', '$4')}) and "tactics"."repeat" is null) ${RETURNED}`;
/** Reopening clears the completion's note. */
const OPEN_SQL = `update "tactics" set "completed" = $1, "completed_at" = $2, "completion_note" = $3, "updated_at" = now() where ("tactics"."id" = $4 and ${OWNED('$5', '$6')}) ${RETURNED}`;

/** The key of the caller's write budget and of their deleted-account record. */
const writeBudgetKey = (uid: string) => `writes:${uid}`;
const deletionKey = (uid: string) => `deleted-account:${uid}`;

// ---- the dates the reads send, from the caller's day (docs/decisions/250, 262) ----

export type WeekStart = 'monday' | 'sunday';
const DAY_MS = 86_400_000;
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (earlier: string, later: string) =>
  Math.round((Date.parse(later) - Date.parse(earlier)) / DAY_MS);
const startOfWeek = (date: string, weekStartsOn: WeekStart) => {
  const fromMonday = (new Date(Date.parse(date)).getUTCDay() + 6) % 7;
  return addDays(date, weekStartsOn === 'sunday' ? -((fromMonday + 1) % 7) : -fromMonday);
};
/** The first day of a window of `days` days back: the start of that week. */
const weeksFrom = (day: string, days: number, weekStartsOn: WeekStart) =>
  startOfWeek(addDays(day, -days), weekStartsOn);
const utcToday = () => new Date().toISOString().slice(0, 10);

/** The windows of check-ins each read carries. */
export const windows = {
  /** The whole plan's: the last 8 weeks from the UTC date. */
  recent: () => addDays(utcToday(), -56),
  /** The current outcome's: 8 weeks from a first day of the week, from the UTC date. */
  current: (weekStartsOn: WeekStart) => weeksFrom(utcToday(), 56, weekStartsOn),
  /** Today's: 12 weeks; the review's: 2 weeks. */
  today: (day: string, weekStartsOn: WeekStart) => weeksFrom(day, 84, weekStartsOn),
  review: (day: string, weekStartsOn: WeekStart) => weeksFrom(day, 14, weekStartsOn),
};

/** The first day of the 8 activity weeks Today shows; the last 28 days of its progress. */
const activityStart = (day: string, weekStartsOn: WeekStart) =>
  addDays(startOfWeek(day, weekStartsOn), -49);
const progressStart = (day: string) => addDays(day, -27);
/** The week the review looks back on: this one on its last day, else the one before. */
export const reviewedWeek = (day: string, weekStartsOn: WeekStart) => {
  const first = startOfWeek(day, weekStartsOn);
  return addDays(first, 6) === day ? first : addDays(first, -7);
};

/**
 * How far apart two check-ins of one streak may be (docs/decisions/180): the repeat's longest
 * gap, 2 missed ones bridged by rest days. Whether a run reaches before a window is this test,
 * as the app's is for a repeat without pauses (the bench's).
 */
export function streakReach(repeat: { frequency: string; interval?: number } | null) {
  const bridged = 3;
  switch (repeat?.frequency) {
    case 'daily':
      return bridged;
    case 'timesPerWeek':
      return 13 + 7 * 2;
    case 'everyNDays':
      return (repeat.interval ?? 1) * bridged;
    case 'monthly':
      return 31 * bridged;
    default:
      return 7 * bridged;
  }
}
/** Only a run whose oldest check-in in the window lies this near its start may reach back. */
export const NEAR_DAYS = 93;

export interface Statement {
  /**
   * The prepared statement's name on PostgreSQL, for those the app prepares; the others go
   * unnamed, parsed and planned on every call, as the app sends them.
   */
  name?: string;
  text: string;
  values: unknown[];
}

const statement = (name: string | undefined, text: string, values: unknown[]): Statement => ({
  ...(name ? { name } : {}),
  text,
  values,
});
const activeValues = (uid: string) => [uid, 'active'];

export const baselineStatements = {
  /** The caller's outcomes, with their deletion window. */
  outcomeList: (uid: string) =>
    statement('outcomes_list', OUTCOMES_LIST_SQL, [deletionKey(uid), uid]),
  /** GET /api/outcomes: the active plan. */
  plan: (uid: string) => statement('outcomes', OUTCOMES_SQL, activeValues(uid)),
  deletionWindow: (uid: string) =>
    statement('deletion_window', DELETION_WINDOW_SQL, [deletionKey(uid)]),
  weekStart: (uid: string) => statement('week_start', WEEK_START_SQL, [uid]),

  checkIns: (tacticIds: string[], since: string) =>
    statement('check_ins', CHECK_INS_SQL, [tacticIds, since]),
  allCheckIns: (tacticIds: string[]) => statement('all_check_ins', ALL_CHECK_INS_SQL, [tacticIds]),
  reaching: (tacticIds: string[]) => statement('reaching', REACHING_SQL, [tacticIds]),
  earlierCheckIns: (tacticIds: string[], since: string) =>
    statement('earlier_check_ins', EARLIER_CHECK_INS_SQL, [tacticIds, since]),
  earlierDates: (tacticIds: string[], since: string) =>
    statement('earlier_dates', EARLIER_DATES_SQL, [tacticIds, since]),
  measurements: (goalIds: string[]) => statement('measurements', MEASUREMENTS_SQL, [goalIds]),

  /** GET /api/outcomes?include=list. */
  outcomeCounts: (uid: string) => statement('outcome_counts', OUTCOME_COUNTS_SQL, [uid]),
  /** The goals of the active outcomes (Today, the review). */
  activeGoals: (uid: string) => statement('active_goals', ACTIVE_GOALS_SQL, activeValues(uid)),
  /** Today: the tactics it may list (every repeat, one-offs due in the week or done lately). */
  todayCandidates: (uid: string, day: string) =>
    statement('today_candidates', TODAY_CANDIDATES_SQL, [
      ...activeValues(uid),
      'active',
      addDays(day, 7),
      day,
      addDays(day, -2),
    ]),
  todayPerGoal: (uid: string) => statement('today_per_goal', TODAY_PER_GOAL_SQL, activeValues(uid)),
  todayCheckInCounts: (uid: string, day: string, weekStartsOn: WeekStart) => {
    const [progress, activity] = [progressStart(day), activityStart(day, weekStartsOn)];
    return statement('today_check_in_counts', TODAY_CHECK_IN_COUNTS_SQL, [
      progress,
      activity,
      ...activeValues(uid),
      activity < progress ? activity : progress,
      day,
    ]);
  },
  todayCompletions: (uid: string, day: string, weekStartsOn: WeekStart) =>
    statement('today_completions', TODAY_COMPLETIONS_SQL, [
      ...activeValues(uid),
      true,
      addDays(activityStart(day, weekStartsOn), -2),
    ]),
  /** The review: the tactics it may show of the week looked back on, and the ratings' sums. */
  reviewTactics: (uid: string, day: string, weekStartsOn: WeekStart) => {
    const week = reviewedWeek(day, weekStartsOn);
    const weekEnd = addDays(week, 6);
    return statement('review_tactics', REVIEW_TACTICS_SQL, [
      ...activeValues(uid),
      true,
      addDays(week, -1),
      addDays(weekEnd, 2),
      'achieved',
      false,
      day,
      ...activeValues(uid),
      'achieved',
      false,
      // The rating a tactic without one counts as, thrice; the 5 open one-offs ranked first.
      1,
      1,
      1,
      5,
      week,
      weekEnd,
    ]);
  },
  reviewSums: (uid: string) =>
    statement('review_sums', REVIEW_SUMS_SQL, [1, 1, ...activeValues(uid), true]),
  /** GET /api/outcomes/{id}: the outcome if the caller may read it, then its goals and tactics. */
  outcome: (uid: string, id: string) => statement('outcome', OUTCOME_SQL, [id, uid]),
  outcomeRows: (id: string) => statement('outcome_rows', OUTCOME_ROWS_SQL, [id]),

  /** PATCH /api/tactics/{id} with `completed`: the write budget, then the update. */
  writeBudget: (uid: string) =>
    statement('write_budget', WRITE_BUDGET_SQL, [writeBudgetKey(uid), 1, 60, 60, deletionKey(uid)]),
  markDone: (uid: string, id: string) =>
    statement('done', DONE_SQL, [true, id, ...activeValues(uid)]),
  reopen: (uid: string, id: string) =>
    statement('open', OPEN_SQL, [false, null, null, id, ...activeValues(uid)]),
};
