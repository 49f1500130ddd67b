import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import type { PartnerMessage } from '#shared/push';
import { LOOP_MESSAGES } from '#shared/sharing';
import { outcomeSharingSchema, sharedOutcomeSchema } from '#shared/sharing-schemas';
import { dbKind, describeWithDb } from '#test/server/test-app.ts';
import { useInboxAndPushService } from '#test/server/mail-and-push.ts';
import {
  followOutcome,
  NOT_FOUND,
  parseExactly,
  useWorkflowApp,
  type WorkflowApi,
} from '#test/server/workflow-model.ts';

/** Berlin is UTC+1, Tokyo UTC+9. 2026-11-24 is a Tuesday, 2026-11-30 a Monday. */
const berlin = (date: string, time: string) => new Date(`${date}T${time}+01:00`);
const ORIGIN = 'https://plan.example.com';
const SECRETS = {
  plan: 'SECRET-PLAN-THEN',
  link: 'https://example.com/SECRET-LINK',
  note: 'SECRET-CHECK-IN-NOTE',
  other: 'SECRET-OTHER-OUTCOME',
};

describeWithDb(`the partner loop (${dbKind})`, () => {
  let clock = berlin('2026-11-24', '12:00:00');
  const servers = useInboxAndPushService();
  const { context, signIn } = useWorkflowApp({
    now: () => clock,
    publicUrl: ORIGIN,
    push: { vapid: servers.vapid, allowLoopbackHttp: true },
    mail: servers.mail,
  });
  const tickAt = async (when: Date) => {
    clock = when;
    return context().app.mail.tick();
  };
  const mailbox = (api: WorkflowApi) => servers.inbox().to(api.user.email);
  const subjects = (api: WorkflowApi) => mailbox(api).map((message) => message.subject);

  /**
   * Sam in Berlin, with an outcome holding a daily repeat (with an if-then plan and a link) and
   * a one-off, and another outcome a partner never sees.
   */
  async function owner() {
    const api = await signIn('Sam Owner');
    await api.send('PATCH', '/api/users/me', { timeZone: 'Europe/Berlin' });
    const outcome = await api.outcome('Run my first half marathon');
    const goalAnswer = await api.createGoal({ title: 'Finish in 2 hours', outcomeId: outcome.id });
    expect(goalAnswer.statusCode, goalAnswer.body).toBe(201);
    const goal = goalAnswer.json<{ id: string }>();
    const run = await api.tactic(goal.id, 'Morning run');
    const changed = await api.updateTactic(run.id, {
      // From the 24th: a repeat starts on its due date (its set time is the database's now).
      repeat: { frequency: 'daily' },
      dueDate: '2026-11-24',
      plan: { when: 'it is 7 am', then: SECRETS.plan },
      link: SECRETS.link,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const shoes = await api.tactic(goal.id, 'Buy shoes');
    await api.outcome(SECRETS.other);
    return { api, outcome, run, shoes };
  }

  /** A partner in Tokyo following the outcome, with these loop choices. */
  async function partner(sam: WorkflowApi, outcomeId: string, loop: unknown, name = 'Alex') {
    const api = await followOutcome(sam, await signIn(name), outcomeId);
    await api.send('PATCH', '/api/users/me', { timeZone: 'Asia/Tokyo' });
    const saved = await api.send('PUT', `/api/shared/${outcomeId}/loop`, loop);
    expect([saved.statusCode, saved.json()]).toEqual([200, loop]);
    return api;
  }

  const view = async (api: WorkflowApi, outcomeId: string) => {
    const answer = await api.send('GET', `/api/shared/${outcomeId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return parseExactly(sharedOutcomeSchema, answer.json());
  };

  /** The List-Unsubscribe address's path. */
  const unsubscribePath = (message: ParsedMail) => {
    const line = message.headerLines.find((found) => found.key === 'list-unsubscribe')!.line;
    return new URL(/<([^>]+)>/.exec(line)![1]!).pathname;
  };

  describe('routes', () => {
    it('keeps each partner’s own choices, shown in their view; anyone else’s call is not found', async () => {
      const sam = await owner();
      const alex = await partner(sam.api, sam.outcome.id, { weekly: 'email', nudges: 'push' });
      const blake = await partner(sam.api, sam.outcome.id, { weekly: 'off', nudges: 'off' }, 'B');
      expect((await view(alex, sam.outcome.id)).loop).toEqual({
        weekly: 'email',
        nudges: 'push',
        misses: false,
      });
      // Blake's choice changed Blake's row only.
      expect((await view(blake, sam.outcome.id)).loop.weekly).toBe('off');
      const stranger = await signIn('Stranger');
      const body = { weekly: 'off', nudges: 'off' };
      for (const [who, id] of [
        [sam.api, sam.outcome.id],
        [stranger, sam.outcome.id],
        [alex, 'not-an-id'],
        [alex, '00000000-0000-4000-8000-000000000000'],
      ] as const) {
        const answer = await who.send('PUT', `/api/shared/${id}/loop`, body);
        expect([answer.statusCode, answer.json()]).toEqual([404, NOT_FOUND]);
      }
      expect((await view(alex, sam.outcome.id)).loop.nudges).toBe('push');
    });

    it('refuses a bad choice with a sentence saying what is allowed', async () => {
      const sam = await owner();
      const alex = await partner(sam.api, sam.outcome.id, { weekly: 'off', nudges: 'off' });
      const url = `/api/shared/${sam.outcome.id}/loop`;
      for (const [body, message] of [
        [{ weekly: 'sms', nudges: 'off' }, LOOP_MESSAGES.weekly],
        [{ weekly: 'off', nudges: true }, LOOP_MESSAGES.nudges],
        [{ weekly: 'off' }, LOOP_MESSAGES.nudges],
      ] as const) {
        const answer = await alex.send('PUT', url, body);
        expect(answer.statusCode, JSON.stringify(body)).toBe(400);
        expect(answer.json<{ message: string }>().message).toContain(message);
      }
      const extra = await alex.send('PUT', url, { weekly: 'off', nudges: 'off', misses: true });
      expect(extra.statusCode).toBe(400);
    });

    it('lets only the owner choose whether partners hear of misses (a partner 403 to write, 404 to read)', async () => {
      const sam = await owner();
      const alex = await partner(sam.api, sam.outcome.id, { weekly: 'off', nudges: 'email' });
      const url = `/api/outcomes/${sam.outcome.id}/sharing`;
      const read = await sam.api.send('GET', url);
      expect(parseExactly(outcomeSharingSchema, read.json())).toEqual({ partnersSeeMisses: false });
      const saved = await sam.api.send('PUT', url, { partnersSeeMisses: true });
      expect([saved.statusCode, saved.json()]).toEqual([200, { partnersSeeMisses: true }]);
      expect((await view(alex, sam.outcome.id)).loop.misses).toBe(true);

      expect((await alex.send('PUT', url, { partnersSeeMisses: false })).statusCode).toBe(403);
      expect((await alex.send('GET', url)).statusCode).toBe(404);
      const stranger = await signIn('Stranger');
      expect((await stranger.send('PUT', url, { partnersSeeMisses: false })).statusCode).toBe(404);
      const bad = await sam.api.send('PUT', url, { partnersSeeMisses: 'yes' });
      expect([bad.statusCode, bad.json<{ message: string }>().message]).toEqual([
        400,
        expect.stringContaining(LOOP_MESSAGES.misses),
      ]);
      expect((await view(alex, sam.outcome.id)).loop.misses).toBe(true);
    });
  });

  it('sends the owner’s week on the partner’s Monday in their zone, once, with only what the partner view shows', async () => {
    clock = berlin('2026-11-25', '12:00:00');
    const sam = await owner();
    expect(
      (await sam.api.checkIn(sam.run.id, '2026-11-25', { note: SECRETS.note })).statusCode,
    ).toBe(204);
    const alex = await partner(sam.api, sam.outcome.id, { weekly: 'email', nudges: 'off' });
    // Monday 07:00 in Tokyo is 22:00Z on Sunday.
    await tickAt(new Date('2026-11-29T21:59:00Z'));
    expect(mailbox(alex)).toEqual([]);
    await tickAt(new Date('2026-11-29T22:00:05Z'));
    await tickAt(new Date('2026-11-29T22:00:35Z'));
    expect(subjects(alex)).toEqual([
      'Sam Owner’s week from Mon 30 Nov: 1 due (Run my first half marathon)',
    ]);
    const [week] = mailbox(alex);
    const text = `${week!.text}\n${week!.html}`;
    expect(week!.text).toContain('Morning run');
    expect(week!.text).toContain(`${ORIGIN}/shared/${sam.outcome.id}`);
    for (const secret of [...Object.values(SECRETS), sam.api.user.email]) {
      expect(text).not.toContain(secret);
    }
    // The owner gets no partner's email, and the one-click link turns the partner's emails off.
    expect(mailbox(sam.api)).toEqual([]);
    const unsubscribed = await context().app.inject({
      method: 'POST',
      url: unsubscribePath(week!),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    expect((await view(alex, sam.outcome.id)).loop.weekly).toBe('off');
  });

  it('sends the owner’s week on the first day of the partner’s own week when it starts on Sunday', async () => {
    clock = berlin('2026-11-25', '12:00:00');
    const sam = await owner();
    const alex = await partner(sam.api, sam.outcome.id, { weekly: 'email', nudges: 'off' });
    const chosen = await alex.send('PATCH', '/api/users/me', { weekStartsOn: 'sunday' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    // Sunday 07:00 in Tokyo is 22:00Z on Saturday; Monday brings nothing more.
    await tickAt(new Date('2026-11-28T21:59:00Z'));
    expect(mailbox(alex)).toEqual([]);
    await tickAt(new Date('2026-11-28T22:00:05Z'));
    await tickAt(new Date('2026-11-29T22:00:05Z'));
    expect(subjects(alex)).toEqual([
      expect.stringMatching(/^Sam Owner’s week from Sun 29 Nov: /) as unknown as string,
    ]);
  });

  it('nudges a partner who asked, once per day the owner checks in, and no one else', async () => {
    clock = berlin('2026-11-24', '08:00:00');
    const sam = await owner();
    const alex = await partner(sam.api, sam.outcome.id, { weekly: 'off', nudges: 'email' });
    const quiet = await partner(sam.api, sam.outcome.id, { weekly: 'off', nudges: 'off' }, 'Q');
    const phone = servers.service().device();
    const pushed = await partner(sam.api, sam.outcome.id, { weekly: 'off', nudges: 'push' }, 'P');
    expect((await pushed.send('PUT', '/api/push/subscriptions', phone.body)).statusCode).toBe(204);
    await tickAt(berlin('2026-11-24', '08:01:00'));
    expect(mailbox(alex)).toEqual([]);

    await sam.api.checkIn(sam.run.id, '2026-11-24', { note: SECRETS.note });
    await tickAt(berlin('2026-11-24', '08:02:00'));
    await tickAt(berlin('2026-11-24', '08:02:30'));
    expect(subjects(alex)).toEqual(['Sam Owner checked in: Morning run']);
    expect(mailbox(alex)[0]!.text).not.toContain(SECRETS.note);
    expect(mailbox(quiet)).toEqual([]);
    expect(mailbox(pushed)).toEqual([]);
    expect(phone.received as unknown as PartnerMessage[]).toEqual([
      {
        kind: 'partner',
        title: 'Sam Owner checked in: Morning run',
        body: 'Run my first half marathon. Send a cheer?',
        url: `/shared/${sam.outcome.id}`,
        tag: `partner-checkin ${sam.outcome.id} 2026-11-24`,
      },
    ]);
    // Unticked and ticked again the same day: the day's nudge was sent.
    await sam.api.removeCheckIn(sam.run.id, '2026-11-24');
    await sam.api.checkIn(sam.run.id, '2026-11-24');
    await tickAt(berlin('2026-11-24', '20:00:00'));
    expect(mailbox(alex)).toHaveLength(1);
    // The next day's check-in is a new nudge.
    await tickAt(berlin('2026-11-25', '09:00:00'));
    await sam.api.checkIn(sam.run.id, '2026-11-25');
    await tickAt(berlin('2026-11-25', '09:00:30'));
    expect(subjects(alex)).toHaveLength(2);
  });

  it('stops once the partnership ends or the outcome is no longer active', async () => {
    clock = berlin('2026-11-24', '08:00:00');
    const sam = await owner();
    const alex = await partner(sam.api, sam.outcome.id, { weekly: 'email', nudges: 'email' });
    const [shared] = (await alex.send('GET', '/api/shared')).json<{ partnerId: string }[]>();
    const removed = await sam.api.send(
      'DELETE',
      `/api/outcomes/${sam.outcome.id}/partners/${shared!.partnerId}`,
    );
    expect(removed.statusCode).toBe(204);
    await sam.api.checkIn(sam.run.id, '2026-11-24');
    await tickAt(berlin('2026-11-24', '08:01:00'));
    await tickAt(new Date('2026-11-29T22:00:05Z'));
    expect(mailbox(alex)).toEqual([]);

    const blake = await partner(sam.api, sam.outcome.id, { weekly: 'email', nudges: 'email' }, 'B');
    expect((await sam.api.updateOutcome(sam.outcome.id, { status: 'archived' })).statusCode).toBe(
      200,
    );
    // The 24th's check-in would be news to Blake, and the week too, were the outcome active.
    await tickAt(berlin('2026-11-24', '08:02:00'));
    await tickAt(new Date('2026-11-29T22:00:35Z'));
    expect(mailbox(blake)).toEqual([]);
  });

  it('tells of a repeat missed twice only when the owner allows it, once', async () => {
    clock = berlin('2026-11-24', '08:00:00');
    const sam = await owner();
    const alex = await partner(sam.api, sam.outcome.id, { weekly: 'off', nudges: 'email' });
    // The 24th and 25th are missed: on the 26th they are two periods over.
    await tickAt(berlin('2026-11-26', '09:00:00'));
    expect(mailbox(alex)).toEqual([]);
    const allowed = await sam.api.send('PUT', `/api/outcomes/${sam.outcome.id}/sharing`, {
      partnersSeeMisses: true,
    });
    expect(allowed.statusCode).toBe(200);
    await tickAt(berlin('2026-11-26', '09:00:30'));
    await tickAt(berlin('2026-11-26', '09:01:00'));
    // The third miss in a row is no new news.
    await tickAt(berlin('2026-11-27', '09:00:00'));
    expect(subjects(alex)).toEqual(['Sam Owner missed Morning run twice']);
    expect(mailbox(alex)[0]!.text).toContain('A cheer may help them start again.');
  });
});
