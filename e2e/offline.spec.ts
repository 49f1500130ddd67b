/**
 * Installable and usable offline (docs/decisions/019-offline.md): the production build's service
 * worker serves the app without a network, the saved plan shows, ticks, a check-in and a schedule
 * change made offline are queued across reloads and reach the server once on reconnecting, and signing out leaves nothing of
 * the account for the next person on the same browser.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import type { Outcomes } from '#shared/schemas';
import {
  apiHeaders,
  createAccount,
  createGoalFor,
  type EmulatorAccount,
  expect,
  openSignedIn,
  prepareContext,
  signIn,
  test,
} from './support/fixtures.ts';

const OFFLINE_NOTICE = "You're offline. Changes will sync when you reconnect.";
const GOAL = 'Sleep better';
const TACTICS = ['Lights out by eleven', 'No screens in bed', 'Morning walk'] as const;
/** A daily tactic, checked in on Today. */
const DAILY = 'Stretch before bed';
const DUE_DATE = '2030-01-15';

const headers = apiHeaders;

async function seedPlan(request: APIRequestContext, account: EmulatorAccount) {
  const goalId = await createGoalFor(request, account, GOAL);
  for (const title of TACTICS) {
    const tactic = await request.post('/api/tactics', {
      headers: headers(account),
      data: { goalId, title },
    });
    expect(tactic.status()).toBe(201);
  }
  const daily = await request.post('/api/tactics', {
    headers: headers(account),
    data: { goalId, title: DAILY },
  });
  const { id: dailyId } = (await daily.json()) as { id: string };
  const repeat = await request.patch(`/api/tactics/${dailyId}`, {
    headers: headers(account),
    data: { repeat: { frequency: 'daily' } },
  });
  expect(repeat.status()).toBe(200);
}

async function serverPlan(request: APIRequestContext, account: EmulatorAccount) {
  const response = await request.get('/api/outcomes', { headers: headers(account) });
  return (await response.json()) as Outcomes;
}

const checkbox = (page: Page, title: string) => page.getByRole('checkbox', { name: title });
/** The paths of the writes waiting in the offline queue (src/client/plan/offline/queue.ts). */
const queuedPaths = (page: Page) =>
  page.evaluate(async () => {
    const { promise, resolve } = Promise.withResolvers<string[]>();
    const opened = indexedDB.open('momentum');
    opened.onsuccess = () => {
      const read = opened.result.transaction('offline').objectStore('offline').get('queue');
      read.onsuccess = () => {
        opened.result.close();
        resolve(((read.result ?? []) as { path: string }[]).map((write) => write.path));
      };
    };
    return promise;
  });
const checkInButton = (page: Page) => page.getByRole('button', { name: `Check in: ${DAILY}` });

/** Waits until the service worker controls the page, so that a reload is served by it. */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

