import { afterAll, beforeAll, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '#shared/review';
import { DAY_SETTINGS_MESSAGES, userSchema } from '#shared/schemas';
import { dbKind, describeWithDb } from '#test/server/test-app.ts';
import { startInbox, type TestInbox } from '#test/server/smtp-inbox.ts';
import { parseExactly, useWorkflowApp, type WorkflowApi } from '#test/server/workflow-model.ts';

/**
 * "Your day, your week" through the API (docs/decisions/262-your-day-your-week.md): the settings,
 * their checks, and the server's own date rules that follow them (reminders, review keys, digest).
 * Berlin is UTC+1 in November; 2026-11-24 is a Tuesday, 2026-11-29 a Sunday.
 */
const berlin = (date: string, time: string) => new Date(`${date}T${time}+01:00`);

describeWithDb(`your day, your week (${dbKind})`, () => {
  let clock = berlin('2026-11-24', '12:00:00');
  let inbox: TestInbox;
  const mail = { smtpUrl: '', from: 'Momentum <reminders@example.com>' };
  beforeAll(async () => {
    inbox = await startInbox();
    mail.smtpUrl = inbox.url;
  });
  afterAll(() => inbox.close());
  const { context, signIn } = useWorkflowApp({ now: () => clock, mail });

  const me = (api: WorkflowApi, body?: unknown) =>
    api.send(body === undefined ? 'GET' : 'PATCH', '/api/users/me', body);

  it('reads midnight and Monday until the person chooses, then keeps what each field changed', async () => {
    const api = await signIn('Owl');
    await me(api, { timeZone: 'Europe/Berlin' });
    const fresh = parseExactly(userSchema, (await me(api)).json());
    expect(fresh).toMatchObject({ dayStartsAt: '00:00', weekStartsOn: 'monday' });

    const day = await me(api, { dayStartsAt: '03:00' });
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json()).toMatchObject({ timeZone: 'Europe/Berlin', dayStartsAt: '03:00' });
    const week = await me(api, { weekStartsOn: 'sunday' });
    expect(week.json()).toMatchObject({
      timeZone: 'Europe/Berlin',
      dayStartsAt: '03:00',
      weekStartsOn: 'sunday',
    });
    expect((await me(api)).json()).toMatchObject({ dayStartsAt: '03:00', weekStartsOn: 'sunday' });
    // Someone else's are their own.
    expect((await me(await signIn('Lark'), { timeZone: 'UTC' })).json()).toMatchObject({
      dayStartsAt: '00:00',
      weekStartsOn: 'monday',
    });
  });

  it.each([
    [{ dayStartsAt: '05:30' }, DAY_SETTINGS_MESSAGES.dayStartsAt],
    [{ dayStartsAt: '3:00' }, DAY_SETTINGS_MESSAGES.dayStartsAt],
    [{ dayStartsAt: '23:00' }, DAY_SETTINGS_MESSAGES.dayStartsAt],
    [{ dayStartsAt: 3 }, DAY_SETTINGS_MESSAGES.dayStartsAt],
    [{ weekStartsOn: 'saturday' }, DAY_SETTINGS_MESSAGES.weekStartsOn],
    [{ weekStartsOn: null }, DAY_SETTINGS_MESSAGES.weekStartsOn],
    [{}, 'Nothing to update'],
  ])('refuses %j with a clear 400 and changes nothing', async (body, message) => {
    const api = await signIn('Typo');
    await me(api, { dayStartsAt: '01:00' });
    const refused = await me(api, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(message);
    expect((await me(api)).json()).toMatchObject({ dayStartsAt: '01:00', weekStartsOn: 'monday' });
  });

  it('takes a check-in at 01:30 with the day starting at 03:00 as the day before’s: its reminder is not sent', async () => {
    /** A night owl in Berlin: a daily "Journal" with a reminder at 02:00, by email. */
    async function owl(name: string, dayStartsAt: string) {
      const api = await signIn(name);
      const set = await me(api, { timeZone: 'Europe/Berlin', dayStartsAt });
      expect(set.statusCode, set.body).toBe(200);
      const goal = await api.goal('Write every day');
      const tactic = await api.tactic(goal.id, 'Journal');
      await api.updateTactic(tactic.id, {
        repeat: { frequency: 'daily' },
        dueDate: '2026-11-20',
        remindAt: '02:00',
      });
      await api.send('PUT', '/api/mail/settings', { reminders: 'email', weeklyDigest: false });
      return { api, tactic, mailbox: () => inbox.to(api.user.email) };
    }
    const night = await owl('Night owl', '03:00');
    const early = await owl('Early bird', '00:00');
    // 01:30 on Wednesday the 25th: for the night owl it is still Tuesday the 24th.
    clock = berlin('2026-11-25', '01:30:00');
    for (const person of [night, early]) {
      const checkIn = await person.api.checkIn(person.tactic.id, '2026-11-24');
      expect(checkIn.statusCode, checkIn.body).toBe(204);
    }
    clock = berlin('2026-11-25', '02:00:30');
    await context().app.mail.tick();
    // The night owl's 02:00 belongs to Tuesday, which is checked in: nothing to remind of.
    expect(night.mailbox()).toEqual([]);
    // The early bird's 02:00 belongs to Wednesday, not checked in yet.
    expect(early.mailbox().map((message) => message.subject)).toEqual([
      'Journal at 02:00 - Write every day',
    ]);
  });

  it('keys a review by its Monday for Monday weeks and by its Sunday for Sunday weeks', async () => {
    const monday = await signIn('Monday person');
    const sunday = await signIn('Sunday person');
    await me(sunday, { weekStartsOn: 'sunday' });
    const review = (api: WorkflowApi, week: string) =>
      api.send('PUT', `/api/reviews/${week}`, { wentWell: 'Wrote daily' });

    expect((await review(monday, '2026-11-23')).statusCode).toBe(200);
    const mondayOnSunday = await review(monday, '2026-11-22');
    expect([mondayOnSunday.statusCode, mondayOnSunday.json().message]).toEqual([
      400,
      REVIEW_MESSAGES.notMonday,
    ]);
    const saved = await review(sunday, '2026-11-22');
    expect([saved.statusCode, saved.json().weekStart]).toEqual([200, '2026-11-22']);
    const sundayOnMonday = await review(sunday, '2026-11-23');
    expect([sundayOnMonday.statusCode, sundayOnMonday.json().message]).toEqual([
      400,
      REVIEW_MESSAGES.notSunday,
    ]);
    const tuesday = await review(sunday, '2026-11-24');
    expect([tuesday.statusCode, tuesday.json().issues]).toEqual([
      400,
      [{ path: ['weekStart'], message: REVIEW_MESSAGES.notSunday }],
    ]);
    // Nothing refused was saved; each person reads their own week keys.
    const keys = async (api: WorkflowApi) =>
      (await api.send('GET', '/api/reviews'))
        .json<{ reviews: { weekStart: string }[] }>()
        .reviews.map((saved) => saved.weekStart);
    expect(await keys(sunday)).toEqual(['2026-11-22']);
    expect(await keys(monday)).toEqual(['2026-11-23']);
  });

  it('sends the weekly digest on the first day of the person’s week', async () => {
    const weekly = async (name: string, weekStartsOn: string) => {
      const api = await signIn(name);
      await me(api, { timeZone: 'Europe/Berlin', weekStartsOn });
      await api.send('PUT', '/api/mail/settings', { reminders: 'push', weeklyDigest: true });
      return () => inbox.to(api.user.email).map((message) => message.subject);
    };
    const sundays = await weekly('Sunday reader', 'sunday');
    const mondays = await weekly('Monday reader', 'monday');
    clock = berlin('2026-11-29', '07:00:30');
    await context().app.mail.tick();
    expect(sundays()).toEqual(['Your week from Sun 29 Nov: 0 due']);
    expect(mondays()).toEqual([]);
    clock = berlin('2026-11-30', '07:00:30');
    await context().app.mail.tick();
    expect(sundays()).toHaveLength(1);
    expect(mondays()).toEqual(['Your week from Mon 30 Nov: 0 due']);
  });
});
