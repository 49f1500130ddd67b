/**
 * The bench's yardstick: a bare node:http server that runs the very statements the app runs for
 * GET /api/outcomes and PATCH /api/tactics/{id} (their text was read from the app's own queries:
 * same columns, same ownership subqueries, same write-budget upsert), on the same engine: a
 * node-postgres pool over DATABASE_URL, or PGlite over DATA_DIR. No framework, no token check
 * (the caller's uid comes from the `firebase-id` header), no validation beyond the minimum; the
 * answers have the app's shape. The outcome list and the write budget's upsert read the caller's
 * deleted-account record too (a subquery each, docs/decisions/181-a-lean-request-path.md), as the
 * app's do: the same text, so the same work in PostgreSQL.
 */
import http from 'node:http';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';

/** The caller's deleted-account record in the shared store: when its window ends, if open. */
const DELETION_WINDOW = (key: string) =>
  `(select extract(epoch from "window_ends_at") * 1000 from "rate_limit_hits" where "key" = ${key} and "window_ends_at" > now())`;
const deletionKey = (uid: string) => `deleted-account:${uid}`;

const OUTCOMES_LIST_SQL = `select "id", "title", "status", "position", "created_at", "status_changed_at", ${DELETION_WINDOW('$1')} from "outcomes" where "outcomes"."user_id" in (select "id" from "users" where "users"."firebase_uid" = $2) order by "outcomes"."position" asc, "outcomes"."created_at" asc, "outcomes"."id" asc`;

const OUTCOMES_SQL = `select "goals"."id", "goals"."title", "goals"."outcome_id", "goals"."target_date", "goals"."status", "goals"."status_changed_at", "goals"."measure", "tactics"."id", "tactics"."goal_id", "tactics"."title", "tactics"."effort", "tactics"."impact", "tactics"."completed", "tactics"."completed_at", "tactics"."due_date", "tactics"."repeat", "tactics"."plan_when", "tactics"."plan_then", "tactics"."actual_effort", "tactics"."actual_impact", "tactics"."link", "tactics"."resource_id", "tactics"."remind_at", "tactics"."steps", "tactics"."completion_note" from "goals" inner join "outcomes" on "outcomes"."id" = "goals"."outcome_id" left join "tactics" on "tactics"."goal_id" = "goals"."id" where ("outcomes"."user_id" in (select "id" from "users" where "users"."firebase_uid" = $1) and "outcomes"."status" = $2) order by "outcomes"."position" asc, "outcomes"."created_at" asc, "outcomes"."id" asc, "goals"."position" asc, "goals"."created_at" asc, "goals"."id" asc, "tactics"."position" asc, "tactics"."created_at" asc, "tactics"."id" asc`;

/** The last 8 weeks, from the UTC date (docs/decisions/180); the bench's users have none older. */
const CHECK_INS_SQL = `select "tactic_id", "date", "note" from "check_ins" where ("check_ins"."tactic_id" = any($1::uuid[]) and "check_ins"."date" >= $2) order by "check_ins"."tactic_id" asc, "check_ins"."date" asc`;
const windowStart = () => new Date(Date.now() - 56 * 86_400_000).toISOString().slice(0, 10);

const WRITE_BUDGET_SQL = `insert into "rate_limit_hits" ("key", "hits", "window_ends_at") values ($1, $2, now() + make_interval(secs => $3::float8)) on conflict ("key") do update set "hits" = case when "rate_limit_hits"."window_ends_at" <= now() then 1 else "rate_limit_hits"."hits" + 1 end, "window_ends_at" = case when "rate_limit_hits"."window_ends_at" <= now() then now() + make_interval(secs => $4::float8) else "rate_limit_hits"."window_ends_at" end returning "hits", ceil(extract(epoch from "window_ends_at" - now()) * 1000)::int, ${DELETION_WINDOW('$5')}`;

const RETURNED = `returning "id", "goal_id", "title", "effort", "impact", "completed", "completed_at", "due_date", "repeat", "plan_when", "plan_then", "actual_effort", "actual_impact", "link", "resource_id", "remind_at", "steps", "completion_note"`;
const OWNED = (uid: string, status: string) =>
  `"tactics"."goal_id" in (select "id" from "goals" where "goals"."outcome_id" in (select "id" from "outcomes" where ("outcomes"."user_id" in (select "id" from "users" where "users"."firebase_uid" = ${uid}) and "outcomes"."status" = ${status})))`;
/** Marking done keeps an earlier completion time and is refused on a repeating tactic. */
const DONE_SQL = `update "tactics" set "completed" = $1, "completed_at" = case when "tactics"."completed" then "tactics"."completed_at" else now() end, "updated_at" = now() where (("tactics"."id" = $2 and ${OWNED('$3', '$4')}) and "tactics"."repeat" is null) ${RETURNED}`;
/** Reopening clears the completion's note. */
const OPEN_SQL = `update "tactics" set "completed" = $1, "completed_at" = $2, "completion_note" = $3, "updated_at" = now() where ("tactics"."id" = $4 and ${OWNED('$5', '$6')}) ${RETURNED}`;

type Row = unknown[];
type Query = (name: string, text: string, values: unknown[]) => Promise<Row[]>;

/** Dates stay 'YYYY-MM-DD' strings, as the app's schema reads them. */
const DATE_OID = 1082;
const keepText = (value: string) => value;

