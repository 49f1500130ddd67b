/**
 * The Vitest setup `npm run mutate` (StrykerJS) runs: the unit, PGlite and component projects of
 * vitest.config.ts, never the PostgreSQL one. MUTATE_PROJECTS (comma-separated names) narrows it,
 * e.g. `unit` for src/shared alone, which needs neither the Auth emulator nor a database.
 * MUTATE_TESTS (comma-separated globs) narrows the test files too, for a run scoped to one folder:
 * every server test imports the whole app, so "related tests" alone would still run all of them.
 * Stryker runs the tests in worker threads, where setting TZ has no effect: the unit tests' time
 * zone is therefore set here, for the whole process, whenever they run.
 */
import type { UserWorkspaceConfig, ViteUserConfig } from 'vitest/config';
import base, { UNIT_TIME_ZONE } from './vitest.config.ts';

const wanted = (process.env.MUTATE_PROJECTS ?? 'unit,server-pglite,client').split(',');
const onlyTests = process.env.MUTATE_TESTS?.split(',');
const projects = (base.test?.projects ?? [])
  .filter((project) => {
    const name = (project as UserWorkspaceConfig).test?.name;
    return typeof name === 'string' && wanted.includes(name);
  })
  .map((project) => {
    const workspace = project as UserWorkspaceConfig;
    return onlyTests ? { ...workspace, test: { ...workspace.test, include: onlyTests } } : project;
  });
if (wanted.includes('unit')) process.env.TZ = UNIT_TIME_ZONE;
const needsEmulator = wanted.some((name) => name !== 'unit');

const config: ViteUserConfig = {
  ...base,
  test: { ...base.test, projects, globalSetup: needsEmulator ? base.test?.globalSetup : [] },
};
export default config;
