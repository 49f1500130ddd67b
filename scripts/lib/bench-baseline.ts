/**
 * The bench's yardstick: a bare node:http server that runs the very statements the app runs for
 * each call the bench measures: GET /api/outcomes (the whole plan, and with include=list, today
 * or review), GET /api/outcomes/{id} (with every check-in, or checkIns=recent) and
 * PATCH /api/tactics/{id} (bench-baseline-statements.ts: the same text
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
import {
  addDays,
  baselineStatements as statements,
  daysBetween,
  NEAR_DAYS,
  reviewedWeek,
  streakReach,
  windows,
  type Statement,
  type WeekStart,
} from './bench-baseline-statements.ts';

type Row = unknown[];
type Query = (statement: Statement) => Promise<Row[]>;

/** Dates stay 'YYYY-MM-DD' strings, as the app's schema reads them. */
const DATE_OID = 1082;
const keepText = (value: string) => value;

/** The same statements through the engine the app uses: on PostgreSQL, prepared by name where the app prepares them. */
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

/** A tactic row (tacticColumns' 21: a plan row from its 8th column, an update's answer) as the API shows it. */
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

type CheckIn = { date: string; note: string | null };

/**
 * The check-ins of `tacticIds` from `since` on, then, as the app reads them, the run before the
 * window of those whose oldest check-in in it is near its start: their repeats first, then that
 * run, with notes (`earlier: 'rows'`, the whole plan's read) or as dates alone (`'dates'`, the
 * reads that sum it up). `before` holds how many check-ins that run counts, newest first.
 */
async function checkInsOf(tacticIds: string[], since: string, earlier: 'rows' | 'dates') {
  const byTactic = new Map<string, CheckIn[]>();
  const before = new Map<string, number>();
  if (tacticIds.length === 0) return { byTactic, before };
  for (const [tacticId, date, note] of await engine.query(statements.checkIns(tacticIds, since))) {
    const dates = byTactic.get(tacticId as string) ?? [];
    dates.push({ date: date as string, note: note as string | null });
    byTactic.set(tacticId as string, dates);
  }
  const near = [...byTactic]
    .filter(([, dates]) => daysBetween(since, dates[0]!.date) < NEAR_DAYS)
    .map(([id]) => id);
  if (near.length === 0) return { byTactic, before };
  const reachOf = new Map<string, number>();
  for (const [id, repeat] of await engine.query(statements.reaching(near))) {
    reachOf.set(id as string, streakReach(repeat as Parameters<typeof streakReach>[0]));
  }
  const reaching = near.filter(
    (id) => daysBetween(addDays(since, -1), byTactic.get(id)![0]!.date) <= reachOf.get(id)!,
  );
  if (reaching.length === 0) return { byTactic, before };
  const earlierOf = new Map<string, string[]>();
  if (earlier === 'dates') {
    for (const [id, dates] of await engine.query(statements.earlierDates(reaching, since))) {
      earlierOf.set(id as string, (dates as string).split(','));
    }
  } else {
    for (const [id, date] of await engine.query(statements.earlierCheckIns(reaching, since))) {
      earlierOf.set(id as string, [...(earlierOf.get(id as string) ?? []), date as string]);
    }
  }
  for (const [id, dates] of earlierOf) {
    let later = byTactic.get(id)![0]!.date;
    let run = 0;
    for (const date of dates) {
      if (daysBetween(date, later) > reachOf.get(id)!) break;
      later = date;
      run++;
    }
    before.set(id, run);
    if (earlier === 'rows' && run > 0) {
      const runDates = dates.slice(0, run).reverse();
      byTactic.set(id, [...runDates.map((date) => ({ date, note: null })), ...byTactic.get(id)!]);
    }
  }
  return { byTactic, before };
}

/** A measured goal's values, by goal. */
async function measurementsOf(goalRows: Row[]) {
  const byGoal = new Map<string, unknown[]>();
  const ids = [...new Set(goalRows.flatMap((row) => (row[6] ? [row[0] as string] : [])))];
  if (ids.length === 0) return byGoal;
  for (const [goalId, date, value, note] of await engine.query(statements.measurements(ids))) {
    byGoal.set(goalId as string, [...(byGoal.get(goalId as string) ?? []), { date, value, note }]);
  }
  return byGoal;
}

/** A goal row (its first 7 columns) as the API shows it, with its tactics and logged values. */
const toGoal = (row: Row, tactics: unknown[], measurements: unknown[]) => {
  const [id, title, outcomeId, targetDate, status, statusChangedAt, measure] = row;
  return {
    id,
    title,
    outcomeId,
    targetDate,
    status,
    statusChangedAt: isoOrNull(statusChangedAt),
    measure,
    tactics,
    measurements,
  };
};

