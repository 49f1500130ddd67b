/**
 * Starts what the tests need, once per run, unless the caller already provides it:
 * the Firebase Auth emulator (FIREBASE_AUTH_EMULATOR_HOST) and a throwaway PostgreSQL
 * (TEST_DATABASE_URL). Each server project calls this; later calls find the variables set, and
 * the PGlite project needs no PostgreSQL.
 */
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '#scripts/lib/auth-emulator.ts';
import { findPostgresBin, startTempPostgres } from '#scripts/lib/postgres.ts';

const stops: Array<() => Promise<void>> = [];

export async function setup(project: TestProject) {
  const tasks: Array<Promise<void>> = [];
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    tasks.push(
      startAuthEmulator({ quiet: true }).then((emulator) => {
        process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
        process.env.FIREBASE_PROJECT_ID = emulator.projectId;
        stops.push(() => emulator.stop());
      }),
    );
  }
  const needsPostgres = project.name !== 'server-pglite';
  if (needsPostgres && !process.env.TEST_DATABASE_URL && !process.env.SKIP_POSTGRES) {
    const binDir = findPostgresBin();
    if (binDir) {
      tasks.push(
        startTempPostgres(binDir).then((postgres) => {
          process.env.TEST_DATABASE_URL = postgres.url;
          stops.push(() => postgres.stop());
        }),
      );
    } else if (process.env.REQUIRE_POSTGRES === '1') {
      throw new Error(
        'REQUIRE_POSTGRES=1 but no PostgreSQL (initdb, pg_ctl) was found on this machine.',
      );
    } else {
      process.env.SKIP_POSTGRES = '1';
      console.warn(
        '\n' +
          '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n' +
          '!! No PostgreSQL found (initdb and pg_ctl): the server tests on PostgreSQL are SKIPPED.\n' +
          '!! Install PostgreSQL, set TEST_DATABASE_URL, or set REQUIRE_POSTGRES=1 to fail instead.\n' +
          '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n',
      );
    }
  }
  await Promise.all(tasks);
}

export async function teardown() {
  await Promise.all(stops.splice(0).map((stop) => stop()));
}
