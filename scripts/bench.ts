/**
 * `npm run bench`: how fast Momentum is on this machine, in one table.
 * 1. Bytes: the landing page's initial JS and CSS, and each signed-in area's total (gzip, brotli).
 * 2. Lighthouse 12 (mobile, median of 3) on the landing page served by the production server.
 * 3. API throughput at 50 connections for GET /api/outcomes and PATCH /api/tactics/{id}, many
 *    users, on a throwaway PostgreSQL 15 and on PGlite, against a bare node:http + pg server
 *    running the same SQL (scripts/lib/bench-baseline.ts), alternating app and baseline.
 * 4. The server's memory (RSS) idle and under load, for both databases.
 * Tokens are RS256, signed by a key made here and served the way Google serves its keys, and
 * checked by the production verifier (FIREBASE_CERTS_URL points at the key made here).
 *
 * `npm run bench -- --only=bytes,lighthouse` runs only the parts named (bytes, lighthouse, api,
 * memory; memory alone reports the idle figures without load), and `--db=postgres` or
 * `--db=pglite` only one database for the API and memory parts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import lighthouse from 'lighthouse';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/server/db/client.ts';
import { buildClientIfStale } from './lib/build.ts';
import { kb, readBundleReport, type Bytes } from './lib/bundle-size.ts';
import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.ts';
import { findPostgresBin, startTempPostgres } from './lib/postgres.ts';
import { exited, freePort, run, waitFor } from './lib/processes.ts';

const PARTS = ['bytes', 'lighthouse', 'api', 'memory'] as const;
type Part = (typeof PARTS)[number];
const DATABASES = ['PostgreSQL', 'PGlite'] as const;

function option(name: string): string[] | undefined {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`));
  return arg
    ?.slice(name.length + 3)
    .split(',')
    .filter(Boolean);
}

function chosenParts(): Set<Part> {
  const named = option('only') ?? [...PARTS];
  const unknown = named.filter((part) => !(PARTS as readonly string[]).includes(part));
  if (unknown.length)
    throw new Error(`Unknown part ${unknown.join(', ')}; parts: ${PARTS.join(', ')}`);
  return new Set(named as Part[]);
}

function chosenDatabases() {
  const named = option('db')?.map((name) => name.toLowerCase()) ?? ['postgres', 'pglite'];
  return DATABASES.filter((kind) => named.includes(kind === 'PostgreSQL' ? 'postgres' : 'pglite'));
}

const USERS = 2_000;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = 2;
const LIGHTHOUSE_RUNS = 3;
const PROJECT = 'momentum-bench';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const chromePath = chromiumPath();

const cleanups: Array<() => Promise<unknown>> = [];
const lines: string[] = [];
const print = (line = '') => {
  lines.push(line);
  console.log(line);
};

// ---------- keys and tokens, as Google would make them ----------

async function startKeyServer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench-key', alg: 'RS256', use: 'sig' };
  const body = JSON.stringify({ keys: [jwk] });
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      'cache-control': 'public, max-age=3600',
    });
    res.end(body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  const now = Math.floor(Date.now() / 1000);
  const sign = (uid: string) =>
    new SignJWT({ email: `${uid}@example.com`, name: uid, auth_time: now - 60 })
      .setProtectedHeader({ alg: 'RS256', kid: 'bench-key', typ: 'JWT' })
      .setIssuer(`https://securetoken.google.com/${PROJECT}`)
      .setAudience(PROJECT)
      .setSubject(uid)
      .setIssuedAt(now - 60)
      .setExpirationTime(now + 3600)
      .sign(privateKey);
  return { url: `http://127.0.0.1:${port}/keys`, sign };
}

// ---------- data ----------

const SEED_SQL = [
  `insert into users (firebase_uid, email)
     select 'bench-' || g, 'bench-' || g || '@example.com' from generate_series(0, ${USERS - 1}) g`,
  `insert into goals (user_id, title, position)
     select u.id, 'Goal number ' || p, p from users u, generate_series(0, 2) p`,
  `insert into tactics (goal_id, title, position, effort, impact)
     select g.id, 'A tactic to move this goal forward ' || p, p, 1 + p % 5, 1 + (p + 2) % 5
     from goals g, generate_series(0, 3) p`,
];
const TACTIC_PER_USER_SQL = `select u.firebase_uid as uid, t.id as tactic
  from users u join goals g on g.user_id = u.id and g.position = 0
  join tactics t on t.goal_id = g.id and t.position = 0`;

interface BenchUser {
  uid: string;
  tactic: string;
  token: string;
}

async function seedPostgres(
  url: string,
  { withUsers }: { withUsers: boolean },
): Promise<Array<{ uid: string; tactic: string }>> {
  const database = openPostgres(url);
  await database.migrate();
  await database.close();
  if (!withUsers) return [];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const statement of SEED_SQL) await client.query(statement);
  await client.query('vacuum analyze');
  const { rows } = await client.query<{ uid: string; tactic: string }>(TACTIC_PER_USER_SQL);
  await client.end();
  return rows;
}

async function seedPglite(dataDir: string) {
  const database = openPglite(path.join(dataDir, 'pglite'));
  await database.migrate();
  for (const statement of SEED_SQL) await database.db.execute(statement);
  await database.db.execute('vacuum analyze');
  await database.close();
}

// ---------- processes ----------

const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
};

async function startProcess(args: string[], env: NodeJS.ProcessEnv, readyUrl: string) {
  // An undefined value removes the variable: the server refuses blank settings.
  const merged = Object.entries({ ...process.env, ...env }).filter(
    ([, value]) => value !== undefined,
  );
  const child = spawn(process.execPath, args, {
    env: Object.fromEntries(merged),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited(child);
  };
  cleanups.push(stop);
  await waitFor(readyUrl, async () => (await fetch(readyUrl)).status < 500, {
    timeoutMs: 120_000,
    abort: () => (child.exitCode !== null ? `exited: ${stderr}` : undefined),
  });
  return { child, stop };
}

async function startApp(env: NodeJS.ProcessEnv, keysUrl: string) {
  const port = await freePort();
  // BENCH_APP_NODE_ARGS: extra flags for the app's node, e.g. `--cpu-prof` to profile it.
  const extraArgs = process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // The compiled server, run as `npm run start:prod` runs it in production.
  const app = await startProcess(
    [...extraArgs, '--enable-source-maps', 'dist/server/main.js'],
    {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      FIREBASE_PROJECT_ID: PROJECT,
      FIREBASE_CERTS_URL: keysUrl,
      FIREBASE_AUTH_EMULATOR_HOST: undefined,
      VITE_FIREBASE_API_KEY: 'bench-api-key',
      VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    `http://127.0.0.1:${port}/api/health`,
  );
  return { ...app, url: `http://127.0.0.1:${port}` };
}

async function startBaseline(databaseUrl: string) {
  const port = await freePort();
  const baseline = await startProcess(
    ['--import', 'tsx', 'scripts/lib/bench-baseline.ts'],
    { DATABASE_URL: databaseUrl, PORT: String(port) },
    `http://127.0.0.1:${port}/ready`,
  );
  return { ...baseline, url: `http://127.0.0.1:${port}` };
}

// ---------- load ----------

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  peakRssMb: number;
}

async function load(
  baseUrl: string,
  pid: number,
  call: 'outcomes' | 'patch',
  users: BenchUser[],
  seconds = SECONDS,
): Promise<LoadResult> {
  let next = 0;
  let peakRssMb = rssMb(pid);
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, rssMb(pid))), 250);
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const user = users[next++ % users.length]!;
          const headers = {
            authorization: `Bearer ${user.token}`,
            'firebase-id': user.uid,
          };
          return call === 'outcomes'
            ? { ...request, method: 'GET', path: '/api/outcomes', headers }
            : {
                ...request,
                method: 'PATCH',
                path: `/api/tactics/${user.tactic}`,
                headers: { ...headers, 'content-type': 'application/json' },
                body: JSON.stringify({ completed: next % 2 === 0 }),
              };
        },
      },
    ],
  });
  clearInterval(sampler);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    peakRssMb,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function combine(runs: LoadResult[]): LoadResult {
  return {
    rps: runs.reduce((total, run) => total + run.rps, 0) / runs.length,
    p50: median(runs.map((run) => run.p50)),
    p99: Math.max(...runs.map((run) => run.p99)),
    errors: runs.reduce((total, run) => total + run.errors, 0),
    peakRssMb: Math.max(...runs.map((run) => run.peakRssMb)),
  };
}

/** App and baseline alternate (A, B, A, B) so that a noisy moment hits both alike. */
async function compare(
  app: { url: string; child: ChildProcess },
  baseline: { url: string; child: ChildProcess },
  call: 'outcomes' | 'patch',
  appUsers: BenchUser[],
  baselineUsers: BenchUser[],
) {
  // Warm-up: JIT, connection pools and the token cache.
  await load(app.url, app.child.pid!, call, appUsers, 2);
  await load(baseline.url, baseline.child.pid!, call, baselineUsers, 2);
  const appRuns: LoadResult[] = [];
  const baselineRuns: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    appRuns.push(await load(app.url, app.child.pid!, call, appUsers));
    baselineRuns.push(await load(baseline.url, baseline.child.pid!, call, baselineUsers));
  }
  return { app: combine(appRuns), baseline: combine(baselineRuns) };
}

