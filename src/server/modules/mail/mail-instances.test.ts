import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { instancesOverOnePostgres, type Instances } from '#test/server/instances.ts';
import { startInbox, type TestInbox } from '#test/server/smtp-inbox.ts';
import { startPushService, type TestPushService } from '#test/server/push-service.ts';
import { describeWithDb, signInTestUser } from '#test/server/test-app.ts';
import { workflowApi } from '#test/server/workflow-model.ts';
import type { App } from '#server/app.ts';
import { generateVapidKeys } from '#server/modules/push/index.ts';

/**
 * Three servers, each with its own pool and its own email pass, over one PostgreSQL and one SMTP
 * server: every reminder and digest reaches each person exactly once (docs/decisions/270).
 */
describeWithDb('emails from three instances over one PostgreSQL (postgres)', () => {
  let clock = new Date('2026-11-23T06:00:00Z');
  let inbox: TestInbox;
  let instances: Instances;
  let apps: App[];
  let service: TestPushService;
  const vapid = generateVapidKeys('mailto:team@example.com');

  beforeAll(async () => {
    inbox = await startInbox();
    service = await startPushService(() => vapid.publicKey);
    instances = await instancesOverOnePostgres(3, {
      options: {
        now: () => clock,
        publicUrl: 'https://plan.example.com',
        mail: { smtpUrl: inbox.url, unsubscribeSecret: 'x'.repeat(64) },
        push: { vapid, allowLoopbackHttp: true },
      },
    });
    apps = instances.apps;
  });

  afterAll(async () => {
    await instances?.close();
    await inbox?.close();
    await service?.close();
  });

  it('sends each reminder and digest once per person while all three pass at the same moments', async () => {
    const people = await Promise.all(
      ['Ada', 'Grace', 'Linus'].map(async (person, i) => {
        const api = workflowApi(apps[i]!, await signInTestUser(person));
        await api.send('PATCH', '/api/users/me', { timeZone: 'Asia/Tokyo' });
        const goal = await api.goal('Sleep 8 hours a night');
        for (const title of ['Lights out', 'No screens']) {
          const tactic = await api.tactic(goal.id, title);
          // From Monday 23 November (a repeat starts on its due date).
          await api.updateTactic(tactic.id, {
            repeat: { frequency: 'daily' },
            remindAt: '22:30',
            dueDate: '2026-11-23',
          });
        }
        const saved = await api.send('PUT', '/api/mail/settings', {
          reminders: 'email',
          weeklyDigest: true,
        });
        expect(saved.statusCode, saved.body).toBe(200);
        return api.user.email;
      }),
    );
    // 2026-11-23 is a Monday: the digest from 07:00 Tokyo (22:00Z the day before, so due at
    // once) and the reminders at 22:30 Tokyo (13:30Z). Ten rounds of three concurrent passes.
    for (const start of ['2026-11-23T06:00:00Z', '2026-11-23T13:29:50Z']) {
      for (let round = 0; round < 10; round++) {
        clock = new Date(Date.parse(start) + round * 10_000);
        await Promise.all(apps.map((app) => app.mail.tick()));
      }
    }
    const subjects = (message: ParsedMail) => message.subject ?? '';
    for (const email of people) {
      expect(inbox.to(email).map(subjects).sort()).toEqual([
        'Lights out at 22:30 - Sleep 8 hours a night',
        'No screens at 22:30 - Sleep 8 hours a night',
        'Your week from Mon 23 Nov: 2 due',
      ]);
    }
  });

  it('falls back to email and tells of a stopped device once while all three pass (docs/decisions/280)', async () => {
    const api = workflowApi(apps[0]!, await signInTestUser('Failing phones'));
    await api.send('PATCH', '/api/users/me', { timeZone: 'Asia/Tokyo' });
    const goal = await api.goal('Run a marathon');
    const tactic = await api.tactic(goal.id, 'Run');
    await api.updateTactic(tactic.id, {
      repeat: { frequency: 'daily' },
      remindAt: '07:00',
      dueDate: '2026-11-24',
    });
    const phones = [service.device(), service.device()];
    for (const phone of phones) {
      phone.status = 500;
      expect((await api.send('PUT', '/api/push/subscriptions', phone.body)).statusCode).toBe(204);
    }
    // 07:00 Tokyo is 22:00Z the day before; three days, five rounds of three concurrent passes.
    for (const start of ['2026-11-23T22:00:00Z', '2026-11-24T22:00:00Z', '2026-11-25T22:00:00Z']) {
      for (let round = 0; round < 5; round++) {
        clock = new Date(Date.parse(start) + round * 10_000);
        await Promise.all(apps.map((app) => app.reminders.tick()));
      }
    }
    expect(phones.map((phone) => phone.received.length)).toEqual([3, 3]);
    expect(
      inbox
        .to(api.user.email)
        .map((message) => message.subject)
        .sort(),
    ).toEqual([
      // The third day follows two missed ones: its email leads as the push would (a Comeback).
      'Missed twice - start small today? Run at 07:00 - Run a marathon',
      'Reminders stopped reaching one of your devices',
      'Reminders stopped reaching one of your devices',
      'Run at 07:00 - Run a marathon',
      'Run at 07:00 - Run a marathon',
    ]);
  });
});
