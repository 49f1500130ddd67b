/**
 * Several servers, each with its own connection pool, over one new PostgreSQL database: how the
 * app runs behind a load balancer (docs/operations.md, deploying several instances). The database is
 * created on the test server (TEST_DATABASE_URL) and dropped by `close`.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App, type AppOptions } from '#server/app.ts';
import { openPostgres, type Database } from '#server/db/client.ts';
import { createIdTokenVerifier } from '#server/plugins/id-token-verifier.ts';
import { testProjectId } from './test-app.ts';

async function onTestServer(sql: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export interface Instances {
  apps: App[];
  close: () => Promise<void>;
}

/**
 * `count` apps over one fresh database. `migrate: 'together'` lets every instance migrate the
 * empty database at once (their migrations race, as at a release); otherwise the first does.
 */
export async function instancesOverOnePostgres(
  count: number,
  {
    migrate = 'first',
    options = {},
  }: { migrate?: 'first' | 'together'; options?: Partial<AppOptions> } = {},
): Promise<Instances> {
  const name = `momentum_instances_${randomUUID().replaceAll('-', '')}`;
  await onTestServer(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const databases: Database[] = Array.from({ length: count }, () => openPostgres(url.toString()));
  const apps: App[] = [];
  const close = async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(databases.map((database) => database.close()));
    await onTestServer(`drop database if exists ${name} with (force)`);
  };
  try {
    if (migrate === 'together') await Promise.all(databases.map((database) => database.migrate()));
    else await databases[0]!.migrate();
    for (const database of databases) {
      const app = await buildApp({
        database,
        verifier: createIdTokenVerifier({ projectId: testProjectId(), emulator: true }),
        clientConfig: {
          firebase: { apiKey: 'local', authDomain: 'localhost', projectId: testProjectId() },
          authEmulatorUrl: null,
        },
        ...options,
      });
      await app.ready();
      apps.push(app);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { apps, close };
}