/** The same statements through the engine the app uses: prepared by name on PostgreSQL. */
function openEngine(): { query: Query; ready: Promise<unknown>; close: () => Promise<void> } {
  if (process.env.DATA_DIR) {
    const db = new PGlite(process.env.DATA_DIR);
    return {
      ready: db.waitReady,
      query: async (_name, text, values) =>
        (
          await db.query<Row>(text, values, {
            rowMode: 'array',
            parsers: { [DATE_OID]: keepText },
          })
        ).rows,
      close: () => db.close(),
    };
  }
  pg.types.setTypeParser(DATE_OID, keepText);
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  return {
    ready: Promise.resolve(),
    query: async (name, text, values) =>
      (await pool.query<Row>({ name, text, values, rowMode: 'array' })).rows,
    close: () => pool.end(),
  };
}

const engine = openEngine();

const isoOrNull = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** A tactic row (from the 7th column on in the plan read, or an update's answer) as the API shows it. */
function toTactic(row: Row, dates: Array<{ date: string; note: string | null }>) {
  const [id, goalId, title, effort, impact, completed, completedAt, dueDate, repeat] = row;
  const [planWhen, planThen, actualEffort, actualImpact, link, resourceId] = row.slice(9);
  const [remindAt, steps, completionNote] = row.slice(15);
  return {
    id,
    goalId,
    title,
    effort,
    impact,
    completed,
    dueDate,
    repeat,
    actualEffort,
    actualImpact,
    link,
    resourceId,
    remindAt,
    steps,
    completionNote,
    completedAt: isoOrNull(completedAt),
    plan: planWhen !== null && planThen !== null ? { when: planWhen, then: planThen } : null,
    checkIns: dates.map(({ date }) => date),
    checkInNotes: dates.flatMap(({ date, note }) => (note === null ? [] : [{ date, note }])),
  };
}

async function checkInsOf(tacticIds: string[]) {
  const byTactic = new Map<string, Array<{ date: string; note: string | null }>>();
  if (tacticIds.length === 0) return byTactic;
  const rows = await engine.query('check_ins', CHECK_INS_SQL, [tacticIds, windowStart()]);
  for (const [tacticId, date, note] of rows) {
    const dates = byTactic.get(tacticId as string) ?? [];
    dates.push({ date: date as string, note: note as string | null });
    byTactic.set(tacticId as string, dates);
  }
  return byTactic;
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function outcomes(uid: string) {
  const [outcomeRows, rows] = await Promise.all([
    engine.query('outcomes_list', OUTCOMES_LIST_SQL, [deletionKey(uid), uid]),
    engine.query('outcomes', OUTCOMES_SQL, [uid, 'active']),
  ]);
  const checkIns = await checkInsOf(rows.flatMap((row) => (row[7] ? [row[7] as string] : [])));
  const goals = new Map<string, Record<string, unknown> & { tactics: unknown[] }>();
  for (const row of rows) {
    const [goalId, title, outcomeId, targetDate, status, statusChangedAt, measure] = row;
    let goal = goals.get(goalId as string);
    if (!goal) {
      goal = {
        id: goalId,
        title,
        outcomeId,
        targetDate,
        status,
        measure,
        tactics: [],
        measurements: [],
      };
      goal.statusChangedAt = isoOrNull(statusChangedAt);
      goals.set(goalId as string, goal);
    }
    const tactic = row.slice(7);
    if (tactic[0]) goal.tactics.push(toTactic(tactic, checkIns.get(tactic[0] as string) ?? []));
  }
  const outcomeList = outcomeRows.map(([id, title, status, position, createdAt, changedAt]) => ({
    id,
    title,
    status,
    position,
    createdAt: isoOrNull(createdAt),
    statusChangedAt: isoOrNull(changedAt),
  }));
  return { outcomes: outcomeList, goals: [...goals.values()] };
}

async function setCompleted(uid: string, id: string, completed: boolean) {
  await engine.query('write_budget', WRITE_BUDGET_SQL, [
    `writes:${uid}`,
    1,
    60,
    60,
    deletionKey(uid),
  ]);
  const [row] = completed
    ? await engine.query('done', DONE_SQL, [true, id, uid, 'active'])
    : await engine.query('open', OPEN_SQL, [false, null, null, id, uid, 'active']);
  if (!row) return undefined;
  return toTactic(row, (await checkInsOf([row[0] as string])).get(row[0] as string) ?? []);
}

const server = http.createServer((req, res) => {
  if (req.url === '/ready') return send(res, 200, { ready: true });
  const uid = req.headers['firebase-id'];
  const fail = () => send(res, 500, { message: 'error' });
  if (typeof uid !== 'string') return send(res, 401, { message: 'Unauthorized' });
  if (req.method === 'GET' && req.url === '/api/outcomes') {
    outcomes(uid).then((body) => send(res, 200, body), fail);
    return;
  }
  const patch = /^\/api\/tactics\/([\w-]+)$/.exec(req.url ?? '');
  if (req.method === 'PATCH' && patch) {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      let completed: unknown;
      try {
        completed = (JSON.parse(body) as { completed?: unknown }).completed;
      } catch {
        return send(res, 400, { message: 'bad json' });
      }
      if (typeof completed !== 'boolean') return send(res, 400, { message: 'bad body' });
      setCompleted(uid, patch[1]!, completed).then(
        (tactic) => (tactic ? send(res, 200, tactic) : send(res, 404, { message: 'Not found' })),
        fail,
      );
    });
    return;
  }
  send(res, 404, { message: 'Not found' });
});

await engine.ready;
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('baseline ready'));
process.on('SIGTERM', () => server.close(() => void engine.close().then(() => process.exit(0))));
