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

/** Where the emulator listens: its API (auth) and the two helper ports it always opens. */
export interface AuthEmulatorPorts {
  auth: number;
  hub: number;
  logging: number;
}

/** The settings that fix the emulator's ports; each one unset means a free port. */
export const AUTH_EMULATOR_PORT_SETTINGS = {
  auth: 'AUTH_EMULATOR_PORT',
  hub: 'AUTH_EMULATOR_HUB_PORT',
  logging: 'AUTH_EMULATOR_LOGGING_PORT',
} as const;

/**
 * The emulator's ports from the settings (see .env.example). Unset, the API takes 9099 when it is
 * free and the helpers any free port, so two checkouts on one machine never collide. A port that is
 * set is used as given: a wrong or busy one stops with a message naming the setting.
 */
export async function authEmulatorPorts(env: NodeJS.ProcessEnv): Promise<AuthEmulatorPorts> {
  const fixed = async (name: string, fallback: () => Promise<number>) => {
    const value = env[name]?.trim();
    if (!value) return fallback();
    const port = Number(value);
    if (!Number.isInteger(port) || port < 1 || port > 65_535) {
      throw new Error(`Setting ${name} is "${value}": it must be a port number from 1 to 65535`);
    }
    if ((await portOr(port)) !== port) {
      throw new Error(`Setting ${name} is ${port}, but that port is in use: choose another`);
    }
    return port;
  };
  return {
    auth: await fixed(AUTH_EMULATOR_PORT_SETTINGS.auth, () => portOr(9099)),
    hub: await fixed(AUTH_EMULATOR_PORT_SETTINGS.hub, freePort),
    logging: await fixed(AUTH_EMULATOR_PORT_SETTINGS.logging, freePort),
  };
}

export interface LaunchedAuthEmulator extends AuthEmulator {
  /** Resolves once the emulator answers ready; rejects if it exits or times out first. */
  ready: Promise<void>;
}

/**
 * Starts the Firebase Auth emulator (offline, no UI) and returns at once with its address, so the
 * caller can start other work beside it; `ready` says when it answers. `persistDir` keeps its
 * accounts across restarts: imported at start; the server writes them there as people sign in
 * (src/server/plugins/local-accounts.ts), crash or not.
 */
export async function launchAuthEmulator(
  options: { ports?: AuthEmulatorPorts; persistDir?: string; quiet?: boolean } = {},
): Promise<LaunchedAuthEmulator> {
  const ports = options.ports ?? {
    auth: await freePort(),
    hub: await freePort(),
    logging: await freePort(),
  };
  const workDir = mkdtempSync(path.join(tmpdir(), 'momentum-auth-emulator-'));
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port: ports.auth },
      hub: { host: '127.0.0.1', port: ports.hub },
      logging: { host: '127.0.0.1', port: ports.logging },
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

  const host = `127.0.0.1:${ports.auth}`;
  const ready = waitFor(
    'Firebase Auth emulator',
    async () => {
      const response = await fetch(`http://${host}/`);
      const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
      return body.authEmulator?.ready === true;
    },
    {
      // 8 to 14 s of CPU; on a shared, busy machine it has taken over a minute.
      timeoutMs: 180_000,
      abort: () => (child.exitCode !== null ? `exited early:\n${output}` : undefined),
    },
  );
  ready.catch(killOnExit);

  return {
    host,
    projectId: LOCAL_PROJECT_ID,
    ready,
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

/** Starts the emulator (see launchAuthEmulator) and waits until it is ready. */
export async function startAuthEmulator(
  options: Parameters<typeof launchAuthEmulator>[0] = {},
): Promise<AuthEmulator> {
  const { ready, ...emulator } = await launchAuthEmulator(options);
  await ready;
  return emulator;
}
