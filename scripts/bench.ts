/**
 * `npm run bench`: how fast Momentum is on this machine, in tables.
 * 1. Bytes: the landing page's initial JS and CSS, and each signed-in area's total (gzip, brotli),
 *    read from the build.
 * 2. Lighthouse 12 (mobile, median of 3) on the landing page served by the production server.
 * 3. Browser (scripts/lib/bench-browser.ts): in Chromium, what each route really downloads on a
 *    cold cache (the service worker's downloads apart), and the long tasks, elements and time to
 *    content of every signed-in page at 1280 and 360 px, at 10, 1,000, 2,500 and 50,000 tactics
 *    (the limits) with a year of check-ins, imported through POST /api/import; the bytes of every
 *    read the client makes; the server's memory reading one plan, 10 against 50,000 tactics; and
 *    how soon a tick on the action plan and a check-in on Today show.
 * 4. API throughput at 50 connections for GET /api/outcomes (the whole plan), PATCH
 *    /api/tactics/{id} and every read the client makes (the outcome list, Today, the review, one
 *    outcome with 8 weeks or all of its check-ins), many users whose plans have a measured goal and
 *    a daily repeat with check-ins older than any window (scripts/lib/bench-plans.ts), on a
 *    throwaway PostgreSQL 15 and on PGlite (the client's reads on PostgreSQL only, unless
 *    BENCH_CALLS names them), each against a bare node:http server running the same statements
 *    on the same engine (scripts/lib/bench-baseline.ts): three alternating pairs (app, baseline),
 *    medians.
 * 5. The server's memory (RSS) after 60 s idle and under load, for both databases.
 * 6. Start-up (scripts/lib/bench-startup.ts): `npm start` until /api/health answers, against the
 *    Auth emulator started alone, in five alternating pairs, the median (the ratio's target is 1.2x).
 * Tokens for the API part are RS256, signed by a key made here and served the way Google serves
 * its keys, and checked by the production verifier (FIREBASE_CERTS_URL points at that key).
 *
 * `npm run bench -- --only=bytes,lighthouse` runs only the parts named (bytes, lighthouse,
 * browser, api, memory, startup; memory alone reports the idle figures without load), and `--db=postgres`
 * or `--db=pglite` only one database for the API and memory parts. BENCH_PORT: the first of the
 * ports the bench listens on (it counts up from there; by default, any free ports), so that
 * several benches can share a machine. BENCH_SECONDS: seconds per measured run (default 8);
 * BENCH_IDLE_SECONDS: idle time before memory is read (default 60); BENCH_CALLS=patch,today
 * measures only those API calls (outcomes, patch, list, today, review, current, outcome), on
 * every database chosen; BENCH_VERBOSE=1 lists each
 * file a route downloads; BENCH_TICK_ONLY=1 has the browser part time only the tick and Today's
 * check-in; BENCH_CHECK_IN_ONLY=1 only the check-in (with BENCH_PAGES, the pages too; no memory run);
 * BENCH_PAGES=/today,/summary only those pages; BENCH_PLAN_SIZES=10,2500 only those plans (the
 * first the yardstick; a shorter run without the limits' plan); BENCH_TRACE_DIR=dir writes a Chromium trace of
 * each page visit timed there; BENCH_STDOUT_DIR=dir keeps each server's standard output there.
 *
 * A full run (every part, both databases, every call, every page) writes its tables and ratios
 * into docs/performance.md's generated block (scripts/lib/bench-report.ts); `--doc=<file>` writes
 * any run's into that file instead.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import os, { tmpdir } from 'node:os';
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
import { startAuthEmulator } from './lib/auth-emulator.ts';
import {
  clientReads,
  headersOf,
  PAGE_PAIRS,
  PLAN_SIZES,
  READ_BYTES_BASE,
  runBrowserBench,
  type BenchAccount,
  type PageTiming,
  type ReadBytes,
  type TickKind,
} from './lib/bench-browser.ts';
import { median, writeGeneratedSection, type RatioFigure } from './lib/bench-report.ts';
import { measureStartup } from './lib/bench-startup.ts';
import { benchPlanSql, BENCH_USER_SQL } from './lib/bench-plans.ts';
import { findPostgresBin, startTempPostgres } from './lib/postgres.ts';
import { exited, freePort, portOr, run, waitFor } from './lib/processes.ts';

const PARTS = ['bytes', 'lighthouse', 'browser', 'api', 'memory', 'startup'] as const;
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
/**
 * The API calls measured: the whole plan (`outcomes`, the old contract), a tick (`patch`), and
 * every read the client makes (clientReads in bench-browser.ts), by the route's label.
 */
