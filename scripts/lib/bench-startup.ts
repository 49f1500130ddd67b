/**
 * The bench's start-up part: how long `npm start` (local mode, already built, data folder already
 * made) takes to answer `/api/health`, against the Auth emulator started alone the way `npm start`
 * starts it. `npm start` runs the two side by side, so the ratio says what the server adds to the
 * emulator's own start-up (target 1.2x). Alternating pairs, like the API part.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_EMULATOR_PORT_SETTINGS, launchAuthEmulator } from './auth-emulator.ts';
import { exited, waitFor } from './processes.ts';

export interface StartupPair {
  emulatorMs: number;
  npmStartMs: number;
}

/** The emulator alone, with the accounts folder `npm start` gives it: ms until it is ready. */
async function emulatorAlone(nextPort: () => Promise<number>, dataDir: string) {
  const started = performance.now();
  const emulator = await launchAuthEmulator({
    ports: { auth: await nextPort(), hub: await nextPort(), logging: await nextPort() },
    persistDir: path.join(dataDir, 'auth-emulator'),
    quiet: true,
  });
  await emulator.ready;
  const ms = performance.now() - started;
  await emulator.stop();
  return ms;
}

/** `npm start` on its own ports and `dataDir`: ms until /api/health answers 200; then Ctrl-C. */
async function npmStart(nextPort: () => Promise<number>, dataDir: string) {
  const port = await nextPort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    [AUTH_EMULATOR_PORT_SETTINGS.auth]: String(await nextPort()),
    [AUTH_EMULATOR_PORT_SETTINGS.hub]: String(await nextPort()),
    [AUTH_EMULATOR_PORT_SETTINGS.logging]: String(await nextPort()),
  };
  // Local mode, as a newcomer runs it: no database URL, no Firebase settings.
  for (const name of ['DATABASE_URL', 'FIREBASE_AUTH_EMULATOR_HOST', 'NODE_ENV', 'HOST']) {
    delete env[name];
  }
  const started = performance.now();
  // Its own process group, so that Ctrl-C reaches npm, the server and the emulator alike.
  const child = spawn('npm', ['start', '--silent'], { env, stdio: 'ignore', detached: true });
  const interrupt = () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGINT');
  };
  try {
    await waitFor(
      'npm start',
      async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok,
      {
        timeoutMs: 240_000,
        intervalMs: 100,
        abort: () => (child.exitCode !== null ? 'exited' : undefined),
      },
    );
    return performance.now() - started;
  } finally {
    interrupt();
    const killer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 30_000);
    await exited(child);
    clearTimeout(killer);
  }
}

/**
 * `pairs` alternating measurements after one unmeasured `npm start` that makes the data folder
 * (the very first start also creates the database, which is not what a daily start costs).
 */
export async function measureStartup(
  nextPort: () => Promise<number>,
  pairs: number,
): Promise<StartupPair[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'momentum-bench-start-'));
  try {
    await npmStart(nextPort, dataDir);
    const results: StartupPair[] = [];
    for (let pair = 0; pair < pairs; pair += 1) {
      const emulatorMs = await emulatorAlone(nextPort, dataDir);
      const npmStartMs = await npmStart(nextPort, dataDir);
      results.push({ emulatorMs, npmStartMs });
    }
    return results;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