const toOutcome = ([id, title, status, position, createdAt, changedAt]: Row) => ({
  id,
  title,
  status,
  position,
  createdAt: isoOrNull(createdAt),
  statusChangedAt: isoOrNull(changedAt),
});

/** The tactics of `tacticRows` by goal, each with its check-ins and its run before summed up. */
function tacticsByGoal(tacticRows: Row[], checkIns: Awaited<ReturnType<typeof checkInsOf>>) {
  const byGoal = new Map<string, unknown[]>();
  for (const row of tacticRows) {
    const tactic = toTactic(row, checkIns.byTactic.get(row[0] as string) ?? []);
    const run = checkIns.before.get(row[0] as string);
    const shown = run ? { ...tactic, rhythmBefore: { checkIns: run } } : tactic;
    byGoal.set(row[1] as string, [...(byGoal.get(row[1] as string) ?? []), shown]);
  }
  return byGoal;
}

/** Goals with their tactics and values, from rows of goal then tactic columns (`at` on). */
async function goalsOfPlanRows(
  rows: Row[],
  checkInsOfIds: (ids: string[]) => ReturnType<typeof checkInsOf>,
) {
  const [checkIns, values] = await Promise.all([
    checkInsOfIds(rows.flatMap((row) => (row[7] ? [row[7] as string] : []))),
    measurementsOf(rows),
  ]);
  const byGoal = tacticsByGoal(
    rows.flatMap((row) => (row[7] ? [row.slice(7)] : [])),
    checkIns,
  );
  const goals = new Map<unknown, unknown>();
  for (const row of rows) {
    if (goals.has(row[0])) continue;
    const id = row[0] as string;
    goals.set(id, toGoal(row, byGoal.get(id) ?? [], values.get(id) ?? []));
  }
  return [...goals.values()];
}

