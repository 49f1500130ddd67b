/**
 * Compiles the server to plain JavaScript in dist/server (main.js serves, migrate.js migrates), so
 * production runs with `node` alone: no tsx, no TypeScript at run time. Packages stay external
 * (installed by `npm ci --omit=dev`); our own code and src/shared are bundled in, with the
 * committed migrations copied beside them and the message catalogues in dist/shared/i18n.
 */
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = 'dist/server';
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts', 'src/server/migrate.ts'],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', `${outdir}/migrations`, { recursive: true });
// The catalogues, read by language at run time (src/server/i18n.ts), at the path they have
// relative to the server's sources.
rmSync('dist/shared', { recursive: true, force: true });
cpSync('src/shared/i18n', 'dist/shared/i18n', {
  recursive: true,
  filter: (source) => !source.includes('.') || source.endsWith('.json'),
});
console.log(`Server compiled to ${outdir}/ (main.js, migrate.js)`);
