/**
 * `npm test`: every test, one summary. Unit, API (PGlite and a throwaway PostgreSQL) and
 * component tests run in Vitest, then end-to-end tests in Chromium against the production build.
 * The Auth emulator starts once and serves both.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_INSTALL_HINT, chromiumPath, hasChromium } from './lib/chromium.ts';
import { startLocalAuthIfUnconfigured } from './lib/local-auth.ts';
import { run } from './lib/processes.ts';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

if (!hasChromium()) {
  console.error(
    `The end-to-end tests need Chromium, and none was found at ${chromiumPath()}.\n` +
      `Install it with:\n\n    ${CHROMIUM_INSTALL_HINT}\n\n(or set CHROMIUM_PATH to a Chromium binary)`,
  );
  process.exit(1);
}

const resultsDir = path.resolve('test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const vitestJson = path.join(resultsDir, 'vitest-results.json');
const playwrightJsons = ['e2e-results.json', 'e2e-limits-results.json'].map((name) =>
  path.join(resultsDir, name),
);

const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test' };
const emulator = await startLocalAuthIfUnconfigured(env, { quiet: true });
if (!emulator && !env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error(
    'The tests need the Firebase Auth emulator: unset the Firebase settings to use the local one.',
  );
  process.exit(1);
}
const bin = (name: string) => path.resolve('node_modules/.bin', name);
const stages: Array<[string, () => Promise<void>]> = [
  [
    'unit, API and component tests (Vitest)',
    () =>
      run(
        bin('vitest'),
        ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
        { env },
      ),
  ],
  ['end-to-end tests (Playwright, Chromium)', () => run(bin('playwright'), ['test'], { env })],
  // On its own: its import of 50,000 tactics would load the server the other journeys share.
  [
    'a plan at the limits, end to end (Playwright, on its own)',
    () =>
      run(bin('playwright'), ['test', 'e2e/limits.spec.ts'], {
        env: { ...env, E2E_LIMITS: '1' },
      }),
  ],
];

let failedStages = 0;
try {
  for (const [name, stage] of stages) {
    console.log(`\n=== ${name} ===\n`);
    await stage().catch((error: Error) => {
      failedStages++;
      console.error(`\n${name} failed: ${error.message.split('\n')[0]}`);
    });
  }
} finally {
  await emulator?.stop();
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{
    name: string;
    message?: string;
    assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }>;
  }>;
}

function vitestReport(): VitestReport | undefined {
  return existsSync(vitestJson)
    ? (JSON.parse(readFileSync(vitestJson, 'utf8')) as VitestReport)
    : undefined;
}

function vitestCounts(report = vitestReport()): Counts {
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Both Playwright runs' counts; a run that left no report counts as one failure. */
function playwrightCounts(): Counts {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const report of playwrightJsons) {
    if (!existsSync(report)) {
      counts.failed += 1;
      continue;
    }
    const { stats } = JSON.parse(readFileSync(report, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    };
    counts.passed += stats.expected + stats.flaky;
    counts.failed += stats.unexpected;
    counts.skipped += stats.skipped;
  }
  return counts;
}

/** Failures named again at the end, where a CI log cut to its tail still shows them. */
function vitestFailures(report = vitestReport()): string[] {
  const firstLine = (text = '') => text.split('\n').find((line) => line.trim()) ?? '';
  return (report?.testResults ?? []).flatMap((file) => {
    const where = path.relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.message) return [`${where}: ${firstLine(file.message)}`];
    return failed.map(
      (test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`,
    );
  });
}

const vitest = vitestCounts();
const e2e = playwrightCounts();
const line = (counts: Counts) =>
  `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
console.log('\n=== Summary ===');
for (const failure of vitestFailures()) console.log(`Vitest failed: ${failure.slice(0, 300)}`);
console.log(`Vitest (unit, API, component): ${line(vitest)}`);
console.log(`Playwright (end-to-end):       ${line(e2e)}`);
const total = {
  passed: vitest.passed + e2e.passed,
  failed:
    vitest.failed + e2e.failed + (failedStages && !(vitest.failed + e2e.failed) ? failedStages : 0),
  skipped: vitest.skipped + e2e.skipped,
};
console.log(`Total: ${line(total)}`);
process.exit(total.failed > 0 || failedStages > 0 ? 1 : 0);
