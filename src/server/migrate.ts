/**
 * `npm run db:migrate`: applies the committed migrations and exits, for a release step that runs
 * before the servers start (with SKIP_MIGRATIONS=1 on the servers). Safe to run while instances
 * are running or starting: migrations take a lock.
 */
import { openDatabase } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { loadSettings, stop } from './env.ts';

const env = loadSettings();
// The embedded database has one owner at a time: a running server must be stopped first.
const lock = env.DATABASE_URL
  ? undefined
  : await lockDataDir(env.DATA_DIR).catch((error: Error) =>
      stop(`Cannot migrate: ${error.message}.`),
    );
const database = openDatabase(env);
try {
  await database.migrate();
  console.log(
    `Migrations applied (${database.kind === 'postgres' ? 'PostgreSQL' : env.DATA_DIR}).`,
  );
} catch (error) {
  stop(`Cannot migrate: ${(error as Error).message.split('\n')[0]}`);
} finally {
  await database.close();
  await lock?.release();
}