/** Goals in order, each with its tactics among `tacticRows`, summed up from `since`. */
async function goalsWithWeeks(goalRows: Row[], tacticRows: Row[], since: string) {
  const [checkIns, values] = await Promise.all([
    checkInsOf(
      tacticRows.map((row) => row[0] as string),
      since,
      'dates',
    ),
    measurementsOf(goalRows),
  ]);
  const byGoal = tacticsByGoal(tacticRows, checkIns);
  return goalRows.map((row) =>
    toGoal(row, byGoal.get(row[0] as string) ?? [], values.get(row[0] as string) ?? []),
  );
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** GET /api/outcomes: every outcome, and the active plan with 8 weeks of check-ins. */
async function outcomes(uid: string) {
  const [outcomeRows, rows] = await Promise.all([
    engine.query(statements.outcomeList(uid)),
    engine.query(statements.plan(uid)),
  ]);
  const goals = await goalsOfPlanRows(rows, (ids) => checkInsOf(ids, windows.recent(), 'rows'));
  return { outcomes: outcomeRows.map(toOutcome), goals };
}

/** ?include=list: every outcome with its counts. */
async function outcomeList(uid: string) {
  const [, rows] = await Promise.all([
    engine.query(statements.deletionWindow(uid)),
    engine.query(statements.outcomeCounts(uid)),
  ]);
  return {
    outcomes: rows.map((row) => ({
      ...toOutcome(row),
      counts: { goals: Number(row[6]), tactics: Number(row[7]), done: Number(row[8]) },
    })),
  };
}

const weekStartOf = async (uid: string) =>
  ((await engine.query(statements.weekStart(uid)))[0]?.[0] ?? 'monday') as WeekStart;

/**
 * ?include=today: the statements go out together, as the app sends them, each as soon as what it
 * needs is known. The bench's candidates are all listed (its repeats are daily, its one-off due
 * today): the app's `listedToday` keeps them all.
 */
async function today(uid: string, day: string) {
  const weekStart = weekStartOf(uid);
  const goalRows = engine.query(statements.activeGoals(uid));
  const candidates = engine.query(statements.todayCandidates(uid, day));
  const perGoal = engine.query(statements.todayPerGoal(uid));
  const counts = weekStart.then((weekStartsOn) =>
    engine.query(statements.todayCheckInCounts(uid, day, weekStartsOn)),
  );
  const completions = weekStart.then((weekStartsOn) =>
    engine.query(statements.todayCompletions(uid, day, weekStartsOn)),
  );
  const shown = Promise.all([goalRows, candidates, weekStart]).then(([goals, rows, weekStartsOn]) =>
    goalsWithWeeks(goals, rows, windows.today(day, weekStartsOn)),
  );
  const [outcomeRows, goals, figures, countRows, completionRows] = await Promise.all([
    engine.query(statements.outcomeList(uid)),
    shown,
    perGoal,
    counts,
    completions,
  ]);
  return {
    today: day,
    outcomes: outcomeRows.map(toOutcome),
    goals,
    figures: figures.map(([goalId, tactics, scheduled, oneOffs, done]) => ({
      goalId,
      tactics: Number(tactics),
      scheduled: Number(scheduled),
      oneOffs: Number(oneOffs),
      done: Number(done),
    })),
    checkIns: countRows.map(([goalId, date, inProgress, inActivity]) => ({
      goalId,
      date,
      inProgress: Number(inProgress),
      inActivity: Number(inActivity),
    })),
    completions: completionRows.map(([completedAt]) => isoOrNull(completedAt)),
  };
}

/** ?include=review: one statement after the other, as the app sends them. */
async function review(uid: string, day: string) {
  const weekStartsOn = await weekStartOf(uid);
  const outcomeRows = await engine.query(statements.outcomeList(uid));
  const goalRows = await engine.query(statements.activeGoals(uid));
  const rows = await engine.query(statements.reviewTactics(uid, day, weekStartsOn));
  const [sums] = await engine.query(statements.reviewSums(uid));
  return {
    today: day,
    week: reviewedWeek(day, weekStartsOn),
    outcomes: outcomeRows.map(toOutcome),
    goals: await goalsWithWeeks(goalRows, rows, windows.review(day, weekStartsOn)),
    estimates: { count: Number(sums![0]), effort: Number(sums![1]), impact: Number(sums![2]) },
  };
}

/** GET /api/outcomes/{id}: with every check-in, or 8 weeks of them summed up before. */
async function outcome(uid: string, id: string, recent: boolean) {
  await engine.query(statements.deletionWindow(uid));
  const [found] = await engine.query(statements.outcome(uid, id));
  if (!found) return undefined;
  const rows = await engine.query(statements.outcomeRows(id));
  if (!recent) {
    const all = async (ids: string[]) => {
      const byTactic = new Map<string, CheckIn[]>();
      if (ids.length === 0) return { byTactic, before: new Map<string, number>() };
      for (const [tacticId, date, note] of await engine.query(statements.allCheckIns(ids))) {
        const dates = byTactic.get(tacticId as string) ?? [];
        dates.push({ date: date as string, note: note as string | null });
        byTactic.set(tacticId as string, dates);
      }
      return { byTactic, before: new Map<string, number>() };
    };
    return { goals: await goalsOfPlanRows(rows, all), ...toOutcome(found) };
  }
  const since = windows.current(await weekStartOf(uid));
  const goals = await goalsOfPlanRows(rows, (ids) => checkInsOf(ids, since, 'dates'));
  return { goals, ...toOutcome(found) };
}

async function setCompleted(uid: string, id: string, completed: boolean) {
  await engine.query(statements.writeBudget(uid));
  const [row] = await engine.query(
    completed ? statements.markDone(uid, id) : statements.reopen(uid, id),
  );
  if (!row) return undefined;
  const { byTactic } = await checkInsOf([row[0] as string], windows.recent(), 'rows');
  return toTactic(row, byTactic.get(row[0] as string) ?? []);
}

/** The GET routes the bench measures, by path; each answers undefined when not found. */
function read(uid: string, url: URL): Promise<unknown> | undefined {
  const day = url.searchParams.get('today') ?? '';
  if (url.pathname === '/api/outcomes') {
    const include = url.searchParams.get('include');
    if (include === 'list') return outcomeList(uid);
    if (include === 'today') return today(uid, day);
    if (include === 'review') return review(uid, day);
    return outcomes(uid);
  }
  const one = /^\/api\/outcomes\/([\w-]+)$/.exec(url.pathname);
  if (one) return outcome(uid, one[1]!, url.searchParams.get('checkIns') === 'recent');
  return undefined;
}

const server = http.createServer((req, res) => {
  if (req.url === '/ready') return send(res, 200, { ready: true });
  const uid = req.headers['firebase-id'];
  const fail = () => send(res, 500, { message: 'error' });
  if (typeof uid !== 'string') return send(res, 401, { message: 'Unauthorized' });
  const answer = req.method === 'GET' ? read(uid, new URL(req.url ?? '/', 'http://x')) : undefined;
  if (answer) {
    answer.then(
      (body) => (body ? send(res, 200, body) : send(res, 404, { message: 'Not found' })),
      fail,
    );
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
