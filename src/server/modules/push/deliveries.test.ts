import { expect, it } from 'vitest';
import { arrivedText } from '#shared/deliveries';
import { translator } from '#server/i18n.ts';
import { deliveriesSchema, type DeliveryGroup } from '#shared/delivery-schemas';
import { dbKind, describeWithDb } from '#test/server/test-app.ts';
import { useInboxAndPushService } from '#test/server/mail-and-push.ts';
import type { TestDevice } from '#test/server/push-service.ts';
import { parseExactly, useWorkflowApp, type WorkflowApi } from '#test/server/workflow-model.ts';

/** Berlin is UTC+1 in November. 2026-11-24 is a Tuesday. */
const at = (time: string, date: string) => new Date(`${date}T${time}+01:00`);
const ORIGIN = 'https://plan.example.com';

describeWithDb(`delivery you can see (${dbKind})`, () => {
  let clock = at('12:00:00', '2026-11-24');
  const servers = useInboxAndPushService();
  const { vapid, mail } = servers;
  const { context, signIn } = useWorkflowApp({
    now: () => clock,
    publicUrl: ORIGIN,
    push: { vapid, allowLoopbackHttp: true },
    mail,
  });

  /** Both passes at 22:30:05 on `date`, as a running server makes them. */
  const remindAt = async (date: string) => {
    clock = at('22:30:05', date);
    await context().app.reminders.tick();
    await context().app.mail.tick();
  };

  /** A person in Berlin with "Lights out" at 22:30 daily, reminders by `channel`, and devices. */
  async function sleeper(name: string, channel: string, devices: number) {
    const api = await signIn(name);
    await api.send('PATCH', '/api/users/me', { timeZone: 'Europe/Berlin' });
    const goal = await api.goal('Sleep 8 hours a night');
    const tactic = await api.tactic(goal.id, 'Lights out');
    await api.updateTactic(tactic.id, { repeat: { frequency: 'daily' }, remindAt: '22:30' });
    await api.send('PUT', '/api/mail/settings', { reminders: channel, weeklyDigest: false });
    const phones: TestDevice[] = [];
    for (let i = 0; i < devices; i++) {
      const phone = servers.service().device();
      expect((await api.send('PUT', '/api/push/subscriptions', phone.body)).statusCode).toBe(204);
      phones.push(phone);
    }
    return { api, phones, mailbox: () => servers.inbox().to(api.user.email) };
  }

  const deliveries = async (api: WorkflowApi) => {
    const answer = await api.send('GET', '/api/reminders/deliveries');
    expect(answer.statusCode, answer.body).toBe(200);
    return parseExactly(deliveriesSchema, answer.json()).groups;
  };
  const group = (over: Partial<DeliveryGroup>): DeliveryGroup => ({
    channel: 'push',
    name: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
    current: true,
    stopped: false,
    total: 1,
    arrived: 1,
    clicked: 0,
    failed: 0,
    fellBack: 0,
    lastFailure: null,
    ...over,
  });

  it('records per device how each reminder went, and a click reported by the service worker', async () => {
    const { api, phones, mailbox } = await sleeper('Two phones', 'both', 2);
    phones[1]!.status = 500;
    await remindAt('2026-11-24');
    expect(phones.map((phone) => phone.received.length)).toEqual([1, 1]);
    expect(mailbox()).toHaveLength(1);
    const groups = await deliveries(api);
    expect(groups).toHaveLength(3);
    expect(groups).toEqual(
      expect.arrayContaining([
        group({}),
        group({ arrived: 0, failed: 1, lastFailure: 'the push service answered 500' }),
      ]),
    );
    expect(groups[2]).toEqual(group({ channel: 'email', name: 'Email' }));
    expect(groups.map((group) => arrivedText(translator('en'), group)).sort()).toEqual([
      '0 of 1 arrived',
      '1 of 1 arrived',
      '1 of 1 arrived',
    ]);

    // The notification carries its receipt; only its owner may report the click.
    const receipt = phones[0]!.received[0]!.receipt!;
    const stranger = await signIn('Stranger');
    const path = `/api/reminders/deliveries/${receipt}/clicked`;
    expect((await stranger.send('POST', path)).statusCode).toBe(404);
    expect(await deliveries(stranger)).toEqual([]);
    expect((await api.send('POST', '/api/reminders/deliveries/not-an-id/clicked')).statusCode).toBe(
      404,
    );
    expect((await api.send('POST', path)).statusCode).toBe(204);
    expect((await api.send('POST', path)).statusCode).toBe(204);
    expect(await deliveries(api)).toContainEqual(group({ clicked: 1 }));
  });

  it('falls back to email once when pushes fail for a person who chose push only', async () => {
    const { api, phones, mailbox } = await sleeper('Fallback', 'push', 2);
    phones[0]!.status = 503;
    phones[1]!.status = 410;
    await remindAt('2026-11-25');
    // A second instance's pass finds nothing more to send.
    await context().app.reminders.tick();
    expect(mailbox().map((message) => message.subject)).toEqual([
      'Lights out at 22:30 - Sleep 8 hours a night',
    ]);
    expect(await deliveries(api)).toEqual([
      group({ arrived: 0, failed: 1, lastFailure: 'the push service answered 503' }),
      // The push service said the device is gone: it is removed, its record stays.
      group({
        current: false,
        arrived: 0,
        failed: 1,
        lastFailure: '410 gone: the device unsubscribed',
      }),
      group({ channel: 'email', name: 'Email', fellBack: 1 }),
    ]);
  });

  it('does not fall back for a person who gets reminders by email anyway, or by push and it arrived', async () => {
    const both = await sleeper('Both failing', 'both', 1);
    both.phones[0]!.status = 500;
    const fine = await sleeper('Arrives', 'push', 1);
    await remindAt('2026-11-26');
    expect(both.mailbox()).toHaveLength(1);
    expect((await deliveries(both.api)).find((g) => g.channel === 'email')?.fellBack).toBe(0);
    expect(fine.mailbox()).toEqual([]);
  });

  it('flags a device whose last three pushes failed and tells the person once by email', async () => {
    const { api, phones, mailbox } = await sleeper('Stopped', 'push', 1);
    const phone = phones[0]!;
    phone.status = 500;
    const told = () =>
      mailbox().filter(
        (message) => message.subject === 'Reminders stopped reaching one of your devices',
      );
    for (const date of ['2026-11-24', '2026-11-25']) await remindAt(date);
    expect((await deliveries(api))[0]!.stopped).toBe(false);
    expect(told()).toEqual([]);
    await remindAt('2026-11-26');
    expect((await deliveries(api))[0]).toEqual(
      group({
        stopped: true,
        total: 3,
        arrived: 0,
        failed: 3,
        lastFailure: 'the push service answered 500',
      }),
    );
    expect(told()).toHaveLength(1);
    expect(told()[0]!.text).toContain(`${ORIGIN}/account`);
    // Still failing: told once, not again.
    await remindAt('2026-11-27');
    expect(told()).toHaveLength(1);
    // Reached again: no longer flagged.
    phone.status = 201;
    await remindAt('2026-11-28');
    expect((await deliveries(api))[0]!.stopped).toBe(false);
  });
});
