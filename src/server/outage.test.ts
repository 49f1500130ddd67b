import { randomUUID } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, type App } from './app.ts';
import { openPostgres, type Database } from './db/client.ts';
import { createIdTokenVerifier } from './plugins/id-token-verifier.ts';
import {
  describeWithDb,
  signInTestUser,
  testProjectId,
  type TestUser,
} from '../test/server/test-app.ts';
import { refusal } from '#test/server/test-app.ts';

/**
 * A TCP relay in front of the test PostgreSQL that can be "unplugged": while down it cuts every
 * open connection and refuses new ones, as a crashed or restarting database server would. It can
 * also make one connection go silent, as a server that stops answering without closing anything
 * would: the next connection to send a given text hears nothing from the server after it.
 */
async function unpluggableRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let up = true;
  let silentAfter: string | undefined;
  const server = net.createServer((client) => {
    if (!up) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    let silent = false;
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      if (silentAfter !== undefined && chunk.includes(silentAfter)) {
        silent = true;
        silentAfter = undefined;
      }
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!silent) client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    unplug() {
      up = false;
      for (const socket of sockets) socket.destroy();
    },
    plugIn() {
      up = true;
    },
    silenceAfter(text: string) {
      silentAfter = text;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describeWithDb('a database outage under a running server (postgres)', () => {
  const name = `momentum_outage_${randomUUID().replaceAll('-', '')}`;
  let relay: Awaited<ReturnType<typeof unpluggableRelay>>;
  let database: Database;
  let app: App;
  let user: TestUser;
  const logLines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
    const admin = new pg.Client({ connectionString: serverUrl.toString() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    relay = await unpluggableRelay(serverUrl);
    const viaRelay = new URL(serverUrl);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    viaRelay.pathname = `/${name}`;
    // A short statement timeout, so that a silent server is given up on (2 s later) quickly.
    database = openPostgres(viaRelay.toString(), 1_000);
    await database.migrate();
    app = await buildApp({
      database,
      verifier: createIdTokenVerifier({ projectId: testProjectId(), emulator: true }),
      clientConfig: {
        firebase: { apiKey: 'local', authDomain: 'localhost', projectId: testProjectId() },
        authEmulatorUrl: null,
      },
      logger: {
        level: 'info',
        stream: { write: (line: string) => logLines.push(JSON.parse(line)) },
      },
    });
    await app.ready();
    user = await signInTestUser();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await relay?.close();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: body ? { ...user.headers, 'content-type': 'application/json' } : user.headers,
      payload: body ? JSON.stringify(body) : undefined,
    });

  it('answers 503 with Retry-After while the database is down, and recovers without a restart', async () => {
    expect((await call('POST', '/api/goals', { title: 'Before the outage' })).statusCode).toBe(201);

    relay.unplug();
    for (const [method, url, body] of [
      ['GET', '/api/outcomes', undefined],
      ['POST', '/api/goals', { title: 'Secret plan of Ada' }],
      ['PATCH', `/api/goals/${randomUUID()}`, { title: 'Secret rename by Ada' }],
      ['PATCH', `/api/tactics/${randomUUID()}`, { title: 'Secret tactic of Ada' }],
    ] as const) {
      const response = await call(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual(
        refusal('The service is temporarily unavailable. Please try again in a few seconds.'),
      );
    }
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe('5');

    relay.plugIn();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const plan = await call('GET', '/api/outcomes');
    expect(plan.statusCode).toBe(200);
    expect(plan.json()).toMatchObject({ goals: [{ title: 'Before the outage' }] });
  });

  it('answers 503 when the database stops answering mid-statement, and saves nothing half-done', async () => {
    const outage = refusal(
      'The service is temporarily unavailable. Please try again in a few seconds.',
    );
    // The pool's connections first sit idle past the silence limit (3 s here), which must not
    // stop them from being watched once they are in use again.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    // A read: its plan statement goes out, and no answer comes back.
    relay.silenceAfter('active_plans_of_caller');
    const read = await call('GET', '/api/outcomes');
    expect(read.statusCode).toBe(503);
    expect(read.headers['retry-after']).toBe('5');
    expect(read.json()).toEqual(outage);

    // A write inside a transaction: the goal's insert reaches the server, its answer does not.
    relay.silenceAfter('insert into "goals"');
    const write = await call('POST', '/api/goals', { title: 'Secret half-saved goal of Ada' });
    expect(write.statusCode).toBe(503);
    expect(write.json()).toEqual(outage);

    // The server itself never stopped: the next requests are served, without the goal.
    const plan = await call('GET', '/api/outcomes');
    expect(plan.statusCode).toBe(200);
    const titles = plan.json<{ goals: Array<{ title: string }> }>().goals.map((g) => g.title);
    expect(titles).toContain('Before the outage');
    expect(titles).not.toContain('Secret half-saved goal of Ada');
  });

  it('logged the failures as upstream failures with the SQL text but no parameter values', () => {
    const failures = logLines.filter((line) => line.msg === 'upstream failure');
    expect(failures.length).toBeGreaterThanOrEqual(4);
    // The statement that failed first depends on the route (the shared write counter, for writes);
    // a transaction whose connection was cut under it fails last at its rollback.
    for (const failure of failures) {
      expect(JSON.stringify(failure)).toMatch(
        /Failed query: (select|insert into|update |rollback)/,
      );
    }
    const logged = JSON.stringify(logLines);
    expect(logged).not.toContain('Secret plan of Ada');
    expect(logged).not.toContain('Secret rename by Ada');
    expect(logged).not.toContain('Secret tactic of Ada');
    expect(logged).not.toContain('Secret half-saved goal of Ada');
  });
});
