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
  'scripts/lib/catalogues.ts',
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

const SERVER_INPUTS = ['src/server', 'src/shared', 'scripts/build-server.ts', 'package-lock.json'];

const isFresh = (output: string, inputs: string[]) =>
  newestChange(output) > Math.max(...inputs.map(newestChange));

/** Builds the client unless dist/client is newer than every input. */
export async function buildClientIfStale(
  outDir = 'dist/client',
  message = 'Building the client...',
) {
  if (isFresh(path.join(outDir, 'index.html'), CLIENT_INPUTS)) return;
  console.log(message);
  // Always a production build: under `npm test` NODE_ENV is 'test', which would give React's
  // development bundle.
  await run(path.resolve('node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** Compiles the server to dist/server (scripts/build-server.ts) unless it is newer than its sources. */
export async function buildServerIfStale(message = 'Compiling the server...') {
  if (isFresh('dist/server/main.js', SERVER_INPUTS)) return;
  console.log(message);
  await run(path.resolve('node_modules/.bin/tsx'), ['scripts/build-server.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
