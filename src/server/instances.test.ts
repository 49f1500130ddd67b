import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_GOALS_PER_OUTCOME, WRITES_PER_MINUTE } from '#shared/limits';
import { describeWithDb, signInTestUser, testProjectId } from '../test/server/test-app.ts';
import { buildApp, type App } from './app.ts';
import { openPostgres, type Database } from './db/client.ts';
import { createIdTokenVerifier } from './plugins/id-token-verifier.ts';

/** Three instances, each with its own connection pool, over one fresh PostgreSQL database. */
describeWithDb('three instances over one PostgreSQL (postgres)', () => {
  const name = `momentum_instances_${randomUUID().replaceAll('-', '')}`;
  const databases: Database[] = [];
  const apps: App[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    for (let i = 0; i < 3; i++) databases.push(openPostgres(url.toString()));
    // All three start at once on an empty database: their migrations race.
    await Promise.all(databases.map((database) => database.migrate()));
    for (const database of databases) {
      const app = await buildApp({
        database,
        verifier: createIdTokenVerifier({ projectId: testProjectId(), emulator: true }),
        clientConfig: {
          firebase: { apiKey: 'local', authDomain: 'localhost', projectId: testProjectId() },
          authEmulatorUrl: null,
        },
      });
      await app.ready();
      apps.push(app);
    }
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(databases.map((database) => database.close()));
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

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
