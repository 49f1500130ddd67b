import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exited, freePort, portOr, waitFor } from './processes.ts';

export const LOCAL_PROJECT_ID = 'demo-momentum';

export interface AuthEmulator {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  projectId: string;
  stop(): Promise<void>;
}

const firebaseBin = path.resolve('node_modules/.bin/firebase');

/**
 * Starts the Firebase Auth emulator (offline, no UI) on free ports and waits until it is ready.
 * `persistDir` keeps its accounts across restarts: imported at start; the server writes them
 * there as people sign in (src/server/plugins/local-accounts.ts), crash or not.
 */
export async function startAuthEmulator(
  options: { preferredPort?: number; persistDir?: string; quiet?: boolean } = {},
): Promise<AuthEmulator> {
  const port = options.preferredPort ? await portOr(options.preferredPort) : await freePort();
  const workDir = mkdtempSync(path.join(tmpdir(), 'momentum-auth-emulator-'));
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: await freePort() },
      logging: { host: '127.0.0.1', port: await freePort() },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(path.join(workDir, 'firebase.json'), JSON.stringify(config));
  const args = ['emulators:start', '--only', 'auth', '--project', LOCAL_PROJECT_ID];
  if (options.persistDir) {
    const dir = path.resolve(options.persistDir);
    mkdirSync(dir, { recursive: true });
    args.push('--import', dir);
  }
  const child = spawn(firebaseBin, args, {
    cwd: workDir,
    // Same process group as whoever started it: a closed terminal or a kill of the group ends it
    // too, instead of leaving an orphan holding the port.
    stdio: ['ignore', 'pipe', 'pipe'],
    // CI=1 stops the CLI from fetching its message of the day and update checks (offline here).
    env: { ...process.env, CI: '1', NO_UPDATE_NOTIFIER: '1', FIREBASE_AUTH_EMULATOR_HOST: '' },
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (!options.quiet && /error/i.test(chunk.toString())) process.stderr.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  // Never leave an emulator behind if our own process dies first.
  const killOnExit = () => {
    try {
      child.kill('SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', killOnExit);

  const host = `127.0.0.1:${port}`;
  try {
    await waitFor(
      'Firebase Auth emulator',
      async () => {
        const response = await fetch(`http://${host}/`);
        const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
        return body.authEmulator?.ready === true;
      },
      { abort: () => (child.exitCode !== null ? `exited early:\n${output}` : undefined) },
    );
  } catch (error) {
    killOnExit();
    throw error;
  }

  return {
    host,
    projectId: LOCAL_PROJECT_ID,
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null) {
        child.kill('SIGINT');
        const timer = setTimeout(killOnExit, 15_000);
        await exited(child);
        clearTimeout(timer);
      }
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
