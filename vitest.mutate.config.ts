/**
 * The Vitest setup `npm run mutate` (StrykerJS) runs: the unit, PGlite and component projects of
 * vitest.config.ts, never the PostgreSQL one. MUTATE_PROJECTS (comma-separated names) narrows it,
 * e.g. `unit` for src/shared alone, which needs neither the Auth emulator nor a database.
 */
import type { UserWorkspaceConfig, ViteUserConfig } from 'vitest/config';
import base from './vitest.config.ts';

const wanted = (process.env.MUTATE_PROJECTS ?? 'unit,server-pglite,client').split(',');
const projects = (base.test?.projects ?? []).filter((project) => {
  const name = (project as UserWorkspaceConfig).test?.name;
  return typeof name === 'string' && wanted.includes(name);
});
const needsEmulator = wanted.some((name) => name !== 'unit');

const config: ViteUserConfig = {
  ...base,
  test: { ...base.test, projects, globalSetup: needsEmulator ? base.test?.globalSetup : [] },
};
export default config;
