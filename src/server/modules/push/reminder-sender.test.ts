import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { REMINDER_ACTIONS, type ReminderMessage } from '#shared/push';
import { pushSubscriptions, reminderDeliveries } from '#server/db/schema.ts';
import { dbKind, describeWithDb } from '#test/server/test-app.ts';
import { startPushService, type TestPushService } from '#test/server/push-service.ts';
import { useWorkflowApp } from '#test/server/workflow-model.ts';
import { pushRepository } from './push.repository.ts';
import { reminderSender } from './reminder-sender.ts';
import { generateVapidKeys } from './vapid.ts';

/** Berlin is UTC+1 in November: 22:30 there is 21:30Z. */
const DAY = '2026-11-24';
/** The notification's buttons, in the recipient's language (English here). */
const ENGLISH_ACTIONS = { done: 'Done', checkIn: 'Check in', open: 'Open' };
const at = (time: string, date = DAY) => new Date(`${date}T${time}+01:00`);

describeWithDb(`sending reminders (${dbKind})`, () => {
  let clock = at('12:00:00');
  const vapid = generateVapidKeys('mailto:team@example.com');
  const { context, signIn } = useWorkflowApp({ now: () => clock, push: { vapid } });
  let service: TestPushService;
  beforeAll(async () => {
    service = await startPushService(() => vapid.publicKey);
  });
  afterAll(() => service.close());

  /** A fresh sender on the same database: the server after a restart. */
  const restarted = () =>
    reminderSender({
      push: pushRepository(context().database.db),
      vapid,
      now: () => clock,
      log: context().app.log,
      allowLoopbackHttp: true,
    });
  const tickAt = async (when: Date, sender = context().app.reminders) => {
    clock = when;
    return sender.tick();
  };

  /** A person in Berlin with "Lights out" at 22:30 daily under "Sleep 8 hours a night". */
  async function sleeper(devices = 1) {
    const api = await signIn('Sleeper');
    expect(
      (await api.send('PATCH', '/api/users/me', { timeZone: 'Europe/Berlin' })).statusCode,
    ).toBe(200);
    const goal = await api.goal('Sleep 8 hours a night');
    const tactic = await api.tactic(goal.id, 'Lights out');
    const set = await api.updateTactic(tactic.id, {
      repeat: { frequency: 'daily' },
      remindAt: '22:30',
    });
    expect(set.statusCode, set.body).toBe(200);
    const phones = Array.from({ length: devices }, () => service.device());
    for (const phone of phones) {
      const saved = await api.send('PUT', '/api/push/subscriptions', phone.body);
      expect(saved.statusCode, saved.body).toBe(204);
    }
    return { api, goal, tactic, phones };
  }

  const expected = (tacticId: string, title: string, date = DAY): ReminderMessage => ({
    title,
    tacticId,
    date,
    kind: 'repeating',
    url: '/today',
    // The receipt the service worker reports a click on (docs/decisions/280).
    receipt: expect.any(String) as string,
    actions: ENGLISH_ACTIONS,
  });

  it('sends a signed, encrypted reminder to every device at its time, once', async () => {
    const { tactic, phones } = await sleeper(2);
    await tickAt(at('22:29:50'));
    expect(phones.map((phone) => phone.received)).toEqual([[], []]);

    await tickAt(at('22:30:05'));
    await tickAt(at('22:30:35'));
    await tickAt(at('22:45:00'));
    const message = expected(tactic.id, 'Lights out at 22:30 - Sleep 8 hours a night');
    expect(phones.map((phone) => phone.received)).toEqual([[message], [message]]);
    expect(service.problems).toEqual([]);
    // The service worker's actions for a repeating tactic: Check in, and Open.
    expect(REMINDER_ACTIONS.checkIn).toBe('check-in');

    // The next day it comes again.
    await tickAt(at('22:30:10', '2026-11-25'));
    expect(phones[0]!.received.map((m) => m.date)).toEqual([DAY, '2026-11-25']);
  });

  it('reminds of a one-off on its due date only, with its own kind', async () => {
    const api = await signIn('Planner');
    await api.send('PATCH', '/api/users/me', { timeZone: 'America/New_York' });
    const goal = await api.goal('Run a marathon');
    const tactic = await api.tactic(goal.id, 'Book the race');
    await api.updateTactic(tactic.id, { dueDate: '2026-11-26', remindAt: '08:00' });
    const phone = service.device();
    await api.send('PUT', '/api/push/subscriptions', phone.body);
    // New York is UTC-5: 08:00 there is 13:00Z.
    await tickAt(new Date('2026-11-25T13:00:30Z'));
    expect(phone.received).toEqual([]);
    await tickAt(new Date('2026-11-26T13:00:30Z'));
    expect(phone.received).toEqual([
      {
        title: 'Book the race at 08:00 - Run a marathon',
        tacticId: tactic.id,
        date: '2026-11-26',
        kind: 'one-off',
        url: '/today',
        receipt: expect.any(String) as string,
        actions: ENGLISH_ACTIONS,
      },
    ]);
  });

  it('neither loses nor doubles a reminder across a restart in its minute', async () => {
    const { tactic, phones } = await sleeper();
    const [phone] = phones as [(typeof phones)[0]];
    // Sent at 22:30:05; the server restarts and its first pass at 22:30:40 sends nothing more.
    await tickAt(at('22:30:05'));
    await tickAt(at('22:30:40'), restarted());
    expect(phone.received).toEqual([
      expected(tactic.id, 'Lights out at 22:30 - Sleep 8 hours a night'),
    ]);

    // Down from 22:29:55 the next day, up again at 22:30:50: sent then, on time.
    await tickAt(at('22:29:55', '2026-11-25'));
    await tickAt(at('22:30:50', '2026-11-25'), restarted());
    expect(phone.received.at(-1)).toEqual(
      expected(tactic.id, 'Lights out at 22:30 - Sleep 8 hours a night', '2026-11-25'),
    );
    expect(phone.received).toHaveLength(2);
  });

  it('sends a reminder missed for 30 minutes as late, and skips one missed for over an hour', async () => {
    const { tactic, phones } = await sleeper();
    const [phone] = phones as [(typeof phones)[0]];
    expect((await tickAt(at('23:00:00'), restarted())).late).toBe(1);
    expect(phone.received).toEqual([
      expected(tactic.id, 'Lights out at 22:30 - Sleep 8 hours a night (late)'),
    ]);

    // The next day the server is down from 22:00 until 23:31: skipped, and never sent later.
    expect((await tickAt(at('23:31:00', '2026-11-25'), restarted())).skipped).toBe(1);
    await tickAt(at('23:40:00', '2026-11-25'));
    expect(phone.received).toHaveLength(1);
    const rows = await context()
      .database.db.select({ date: reminderDeliveries.date, outcome: reminderDeliveries.outcome })
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.tacticId, tactic.id));
    expect(rows.sort((a, b) => a.date.localeCompare(b.date))).toEqual([
      { date: DAY, outcome: 'late' },
      { date: '2026-11-25', outcome: 'skipped' },
    ]);
  });

  it('never sends for a done, deleted or checked-in tactic', async () => {
    const { api, goal, tactic, phones } = await sleeper();
    const [phone] = phones as [(typeof phones)[0]];
    const oneOff = await api.tactic(goal.id, 'Buy blackout curtains');
    await api.updateTactic(oneOff.id, { dueDate: DAY, remindAt: '22:30' });
    const gone = await api.tactic(goal.id, 'Read before bed');
    await api.updateTactic(gone.id, { repeat: { frequency: 'daily' }, remindAt: '22:30' });

    clock = at('21:00:00');
    expect((await api.updateTactic(oneOff.id, { completed: true })).statusCode).toBe(200);
    expect((await api.deleteTactic(gone.id)).statusCode).toBe(204);
    expect((await api.checkIn(tactic.id, DAY)).statusCode).toBe(204);
    await tickAt(at('22:30:10'));
    expect(phone.received).toEqual([]);
  });

  it('says so on the day after two misses in a row, and sends nothing while paused', async () => {
    const { api, tactic, phones } = await sleeper();
    const [phone] = phones as [(typeof phones)[0]];
    // Started on the 18th, checked in to the 21st, missed the 22nd and 23rd: no rest day banked.
    expect((await api.updateTactic(tactic.id, { dueDate: '2026-11-18' })).statusCode).toBe(200);
    for (const day of ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']) {
      expect((await api.checkIn(tactic.id, day)).statusCode).toBe(204);
    }
    await tickAt(at('22:30:10'));
    expect(phone.received).toEqual([
      expected(
        tactic.id,
        'Missed twice - start small today? Lights out at 22:30 - Sleep 8 hours a night',
      ),
    ]);

    clock = at('12:00:00', '2026-11-25');
    const week = { from: '2026-11-25', until: '2026-12-01' };
    const paused = await api.send('PUT', `/api/tactics/${tactic.id}/pause`, week);
    expect(paused.statusCode, paused.body).toBe(200);
    await tickAt(at('22:30:10', '2026-11-25'));
    await tickAt(at('22:30:10', '2026-11-26'));
    expect(phone.received).toHaveLength(1);
  });

  it('sends a snoozed reminder at its snooze instead, once, however many instances pass', async () => {
    const { api, tactic, phones } = await sleeper();
    const [phone] = phones as [(typeof phones)[0]];
    const snooze = (until: string) =>
      api.send('PUT', `/api/tactics/${tactic.id}/snooze`, { date: DAY, until });
    // Snoozed before its time to 23:30: nothing at 22:30, one message at 23:30.
    clock = at('20:00:00');
    expect((await snooze(at('23:30:00').toISOString())).statusCode).toBe(200);
    await tickAt(at('22:30:10'));
    expect(phone.received).toEqual([]);
    await tickAt(at('23:30:05'));
    await tickAt(at('23:30:05'), restarted());
    await tickAt(at('23:45:00'));
    expect(phone.received).toEqual([
      expected(tactic.id, 'Lights out at 23:30 - Sleep 8 hours a night'),
    ]);
    // Snoozed again for an hour after it came: it comes once more, once; undone, never again.
    expect((await snooze(at('00:45:00', '2026-11-25').toISOString())).statusCode).toBe(200);
    await tickAt(at('00:45:10', '2026-11-25'));
    await tickAt(at('00:46:10', '2026-11-25'), restarted());
    expect(phone.received.map((m) => [m.date, m.title])).toEqual([
      [DAY, 'Lights out at 23:30 - Sleep 8 hours a night'],
      [DAY, 'Lights out at 00:45 - Sleep 8 hours a night'],
    ]);
    expect((await api.send('DELETE', `/api/tactics/${tactic.id}/snooze`)).statusCode).toBe(200);
    await tickAt(at('00:50:00', '2026-11-25'));
    expect(phone.received).toHaveLength(2);
  });

  it('sends one message when a daily reminder is snoozed to tomorrow’s own time', async () => {
    const { api, tactic, phones } = await sleeper();
    const [phone] = phones as [(typeof phones)[0]];
    clock = at('21:00:00');
    const tomorrow = at('22:30:00', '2026-11-25').toISOString();
    const snoozed = await api.send('PUT', `/api/tactics/${tactic.id}/snooze`, {
      date: DAY,
      until: tomorrow,
    });
    expect(snoozed.statusCode, snoozed.body).toBe(200);
    await tickAt(at('22:30:10'));
    expect(phone.received).toEqual([]);
    await tickAt(at('22:30:10', '2026-11-25'));
    expect(phone.received.map((m) => m.date)).toEqual(['2026-11-25']);
  });

  it('never sends for a repeat of an achieved goal or of an outcome no longer active', async () => {
    const { api, goal, phones } = await sleeper();
    const [phone] = phones as [(typeof phones)[0]];
    const other = await api.outcome('Learn Spanish');
    const lessons = await api.createGoal({ title: 'Lessons', outcomeId: other.id });
    const lesson = await api.tactic(lessons.json<{ id: string }>().id, 'Vocabulary');
    await api.updateTactic(lesson.id, { repeat: { frequency: 'daily' }, remindAt: '22:30' });
    await tickAt(at('22:30:10'));
    expect(phone.received.map((m) => m.title).sort()).toEqual([
      'Lights out at 22:30 - Sleep 8 hours a night',
      'Vocabulary at 22:30 - Lessons',
    ]);

    expect((await api.updateGoal(goal.id, { status: 'achieved' })).statusCode).toBe(200);
    expect((await api.updateOutcome(other.id, { status: 'archived' })).statusCode).toBe(200);
    await tickAt(at('22:30:10', '2026-11-25'));
    expect(phone.received).toHaveLength(2);
  });

  it('removes a device its push service reports gone, and keeps one that failed otherwise', async () => {
    const { phones } = await sleeper(3);
    const [gone, expired, broken] = phones as [
      (typeof phones)[0],
      (typeof phones)[0],
      (typeof phones)[0],
    ];
    gone.status = 410;
    expired.status = 404;
    broken.status = 500;
    const summary = await tickAt(at('22:30:05'));
    expect(summary).toMatchObject({ sent: 0, failed: 1, removed: 2 });
    const endpoints = (
      await context()
        .database.db.select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
    ).map((row) => row.endpoint);
    expect(endpoints).not.toContain(gone.body.endpoint);
    expect(endpoints).not.toContain(expired.body.endpoint);
    expect(endpoints).toContain(broken.body.endpoint);
    // The failed one stays claimed: the next pass does not send it twice.
    broken.status = 201;
    await tickAt(at('22:30:40'));
    expect(broken.received).toHaveLength(1);
  });

  it('runs passes on its own once started, and stops before the app closes', async () => {
    const { tactic, phones } = await sleeper();
    const sender = restarted();
    clock = at('22:30:02', '2026-11-26');
    sender.start(20);
    await vi.waitFor(() => expect(phones[0]!.received).toHaveLength(1), { timeout: 5000 });
    await sender.stop();
    expect(phones[0]!.received).toEqual([
      expected(tactic.id, 'Lights out at 22:30 - Sleep 8 hours a night', '2026-11-26'),
    ]);
  });
});
