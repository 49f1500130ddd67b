import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithDb, signInTestUser, testProjectId } from '../../../test/server/test-app.ts';
import { startPushService, type TestPushService } from '../../../test/server/push-service.ts';
import { workflowApi } from '../../../test/server/workflow-model.ts';
import { buildApp, type App } from '../../app.ts';
import { openPostgres, type Database } from '../../db/client.ts';
import { createIdTokenVerifier } from '../../plugins/id-token-verifier.ts';
import { generateVapidKeys } from './vapid.ts';

/**
 * Three servers, each with its own pool and its own reminder sender, over one PostgreSQL: every
 * reminder reaches every device exactly once (docs/decisions/151).
 */
describeWithDb('reminders from three instances over one PostgreSQL (postgres)', () => {
  const name = `momentum_reminders_${randomUUID().replaceAll('-', '')}`;
  const databases: Database[] = [];
  const apps: App[] = [];
  const vapid = generateVapidKeys();
  let clock = new Date('2026-11-24T06:00:00Z');
  let service: TestPushService;

  beforeAll(async () => {
    service = await startPushService(() => vapid.publicKey);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    for (let i = 0; i < 3; i++) databases.push(openPostgres(url.toString()));
    await databases[0]!.migrate();
    for (const database of databases) {
      const app = await buildApp({
        database,
        verifier: createIdTokenVerifier({ projectId: testProjectId(), emulator: true }),
        clientConfig: {
          firebase: { apiKey: 'local', authDomain: 'localhost', projectId: testProjectId() },
          authEmulatorUrl: null,
        },
        now: () => clock,
        push: { vapid, allowLoopbackHttp: true },
      });
      await app.ready();
      apps.push(app);
    }
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(databases.map((database) => database.close()));
    await service?.close();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('sends each reminder once per device while all three pass at the same moments', async () => {
    const people = await Promise.all(
      ['Ada', 'Grace', 'Linus'].map(async (person, i) => {
        const api = workflowApi(apps[i]!, await signInTestUser(person));
        await api.send('PATCH', '/api/users/me', { timeZone: 'Asia/Tokyo' });
        const goal = await api.goal('Sleep 8 hours a night');
        const tactics = [];
        for (const title of ['Lights out', 'No screens', 'Tea, not coffee']) {
          const tactic = await api.tactic(goal.id, title);
          await api.updateTactic(tactic.id, { repeat: { frequency: 'daily' }, remindAt: '22:30' });
          tactics.push(tactic.id);
        }
        const phones = [service.device(), service.device()];
        for (const phone of phones) {
          expect((await api.send('PUT', '/api/push/subscriptions', phone.body)).statusCode).toBe(
            204,
          );
        }
        return { tactics, phones };
      }),
    );
    // Tokyo is UTC+9: 22:30 there is 13:30Z. Ten rounds of three concurrent passes around it.
    for (let round = 0; round < 10; round++) {
      clock = new Date(Date.parse('2026-11-24T13:29:50Z') + round * 10_000);
      await Promise.all(apps.map((app) => app.reminders.tick()));
    }
    for (const { tactics, phones } of people) {
      for (const phone of phones) {
        expect(phone.received.map((message) => message.tacticId).sort()).toEqual(
          [...tactics].sort(),
        );
        expect(phone.received.every((message) => message.date === '2026-11-24')).toBe(true);
      }
    }
    expect(service.problems).toEqual([]);
  });
});
