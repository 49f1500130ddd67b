/**
 * The bench's yardstick: a bare node:http server over node-postgres that runs the same SQL as
 * the app's GET /api/outcomes and PATCH /api/tactics/{id}, with no framework, no token check
 * (the caller's uid comes from the `firebase-id` header) and no validation beyond the minimum.
 */
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const OUTCOMES_SQL = `select g.id, g.title, t.id, t.goal_id, t.title, t.effort, t.impact, t.completed
  from goals g left join tactics t on t.goal_id = g.id
  where g.user_id in (select id from users where firebase_uid = $1)
  order by g.position, g.id, t.position, t.id`;

const UPDATE_SQL = `update tactics set completed = $1, updated_at = now()
  where id = $2 and goal_id in (select id from goals where user_id in
    (select id from users where firebase_uid = $3))
  returning id, goal_id, title, effort, impact, completed`;

// The app reads each tactic's recent check-ins in a second query (CHECK_IN_HISTORY_DAYS).
const CHECK_INS_SQL = `select tactic_id, date from check_ins
  where tactic_id = any($1::uuid[]) and date >= current_date - 400
  order by tactic_id, date`;

const checkInsOf = async (tacticIds: string[]) => {
  const byTactic = new Map<string, string[]>();
  if (tacticIds.length === 0) return byTactic;
  const { rows } = await pool.query<{ tactic_id: string; date: string }>({
    name: 'check_ins',
    text: CHECK_INS_SQL,
    values: [tacticIds],
  });
  for (const { tactic_id, date } of rows)
    byTactic.set(tactic_id, [...(byTactic.get(tactic_id) ?? []), date]);
  return byTactic;
};

type Row = [string, string, string | null, string, string, number | null, number | null, boolean];

function send(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

const server = http.createServer((req, res) => {
  const uid = req.headers['firebase-id'];
  if (typeof uid !== 'string') return send(res, 401, { message: 'Unauthorized' });
  if (req.method === 'GET' && req.url === '/api/outcomes') {
    pool
      .query<Row>({ name: 'outcomes', text: OUTCOMES_SQL, values: [uid], rowMode: 'array' })
      .then(async ({ rows }) => {
        const checkIns = await checkInsOf(rows.flatMap((row) => (row[2] ? [row[2]] : [])));
        const goals = new Map<string, { id: string; title: string; tactics: unknown[] }>();
        for (const [
          goalId,
          goalTitle,
          id,
          tacticGoalId,
          title,
          effort,
          impact,
          completed,
        ] of rows) {
          let goal = goals.get(goalId);
          if (!goal) goals.set(goalId, (goal = { id: goalId, title: goalTitle, tactics: [] }));
          if (id) {
            const dates = checkIns.get(id) ?? [];
            goal.tactics.push({
              id,
              goalId: tacticGoalId,
              title,
              effort,
              impact,
              completed,
              dates,
            });
          }
        }
        send(res, 200, { goals: [...goals.values()] });
      })
      .catch(() => send(res, 500, { message: 'error' }));
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
      pool
        .query({ name: 'update', text: UPDATE_SQL, values: [completed, patch[1], uid] })
        .then(async ({ rows }) => {
          const [row] = rows as Array<Record<string, unknown>>;
          if (!row) return send(res, 404, { message: 'Not found' });
          const checkIns = await checkInsOf([row.id as string]);
          send(res, 200, {
            checkIns: checkIns.get(row.id as string) ?? [],
            id: row.id,
            goalId: row.goal_id,
            title: row.title,
            effort: row.effort,
            impact: row.impact,
            completed: row.completed,
          });
        })
        .catch(() => send(res, 500, { message: 'error' }));
    });
    return;
  }
  send(res, 404, { message: 'Not found' });
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('baseline ready'));
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
