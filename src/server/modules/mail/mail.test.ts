import { Writable } from 'node:stream';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { MAIL_MESSAGES, mailSettingsAnswerSchema } from '#shared/mail';
import { dbKind, describeWithDb, refusal } from '#test/server/test-app.ts';
import { useInboxAndPushService } from '#test/server/mail-and-push.ts';
import { parseExactly, useWorkflowApp, type WorkflowApi } from '#test/server/workflow-model.ts';

/** Berlin is UTC+1 in November: 22:30 there is 21:30Z. 2026-11-24 is a Tuesday. */
const DAY = '2026-11-24';
const at = (time: string, date = DAY) => new Date(`${date}T${time}+01:00`);
const ORIGIN = 'https://plan.example.com';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

describeWithDb(`reminders and the weekly digest by email (${dbKind})`, () => {
  let clock = at('12:00:00');
  const servers = useInboxAndPushService();
  const { vapid, mail } = servers;
  const { context, signIn } = useWorkflowApp({
    now: () => clock,
    publicUrl: ORIGIN,
    push: { vapid },
    mail,
    logger: { level: 'info', stream: logStream },
  });
  const tickAt = async (when: Date) => {
    clock = when;
    return context().app.mail.tick();
  };

  const settings = (api: WorkflowApi, body?: unknown) =>
    api.send(body === undefined ? 'GET' : 'PUT', '/api/mail/settings', body);

  /** A person in Berlin with "Lights out" at 22:30 daily, reminders by `channel`. */
  async function sleeper(channel: string, name = 'Sleeper') {
    const api = await signIn(name);
    expect(
      (await api.send('PATCH', '/api/users/me', { timeZone: 'Europe/Berlin' })).statusCode,
    ).toBe(200);
    const goal = await api.goal('Sleep 8 hours a night');
    const tactic = await api.tactic(goal.id, 'Lights out');
    await api.updateTactic(tactic.id, { repeat: { frequency: 'daily' }, remindAt: '22:30' });
    const saved = await settings(api, { reminders: channel, weeklyDigest: false });
    expect(saved.statusCode, saved.body).toBe(200);
    return { api, goal, tactic, mailbox: () => servers.inbox().to(api.user.email) };
  }

  /** A header as a mail app reads it: the raw line, unfolded, without its name. */
  const header = (message: ParsedMail, name: string) => {
    const line = message.headerLines.find((found) => found.key === name.toLowerCase())?.line;
    return line?.replace(/\r?\n[ \t]+/g, ' ').replace(/^[^:]+:\s*/, '');
  };
  /** The List-Unsubscribe address. */
  const unsubscribeLink = (message: ParsedMail) =>
    new URL(/^<(.+)>$/.exec(header(message, 'List-Unsubscribe')!)![1]!);

  it('keeps each person’s choice: push by default, then push, email, both or off', async () => {
    const api = await signIn('Chooser');
    const first = await settings(api);
    expect(parseExactly(mailSettingsAnswerSchema, first.json())).toEqual({
      reminders: 'push',
      weeklyDigest: false,
      emailAvailable: true,
    });
    const saved = await settings(api, { reminders: 'both', weeklyDigest: true });
    expect(saved.json()).toEqual({ reminders: 'both', weeklyDigest: true, emailAvailable: true });
    expect((await settings(api)).json()).toMatchObject({ reminders: 'both', weeklyDigest: true });
    // Someone else's choice is their own.
    expect((await settings(await signIn('Other'))).json()).toMatchObject({ reminders: 'push' });
  });

  it.each([
    [{ reminders: 'sms', weeklyDigest: false }, MAIL_MESSAGES.channel],
    [{ reminders: 'email', weeklyDigest: 'yes' }, MAIL_MESSAGES.digest],
    [{ reminders: 'email' }, MAIL_MESSAGES.digest],
  ])('refuses %j with a clear message', async (body, message) => {
    const response = await settings(await signIn('Typo'), body);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });

  it('emails a reminder once at its time, with one-click unsubscribe headers, and no push when email is chosen', async () => {
    const { api, mailbox } = await sleeper('email');
    const phone = servers.service().device();
    expect((await api.send('PUT', '/api/push/subscriptions', phone.body)).statusCode).toBe(204);
    await tickAt(at('22:29:50'));
    expect(mailbox()).toEqual([]);
    await tickAt(at('22:30:05'));
    await tickAt(at('22:30:35'));
    await tickAt(at('22:45:00'));
    await context().app.reminders.tick();
    expect(mailbox().map((message) => message.subject)).toEqual([
      'Lights out at 22:30 - Sleep 8 hours a night',
    ]);
    const [message] = mailbox();
    expect(message!.from?.value).toEqual([{ name: 'Momentum', address: 'reminders@example.com' }]);
    expect(message!.text).toContain(`${ORIGIN}/today`);
    expect(header(message!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = unsubscribeLink(message!);
    expect(link.origin + link.pathname.replace(/[^/]+$/, '')).toBe(`${ORIGIN}/api/unsubscribe/`);
    expect(phone.received).toEqual([]);
  });

  it('writes a reminder, its push and the unsubscribe page in the recipient’s language', async () => {
    const { api, mailbox } = await sleeper('both', 'Hablante');
    expect((await api.send('PATCH', '/api/users/me', { locale: 'es' })).statusCode).toBe(200);
    const phone = servers.service().device();
    expect((await api.send('PUT', '/api/push/subscriptions', phone.body)).statusCode).toBe(204);
    await tickAt(at('22:30:05'));
    await context().app.reminders.tick();
    const title = 'Lights out a las 22:30 - Sleep 8 hours a night';
    expect(mailbox().map((message) => message.subject)).toEqual([title]);
    const [message] = mailbox();
    expect(message!.text).toContain(`Abrir Hoy: ${ORIGIN}/today`);
    expect(message!.text).toContain('Dejar de recibir recordatorios por correo: ');
    expect(phone.received.map((push) => push.title)).toEqual([title]);
    expect(phone.received[0]!.actions).toEqual({
      done: 'Hecho',
      checkIn: 'Registrar',
      open: 'Abrir',
    });
    // The email's own link opens a page that asks, in Spanish too.
    const page = /(\/unsubscribe\/\S+)/.exec(message!.text!)![1]!;
    const asked = await context().app.inject({ method: 'GET', url: page });
    expect(asked.body).toContain('<html lang="es">');
    expect(asked.body).toContain('¿Dejar de recibir recordatorios por correo?');
    expect(asked.body).toContain('Darme de baja');
  });

  it('emails a snoozed reminder at its snooze instead, once', async () => {
    const { api, tactic, mailbox } = await sleeper('email', 'Snoozer');
    await tickAt(at('22:30:05'));
    const snoozed = await api.send('PUT', `/api/tactics/${tactic.id}/snooze`, {
      date: DAY,
      until: at('23:30:00').toISOString(),
    });
    expect(snoozed.statusCode, snoozed.body).toBe(200);
    await tickAt(at('23:29:00'));
    await tickAt(at('23:30:05'));
    await tickAt(at('23:31:05'));
    expect(mailbox().map((message) => message.subject)).toEqual([
      'Lights out at 22:30 - Sleep 8 hours a night',
      'Lights out at 23:30 - Sleep 8 hours a night',
    ]);
  });

  it('sends by both channels when both are chosen, and by push only by default', async () => {
    const both = await sleeper('both', 'Both');
    const pushOnly = await sleeper('push', 'Push only');
    const phones = [servers.service().device(), servers.service().device()];
    await both.api.send('PUT', '/api/push/subscriptions', phones[0]!.body);
    await pushOnly.api.send('PUT', '/api/push/subscriptions', phones[1]!.body);
    clock = at('22:30:05', '2026-11-25');
    await context().app.reminders.tick();
    await context().app.mail.tick();
    expect(both.mailbox()).toHaveLength(1);
    expect(pushOnly.mailbox()).toEqual([]);
    expect(phones.map((phone) => phone.received.length)).toEqual([1, 1]);
  });

  it('skips what is checked in, done, deleted or in a goal no longer active', async () => {
    const { api, goal, tactic, mailbox } = await sleeper('email', 'Skipper');
    const oneOff = await api.tactic(goal.id, 'Buy blackout blinds');
    await api.updateTactic(oneOff.id, { dueDate: '2026-11-26', remindAt: '22:30' });
    const gone = await api.tactic(goal.id, 'Read a book');
    await api.updateTactic(gone.id, { dueDate: '2026-11-26', remindAt: '22:30' });
    expect((await api.checkIn(tactic.id, '2026-11-26')).statusCode).toBe(204);
    await api.updateTactic(oneOff.id, { completed: true });
    await api.deleteTactic(gone.id);
    await tickAt(at('22:30:05', '2026-11-26'));
    expect(mailbox()).toEqual([]);
    // Achieved: the goal is no longer active, so nothing of it is reminded of.
    expect((await api.updateGoal(goal.id, { status: 'achieved' })).statusCode).toBe(200);
    await tickAt(at('22:30:05', '2026-11-27'));
    expect(mailbox()).toEqual([]);
  });

  it('unsubscribes with the one-click POST a mail app sends, without signing in, and stops the emails', async () => {
    const { api, mailbox } = await sleeper('both', 'Leaver');
    await tickAt(at('22:30:05', '2026-11-28'));
    expect(mailbox()).toHaveLength(1);
    const link = unsubscribeLink(mailbox()[0]!);
    const posted = await context().app.inject({
      method: 'POST',
      url: link.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().message).toContain('no more reminder emails');
    // Push stays as it was; email is off.
    expect((await settings(api)).json()).toMatchObject({ reminders: 'push' });
    await tickAt(at('22:30:05', '2026-11-29'));
    expect(mailbox()).toHaveLength(1);
  });

  it('refuses a forged, damaged or expired link with a clear message, never a 500', async () => {
    const { mailbox } = await sleeper('email', 'Forger');
    await tickAt(at('22:30:05', '2026-11-30'));
    const token = unsubscribeLink(mailbox()[0]!).pathname.split('/').pop()!;
    const [payload, signature] = token.split('.');
    // The same link for the weekly digest instead, with the old signature.
    const bytes = Buffer.from(payload!, 'base64url');
    bytes[16] = 2;
    const forgedPayload = bytes.toString('base64url');
    const post = (url: string) => context().app.inject({ method: 'POST', url });
    for (const bad of [
      `${forgedPayload}.${signature}`,
      `${payload}.${'A'.repeat(43)}`,
      'not-a-token',
      `${token}.extra`,
      '',
    ]) {
      const answer = await post(`/api/unsubscribe/${bad}`);
      expect([answer.statusCode, answer.json()], bad).toEqual([
        400,
        refusal(MAIL_MESSAGES.badLink),
      ]);
      const page = await context().app.inject({ method: 'GET', url: `/unsubscribe/${bad}` });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain(MAIL_MESSAGES.badLink);
    }
    clock = at('12:00:00', '2027-02-01');
    const expired = await post(`/api/unsubscribe/${token}`);
    expect([expired.statusCode, expired.json()]).toEqual([410, refusal(MAIL_MESSAGES.expiredLink)]);
  });

  it('asks on the page the email’s link opens, and unsubscribes only when the button is pressed', async () => {
    const { api, mailbox } = await sleeper('email', 'Reader');
    await tickAt(at('22:30:05', '2026-12-01'));
    const link = mailbox()[0]!.text!.match(/Stop reminder emails: (\S+)/)![1]!;
    const path = new URL(link).pathname;
    expect(path).toMatch(/^\/unsubscribe\//);
    const page = await context().app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Stop reminder emails?');
    expect(page.body).toContain('<form method="post">');
    expect((await settings(api)).json()).toMatchObject({ reminders: 'email' });
    const done = await context().app.inject({ method: 'POST', url: path });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('no more reminder emails');
    expect((await settings(api)).json()).toMatchObject({ reminders: 'off' });
  });

  it('never logs an unsubscribe token', async () => {
    const { mailbox } = await sleeper('email', 'Private');
    await tickAt(at('22:30:05', '2026-12-02'));
    const path = unsubscribeLink(mailbox()[0]!).pathname;
    const token = path.split('/').pop()!;
    const from = logLines.length;
    await context().app.inject({ method: 'GET', url: path.replace('/api', '') });
    await context().app.inject({ method: 'POST', url: `${path}/more` });
    await context().app.inject({ method: 'POST', url: `${path.slice(0, -1)}%zz` });
    await context().app.inject({ method: 'POST', url: path });
    const log = logLines.slice(from).join('');
    expect(log).toContain('/api/unsubscribe/[token]');
    expect(log).not.toContain(token.slice(0, 20));
    expect(log).not.toContain(token.slice(-20));
  });

  describe('the weekly digest', () => {
    it('arrives once on Monday morning in the person’s zone, with what is due, last week and the review link', async () => {
      const api = await signIn('Planner');
      await api.send('PATCH', '/api/users/me', { timeZone: 'Asia/Tokyo' });
      const goal = await api.goal('Run a half marathon');
      const run = await api.tactic(goal.id, 'Run');
      // Its due date is its first day: Monday 30 November, the start of last week.
      await api.updateTactic(run.id, {
        repeat: { frequency: 'weekly', days: ['mon', 'wed', 'fri'] },
        dueDate: '2026-11-30',
      });
      const shoes = await api.tactic(goal.id, 'Buy shoes');
      await api.updateTactic(shoes.id, { dueDate: '2026-12-09' });
      // Last week (Mon 30 Nov to Sun 6 Dec): two of three runs.
      clock = new Date('2026-12-05T03:00:00Z');
      await api.checkIn(run.id, '2026-12-02');
      await api.checkIn(run.id, '2026-12-04');
      expect((await settings(api, { reminders: 'push', weeklyDigest: true })).statusCode).toBe(200);
      const mine = () => servers.inbox().to(api.user.email);

      // Sunday evening in Tokyo, then Monday 06:59 there: not yet.
      await tickAt(new Date('2026-12-06T12:00:00Z'));
      await tickAt(new Date('2026-12-06T21:59:00Z'));
      expect(mine()).toEqual([]);
      // Monday 07:00 in Tokyo is Sunday 22:00 UTC.
      await tickAt(new Date('2026-12-06T22:00:30Z'));
      await tickAt(new Date('2026-12-07T05:00:00Z'));
      expect(mine()).toHaveLength(1);
      const digest = mine()[0]!;
      expect(digest.subject).toBe('Your week from Mon 7 Dec: 2 due');
      expect(digest.text).toContain('Run (Run a half marathon): 3 days this week');
      expect(digest.text).toContain('Buy shoes (Run a half marathon): due Wed 9 Dec');
      expect(digest.text).toContain('Run a half marathon: Run: 2 of 3');
      expect(digest.text).toContain(`Review your week: ${ORIGIN}/review`);
      expect(header(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

      // One-click from the digest turns the digest off, and only it.
      const posted = await context().app.inject({
        method: 'POST',
        url: unsubscribeLink(digest).pathname,
      });
      expect(posted.json().message).toContain('weekly digest');
      expect((await settings(api)).json()).toMatchObject({
        reminders: 'push',
        weeklyDigest: false,
      });
      await tickAt(new Date('2026-12-13T22:00:30Z'));
      expect(mine()).toHaveLength(1);
    });
  });
});