// ---------- Lighthouse ----------

async function runLighthouse(url: string) {
  const runs: Array<Record<string, number>> = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result!.lhr;
      // Each run's full report, to see what an audit found (test-results is git-ignored).
      mkdirSync('test-results/bench', { recursive: true });
      writeFileSync(`test-results/bench/lighthouse-${run + 1}.json`, JSON.stringify(lhr, null, 1));
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: audit('largest-contentful-paint'),
        fcpMs: audit('first-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
      const failed = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      if (failed.length && run === 0) console.log(`  (Lighthouse flags: ${failed.join(', ')})`);
    } finally {
      chrome.kill();
    }
  }
  // The median run by performance score, reported whole.
  return [...runs].sort((a, b) => a.performance! - b.performance!)[Math.floor(runs.length / 2)]!;
}

// ---------- the run ----------

const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
const bytesCells = (bytes: Bytes) => [kb(bytes.gzip), kb(bytes.brotli)];

async function main() {
  const parts = chosenParts();
  const databases = chosenDatabases();
  const loadParts = parts.has('api') || parts.has('memory');

  if (parts.has('bytes') || parts.has('lighthouse')) await buildClientIfStale();
  if (parts.has('bytes')) printBytes();
  if (!parts.has('lighthouse') && !loadParts) return;

  const binDir = findPostgresBin();
  if (!binDir) throw new Error('The bench needs PostgreSQL 15 (initdb, pg_ctl) on this machine.');
  await run(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts']);
  const keys = await startKeyServer();
  const postgres = await startTempPostgres(binDir);
  cleanups.push(() => postgres.stop());
  const seeded = await seedPostgres(postgres.url, { withUsers: loadParts });

  if (parts.has('lighthouse')) {
    const app = await startApp({ DATABASE_URL: postgres.url }, keys.url);
    console.log('Lighthouse (3 runs)...');
    printLighthouse(await runLighthouse(`${app.url}/`));
    await app.stop();
  }
  if (!loadParts) return;

  const users: BenchUser[] = await Promise.all(
    seeded.map(async (user) => ({ ...user, token: await keys.sign(user.uid) })),
  );
  const pgliteDir = mkdtempSync(path.join(tmpdir(), 'momentum-bench-'));
  cleanups.push(async () => rmSync(pgliteDir, { recursive: true, force: true }));
  if (databases.includes('PGlite')) await seedPglite(pgliteDir);

  const memory: string[] = [];
  const api: string[] = [];
  const baseline = parts.has('api') ? await startBaseline(postgres.url) : undefined;

  for (const kind of databases) {
    const app = await startApp(
      kind === 'PostgreSQL' ? { DATABASE_URL: postgres.url } : { DATA_DIR: pgliteDir },
      keys.url,
    );
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idleMb = rssMb(app.child.pid!);
    let peakMb = idleMb;

    if (baseline) {
      // PGlite's copy of the data has its own tactic ids; the baseline keeps PostgreSQL's.
      const callers = kind === 'PGlite' ? await tacticsThroughApp(users, app) : users;
      for (const call of ['outcomes', 'patch'] as const) {
        console.log(`${kind}: ${call}...`);
        const result = await compare(app, baseline, call, callers, users);
        const label = call === 'outcomes' ? 'GET /api/outcomes' : 'PATCH /api/tactics/{id}';
        api.push(
          row([
            kind,
            label,
            Math.round(result.app.rps),
            Math.round(result.baseline.rps),
            `${(result.app.rps / result.baseline.rps).toFixed(2)}x`,
            `${result.app.p50} / ${result.app.p99}`,
            `${result.baseline.p50} / ${result.baseline.p99}`,
            `${result.app.errors} / ${result.baseline.errors}`,
          ]),
        );
        peakMb = Math.max(peakMb, result.app.peakRssMb);
      }
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      memory.push(row([kind, idleMb, peakMb, rssMb(app.child.pid!)]));
    } else {
      memory.push(row([kind, idleMb, '-', '-']));
    }
    await app.stop();
  }

  if (api.length) printApi(api);
  if (parts.has('memory')) {
    print('## Server memory (RSS, MB)');
    print();
    print(row(['database', 'idle after start', 'peak under load', 'idle after load']));
    print(row(['---', '---:', '---:', '---:']));
    memory.forEach((line) => print(line));
  }
}

function printBytes() {
  const bundle = readBundleReport();
  print('## Bytes (KB; landing: entry + modulepreloads; signed-in areas: what shows the page)');
  print();
  print(row(['what', 'JS gzip', 'JS brotli', 'CSS gzip', 'CSS brotli']));
  print(row(['---', '---:', '---:', '---:', '---:']));
  print(
    row(['landing (initial)', ...bytesCells(bundle.landing.js), ...bytesCells(bundle.landing.css)]),
  );
  for (const route of bundle.routes) {
    print(row([`signed in: ${route.name}`, ...bytesCells(route.js), ...bytesCells(route.css)]));
  }
  print();
}

function printLighthouse(lh: Record<string, number>) {
  print('## Lighthouse 12, mobile, landing page (median of 3)');
  print();
  print(row(['performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'FCP', 'TBT', 'CLS']));
  print(row(['---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']));
  print(
    row([
      lh.performance!,
      lh.accessibility!,
      lh.bestPractices!,
      lh.seo!,
      `${(lh.lcpMs! / 1000).toFixed(2)} s`,
      `${(lh.fcpMs! / 1000).toFixed(2)} s`,
      `${Math.round(lh.tbtMs!)} ms`,
      lh.cls!.toFixed(3),
    ]),
  );
  print();
}

function printApi(api: string[]) {
  print(
    `## API at ${CONNECTIONS} connections, ${USERS} users, ${ROUNDS} x ${SECONDS} s each, app and baseline alternating`,
  );
  print();
  print(
    row([
      'database',
      'call',
      'app req/s',
      'baseline req/s',
      'ratio',
      'app p50 / p99 ms',
      'baseline p50 / p99 ms',
      'errors app / baseline',
    ]),
  );
  print(row(['---', '---', '---:', '---:', '---:', '---:', '---:', '---:']));
  api.forEach((line) => print(line));
  print();
  print(
    'Baseline: bare node:http + pg on the same PostgreSQL, same SQL (scripts/lib/bench-baseline.ts).',
  );
  print();
}

/** Each user's first tactic as the app reads it (the embedded database is the server's alone). */
async function tacticsThroughApp(users: BenchUser[], app: { url: string }): Promise<BenchUser[]> {
  const callers: BenchUser[] = [];
  for (let start = 0; start < users.length; start += 50) {
    const batch = users.slice(start, start + 50);
    callers.push(
      ...(await Promise.all(
        batch.map(async (user) => {
          const response = await fetch(`${app.url}/api/outcomes`, {
            headers: { authorization: `Bearer ${user.token}`, 'firebase-id': user.uid },
          });
          const body = (await response.json()) as {
            goals: Array<{ tactics: Array<{ id: string }> }>;
          };
          return { ...user, tactic: body.goals[0]!.tactics[0]!.id };
        }),
      )),
    );
  }
  return callers;
}

try {
  await main();
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}