const API_CALLS = {
  outcomes: 'GET /api/outcomes',
  patch: 'PATCH /api/tactics/{id}',
  list: 'GET /api/outcomes?include=list',
  today: 'GET /api/outcomes?include=today&today=D',
  review: 'GET /api/outcomes?include=review&today=D',
  current: 'GET /api/outcomes/{id}?checkIns=recent',
  outcome: 'GET /api/outcomes/{id}',
} as const;
type Call = keyof typeof API_CALLS;
/** BENCH_CALLS=patch,today: only those calls, e.g. to profile one with BENCH_APP_NODE_ARGS. */
const CALLS = (Object.keys(API_CALLS) as Call[]).filter(
  (call) => !process.env.BENCH_CALLS || process.env.BENCH_CALLS.split(',').includes(call),
);
/**
 * The calls measured on a database: all of them on PostgreSQL; on PGlite, which has no target
 * (docs/performance.md), the client's reads only when BENCH_CALLS names them, so that a full run
 * stays within minutes.
 */
const callsOn = (kind: (typeof DATABASES)[number]) =>
  kind === 'PostgreSQL' || process.env.BENCH_CALLS
    ? CALLS
    : CALLS.filter((call) => call === 'outcomes' || call === 'patch');
/** Alternating pairs (app, then baseline) per call; the figures are their medians. */
const PAIRS = 3;
/** Start-up varies more from one start to the next than a run of the API: five pairs. */
const STARTUP_PAIRS = 5;
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const LIGHTHOUSE_RUNS = 3;
const PROJECT = 'momentum-bench';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const chromePath = chromiumPath();

/** The next port: counted up from BENCH_PORT when it is set (and free), else any free port. */
let portsHandedOut = 0;
async function nextPort() {
  const base = Number(process.env.BENCH_PORT);
  return Number.isInteger(base) && base > 0 ? portOr(base + portsHandedOut++) : freePort();
}

const cleanups: Array<() => Promise<unknown>> = [];
const lines: string[] = [];
/** The figures read as ratios, for the generated block of docs/performance.md. */
const figures: RatioFigure[] = [];
/** `loadAverage`: when the figure's last pair ended, if not now. */
const ratioFigure = (name: string, ratios: number[], loadAverage = os.loadavg()[0]!) =>
  figures.push({ name, ratios, loadAverage });
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
  const port = await nextPort();
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

const SEED_SQL = benchPlanSql(
  `select 'bench-' || g, 'bench-' || g || '@example.com' from generate_series(0, ${USERS - 1}) g`,
);

/** A bench user: their uid, first tactic (the PATCH's) and only outcome. */
interface SeededUser {
  uid: string;
  tactic: string;
  outcome: string;
}
interface BenchUser extends SeededUser {
  token: string;
}

async function seedPostgres(
  url: string,
  { withUsers }: { withUsers: boolean },
): Promise<SeededUser[]> {
  const database = openPostgres(url);
  await database.migrate();
  await database.close();
  if (!withUsers) return [];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const statement of SEED_SQL) await client.query(statement);
  await client.query('vacuum analyze');
  const { rows } = await client.query<SeededUser>(BENCH_USER_SQL);
  await client.end();
  return rows;
}

