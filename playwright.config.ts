import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/lib/chromium.ts';

export default defineConfig({
  testDir: './e2e',
  // The plan at the limits (50,000 tactics) takes a minute to import and loads the shared server
  // while other journeys run: it runs on its own, after them (scripts/test.ts; README, "Testing").
  testIgnore: process.env.E2E_LIMITS ? [] : ['**/limits.spec.ts'],
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry, reported as flaky in the summary (scripts/test.ts): on a shared 2-core machine the
  // longest screen tours now and then meet a one-off refusal or stall that a second run does not.
  // A test that fails twice fails the run.
  retries: 1,
  // Machines of this kind differ in speed by about 1.8x; at the slow end the longer journeys
  // (install and go offline, push at 360 px) took just over a minute.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  outputDir: './test-results/e2e',
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile: process.env.E2E_LIMITS
          ? './test-results/e2e-limits-results.json'
          : './test-results/e2e-results.json',
      },
    ],
  ],
  use: {
    // Set by the global setup, which starts the server on a free port before workers load this file.
    baseURL: process.env.E2E_BASE_URL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
