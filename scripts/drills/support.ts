/** Helpers for the drills: processes in their own group, sign-in on the emulator, API calls. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
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

/** The server alone (no emulator), in production mode unless `env` says otherwise. */
export function startServer(env: Record<string, string>): Group {
  const settings = {
    ...localModeEnv({}),
    NODE_ENV: 'production',
    FIREBASE_PROJECT_ID: 'momentum-drill',
    VITE_FIREBASE_API_KEY: 'drill-key',
    VITE_FIREBASE_AUTH_DOMAIN: 'momentum-drill.firebaseapp.com',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'info',
    ...env,
  };
  return startGroup(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], settings);
}

/**
 * A request whose body arrives slowly: headers and half the body now, the rest when asked (or
 * never), so it stays in flight as long as the drill wants.
 */
export function slowRequest(
  port: number,
  path: string,
  headers: Record<string, string>,
  body: string,
) {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.on('error', () => {});
  const lines = [
    `POST ${path} HTTP/1.1`,
    'host: 127.0.0.1',
    'content-type: application/json',
    `content-length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  const half = Math.floor(body.length / 2);
  socket.write(`${lines.join('\r\n')}\r\n\r\n${body.slice(0, half)}`);
  return {
    finish: () => socket.write(body.slice(half)),
    answered: () =>
      new Promise<string>((resolve) => {
        socket.once('close', () => resolve(answer));
        socket.once('end', () => resolve(answer));
        const poll = setInterval(() => {
          if (/\r\n\r\n/.test(answer) && answer.includes('HTTP/1.1')) {
            clearInterval(poll);
            resolve(answer);
          }
        }, 20);
      }),
  };
}

/** Google's key endpoint, on loopback: serves one RSA key as a JWKS and signs tokens with it. */
export async function fakeGoogleKeys(projectId: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'drill-key', alg: 'RS256', use: 'sig' };
  let mode: 'ok' | 'hang' = 'ok';
  let requests = 0;
  const server = http.createServer((_request, response) => {
    requests += 1;
    if (mode === 'hang') return;
    response
      .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=3600' })
      .end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/keys`;
  return {
    url,
    requests: () => requests,
    setMode: (next: 'ok' | 'hang') => (mode = next),
    async caller(uid: string): Promise<Caller> {
      const now = Math.floor(Date.now() / 1000);
      const token = await new SignJWT({ auth_time: now, email: `${uid}@example.com` })
        .setProtectedHeader({ alg: 'RS256', kid: 'drill-key' })
        .setIssuer(`https://securetoken.google.com/${projectId}`)
        .setAudience(projectId)
        .setSubject(uid)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(privateKey);
      return {
        uid,
        headers: {
          authorization: `Bearer ${token}`,
          'firebase-id': uid,
          'content-type': 'application/json',
        },
      };
    },
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}

export interface Answer {
  status: number;
  retryAfter: string | null;
  body: string;
}

/** One API call as `caller` (or anonymous); network errors come back as status 0. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  caller?: Caller,
  body?: unknown,
): Promise<Answer> {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: caller?.headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: await response.text(),
    };
  } catch (error) {
    return { status: 0, retryAfter: null, body: String((error as Error).cause ?? error) };
  }
}

/** How many answers had each status, e.g. "201 x50, 409 x10". */
export const tally = (answers: Array<{ status: number }>) =>
  Object.entries(
    answers.reduce<Record<number, number>>((counts, { status }) => {
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {}),
  )
    .map(([status, count]) => `${status} x${count}`)
    .join(', ');

/** The server's JSON log lines whose message is `msg`. */
export const logLines = (group: Group, msg: string) =>
  group
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === msg);

/**
 * The lines logged with `msg` once at least `atLeast` have arrived, or after `withinMs`: a running
 * server writes its log a few KB at a time, or every half second when quiet
 * (docs/decisions/183-less-work-per-request.md).
 */
export async function awaitLogLines(group: Group, msg: string, atLeast = 1, withinMs = 2_000) {
  const deadline = Date.now() + withinMs;
  let lines = logLines(group, msg);
  while (lines.length < atLeast && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    lines = logLines(group, msg);
  }
  return lines;
}
