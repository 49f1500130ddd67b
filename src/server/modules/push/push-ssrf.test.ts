/**
 * Reminders go only to public addresses (docs/decisions/240-push-goes-only-to-public-addresses.md).
 * A receiver on loopback counts every connection made to it: an endpoint naming this machine, in
 * any spelling or through a name that resolves here, is refused by the API and, stored anyway
 * (a row saved before the check), never contacted by the sender.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PUSH_PATHS } from '#shared/push';
import { PUSH_MESSAGES } from '#shared/push-schemas';
import { pushSubscriptions, users } from '#server/db/schema.ts';
import { dbKind, describeWithDb, refusal } from '#test/server/test-app.ts';
import { startPushService, type TestPushService } from '#test/server/push-service.ts';
import { useWorkflowApp, type WorkflowApi } from '#test/server/workflow-model.ts';
import type { ResolvedAddress } from './push-address.ts';
import { pushRepository } from './push.repository.ts';
import { reminderSender } from './reminder-sender.ts';
import { generateVapidKeys } from './vapid.ts';

/** 09:00 UTC, when the test people's daily reminder is due. */
const DUE = new Date('2026-11-24T09:00:05Z');

/** A listener that counts connections and closes each at once. */
async function receiver(host: string) {
  const counted = { connections: 0, server: undefined as unknown as Server, port: 0 };
  counted.server = createServer((socket) => {
    counted.connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => counted.server.listen(0, host, resolve));
  counted.port = (counted.server.address() as AddressInfo).port;
  return counted;
}

/** A browser's keys, so that the message can be encrypted for the endpoint. */
function keys() {
  const ecdh = createECDH('prime256v1');
  return {
    p256dh: ecdh.generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** What the test resolver answers: names that point at this machine, as a hostile DNS would. */
const NAMES: Record<string, ResolvedAddress[]> = {
  localhost: [
    { address: '127.0.0.1', family: 4 },
    { address: '::1', family: 6 },
  ],
  'inside.example.com': [{ address: '127.0.0.1', family: 4 }],
  'elsewhere-inside.example.com': [{ address: '127.0.0.2', family: 4 }],
  'v6-inside.example.com': [{ address: '::1', family: 6 }],
};
const resolve = (hostname: string) =>
  NAMES[hostname]
    ? Promise.resolve(NAMES[hostname])
    : Promise.reject(Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' }));

describeWithDb(`reminders never reach this machine or its network (${dbKind})`, () => {
  const vapid = generateVapidKeys();
  const { context, signIn } = useWorkflowApp({ now: () => DUE, push: { vapid } });
  let v4: Awaited<ReturnType<typeof receiver>>;
  let v6: Awaited<ReturnType<typeof receiver>>;
  beforeAll(async () => {
    [v4, v6] = await Promise.all([receiver('127.0.0.1'), receiver('::1')]);
  });
  afterAll(async () => {
    await Promise.all([v4, v6].map(({ server }) => new Promise((done) => server.close(done))));
  });

  /** The sender as deployed (no loopback allowed), with names resolved by the test resolver. */
  const strictSender = () =>
    reminderSender({
      push: pushRepository(context().database.db),
      vapid,
      now: () => DUE,
      log: context().app.log,
      resolve,
    });

  /** A UTC person with a daily "Stretch" reminder at 09:00. */
  async function stretcher(name: string) {
    const api = await signIn(name);
    await api.send('PATCH', '/api/users/me', { timeZone: 'UTC' });
    const goal = await api.goal('Move every day');
    const tactic = await api.tactic(goal.id, 'Stretch');
    await api.updateTactic(tactic.id, { repeat: { frequency: 'daily' }, remindAt: '09:00' });
    return api;
  }

  /** Stores devices as a row saved before the endpoint check would be: no API in between. */
  async function storeDirectly(api: WorkflowApi, endpoints: string[]) {
    const { db } = context().database;
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.firebaseUid, api.user.uid));
    for (const endpoint of endpoints) {
      expect(await pushRepository(db).subscribe(user!.id, { endpoint, keys: keys() })).toBe(
        'saved',
      );
    }
  }
  const devicesOf = async () =>
    (
      await context()
        .database.db.select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
    ).map((row) => row.endpoint);

  it('refuses loopback in every spelling and names resolving to it: 400, and never contacted', async () => {
    const api = await stretcher('Prober');
    const endpoints = [
      `https://127.0.0.1:${v4.port}/push/a`,
      `https://127.1:${v4.port}/push/b`,
      `https://0x7f000001:${v4.port}/push/c`,
      `https://2130706433:${v4.port}/push/d`,
      `https://[::1]:${v6.port}/push/e`,
      `https://[::ffff:127.0.0.1]:${v4.port}/push/f`,
      `https://localhost:${v4.port}/push/g`,
      `https://inside.example.com:${v4.port}/push/h`,
      `https://v6-inside.example.com:${v6.port}/push/i`,
    ];
    for (const endpoint of endpoints) {
      const answer = await api.send('PUT', PUSH_PATHS.subscriptions, { endpoint, keys: keys() });
      expect(answer.statusCode, endpoint).toBe(400);
      expect(answer.json(), endpoint).toMatchObject(refusal(PUSH_MESSAGES.endpoint));
    }
    expect(await devicesOf()).toEqual([]);

    await storeDirectly(api, endpoints);
    const summary = await strictSender().tick();
    expect(summary).toMatchObject({ sent: 0, late: 0, failed: endpoints.length, removed: 0 });
    expect({ v4: v4.connections, v6: v6.connections }).toEqual({ v4: 0, v6: 0 });

    // The receivers do count what reaches them.
    await new Promise<void>((done) => connect(v4.port, '127.0.0.1').on('close', () => done()));
    expect(v4.connections).toBe(1);
    v4.connections = 0;
  });

  it('answers the same for an inside address that listens, one that does not, and a name that does not resolve', async () => {
    const api = await stretcher('Scanner');
    const endpoints = [
      `https://inside.example.com:${v4.port}/push/listening`,
      `https://elsewhere-inside.example.com:${v4.port}/push/silent`,
      `https://nowhere.example.com/push/unresolved`,
    ];
    await storeDirectly(api, endpoints);
    const summary = await strictSender().tick();
    // None is contacted and none removed: the devices a person keeps (and so the 409 at the
    // limit) never tell which internal hosts exist.
    expect(summary).toMatchObject({ failed: 3, removed: 0 });
    expect(v4.connections).toBe(0);
    expect((await devicesOf()).filter((endpoint) => endpoints.includes(endpoint))).toEqual(
      endpoints,
    );
  });
});

describeWithDb(`messages to push services are bounded (${dbKind})`, () => {
  const vapid = generateVapidKeys();
  const { context, signIn } = useWorkflowApp({ now: () => DUE, push: { vapid } });
  let service: TestPushService;
  let silent: Server;
  const held: Socket[] = [];
  beforeAll(async () => {
    service = await startPushService(() => vapid.publicKey);
    // Accepts connections and never answers.
    silent = createServer((socket) => held.push(socket));
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await Promise.all([service.close(), new Promise((done) => silent.close(done))]);
  });

  it('sends a pass to one push service over a few shared connections', async () => {
    const api = await signIn('Many devices');
    await api.send('PATCH', '/api/users/me', { timeZone: 'UTC' });
    const goal = await api.goal('Move every day');
    const tactics = [];
    for (const title of ['Stretch', 'Walk', 'Plank']) {
      const tactic = await api.tactic(goal.id, title);
      await api.updateTactic(tactic.id, { repeat: { frequency: 'daily' }, remindAt: '09:00' });
      tactics.push(tactic);
    }
    const phones = Array.from({ length: 10 }, () => service.device());
    for (const phone of phones) {
      expect((await api.send('PUT', PUSH_PATHS.subscriptions, phone.body)).statusCode).toBe(204);
    }
    const summary = await context().app.reminders.tick();
    expect(summary.sent).toBe(30);
    expect(service.problems).toEqual([]);
    expect(service.connections()).toBeLessThanOrEqual(8);
  });

  it('gives a push service that never answers a limited time', async () => {
    const api = await signIn('Silent service');
    await api.send('PATCH', '/api/users/me', { timeZone: 'UTC' });
    const tactic = await api.tactic((await api.goal('Move every day')).id, 'Stretch');
    await api.updateTactic(tactic.id, { repeat: { frequency: 'daily' }, remindAt: '09:00' });
    const endpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/push/silent`;
    const saved = await api.send('PUT', PUSH_PATHS.subscriptions, { endpoint, keys: keys() });
    expect(saved.statusCode, saved.body).toBe(204);
    const sender = reminderSender({
      push: pushRepository(context().database.db),
      vapid,
      now: () => DUE,
      log: context().app.log,
      allowLoopbackHttp: true,
      sendTimeoutMs: 300,
    });
    const started = Date.now();
    expect(await sender.tick()).toMatchObject({ failed: 1, removed: 0 });
    await sender.stop();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
