import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { run } from './processes.ts';

const CLIENT_INPUTS = [
  'src/client',
  'src/shared',
  'index.html',
  'vite.config.ts',
  'public',
  'scripts/lib/precompress.ts',
  'package-lock.json',
];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(
    stats.mtimeMs,
    ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))),
  );
}

/** Builds the client unless dist/client is newer than every input. */
export async function buildClientIfStale(outDir = 'dist/client') {
  const builtAt = newestChange(path.join(outDir, 'index.html'));
  if (builtAt > Math.max(...CLIENT_INPUTS.map(newestChange))) return;
  console.log('Building the client...');
  // Always a production build: under `npm test` NODE_ENV is 'test', which would give React's
  // development bundle.
  await run(path.resolve('node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
