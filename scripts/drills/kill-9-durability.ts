/**
 * kill -9 under load, on both databases: concurrent clients add goals and tactics; the server
 * is killed mid-load; after a restart every write it acknowledged (201) is there, and nothing
 * it refused or never answered appears twice.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { findPostgresBin, startTempPostgres } from '../lib/postgres.ts';
import {
  call,
  check,
  drill,
  fakeGoogleKeys,
  freePort,
  scratchDir,
  startServer,
  step,
  tally,
  waitHealthy,
  type Answer,
  type Caller,
} from './support.ts';

const CLIENTS = 12;
/** The kill comes once this many writes were acknowledged (or after MAX_LOAD_MS). */
const KILL_AFTER_WRITES = 200;
const MAX_LOAD_MS = 20_000;

interface Plan {
  goals: Array<{ id: string; title: string; tactics: Array<{ id: string; title: string }> }>;
}

async function killDuringLoad(kind: 'pglite' | 'postgres', settings: Record<string, string>) {
  const keys = await fakeGoogleKeys('momentum-drill');
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = { ...settings, PORT: String(port), FIREBASE_CERTS_URL: keys.url };
    let server = startServer(env);
    await waitHealthy(baseUrl, server);
    const callers: Caller[] = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) => keys.caller(`durable-${kind}-${i}`)),
    );

    // Each caller's token is verified once before the load, as for a signed-in user.
    for (const caller of callers) await call(baseUrl, 'GET', '/api/outcomes', caller);

    step(
      `${kind}: ${CLIENTS} clients write goals and tactics; kill -9 after ${KILL_AFTER_WRITES} acknowledged writes`,
    );
    const acknowledged = new Map<string, string[]>(callers.map((caller) => [caller.uid, []]));
    const answers: Answer[] = [];
    let killed = false;
    const client = async (caller: Caller) => {
      for (let n = 0; !killed; n++) {
        const goal = await call(baseUrl, 'POST', '/api/goals', caller, { title: `Goal ${n}` });
        answers.push(goal);
        if (goal.status !== 201) break;
        acknowledged.get(caller.uid)!.push(`goal:Goal ${n}`);
        const { id: goalId } = JSON.parse(goal.body) as { id: string };
        const tactic = await call(baseUrl, 'POST', '/api/tactics', caller, {
          id: randomUUID(),
          goalId,
          title: `Tactic ${n}`,
        });
        answers.push(tactic);
        if (tactic.status === 201)
          acknowledged.get(caller.uid)!.push(`tactic:Goal ${n}/Tactic ${n}`);
      }
    };
    const load = Promise.all(callers.map(client));
    const loadStarted = Date.now();
    const acknowledgedSoFar = () =>
      [...acknowledged.values()].reduce((sum, writes) => sum + writes.length, 0);
    while (acknowledgedSoFar() < KILL_AFTER_WRITES && Date.now() - loadStarted < MAX_LOAD_MS) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    killed = true;
    await server.killGroup('SIGKILL');
    await load;
    const total = acknowledgedSoFar();
    const seconds = ((Date.now() - loadStarted) / 1000).toFixed(1);
    check(
      total > 0,
      `${total} writes acknowledged in ${seconds} s before the kill (answers: ${tally(answers)})`,
    );
    check(
      answers.some((answer) => answer.status === 0),
      'the kill cut requests off mid-flight (some got no answer)',
    );

    step(`${kind}: restart on the same data`);
    server = startServer(env);
    await waitHealthy(baseUrl, server);
    let missing = 0;
    let duplicated = 0;
    for (const caller of callers) {
      const plan = JSON.parse((await call(baseUrl, 'GET', '/api/outcomes', caller)).body) as Plan;
      const stored = plan.goals.flatMap((goal) => [
        `goal:${goal.title}`,
        ...goal.tactics.map((tactic) => `tactic:${goal.title}/${tactic.title}`),
      ]);
      missing += acknowledged.get(caller.uid)!.filter((write) => !stored.includes(write)).length;
      duplicated += stored.length - new Set(stored).size;
    }
    check(missing === 0, `acknowledged writes missing after the restart: ${missing} of ${total}`);
    check(duplicated === 0, `duplicated rows: ${duplicated}`);
    await server.killGroup('SIGTERM');
  } finally {
    keys.close();
  }
}

await drill('kill -9 under load, PGlite', async () => {
  const dataDir = scratchDir('kill-9');
  try {
    await killDuringLoad('pglite', { DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

await drill('kill -9 under load, PostgreSQL', async () => {
  const bin = findPostgresBin();
  check(Boolean(bin), `PostgreSQL server programs found in ${bin}`);
  const postgres = await startTempPostgres(bin!);
  try {
    await killDuringLoad('postgres', { DATABASE_URL: postgres.url });
  } finally {
    await postgres.stop();
  }
});
