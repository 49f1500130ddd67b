/**
 * The statements the bench's baseline (bench-baseline.ts) runs, with the values it sends: the
 * very text and values the app sends for GET /api/outcomes and PATCH /api/tactics/{id} (same
 * columns, same ownership subqueries, same write-budget upsert, same keys in the shared store).
 * They are written out here rather than imported, so the baseline loads none of the app's code;
 * src/server/bench-baseline.test.ts records what the app really sends and fails when the two part.
 */

/** The caller's deleted-account record in the shared store: when its window ends, if open. */
const DELETION_WINDOW = (key: string) =>
  `(select extract(epoch from "window_ends_at") * 1000 from "rate_limit_hits" where "key" = ${key} and "window_ends_at" > now())`;

const OUTCOMES_LIST_SQL = `select "id", "title", "status", "position", "created_at", "status_changed_at", ${DELETION_WINDOW('$1')} from "outcomes" where "outcomes"."user_id" in (select "id" from "users" where "users"."firebase_uid" = $2) order by "outcomes"."position" asc, "outcomes"."created_at" asc, "outcomes"."id" asc`;

const OUTCOMES_SQL = `select "goals"."id", "goals"."title", "goals"."outcome_id", "goals"."target_date", "goals"."status", "goals"."status_changed_at", "goals"."measure", "tactics"."id", "tactics"."goal_id", "tactics"."title", "tactics"."effort", "tactics"."impact", "tactics"."completed", "tactics"."completed_at", "tactics"."due_date", "tactics"."repeat", "tactics"."plan_when", "tactics"."plan_then", "tactics"."actual_effort", "tactics"."actual_impact", "tactics"."link", "tactics"."resource_id", "tactics"."remind_at", "tactics"."steps", "tactics"."completion_note", "tactics"."repeat_set_at", "tactics"."pauses", "tactics"."snooze" from "goals" inner join "outcomes" on "outcomes"."id" = "goals"."outcome_id" left join "tactics" on "tactics"."goal_id" = "goals"."id" where ("outcomes"."user_id" in (select "id" from "users" where "users"."firebase_uid" = $1) and "outcomes"."status" = $2) order by "outcomes"."position" asc, "outcomes"."created_at" asc, "outcomes"."id" asc, "goals"."position" asc, "goals"."created_at" asc, "goals"."id" asc, "tactics"."position" asc, "tactics"."created_at" asc, "tactics"."id" asc`;

/** The last 8 weeks, from the UTC date (docs/decisions/180); the bench's users have none older. */
const CHECK_INS_SQL = `select "tactic_id", "date", "note" from "check_ins" where ("check_ins"."tactic_id" = any($1::uuid[]) and "check_ins"."date" >= $2) order by "check_ins"."tactic_id" asc, "check_ins"."date" asc`;
const windowStart = () => new Date(Date.now() - 56 * 86_400_000).toISOString().slice(0, 10);

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

export interface Statement {
  /** The prepared statement's name on PostgreSQL. */
  name: string;
  text: string;
  values: unknown[];
}

export const baselineStatements = {
  /** GET /api/outcomes: the caller's outcomes (with their deletion window) and the active plan. */
  outcomeList: (uid: string): Statement => ({
    name: 'outcomes_list',
    text: OUTCOMES_LIST_SQL,
    values: [deletionKey(uid), uid],
  }),
  plan: (uid: string): Statement => ({
    name: 'outcomes',
    text: OUTCOMES_SQL,
    values: [uid, 'active'],
  }),
  checkIns: (tacticIds: string[]): Statement => ({
    name: 'check_ins',
    text: CHECK_INS_SQL,
    values: [tacticIds, windowStart()],
  }),
  /** PATCH /api/tactics/{id} with `completed`: the write budget, then the update. */
  writeBudget: (uid: string): Statement => ({
    name: 'write_budget',
    text: WRITE_BUDGET_SQL,
    values: [writeBudgetKey(uid), 1, 60, 60, deletionKey(uid)],
  }),
  markDone: (uid: string, id: string): Statement => ({
    name: 'done',
    text: DONE_SQL,
    values: [true, id, uid, 'active'],
  }),
  reopen: (uid: string, id: string): Statement => ({
    name: 'open',
    text: OPEN_SQL,
    values: [false, null, null, id, uid, 'active'],
  }),
};
