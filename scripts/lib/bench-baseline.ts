/**
 * The bench's yardstick: a bare node:http server that runs the very statements the app runs for
 * GET /api/outcomes and PATCH /api/tactics/{id} (bench-baseline-statements.ts: the same text
 * and values, which src/server/bench-baseline.test.ts checks against what the app sends), on the
 * same engine: a node-postgres pool over DATABASE_URL, or PGlite over DATA_DIR. No framework, no token check
 * (the caller's uid comes from the `firebase-id` header), no validation beyond the minimum; the
 * answers have the app's shape. The outcome list and the write budget's upsert read the caller's
 * deleted-account record too (a subquery each, docs/decisions/181-a-lean-request-path.md), as the
 * app's do: the same text, so the same work in PostgreSQL.
 */
import http from 'node:http';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { baselineStatements as statements, type Statement } from './bench-baseline-statements.ts';

type Row = unknown[];
type Query = (statement: Statement) => Promise<Row[]>;

/** Dates stay 'YYYY-MM-DD' strings, as the app's schema reads them. */
const DATE_OID = 1082;
const keepText = (value: string) => value;

/** The same statements through the engine the app uses: prepared by name on PostgreSQL. */
function openEngine(): { query: Query; ready: Promise<unknown>; close: () => Promise<void> } {
  if (process.env.DATA_DIR) {
    const db = new PGlite(process.env.DATA_DIR);
    return {
      ready: db.waitReady,
      query: async ({ text, values }) =>
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
    query: async ({ name, text, values }) =>
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
  const [remindAt, steps, completionNote, repeatSetAt, pauses, snooze] = row.slice(15);
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
    repeatSetAt: isoOrNull(repeatSetAt),
    pauses,
    snooze,
    plan: planWhen !== null && planThen !== null ? { when: planWhen, then: planThen } : null,
    checkIns: dates.map(({ date }) => date),
    checkInNotes: dates.flatMap(({ date, note }) => (note === null ? [] : [{ date, note }])),
  };
}

async function checkInsOf(tacticIds: string[]) {
  const byTactic = new Map<string, Array<{ date: string; note: string | null }>>();
  if (tacticIds.length === 0) return byTactic;
  const rows = await engine.query(statements.checkIns(tacticIds));
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
    engine.query(statements.outcomeList(uid)),
    engine.query(statements.plan(uid)),
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
  await engine.query(statements.writeBudget(uid));
  const [row] = await engine.query(
    completed ? statements.markDone(uid, id) : statements.reopen(uid, id),
  );
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