/** A PGlite data folder with the bench's users; returns each user's first tactic there. */
async function seedPglite(dataDir: string) {
  const database = openPglite(dataDir);
  await database.migrate();
  for (const statement of SEED_SQL) await database.db.execute(statement);
  await database.db.execute('vacuum analyze');
  const { rows } = (await database.db.execute(BENCH_USER_SQL)) as { rows: SeededUser[] };
  await database.close();
  return rows;
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
  // BENCH_STDOUT_DIR: each server's standard output (V8's `--trace-gc-nvp` lines, for one, given
  // through BENCH_APP_NODE_ARGS) goes to stdout-<pid>.log there instead of nowhere.
  const outputDir = process.env.BENCH_STDOUT_DIR;
  const child = spawn(process.execPath, args, {
    env: Object.fromEntries(merged),
    stdio: ['ignore', outputDir ? 'pipe' : 'ignore', 'pipe'],
  });
  if (outputDir) {
    child.stdout!.pipe(createWriteStream(path.join(outputDir, `stdout-${child.pid}.log`)));
  }
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
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

async function startApp(env: NodeJS.ProcessEnv, keysUrl?: string) {
  const port = await nextPort();
  // BENCH_APP_NODE_ARGS: extra flags for the app's node, e.g. `--cpu-prof` to profile it.
  const extraArgs = process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // The compiled server, run as `npm run start:prod` runs it in production.
  const app = await startProcess(
    [...extraArgs, '--enable-source-maps', 'dist/server/main.js'],
    {
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
      ...env,
    },
    `http://127.0.0.1:${port}/api/health`,
  );
  return { ...app, url: `http://127.0.0.1:${port}` };
}

async function startBaseline(env: { DATABASE_URL: string } | { DATA_DIR: string }) {
  const port = await nextPort();
  // BENCH_BASELINE_NODE_ARGS: the same for the baseline's node, to compare the two profiles.
  const extraArgs = process.env.BENCH_BASELINE_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const baseline = await startProcess(
    [...extraArgs, '--import', 'tsx', 'scripts/lib/bench-baseline.ts'],
    { DATABASE_URL: undefined, DATA_DIR: undefined, ...env, PORT: String(port) },
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
  /** The server process's CPU time (user + system) per answered request, in µs. */
  cpuUs: number;
}

/** A process's CPU time so far (user + system), in µs: /proc/<pid>/stat, in clock ticks. */
const CLOCK_TICKS_PER_SECOND = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;
const cpuUs = (pid: number) => {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS_PER_SECOND;
};

/** The path of a read: the machine's date is the bench users' today (they keep the default day). */
function readPath(call: Exclude<Call, 'patch'>, user: BenchUser) {
  const today = new Date().toISOString().slice(0, 10);
  return {
    outcomes: '/api/outcomes',
    list: '/api/outcomes?include=list',
    today: `/api/outcomes?include=today&today=${today}`,
    review: `/api/outcomes?include=review&today=${today}`,
    current: `/api/outcomes/${user.outcome}?checkIns=recent`,
    outcome: `/api/outcomes/${user.outcome}`,
  }[call];
}

async function load(
  baseUrl: string,
  pid: number,
  call: Call,
  users: BenchUser[],
  /** How long the run lasts: seconds, or a number of requests (`amount`). */
  length: { seconds: number } | { amount: number } = { seconds: SECONDS },
): Promise<LoadResult> {
  let next = 0;
  let peakRssMb = rssMb(pid);
  const cpuBefore = cpuUs(pid);
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, rssMb(pid))), 250);
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    ...('amount' in length ? { amount: length.amount } : { duration: length.seconds }),
    requests: [
      {
        setupRequest: (request) => {
          const user = users[next++ % users.length]!;
          const headers = {
            authorization: `Bearer ${user.token}`,
            'firebase-id': user.uid,
          };
          if (call === 'patch') {
            return {
              ...request,
              method: 'PATCH',
              path: `/api/tactics/${user.tactic}`,
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ completed: next % 2 === 0 }),
            };
          }
          return { ...request, method: 'GET', path: readPath(call, user), headers };
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
    cpuUs: (cpuUs(pid) - cpuBefore) / Math.max(1, result.requests.total),
  };
}

interface Comparison {
  app: LoadResult;
  baseline: LoadResult;
  /** Medians over the pairs of app / baseline: throughput, and p99 latency. */
  ratio: number;
  p99Ratio: number;
  /** Each pair's ratios, for their spread in docs/performance.md. */
  ratios: number[];
  p99Ratios: number[];
}

/** Medians of each figure over the runs (errors summed, the peak kept). */
const medianOf = (runs: LoadResult[]): LoadResult => ({
  rps: median(runs.map((run) => run.rps)),
  p50: median(runs.map((run) => run.p50)),
  p99: median(runs.map((run) => run.p99)),
  errors: runs.reduce((total, run) => total + run.errors, 0),
  peakRssMb: Math.max(...runs.map((run) => run.peakRssMb)),
  cpuUs: median(runs.map((run) => run.cpuUs)),
});

