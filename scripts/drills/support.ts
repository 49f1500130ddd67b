/** Helpers for the drills: processes in their own group, sign-in on the emulator, API calls. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exited, waitFor } from '../lib/processes.ts';

export { freePort } from '../lib/processes.ts';

/** A drill prints each step and each finding; any failed check ends it with exit code 1. */
export function step(text: string) {
  console.log(`  - ${text}`);
}

export function check(condition: boolean, finding: string): asserts condition {
  console.log(`    ${condition ? 'ok ' : 'FAIL'} ${finding}`);
  if (!condition) {
    process.exitCode = 1;
    throw new Error(`drill failed: ${finding}`);
  }
}

export function scratchDir(name: string): string {
  return mkdtempSync(path.join(tmpdir(), `momentum-drill-${name}-`));
}

/** Settings with every Firebase one removed, so `npm start` runs local mode. */
export function localModeEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  for (const name of Object.keys(env)) {
    if (/^(VITE_)?FIREBASE_|^AUTH_EMULATOR_/.test(name)) delete env[name];
  }
  delete env.NODE_ENV;
  return env;
}

export interface Group {
  child: ChildProcess;
  output: () => string;
  /** kill -9 of every process in the group, as a crash or a closed terminal would. */
  killGroup(signal?: NodeJS.Signals): Promise<void>;
}

const running = new Set<() => Promise<void>>();

/** Starts a command as the leader of a new process group (like a terminal would). */
export function startGroup(command: string, args: string[], env: NodeJS.ProcessEnv): Group {
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const killGroup = async (signal: NodeJS.Signals = 'SIGKILL') => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // Already gone.
    }
    await exited(child);
  };
  running.add(killGroup);
  return { child, output: () => output, killGroup };
}

export async function waitHealthy(baseUrl: string, group?: Group, timeoutMs = 180_000) {
  await waitFor(
    `server at ${baseUrl}`,
    async () => (await fetch(`${baseUrl}/api/health`)).status === 200,
    {
      timeoutMs,
      abort: () =>
        group && group.child.exitCode !== null ? `exited early:\n${group.output()}` : undefined,
    },
  );
}

export interface Caller {
  uid: string;
  headers: Record<string, string>;
}

/** Signs a Google account (`sub`) in on the emulator, as the popup would. */
export async function signIn(emulatorUrl: string, sub: string = randomUUID()): Promise<Caller> {
  const response = await fetch(
    `${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=local`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(JSON.stringify({ sub, email: `${sub.slice(0, 8)}@example.com`, email_verified: true }))}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    },
  );
  if (!response.ok) throw new Error(`emulator sign-in failed: ${await response.text()}`);
  const body = (await response.json()) as { localId: string; idToken: string };
  return {
    uid: body.localId,
    headers: {
      authorization: `Bearer ${body.idToken}`,
      'firebase-id': body.localId,
      'content-type': 'application/json',
    },
  };
}

/** Runs one drill: a title line, its steps, and a closing verdict. */
export async function drill(title: string, body: () => Promise<void>) {
  console.log(`\nDrill: ${title}`);
  const started = Date.now();
  try {
    await body();
    console.log(`  PASSED in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    process.exitCode = 1;
    console.log(`  FAILED: ${(error as Error).message}`);
  } finally {
    // Whatever happened, leave nothing running.
    await Promise.all([...running].map((kill) => kill()));
    running.clear();
  }
}
