import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_GOALS_PER_OUTCOME, WRITES_PER_MINUTE } from '#shared/limits';
import { instancesOverOnePostgres, type Instances } from '../test/server/instances.ts';
import { describeWithDb, signInTestUser } from '../test/server/test-app.ts';
import type { App } from './app.ts';

/** Three instances, each with its own connection pool, over one fresh PostgreSQL database. */
describeWithDb('three instances over one PostgreSQL (postgres)', () => {
  let instances: Instances;
  let apps: App[];

  // All three start at once on an empty database: their migrations race.
  beforeAll(async () => {
    instances = await instancesOverOnePostgres(3, { migrate: 'together' });
    apps = instances.apps;
  });
  afterAll(() => instances?.close());

  const send = (
    i: number,
    headers: Record<string, string>,
    method: 'POST' | 'PATCH',
    url: string,
    title: string,
  ) =>
    apps[i % 3]!.inject({
      method,
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ title }),
    });

  it('spends one write budget per user across all instances', async () => {
    const user = await signInTestUser();
    const created = await send(0, user.headers, 'POST', '/api/goals', 'Shared budget');
    expect(created.statusCode).toBe(201);
    const goalId = created.json<{ id: string }>().id;
    const extra = 15;
    const statuses = await Promise.all(
      Array.from({ length: WRITES_PER_MINUTE - 1 + extra }, (_, i) =>
        send(i, user.headers, 'PATCH', `/api/goals/${goalId}`, `Rename ${i}`).then(
          (r) => r.statusCode,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(WRITES_PER_MINUTE - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(extra);
  });

  it('keeps the goal limit when creations race on every instance', async () => {
    const user = await signInTestUser();
    const statuses = await Promise.all(
      Array.from({ length: MAX_GOALS_PER_OUTCOME + 10 }, (_, i) =>
        send(i, user.headers, 'POST', '/api/goals', `Goal ${i}`).then((r) => r.statusCode),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_GOALS_PER_OUTCOME);
    const plan = await apps[1]!.inject({
      method: 'GET',
      url: '/api/outcomes',
      headers: user.headers,
    });
    const titles = plan.json<{ goals: Array<{ title: string }> }>().goals.map((goal) => goal.title);
    expect(titles).toHaveLength(MAX_GOALS_PER_OUTCOME);
    expect(new Set(titles).size).toBe(MAX_GOALS_PER_OUTCOME);
  });
});
