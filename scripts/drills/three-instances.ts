/**
 * Three server processes over one fresh PostgreSQL, started at once (their migrations race),
 * with concurrent writes for the same users spread over all three: the goal and tactic limits
 * hold, the per-user write budget is one budget in total (429 once exceeded), a retried tactic is
 * made once, nothing is duplicated.
 */
import { randomUUID } from 'node:crypto';
import { MAX_GOALS_PER_OUTCOME, MAX_TACTICS_PER_GOAL, WRITES_PER_MINUTE } from '#shared/limits';
import { findPostgresBin, startTempPostgres } from '../lib/postgres.ts';
import {
  call,
  check,
  drill,
  fakeGoogleKeys,
  freePort,
  startServer,
  step,
  tally,
  waitHealthy,
  type Group,
} from './support.ts';

interface Plan {
  goals: Array<{ id: string; title: string; tactics: Array<{ id: string; title: string }> }>;
}

await drill('three instances over one PostgreSQL', async () => {
  const bin = findPostgresBin();
  check(Boolean(bin), `PostgreSQL server programs found in ${bin}`);
  const postgres = await startTempPostgres(bin!);
  const keys = await fakeGoogleKeys('momentum-drill');
  try {
    step('three servers started at once on an empty database');
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    const urls = ports.map((port) => `http://127.0.0.1:${port}`);
    const servers: Group[] = ports.map((port) =>
      startServer({ PORT: String(port), DATABASE_URL: postgres.url, FIREBASE_CERTS_URL: keys.url }),
    );
    await Promise.all(urls.map((url, i) => waitHealthy(url, servers[i])));
    check(true, `all three healthy on ports ${ports.join(', ')}`);
    const on = (i: number) => urls[i % 3]!;

    step(`one user: a goal, then ${WRITES_PER_MINUTE + 14} renames at once, spread over the three`);
    const spender = await keys.caller('three-spender');
    const goal = await call(on(0), 'POST', '/api/goals', spender, { title: 'Shared budget' });
    check(goal.status === 201, `goal added: ${goal.status}`);
    const goalId = (JSON.parse(goal.body) as { id: string }).id;
    const renames = await Promise.all(
      Array.from({ length: WRITES_PER_MINUTE + 14 }, (_, i) =>
        call(on(i), 'PATCH', `/api/goals/${goalId}`, spender, { title: `Rename ${i}` }),
      ),
    );
    const accepted = renames.filter((answer) => answer.status === 200).length;
    check(
      accepted === WRITES_PER_MINUTE - 1,
      `renames: ${tally(renames)} (budget ${WRITES_PER_MINUTE} writes a minute in total, the goal was one)`,
    );
    check(
      renames.filter((answer) => answer.status === 429).every((answer) => answer.retryAfter),
      'every 429 says when to retry',
    );

    step(`another user: ${MAX_GOALS_PER_OUTCOME + 10} goals at once over the three`);
    const planner = await keys.caller('three-planner');
    const creations = await Promise.all(
      Array.from({ length: MAX_GOALS_PER_OUTCOME + 10 }, (_, i) =>
        call(on(i), 'POST', '/api/goals', planner, { title: `Goal ${i}` }),
      ),
    );
    check(
      creations.filter((answer) => answer.status === 201).length === MAX_GOALS_PER_OUTCOME,
      `goal creations: ${tally(creations)} (limit ${MAX_GOALS_PER_OUTCOME})`,
    );

    step(
      `a third user: ${MAX_TACTICS_PER_GOAL + 5} tactics for one goal at once, and one tactic sent to all three with the same id`,
    );
    const doer = await keys.caller('three-doer');
    const target = await call(on(1), 'POST', '/api/goals', doer, { title: 'Many tactics' });
    const targetId = (JSON.parse(target.body) as { id: string }).id;
    const retriedId = randomUUID();
    const retries = await Promise.all(
      [0, 1, 2].map((i) =>
        call(on(i), 'POST', '/api/tactics', doer, {
          id: retriedId,
          goalId: targetId,
          title: 'Sent three times',
        }),
      ),
    );
    check(
      retries.filter((answer) => answer.status === 201).length === 1 &&
        retries.filter((answer) => answer.status === 200).length === 2,
      `the same tactic on three instances: ${tally(retries)} (one made, two found)`,
    );
    const tactics = await Promise.all(
      Array.from({ length: MAX_TACTICS_PER_GOAL + 5 }, (_, i) =>
        call(on(i), 'POST', '/api/tactics', doer, { goalId: targetId, title: `Tactic ${i}` }),
      ),
    );
    check(
      tactics.filter((answer) => answer.status === 201).length === MAX_TACTICS_PER_GOAL - 1,
      `tactic creations: ${tally(tactics)} (limit ${MAX_TACTICS_PER_GOAL}, one already there)`,
    );

    step('every instance reads the same plans, nothing duplicated');
    for (const [name, caller, goals, tacticsOfFirst] of [
      ['planner', planner, MAX_GOALS_PER_OUTCOME, 0],
      ['doer', doer, 1, MAX_TACTICS_PER_GOAL],
    ] as const) {
      const plans = await Promise.all(
        urls.map(async (url) => (await call(url, 'GET', '/api/outcomes', caller)).body),
      );
      check(new Set(plans).size === 1, `${name}: the three instances answer the same plan`);
      const plan = JSON.parse(plans[0]!) as Plan;
      const titles = plan.goals.map((each) => each.title);
      const tacticTitles = plan.goals[0]!.tactics.map((tactic) => tactic.title);
      check(
        titles.length === goals &&
          new Set(titles).size === goals &&
          tacticTitles.length === tacticsOfFirst &&
          new Set(tacticTitles).size === tacticsOfFirst,
        `${name}: ${titles.length} goals (${new Set(titles).size} distinct), first goal ${tacticTitles.length} tactics (${new Set(tacticTitles).size} distinct)`,
      );
    }
    const migrationErrors = servers.flatMap((server) =>
      server
        .output()
        .split('\n')
        .filter((line) => /"level":(50|60)/.test(line)),
    );
    check(migrationErrors.length === 0, `error lines in the three logs: ${migrationErrors.length}`);
  } finally {
    keys.close();
    await postgres.stop();
  }
});
