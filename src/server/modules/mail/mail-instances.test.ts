import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { instancesOverOnePostgres, type Instances } from '#test/server/instances.ts';
import { startInbox, type TestInbox } from '#test/server/smtp-inbox.ts';
import { describeWithDb, signInTestUser } from '#test/server/test-app.ts';
import { workflowApi } from '#test/server/workflow-model.ts';
import type { App } from '#server/app.ts';

/**
 * Three servers, each with its own pool and its own email pass, over one PostgreSQL and one SMTP
 * server: every reminder and digest reaches each person exactly once (docs/decisions/270).
 */
describeWithDb('emails from three instances over one PostgreSQL (postgres)', () => {
  let clock = new Date('2026-11-23T06:00:00Z');
  let inbox: TestInbox;
  let instances: Instances;
  let apps: App[];

  beforeAll(async () => {
    inbox = await startInbox();
    instances = await instancesOverOnePostgres(3, {
      options: {
        now: () => clock,
        publicUrl: 'https://plan.example.com',
        mail: { smtpUrl: inbox.url, unsubscribeSecret: 'x'.repeat(64) },
      },
    });
    apps = instances.apps;
  });

  afterAll(async () => {
    await instances?.close();
    await inbox?.close();
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
});