test('the app installs, opens offline with the saved plan, and sends offline changes once', async ({
  page,
  request,
}) => {
  const owner = await createAccount({ name: 'Offline Owner' });
  await seedPlan(request, owner);

  // Served files: the worker is always revalidated, the manifest has its own type.
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  expect((await request.get('/assets/missing-chunk.js')).status()).toBe(404);

  await openSignedIn(page, { email: owner.email });
  await page.goto('/action-plan');
  await expect(checkbox(page, TACTICS[0])).not.toBeChecked();
  await waitForServiceWorker(page);

  // Writes that reached the server (one may be tried and fail while the browser still claims
  // to be online; it never arrives, and stays queued).
  const patches: string[] = [];
  const checkIns: string[] = [];
  page.on('response', (answered) => {
    const sent = answered.request();
    if (sent.method() === 'PATCH') patches.push(`${sent.url()} ${sent.postData() ?? ''}`);
    if (sent.url().includes('/check-ins/')) checkIns.push(`${sent.method()} ${sent.url()}`);
  });

  // Offline: the worker serves the app, the saved plan shows, and the notice says what happens.
  await page.context().setOffline(true);
  await page.reload();
  await expect(checkbox(page, TACTICS[2])).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();

  await checkbox(page, TACTICS[0]).click();
  await checkbox(page, TACTICS[1]).click();
  // Twice more on the last one: it ends ticked, and the queue keeps only the last change.
  await checkbox(page, TACTICS[1]).click();
  await checkbox(page, TACTICS[1]).click();
  await expect(checkbox(page, TACTICS[0])).toBeChecked();
  await expect(checkbox(page, TACTICS[1])).toBeChecked();
  // A due date, and a check-in on Today.
  await page.getByRole('button', { name: `Schedule ${TACTICS[2]}` }).click();
  await page.getByRole('dialog').getByLabel('Due date').fill(DUE_DATE);
  await page.keyboard.press('Escape');
  await expect(page.getByText(/^Due .*2030/)).toBeVisible();
  await page.getByRole('link', { name: 'Today', exact: true }).click();
  await checkInButton(page).click();
  await expect(checkInButton(page)).toHaveAttribute('aria-pressed', 'true');

  // Still offline after a reload: every change is kept. A change is queued a few tasks after it
  // shows, and the saved plan waits for it (persister.ts): reloaded once it is queued.
  await expect
    .poll(async () => (await queuedPaths(page)).some((path) => path.includes('/check-ins/')))
    .toBe(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  await expect(checkInButton(page)).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/action-plan');
  await expect(checkbox(page, TACTICS[0])).toBeChecked();
  await expect(checkbox(page, TACTICS[1])).toBeChecked();
  await expect(checkbox(page, TACTICS[2])).not.toBeChecked();
  await expect(page.getByText(/^Due .*2030/)).toBeVisible();
  expect(patches).toEqual([]);
  expect(checkIns).toEqual([]);

  // Online again: both reach the server, one request each, and the notice goes.
  const refetched = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/outcomes' && response.ok(),
  );
  await page.context().setOffline(false);
  await refetched;
  await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);
  const completed = async () =>
    (await serverPlan(request, owner)).goals[0]!.tactics.filter((tactic) => tactic.completed).map(
      (tactic) => tactic.title,
    );
  await expect.poll(completed).toEqual([TACTICS[0], TACTICS[1]]);
  const tactic = async (title: string) =>
    (await serverPlan(request, owner)).goals[0]!.tactics.find((each) => each.title === title)!;
  await expect.poll(async () => (await tactic(TACTICS[2])).dueDate).toBe(DUE_DATE);
  await expect.poll(async () => (await tactic(DAILY)).checkIns).toHaveLength(1);
  // Polled: the server may show a write before the page has received its answer.
  const sentOnce = async () => {
    await expect
      .poll(() => patches.filter((patch) => patch.endsWith('{"completed":true}')))
      .toHaveLength(2);
    await expect.poll(() => patches.filter((patch) => patch.includes(DUE_DATE))).toHaveLength(1);
    await expect.poll(() => patches).toHaveLength(3);
    await expect.poll(() => checkIns).toEqual([expect.stringMatching(/^PUT /)]);
  };
  await sentOnce();
  await page.reload();
  await expect(checkbox(page, TACTICS[1])).toBeChecked();
  await sentOnce();

  // Sign out; someone else signs in on the same browser and sees nothing of the first plan.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Get Started with Google' })).toBeVisible();
  await signIn(page, { name: 'Next Person' });
  await page.goto('/action-plan');
  await expect(page.getByText("Here's your to-do list!")).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByText(GOAL)).toHaveCount(0);
  for (const title of TACTICS) await expect(page.getByText(title)).toHaveCount(0);
  // Nothing of the first account is left in the browser's storage either.
  const stored = await page.evaluate(async () => {
    const { promise, resolve } = Promise.withResolvers<string>();
    const opened = indexedDB.open('momentum');
    opened.onsuccess = () => {
      const read = opened.result.transaction('offline').objectStore('offline').getAllKeys();
      read.onsuccess = () => resolve(JSON.stringify(read.result));
    };
    return promise;
  });
  expect(stored).not.toContain(owner.uid);
  await page.context().setOffline(false);
});

test('Chromium finds nothing that stops the app from being installed', async ({ baseURL }) => {
  // Chromium never offers an install in an incognito profile, so this needs a profile on disk.
  const profile = mkdtempSync(path.join(tmpdir(), 'momentum-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
  });
  try {
    await prepareContext(context);
    const page = context.pages()[0] ?? (await context.newPage());
    await openSignedIn(page); // The worker registers for signed-in users only.
    await waitForServiceWorker(page);
    const devtools = await context.newCDPSession(page);
    const manifest = (await devtools.send('Page.getAppManifest')) as {
      url: string;
      errors: unknown[];
    };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the first visit on a new build says "Updated" quietly, once', async ({ page }) => {
  const notice = page.getByRole('region', { name: /notifications/i }).getByRole('listitem');
  const workerRegistered = () =>
    page.waitForFunction(
      async () => (await navigator.serviceWorker.getRegistration()) !== undefined,
    );
  // A first visit has nothing to compare with: quiet.
  await openSignedIn(page);
  await workerRegistered();
  await expect(notice).toHaveCount(0);

  // The last visit ran an earlier build (the worker takes over on the visit after a deployment,
  // and the page it serves loads another hashed entry script).
  const entry = await page.locator('script[type="module"][src*="/assets/"]').getAttribute('src');
  await page.evaluate(
    (earlier) => localStorage.setItem('momentum:build', earlier),
    new URL(entry!.replace(/\.js$/, '-earlier.js'), page.url()).href,
  );
  await page.reload();
  await expect(notice).toContainText('Updated');
  await expect(notice).toContainText('Momentum is up to date.');

  // Once: the next visit on the same build is quiet.
  await page.reload();
  await workerRegistered();
  await page.waitForLoadState('networkidle'); // The worker's chunk has loaded and run.
  await expect(notice).toHaveCount(0);
});

test('a visitor who never signs in downloads the landing page and no service worker', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Get Started with Google' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(async () => navigator.serviceWorker.getRegistration()),
  ).toBeUndefined();
  expect(requested).not.toContain('/sw.js');
  expect(requested.filter((path) => /signed-in-app|workflow|firebase-sdk/.test(path))).toEqual([]);
});
