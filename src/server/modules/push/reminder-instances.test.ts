import { afterAll, beforeAll, expect, it } from 'vitest';
import { instancesOverOnePostgres, type Instances } from '#test/server/instances.ts';
import { describeWithDb, signInTestUser } from '#test/server/test-app.ts';
import { startPushService, type TestPushService } from '#test/server/push-service.ts';
import { workflowApi } from '#test/server/workflow-model.ts';
import type { App } from '#server/app.ts';
import { generateVapidKeys } from './vapid.ts';

/**
 * Three servers, each with its own pool and its own reminder sender, over one PostgreSQL: every
 * reminder reaches every device exactly once (docs/decisions/151).
 */
describeWithDb('reminders from three instances over one PostgreSQL (postgres)', () => {
  const vapid = generateVapidKeys();
  let clock = new Date('2026-11-24T06:00:00Z');
  let service: TestPushService;
  let instances: Instances;
  let apps: App[];

  beforeAll(async () => {
    service = await startPushService(() => vapid.publicKey);
    instances = await instancesOverOnePostgres(3, {
      options: { now: () => clock, push: { vapid, allowLoopbackHttp: true } },
    });
    apps = instances.apps;
  });

  afterAll(async () => {
    await instances?.close();
    await service?.close();
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
