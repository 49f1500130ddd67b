/**
 * The database stops under a running server (PostgreSQL, real processes): every API call answers
 * 503 with Retry-After and health answers 503; when it starts again, both recover without a
 * restart of the server.
 */
import { findPostgresBin, startTempPostgres } from '../lib/postgres.ts';
import { waitFor } from '../lib/processes.ts';
import {
  call,
  check,
  drill,
  fakeGoogleKeys,
  freePort,
  startServer,
  step,
  waitHealthy,
} from './support.ts';

await drill('database stop and start under a running server', async () => {
  const bin = findPostgresBin();
  check(Boolean(bin), `PostgreSQL server programs found in ${bin}`);
  const postgres = await startTempPostgres(bin!);
  const keys = await fakeGoogleKeys('momentum-drill');
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    step('server on a throwaway PostgreSQL; a user adds a goal');
    const server = startServer({
      PORT: String(port),
      DATABASE_URL: postgres.url,
      FIREBASE_CERTS_URL: keys.url,
    });
    await waitHealthy(baseUrl, server);
    const caller = await keys.caller('outage-user');
    const before = await call(baseUrl, 'POST', '/api/goals', caller, { title: 'Before' });
    check(before.status === 201, `goal added: ${before.status}`);

    step('PostgreSQL stopped (pg_ctl stop -m fast)');
    await postgres.pause();
    const calls = await Promise.all([
      call(baseUrl, 'GET', '/api/outcomes', caller),
      call(baseUrl, 'POST', '/api/goals', caller, { title: 'During' }),
      call(baseUrl, 'GET', '/api/calendar', caller),
      call(baseUrl, 'GET', '/api/export', caller),
    ]);
    for (const [index, answer] of calls.entries()) {
      const name = ['GET /api/outcomes', 'POST /api/goals', 'GET /api/calendar', 'GET /api/export'][
        index
      ];
      check(
        answer.status === 503 && Number(answer.retryAfter) > 0,
        `${name}: ${answer.status}, Retry-After ${answer.retryAfter}, ${answer.body}`,
      );
    }
    const health = await call(baseUrl, 'GET', '/api/health');
    check(health.status === 503, `health: ${health.status} ${health.body}`);
    check(server.child.exitCode === null, 'the server is still running');

    step('PostgreSQL started again');
    const restartedAt = Date.now();
    await postgres.resume();
    await waitFor(
      'health back to 200',
      async () => (await call(baseUrl, 'GET', '/api/health')).status === 200,
      { timeoutMs: 30_000, intervalMs: 100 },
    );
    const recoveredIn = (Date.now() - restartedAt) / 1000;
    check(true, `health 200 again ${recoveredIn.toFixed(1)} s after the start, no server restart`);
    const after = await call(baseUrl, 'POST', '/api/goals', caller, { title: 'After' });
    check(after.status === 201, `a goal added after the outage: ${after.status}`);
    const plan = await call(baseUrl, 'GET', '/api/outcomes', caller);
    const titles = (JSON.parse(plan.body) as { goals: Array<{ title: string }> }).goals.map(
      (goal) => goal.title,
    );
    check(
      titles.join(',') === 'Before,After',
      `the plan: ${titles.join(', ')} (nothing half-written during the outage)`,
    );
    check(server.child.exitCode === null, 'the same server process served throughout');
  } finally {
    keys.close();
    await postgres.stop();
  }
});
