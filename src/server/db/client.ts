import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import type { Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the committed migrations; safe to run from several instances at once. Tests name
   * another folder to stop at an earlier migration.
   */
  migrate(folder?: string): Promise<void>;
  /** One real round trip; rejects when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  dump?(): Promise<Blob>;
}

/** Closing twice (a test, then shutdown) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number from a fixed range: serialises migrations across instances sharing one PostgreSQL. */
const MIGRATION_LOCK_KEY = 727_001;

/** DB_STATEMENT_TIMEOUT_MS's default. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

/** How much longer than the statement timeout a connection in use may stay silent. */
const SILENCE_MARGIN_MS = 2_000;

/**
 * Stops waiting for a server that stopped answering (docs/decisions/032): a connection in use
 * that receives and sends nothing for `silenceMs` is cut, which fails whatever waits on it as an
 * outage ("Connection terminated unexpectedly", a 503). The server answers every statement
 * within the statement timeout, with rows or with the cancellation, so a longer silence means it
 * is gone. An idle connection may stay silent: its timer fires unheeded, and its next traffic
 * sets it again.
 *
 * Watched on the socket, one timer per connection refreshed by its traffic, rather than by pg's
 * `query_timeout`: the closure that one sets on every statement kept each statement's rows alive
 * through young-generation collections (docs/decisions/234-no-closure-per-statement.md).
 */
function stopWaitingOnSilence(pool: pg.Pool, silenceMs: number) {
  // Flags rather than a set's additions and removals, which reshape its table as they go.
  const inUse = new Map<pg.PoolClient, boolean>();
  pool.on('acquire', (client) => inUse.set(client, true));
  pool.on('release', (_error, client) => inUse.set(client, false));
  pool.on('remove', (client) => inUse.delete(client));
  pool.on('connect', (client) => {
    const socket = (client as unknown as { connection: { stream: Socket } }).connection.stream;
    // A listener of its own ('timeout' every time), not setTimeout's callback, which is heard
    // once: an idle connection's unheeded timeout would leave it unwatched for good.
    socket.setTimeout(silenceMs);
    socket.on('timeout', () => {
      if (inUse.get(client)) socket.destroy();
    });
  });
}

export function openPostgres(
  connectionString: string,
  statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS,
): Database {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    // The server cancels a statement running longer than this, and says so.
    statement_timeout: statementTimeoutMs,
  });
  // A client losing its connection must not crash the process; the next query reconnects. pg-pool
  // hears an idle client's 'error' (and re-emits it here); a client in use, cut under a statement
  // or a transaction, has only its own listener. The statement waiting on it fails anyway.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  stopWaitingOnSilence(pool, statementTimeoutMs + SILENCE_MARGIN_MS);
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate(folder = migrationsFolder) {
      // A connection of its own, outside the pool: waiting for another instance's migrations
      // may take longer than one statement should, and says nothing meanwhile.
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        await client.query({
          text: 'select pg_advisory_lock($1)',
          values: [MIGRATION_LOCK_KEY],
          query_timeout: 10 * 60_000,
        } as pg.QueryConfig);
        await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder: folder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: once(() => pool.end()),
  };
}

/**
 * PGlite's defaults reserve 128 MB of shared buffers (and 64 MB for maintenance) inside its
 * WASM memory, which never shrinks once touched. One user's plan is a few kB, so 16 MB of
 * buffers caches far more than a single instance serves; see docs/performance.md.
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'],
];

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined keeps it in memory (tests), optionally
 * starting from a dump of another instance (`loadDataDir`), which skips the slow initdb.
 */
export function openPglite(dataDir?: string, loadDataDir?: Blob): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, {
    ...(loadDataDir ? { loadDataDir } : {}),
    startParams: PGLITE_START_PARAMS,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate(folder = migrationsFolder) {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder });
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    /** A tarball of the whole database, to start other instances from. */
    dump: () => client.dumpDataDir('none'),
    close: once(() => client.close()),
  };
}

/**
 * Creates a new PGlite data folder in a short-lived child process. Run in the server's own
 * process, PGlite's initdb leaves 400-500 MB of WASM memory behind for the process's lifetime.
 */
function createPgliteDataDir(dataDir: string) {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  mkdirSync(dataDir, { recursive: true });
  const create = `const { PGlite } = await import(process.argv[1]);
    const db = new PGlite(process.argv[2]);
    await db.waitReady;
    await db.close();`;
  const result = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', create, import.meta.resolve('@electric-sql/pglite'), dataDir],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`Could not create the database in ${dataDir}`);
}

/** PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR/pglite. */
export function openDatabase(settings: {
  DATABASE_URL?: string;
  DATA_DIR: string;
  DB_STATEMENT_TIMEOUT_MS: number;
}): Database {
  if (settings.DATABASE_URL) {
    return openPostgres(settings.DATABASE_URL, settings.DB_STATEMENT_TIMEOUT_MS);
  }
  // PGlite runs inside this process, one statement at a time: nothing could cancel a statement
  // from outside, so it has no statement timeout.
  const dataDir = path.join(settings.DATA_DIR, 'pglite');
  createPgliteDataDir(dataDir);
  return openPglite(dataDir);
}