/**
 * App and baseline alternate in pairs (A, B, A, B, A, B) so that a noisy moment of a shared
 * machine hits both alike; each pair gives a ratio, and the median ratio is the figure.
 */
async function compare(
  app: { url: string; child: ChildProcess },
  baseline: { url: string; child: ChildProcess },
  call: Call,
  appUsers: BenchUser[],
  baselineUsers: BenchUser[],
): Promise<Comparison> {
  // Warm-up, alike for both: one request per user (each user's first token check, which the app
  // then keeps for minutes, is not part of the steady state measured), then 2 s for the JIT and
  // the connection pools. Users are taken in turn, so `amount` reaches every one of them.
  for (const [server, serverUsers] of [
    [app, appUsers],
    [baseline, baselineUsers],
  ] as const) {
    await load(server.url, server.child.pid!, call, serverUsers, { amount: serverUsers.length });
    await load(server.url, server.child.pid!, call, serverUsers, { seconds: 2 });
  }
  const appRuns: LoadResult[] = [];
  const baselineRuns: LoadResult[] = [];
  for (let pair = 0; pair < PAIRS; pair++) {
    appRuns.push(await load(app.url, app.child.pid!, call, appUsers));
    baselineRuns.push(await load(baseline.url, baseline.child.pid!, call, baselineUsers));
  }
  const ratios = appRuns.map((run, pair) => run.rps / baselineRuns[pair]!.rps);
  const p99Ratios = appRuns.map((run, pair) => run.p99 / baselineRuns[pair]!.p99);
  return {
    app: medianOf(appRuns),
    baseline: medianOf(baselineRuns),
    ratio: median(ratios),
    p99Ratio: median(p99Ratios),
    ratios,
    p99Ratios,
  };
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
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const parts = chosenParts();
  const databases = chosenDatabases();
  const loadParts = parts.has('api') || parts.has('memory');
  const started = Date.now();
  const loadAtStart = os.loadavg();
  print(`Machine: ${os.cpus().length} cores, load average ${loadAverage()} at the start.`);
  print();
  const tablesFrom = lines.length;

  if (parts.has('bytes') || parts.has('lighthouse') || parts.has('browser')) {
    await buildClientIfStale();
  }
  if (parts.has('bytes')) printBytes();
  if (parts.has('lighthouse') || parts.has('browser') || loadParts) {
    const binDir = findPostgresBin();
    if (!binDir) throw new Error('The bench needs PostgreSQL 15 (initdb, pg_ctl) on this machine.');
    await run(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts']);
    const postgres = await startTempPostgres(binDir, await nextPort());
    cleanups.push(() => postgres.stop());
    const seeded = await seedPostgres(postgres.url, { withUsers: loadParts });
    if (parts.has('lighthouse')) {
      const app = await startApp({ DATABASE_URL: postgres.url });
      console.log('Lighthouse (3 runs)...');
      printLighthouse(await runLighthouse(`${app.url}/`));
      await app.stop();
    }
    if (parts.has('browser')) await browserPart(postgres.url);
    if (loadParts) await loadPart(parts, databases, postgres.url, seeded);
  }
  if (parts.has('startup')) await startupPart();
  const tables = lines.slice(tablesFrom);
  const minutes = Math.round((Date.now() - started) / 60_000);
  print(`Took ${minutes} min; load average ${loadAverage()} at the end.`);
  // The tables once more, in one file (test-results is git-ignored).
  mkdirSync('test-results/bench', { recursive: true });
  writeFileSync('test-results/bench/report.md', `${lines.join('\n')}\n`);
  // A full run replaces the figures in docs/performance.md; a partial one would drop the parts it
  // skipped, so it writes there only when asked (--doc=<file>, e.g. a scratch copy).
  const full =
    parts.size === PARTS.length &&
    databases.length === DATABASES.length &&
    !process.env.BENCH_CALLS &&
    !process.env.BENCH_PAGES &&
    !process.env.BENCH_PLAN_SIZES &&
    !process.env.BENCH_TICK_ONLY &&
    !process.env.BENCH_CHECK_IN_ONLY;
  const doc = option('doc')?.[0] ?? (full ? 'docs/performance.md' : undefined);
  if (doc) {
    await writeGeneratedSection(doc, {
      startedAt: new Date(started).toISOString(),
      cores: os.cpus().length,
      loadAtStart,
      loadAtEnd: os.loadavg(),
      minutes,
      figures,
      tables,
    });
    console.log(`Figures written to ${doc}.`);
  }
}

async function startupPart() {
  await buildClientIfStale();
  await run(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts']);
  console.log(`Start-up: npm start against the emulator alone (${STARTUP_PAIRS} pairs)...`);
  const pairs = await measureStartup(nextPort, STARTUP_PAIRS);
  const ratios = pairs.map((pair) => pair.npmStartMs / pair.emulatorMs);
  ratioFigure('start-up: `npm start` / the Auth emulator alone', ratios);
  print('## Start-up: `npm start` until /api/health answers, against the Auth emulator alone');
  print();
  print(row(['pair', 'emulator alone', 'npm start', 'ratio']));
  print(row(['---', '---:', '---:', '---:']));
  pairs.forEach((pair, index) =>
    print(
      row([
        index + 1,
        seconds(pair.emulatorMs),
        seconds(pair.npmStartMs),
        `${ratios[index]!.toFixed(2)}x`,
      ]),
    ),
  );
  print(
    row([
      'median',
      seconds(median(pairs.map((pair) => pair.emulatorMs))),
      seconds(median(pairs.map((pair) => pair.npmStartMs))),
      `${median(ratios).toFixed(2)}x`,
    ]),
  );
  print();
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

async function browserPart(databaseUrl: string) {
  console.log('Browser: importing plans and loading pages in Chromium...');
  const ports = { auth: await nextPort(), hub: await nextPort(), logging: await nextPort() };
  const emulator = await startAuthEmulator({ ports, quiet: true });
  cleanups.push(() => emulator.stop());
  // The emulator is refused in production mode, the only thing that mode changes.
  const appEnv = {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    FIREBASE_PROJECT_ID: emulator.projectId,
  };
  const app = await startApp(appEnv);
  // Chromium reports the service worker's own requests with this switch.
  process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';
  const result = await runBrowserBench(app.url, emulator.host);
  await app.stop();

  print(
    `## What a browser downloads per route (KB as sent, cold cache; signed in with ${PLAN_SIZES.at(-1)!.toLocaleString('en')} tactics)`,
  );
  print();
  print(row(['route', 'requests', 'JS', 'CSS', 'API', 'other', 'total', 'service worker']));
  print(row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']));
  for (const bytes of result.bytes) {
    const total = bytes.js + bytes.css + bytes.api + bytes.other;
    print(
      row([
        bytes.route === '/' ? '/ (signed out)' : bytes.route,
        bytes.requests,
        kb(bytes.js),
        kb(bytes.css),
        kb(bytes.api),
        kb(bytes.other),
        kb(total),
        bytes.workerRequests ? `${kb(bytes.worker)} (${bytes.workerRequests} files)` : '0',
      ]),
    );
  }
  print();
  printPages(result.timings);
  printReadBytes(result.reads);
  // BENCH_CHECK_IN_ONLY: no memory run either (it reads the biggest plan whole, for minutes).
  if (!process.env.BENCH_TICK_ONLY && !process.env.BENCH_CHECK_IN_ONLY) {
    await serverMemoryByPlan(appEnv, emulator.host, result.plans);
  }
  // BENCH_PAGES: the pages alone, no tick (BENCH_CHECK_IN_ONLY: the check-in too).
  for (const kind of ['tick', 'check-in'] as const) printTicks(result, kind);
}

/** A tick on the action plan, or a check-in on Today, against the same on a bare page. */
function printTicks(result: Awaited<ReturnType<typeof runBrowserBench>>, kind: TickKind) {
  const bareTicks = result.bareTicks.filter((tick) => tick.kind === kind);
  if (!bareTicks.length) return;
  print(
    kind === 'tick'
      ? '## A tick on /action-plan (click to the frame that shows it)'
      : '## A check-in on /today (click to the frame that shows it)',
  );
  print();
  // The yardstick: the same click, timed the same way, on a bare page whose box toggles in the
  // click's own handler; measured before and after the plans, the ratio is to their mean.
  const bare = bareTicks.reduce((total, { tickMs }) => total + tickMs, 0) / bareTicks.length;
  const frame = median(bareTicks.map(({ frameMs }) => frameMs));
  print(
    `Bare page (no app, the yardstick for "the next frame"): ${bareTicks
      .map(({ tickMs }) => `${Math.round(tickMs)} ms`)
      .join(' before the plans, ')} after; a frame every ${frame.toFixed(1)} ms. ` +
      'Each plan: median of its ticks.',
  );
  print();
  print(
    row([
      'tactics',
      `${kind} shown after`,
      `each ${kind} (ms)`,
      'x bare page',
      'frames after the bare page',
      'longest task after it',
      'plan reads it caused',
    ]),
  );
  print(row(['---:', '---:', '---:', '---:', '---:', '---:', '---:']));
  for (const tick of result.ticks.filter((each) => each.kind === kind)) {
    ratioFigure(
      `${kind} at ${tick.tactics.toLocaleString('en')} tactics / bare page (per ${kind})`,
      tick.ticksMs.map((ms) => ms / bare),
    );
    print(
      row([
        tick.tactics.toLocaleString('en'),
        `${Math.round(tick.tickMs)} ms`,
        tick.ticksMs.map((ms) => Math.round(ms)).join(', '),
        `${(tick.tickMs / bare).toFixed(1)}x`,
        ((tick.tickMs - bare) / frame).toFixed(1),
        `${Math.round(tick.longestTaskMs)} ms`,
        tick.planReads,
      ]),
    );
  }
  print();
}

const thousands = (count: number) => count.toLocaleString('en');

/**
 * Each page at each viewport and plan size: medians of its visits (the longest task and the
 * elements: the most of them), and each page's ratio of the biggest plan to the smallest, per
 * pair of visits, for the ratios table.
 */
function printPages(timings: readonly PageTiming[]) {
  if (!timings.length) return;
  const sizes = [...new Set(timings.map((timing) => timing.tactics))].sort((a, b) => a - b);
  const [smallest, biggest] = [sizes[0]!, Math.max(...sizes)];
  print(
    `## Pages at ${sizes.map(thousands).join(', ')} tactics with a year of check-ins (Chromium, time to content; long tasks over 50 ms; ${PAGE_PAIRS} visits at ${thousands(smallest)} and ${thousands(biggest)}, medians)`,
  );
  print();
  print(
    row([
      'page',
      'width',
      'tactics',
      'shown',
      `x ${thousands(smallest)}-tactic`,
      'long tasks',
      'longest (most)',
      'in long tasks',
      'elements (most)',
    ]),
  );
  print(row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']));
  const groups = new Map<string, PageTiming[]>();
  for (const timing of timings) {
    const key = `${timing.route} ${timing.width} ${timing.tactics}`;
    groups.set(key, [...(groups.get(key) ?? []), timing]);
  }
  const visitsOf = (route: string, width: number, tactics: number) =>
    groups.get(`${route} ${width} ${tactics}`) ?? [];
  const pages = [...new Set(timings.map(({ route, width }) => `${route} ${width}`))];
  for (const page of pages) {
    const [route, width] = [page.split(' ')[0]!, Number(page.split(' ')[1])];
    const base = median(visitsOf(route, width, smallest).map((visit) => visit.shownMs));
    for (const tactics of sizes) {
      const visits = visitsOf(route, width, tactics);
      if (!visits.length) continue;
      const shownMs = median(visits.map((visit) => visit.shownMs));
      print(
        row([
          route,
          `${width} px`,
          thousands(tactics),
          Number.isFinite(shownMs) ? seconds(shownMs) : 'never',
          `${(shownMs / base).toFixed(1)}x`,
          median(visits.map((visit) => visit.longTasks)),
          `${Math.round(Math.max(...visits.map((visit) => visit.longestTaskMs)))} ms`,
          `${Math.round(median(visits.map((visit) => visit.longTaskMs)))} ms`,
          thousands(Math.max(...visits.map((visit) => visit.elements))),
        ]),
      );
    }
    if (biggest === smallest) continue;
    // Visits alternate (smallest, biggest), so the n-th of each make the n-th pair.
    const small = visitsOf(route, width, smallest);
    const big = visitsOf(route, width, biggest);
    ratioFigure(
      `${route} at ${width} px: shown at ${thousands(biggest)} / ${thousands(smallest)} tactics`,
      big.map((visit, pair) => visit.shownMs / small[pair]!.shownMs),
      big.at(-1)!.loadAverage,
    );
  }
  print();
}

/** Each read the client makes, at each plan size; the biggest plan's bytes against 2,500's. */
function printReadBytes(reads: readonly ReadBytes[]) {
  if (!reads.length) return;
  print('## Bytes per read the client makes (one request each, KB)');
  print();
  print(row(['read', 'tactics', 'raw', 'brotli', 'time (raw)']));
  print(row(['---', '---:', '---:', '---:', '---:']));
  for (const read of reads) {
    print(
      row([
        read.read,
        thousands(read.tactics),
        kb(read.raw),
        kb(read.brotli),
        `${Math.round(read.ms)} ms`,
      ]),
    );
  }
  print();
  const biggest = Math.max(...reads.map((read) => read.tactics));
  if (biggest === READ_BYTES_BASE) return;
  for (const read of reads.filter((each) => each.tactics === biggest)) {
    const base = reads.find((each) => each.tactics === READ_BYTES_BASE && each.read === read.read);
    if (!base) continue;
    ratioFigure(
      `${read.read} read: bytes at ${thousands(biggest)} / ${thousands(READ_BYTES_BASE)} tactics (raw)`,
      [read.raw / base.raw],
    );
  }
}

/** Rounds of every client read per fresh server, for its memory. */
const MEMORY_READ_ROUNDS = 3;

/**
 * The server's memory (RSS) serving one person's plan: a fresh server reads every read the
 * client makes (clientReads, without the old contract no screen reads) MEMORY_READ_ROUNDS times as the smallest plan's account, then
 * another as the biggest's, in PAIRS alternating pairs; the ratio is of the peaks.
 */
async function serverMemoryByPlan(
  env: NodeJS.ProcessEnv,
  emulatorHost: string,
  plans: readonly BenchAccount[],
) {
  const [smallest, biggest] = [plans[0]!, plans.at(-1)!];
  if (smallest === biggest) return;
  console.log('Server memory by plan...');
  const runs: Array<{ tactics: number; startedMb: number; peakMb: number }> = [];
  for (let pair = 0; pair < PAIRS; pair += 1) {
    for (const plan of [smallest, biggest]) {
      const app = await startApp(env);
      const pid = app.child.pid!;
      const startedMb = rssMb(pid);
      let peakMb = startedMb;
      const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 100);
      const headers = await headersOf(emulatorHost, plan.email);
      const reads = (await clientReads(app.url, headers)).filter((read) => !read.oldContract);
      for (let round = 0; round < MEMORY_READ_ROUNDS; round += 1) {
        for (const read of reads) {
          const response = await fetch(`${app.url}${read.path}`, { headers });
          if (!response.ok) throw new Error(`GET ${read.path}: ${response.status}`);
          await response.arrayBuffer();
        }
      }
      clearInterval(sampler);
      peakMb = Math.max(peakMb, rssMb(pid));
      runs.push({ tactics: plan.tactics, startedMb, peakMb });
      await app.stop();
    }
  }
  const of = (tactics: number) => runs.filter((run) => run.tactics === tactics);
  ratioFigure(
    `server RSS reading one plan: ${thousands(biggest.tactics)} / ${thousands(smallest.tactics)} tactics (peak)`,
    of(biggest.tactics).map((run, pair) => run.peakMb / of(smallest.tactics)[pair]!.peakMb),
  );
  print(
    `## Server memory reading one plan (RSS, MB; a fresh server, every read the client makes ${MEMORY_READ_ROUNDS} times; ${PAIRS} pairs, medians)`,
  );
  print();
  print(row(['tactics', 'after start', 'peak while reading']));
  print(row(['---:', '---:', '---:']));
  for (const plan of [smallest, biggest]) {
    print(
      row([
        thousands(plan.tactics),
        median(of(plan.tactics).map((run) => run.startedMb)),
        median(of(plan.tactics).map((run) => run.peakMb)),
      ]),
    );
  }
  print();
}

async function loadPart(
  parts: Set<Part>,
  databases: ReadonlyArray<(typeof DATABASES)[number]>,
  postgresUrl: string,
  seeded: SeededUser[],
) {
  const keys = await startKeyServer();
  const tokens = new Map(
    await Promise.all(seeded.map(async ({ uid }) => [uid, await keys.sign(uid)] as const)),
  );
  const withTokens = (rows: SeededUser[]): BenchUser[] =>
    rows.map((user) => ({ ...user, token: tokens.get(user.uid)! }));
  const users = withTokens(seeded);

  // Each embedded database is one process's alone: the app and the baseline get a copy each.
  const pgliteDir = mkdtempSync(path.join(tmpdir(), 'momentum-bench-'));
  cleanups.push(async () => rmSync(pgliteDir, { recursive: true, force: true }));
  const pglite = databases.includes('PGlite')
    ? {
        app: withTokens(await seedPglite(path.join(pgliteDir, 'app', 'pglite'))),
        baseline: withTokens(await seedPglite(path.join(pgliteDir, 'baseline'))),
      }
    : undefined;

  // Both servers start together and idle IDLE_SECONDS before their memory is read.
  const apps = new Map<(typeof DATABASES)[number], Awaited<ReturnType<typeof startApp>>>();
  for (const kind of databases) {
    const env =
      kind === 'PostgreSQL'
        ? { DATABASE_URL: postgresUrl }
        : { DATA_DIR: path.join(pgliteDir, 'app') };
    apps.set(kind, await startApp(env, keys.url));
  }
  console.log(`Memory: ${IDLE_SECONDS} s idle...`);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const idle = new Map([...apps].map(([kind, app]) => [kind, rssMb(app.child.pid!)]));

  const memory: string[] = [];
  const api: string[] = [];
  for (const kind of databases) {
    const app = apps.get(kind)!;
    let peakMb = idle.get(kind)!;
    if (parts.has('api')) {
      const baseline = await startBaseline(
        kind === 'PostgreSQL'
          ? { DATABASE_URL: postgresUrl }
          : { DATA_DIR: path.join(pgliteDir, 'baseline') },
      );
      for (const call of callsOn(kind)) {
        console.log(`${kind}: ${call}...`);
        const result =
          kind === 'PostgreSQL'
            ? await compare(app, baseline, call, users, users)
            : await compare(app, baseline, call, pglite!.app, pglite!.baseline);
        const label = API_CALLS[call];
        ratioFigure(`${kind} ${label}: throughput, app / baseline`, result.ratios);
        ratioFigure(`${kind} ${label}: p99, app / baseline`, result.p99Ratios);
        api.push(
          row([
            kind,
            label,
            Math.round(result.app.rps),
            Math.round(result.baseline.rps),
            `${result.ratio.toFixed(2)}x`,
            `${result.app.p50} / ${result.app.p99}`,
            `${result.baseline.p50} / ${result.baseline.p99}`,
            `${result.p99Ratio.toFixed(2)}x`,
            `${Math.round(result.app.cpuUs)} / ${Math.round(result.baseline.cpuUs)}`,
            `${result.app.errors} / ${result.baseline.errors}`,
          ]),
        );
        peakMb = Math.max(peakMb, result.app.peakRssMb);
      }
      await baseline.stop();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      memory.push(row([kind, idle.get(kind)!, peakMb, rssMb(app.child.pid!)]));
    } else {
      memory.push(row([kind, idle.get(kind)!, '-', '-']));
    }
    await app.stop();
  }

  if (api.length) printApi(api);
  if (parts.has('memory')) {
    print('## Server memory (RSS, MB)');
    print();
    print(row(['database', `idle ${IDLE_SECONDS} s after start`, 'peak under load', 'after load']));
    print(row(['---', '---:', '---:', '---:']));
    memory.forEach((line) => print(line));
    print();
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
      seconds(lh.lcpMs!),
      seconds(lh.fcpMs!),
      `${Math.round(lh.tbtMs!)} ms`,
      lh.cls!.toFixed(3),
    ]),
  );
  print();
}

function printApi(api: string[]) {
  print(
    `## API at ${CONNECTIONS} connections, ${USERS} users, ${PAIRS} pairs of ${SECONDS} s runs (app, baseline), medians`,
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
      'p99 ratio',
      'server CPU µs per request app / baseline',
      'errors app / baseline',
    ]),
  );
  print(row(['---', '---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']));
  api.forEach((line) => print(line));
  print();
  print(
    'Baseline: bare node:http running the same statements on the same engine (scripts/lib/bench-baseline.ts).',
  );
  print();
}

try {
  await main();
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}
