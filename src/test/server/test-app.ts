/** Test support for API tests: an app on a fresh real database, and real emulator tokens. */
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe } from 'vitest';
import { buildApp, type App, type AppOptions } from '#server/app.ts';
import { migrationsFolder, openPglite, openPostgres, type Database } from '#server/db/client.ts';
import { createIdTokenVerifier } from '#server/plugins/id-token-verifier.ts';
import { signInWithGoogleOnEmulator } from '../emulator-sign-in.ts';
import { errorCode } from '#server/error-codes.ts';

export const dbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** `describe` for database tests: skipped (loudly, by the global setup) when PostgreSQL is missing. */
export const describeWithDb =
  dbKind === 'postgres' && process.env.SKIP_POSTGRES ? describe.skip : describe;

function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host)
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the tests with `npm test`.');
  return host;
}

export const testProjectId = () => process.env.FIREBASE_PROJECT_ID ?? 'demo-momentum';

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A migrated, empty PGlite database as a tarball. Creating PGlite from scratch costs seconds of
 * CPU, loading a dump a fraction of that; the dump is cached on disk per migrations and version.
 */
function migratedPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const hash = createHash('sha256').update(
      (
        JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')) as {
          version: string;
        }
      ).version,
    );
    for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
      const full = path.join(migrationsFolder, file);
      if (file.endsWith('.sql') || file.endsWith('.json'))
        hash.update(file).update(readFileSync(full));
    }
    const cacheDir = path.resolve('node_modules/.cache/momentum');
    const cacheFile = path.join(cacheDir, `pglite-${hash.digest('hex').slice(0, 16)}.tar`);
    try {
      return new Blob([readFileSync(cacheFile)]);
    } catch {
      const fresh = openPglite();
      await fresh.migrate();
      const dump = await fresh.dump!();
      await fresh.close();
      mkdirSync(cacheDir, { recursive: true });
      const partial = `${cacheFile}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, cacheFile);
      return dump;
    }
  })();
  return pgliteTemplate;
}

/**
 * A fresh database: in-memory PGlite, or a new database on the test PostgreSQL server; with
 * `{ migrated: false }` an empty one, for a test that migrates it step by step.
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<
  Database & { dropped: () => Promise<void> }
> {
  if (dbKind === 'pglite' && !migrated) return { ...openPglite(), dropped: async () => {} };
  if (dbKind === 'pglite') {
    const database = openPglite(undefined, await migratedPgliteTemplate());
    // Still applied: a no-op on the template, and the check that migrations load at all.
    await database.migrate();
    return { ...database, dropped: async () => {} };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: run the tests with `npm test`.');
  const name = `momentum_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  if (migrated) await database.migrate();
  return {
    ...database,
    async dropped() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestUser {
  /** The Google account's id: signing in with it again gives the same uid. */
  sub: string;
  uid: string;
  email: string;
  idToken: string;
  /** The headers every API call carries. */
  headers: { authorization: string; 'firebase-id': string };
}

/** Signs a Google account in on the Auth emulator through its REST API (no browser). */
export async function signInTestUser(
  name = 'Test User',
  { sub = randomUUID() }: { sub?: string } = {},
): Promise<TestUser> {
  const email = `${sub.slice(0, 8)}@example.com`;
  const body = await signInWithGoogleOnEmulator(emulatorHost(), { sub, email, name });
  return {
    sub,
    uid: body.localId,
    email,
    idToken: body.idToken,
    headers: { authorization: `Bearer ${body.idToken}`, 'firebase-id': body.localId },
  };
}

export interface TestContext {
  app: App;
  database: Database;
  close(): Promise<void>;
}

/** The real app (real verifier against the emulator) on a fresh database; `now`/`logger` optional. */
export async function createTestApp(
  overrides: Pick<AppOptions, 'now' | 'logger' | 'trustProxy' | 'publicUrl' | 'push' | 'mail'> & {
    clientDistDir?: string;
  } = {},
): Promise<TestContext> {
  emulatorHost();
  const database = await createTestDatabase();
  const app = await buildApp({
    ...overrides,
    // Test push services run on loopback http.
    push: { allowLoopbackHttp: true, ...overrides.push },
    database,
    verifier: createIdTokenVerifier({ projectId: testProjectId(), emulator: true }),
    clientConfig: {
      firebase: { apiKey: 'local', authDomain: 'localhost', projectId: testProjectId() },
      authEmulatorUrl: `http://${emulatorHost()}`,
    },
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await database.dropped();
    },
  };
}

/**
 * Goals `from` to `to - 1` with long titles: 40 of them make `GET /api/outcomes` an answer big
 * enough to be compressed (over 14 KB, docs/decisions/181-a-lean-request-path.md).
 */
export async function addLongGoals(app: App, user: TestUser, from: number, to: number) {
  for (let goal = from; goal < to; goal++) {
    await app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: user.headers,
      payload: {
        title: `A goal with a long enough title to make this answer big ${goal} `.repeat(3),
      },
    });
  }
}

/**
 * The body of a refusal: its English message, and its catalogue id (and values) when the
 * `errors` area holds it (docs/decisions/024-one-error-shape.md; src/server/error-codes.test.ts
 * proves the ids themselves).
 */
export const refusal = (message: string) => ({ message, ...errorCode(message) });
