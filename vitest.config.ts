import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { catalogues } from './scripts/lib/catalogues.ts';

const serverTests = ['src/server/**/*.test.ts'];
/** The process time zone of the unit tests (13 hours ahead of UTC in November). */
export const UNIT_TIME_ZONE = 'Pacific/Auckland';
// Tests of pure code: run once, not once per database.
const unitTests = [
  'src/shared/**/*.test.ts',
  'src/server/env.test.ts',
  'src/server/i18n.test.ts',
  'src/server/log-reader-gone.test.ts',
  'src/server/modules/calendar/ics.test.ts',
  'src/server/plugins/token-cache.test.ts',
  'scripts/**/*.test.ts',
  'src/server/plugins/id-token-verifier.test.ts',
  'src/server/db/data-dir-lock.test.ts',
  'src/server/modules/push/vapid.test.ts',
  'src/server/modules/push/push-address.test.ts',
  'src/server/modules/mail/unsubscribe-token.test.ts',
  'src/server/modules/mail/digest.test.ts',
  'src/server/modules/account/foreign/*.test.ts',
];
/**
 * A database server's outages, several instances, the statements node-postgres sends: PostgreSQL
 * only (PGlite is in-process).
 */
const postgresOnlyTests = [
  'src/server/bench-baseline.test.ts',
  'src/server/outage.test.ts',
  'src/server/instances.test.ts',
  'src/server/modules/push/reminder-instances.test.ts',
  'src/server/modules/mail/mail-instances.test.ts',
];
/** Thousands of fuzzed requests once are enough: on PGlite, where they cost least. */
const pgliteOnlyTests = ['src/server/api-fuzz.test.ts'];
// Only the API tests need the Auth emulator and PostgreSQL: unit and component runs start nothing.
const globalSetup = ['./src/test/global-setup.ts'];
/**
 * The API test files share each worker's imports (Fastify, Drizzle, zod and the app): every file
 * builds its own app on its own database, and the server keeps no state in its modules that one
 * file could leave for the next.
 */
const SHARED_SERVER_MODULES = false;
/**
 * API test files that replace a module of the app with `vi.mock` (access.test.ts gives partners a
 * level the app does not have): a shared module graph would carry the mock into the next file, or
 * hand this file the real module, so these run isolated, in projects of their own.
 */
const mockingServerTests = ['src/server/db/access.test.ts'];

/** An API project: the tests on one database, sharing modules across files or isolated. */
function apiProject(db: 'pglite' | 'postgres', isolated: boolean) {
  const onOneDatabase = db === 'pglite' ? postgresOnlyTests : pgliteOnlyTests;
  return {
    extends: true as const,
    test: {
      name: isolated ? `server-${db}-isolated` : `server-${db}`,
      globalSetup,
      isolate: isolated || SHARED_SERVER_MODULES,
      include: isolated ? mockingServerTests : serverTests,
      exclude: [...unitTests, ...onOneDatabase, ...(isolated ? [] : mockingServerTests)],
      environment: 'node' as const,
      env: { TEST_DB: db },
    },
  };
}

export default defineConfig({
  plugins: [react(), catalogues()],
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // A file per core (Vitest's default leaves one core free): the API tests wait on PostgreSQL
    // and the Auth emulator, so two files at once on two cores take about a fifth less time.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        // A time zone far from UTC, so that a rule reading a UTC date where a local one is meant
        // fails here (review.test.ts relies on it).
        test: {
          name: 'unit',
          include: unitTests,
          environment: 'node',
          // Pure code, no module state, no mocks: one module graph per worker, not per file.
          isolate: false,
          env: { TZ: UNIT_TIME_ZONE },
        },
      },
      apiProject('pglite', false),
      apiProject('pglite', true),
      apiProject('postgres', false),
      apiProject('postgres', true),
      {
        extends: true,
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/client/setup.ts'],
        },
      },
    ],
  },
});
