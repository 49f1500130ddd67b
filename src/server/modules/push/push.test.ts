import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_PUSH_DEVICES } from '#shared/limits';
import { PUSH_PATHS } from '#shared/push';
import { PUSH_MESSAGES, pushKeySchema, pushSubscriptionBodySchema } from '#shared/push-schemas';
import { pushSubscriptions, users } from '#server/db/schema.ts';
import { dbKind, describeWithDb, refusal } from '#test/server/test-app.ts';
import { startPushService, type TestPushService } from '#test/server/push-service.ts';
import {
  NON_OBJECT_BODIES,
  parseExactly,
  useWorkflowApp,
  type WorkflowApi,
} from '#test/server/workflow-model.ts';
import { generateVapidKeys } from './vapid.ts';

describeWithDb(`devices for reminders (${dbKind})`, () => {
  let clock = new Date('2026-11-24T08:00:00Z');
  const vapid = generateVapidKeys();
  const { context, signIn } = useWorkflowApp({ now: () => clock, push: { vapid } });
  let service: TestPushService;
  beforeAll(async () => {
    service = await startPushService(() => vapid.publicKey);
  });
  afterAll(() => service.close());

  const subscribe = (api: WorkflowApi, body: unknown) =>
    api.send('PUT', PUSH_PATHS.subscriptions, body);
  const unsubscribe = (api: WorkflowApi, endpoint: string) =>
    api.send('DELETE', PUSH_PATHS.subscriptions, { endpoint });
  const devicesOf = async (api: WorkflowApi) =>
    (
      await context()
        .database.db.select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .innerJoin(users, eq(users.id, pushSubscriptions.userId))
        .where(eq(users.firebaseUid, api.user.uid))
    ).map((row) => row.endpoint);

  /** A UTC person with a daily "Stretch" at 09:00. */
  async function stretcher(name: string) {
    const api = await signIn(name);
    await api.send('PATCH', '/api/users/me', { timeZone: 'UTC' });
    const goal = await api.goal('Move every day');
    const tactic = await api.tactic(goal.id, 'Stretch');
    await api.updateTactic(tactic.id, { repeat: { frequency: 'daily' }, remindAt: '09:00' });
    return api;
  }

  it('gives the VAPID public key a browser subscribes with', async () => {
    const api = await signIn();
    const response = await api.send('GET', PUSH_PATHS.key);
    expect(response.statusCode).toBe(200);
    expect(parseExactly(pushKeySchema, response.json())).toEqual({ publicKey: vapid.publicKey });
    expect(Buffer.from(vapid.publicKey, 'base64url')).toHaveLength(65);
  });

  it('keeps a device once however often it subscribes, and forgets it when removed', async () => {
    const api = await signIn();
    const phone = service.device();
    for (let i = 0; i < 3; i++) {
      const response = await subscribe(api, { ...phone.body, expirationTime: null });
      expect(response.statusCode, response.body).toBe(204);
      expect(response.body).toBe('');
    }
    expect(await devicesOf(api)).toEqual([phone.body.endpoint]);
    expect((await unsubscribe(api, phone.body.endpoint)).statusCode).toBe(204);
    expect((await unsubscribe(api, phone.body.endpoint)).statusCode).toBe(204);
    expect(await devicesOf(api)).toEqual([]);
  });

  it('refuses endpoints that are not https and keys that are not a browser’s, saving nothing', async () => {
    const api = await signIn();
    const { body } = service.device();
    const cases: Array<[string, unknown, string]> = [
      [
        'plain http elsewhere',
        { ...body, endpoint: 'http://push.example.com/x' },
        PUSH_MESSAGES.endpoint,
      ],
      ['not a URL', { ...body, endpoint: 'push me' }, PUSH_MESSAGES.endpoint],
      ['a javascript: URL', { ...body, endpoint: 'javascript:alert(1)' }, PUSH_MESSAGES.endpoint],
      [
        'credentials in it',
        { ...body, endpoint: 'https://a:b@push.example.com/x' },
        PUSH_MESSAGES.endpoint,
      ],
      [
        'too long',
        { ...body, endpoint: `https://push.example.com/${'x'.repeat(1000)}` },
        PUSH_MESSAGES.endpoint,
      ],
      ['no endpoint', { keys: body.keys }, PUSH_MESSAGES.endpoint],
      ['no keys', { endpoint: body.endpoint }, PUSH_MESSAGES.keys],
      ['a short p256dh', { ...body, keys: { ...body.keys, p256dh: 'AAAA' } }, PUSH_MESSAGES.keys],
      [
        'an auth of 17 bytes',
        { ...body, keys: { ...body.keys, auth: Buffer.alloc(17).toString('base64url') } },
        PUSH_MESSAGES.keys,
      ],
      [
        'keys not base64url',
        { ...body, keys: { ...body.keys, auth: '!'.repeat(22) } },
        PUSH_MESSAGES.keys,
      ],
      ['an unknown field', { ...body, device: 'phone' }, 'Unrecognized key: "device"'],
      ...NON_OBJECT_BODIES,
    ];
    for (const [name, payload, message] of cases) {
      const response = await subscribe(api, payload);
      expect([name, response.statusCode, response.json().issues?.[0]?.message]).toEqual([
        name,
        400,
        message,
      ]);
    }
    expect(await devicesOf(api)).toEqual([]);
    // Without local mode, not even loopback http is a push service.
    expect(pushSubscriptionBodySchema(false).safeParse(body).success).toBe(false);
    expect(
      pushSubscriptionBodySchema(false).safeParse({
        ...body,
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      }).success,
    ).toBe(true);
  });

  it(`keeps at most ${MAX_PUSH_DEVICES} devices per person`, async () => {
    const api = await signIn();
    const phones = Array.from({ length: MAX_PUSH_DEVICES + 1 }, () => service.device());
    for (const phone of phones.slice(0, MAX_PUSH_DEVICES)) {
      expect((await subscribe(api, phone.body)).statusCode).toBe(204);
    }
    const refused = await subscribe(api, phones.at(-1)!.body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(refusal(PUSH_MESSAGES.tooMany));
    // One already kept subscribes again freely.
    expect((await subscribe(api, phones[0]!.body)).statusCode).toBe(204);
    expect(await devicesOf(api)).toHaveLength(MAX_PUSH_DEVICES);
  });

  it('lets nobody remove or reach another person’s device; a device that changes hands moves', async () => {
    const [alice, bob] = await Promise.all([stretcher('Alice'), stretcher('Bob')]);
    const phone = service.device();
    expect((await subscribe(alice, phone.body)).statusCode).toBe(204);

    // Bob cannot remove it: the same 204 as for an unknown endpoint, and it stays Alice's.
    expect((await unsubscribe(bob, phone.body.endpoint)).statusCode).toBe(204);
    expect(await devicesOf(alice)).toEqual([phone.body.endpoint]);
    expect(await devicesOf(bob)).toEqual([]);
    clock = new Date('2026-11-24T09:00:10Z');
    await context().app.reminders.tick();
    expect(phone.received.map((message) => message.title)).toEqual([
      'Stretch at 09:00 - Move every day',
    ]);
    const alicesTactic = phone.received[0]!.tacticId;

    // The phone is signed in as Bob now: it moves to him, and Alice's reminders stop going there.
    expect((await subscribe(bob, phone.body)).statusCode).toBe(204);
    expect(await devicesOf(alice)).toEqual([]);
    expect(await devicesOf(bob)).toEqual([phone.body.endpoint]);
    clock = new Date('2026-11-25T09:00:10Z');
    await context().app.reminders.tick();
    expect(phone.received).toHaveLength(2);
    expect(phone.received[1]!.tacticId).not.toBe(alicesTactic);
    expect(service.problems).toEqual([]);
  });

  it('deletes a person’s devices with their account', async () => {
    const api = await signIn();
    await subscribe(api, service.device().body);
    expect(await devicesOf(api)).toHaveLength(1);
    expect((await api.send('DELETE', '/api/users/me')).statusCode).toBe(204);
    expect(await devicesOf(api)).toEqual([]);
  });
});
