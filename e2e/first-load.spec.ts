/**
 * The first paint, as a visitor on a slow phone network sees it (docs/decisions/022-first-paint.md,
 * docs/decisions/034-lean-client-bundles.md): a first visit shows the landing page without
 * loading the Firebase SDK at all until a sign-in button is used, and a signed-in reload never
 * shows the landing page on its way to the app.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openSignedIn, test } from './support/fixtures.ts';

/** The built chunks that hold Firebase Auth, found by a string only its code contains. */
function firebaseAuthChunks(): string[] {
  const assets = path.resolve('dist/client/assets');
  return readdirSync(assets).filter(
    (file) =>
      file.endsWith('.js') &&
      readFileSync(path.join(assets, file), 'utf8').includes('identitytoolkit.googleapis.com'),
  );
}

/** Chrome DevTools' "Fast 3G" preset. */
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

/**
 * Installed before any page script: notes (in the page's own clock) when the landing page's
 * hero heading first appears in the document, however briefly.
 */
function watchForHero() {
  const w = window as typeof window & { heroShownAt?: number };
  new MutationObserver(() => {
    if (w.heroShownAt === undefined && document.getElementById('hero-title')) {
      w.heroShownAt = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
}

const heroShownAt = (page: Page) =>
  page.evaluate(() => (window as typeof window & { heroShownAt?: number }).heroShownAt);

/** When the page started each request for one of `files`, in the page's clock. */
const requestsFor = (page: Page, files: string[]) =>
  page.evaluate(
    (names) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => names.some((name) => entry.name.endsWith(`/assets/${name}`)))
        .map((entry) => entry.startTime),
    files,
  );

test('on Fast 3G, a first visit shows the hero with no Firebase code; it loads on sign-in', async ({
  page,
  context,
}) => {
  test.slow(); // Everything crosses a throttled link.
  const chunks = firebaseAuthChunks();
  expect(chunks.length, 'the build has a Firebase Auth chunk to look for').toBeGreaterThan(0);

  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', FAST_3G);
  await page.addInitScript(watchForHero);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Turn the outcomes/ })).toBeVisible();
  // Everything the landing page loads by itself has arrived; none of it is Firebase.
  await page.waitForLoadState('networkidle');
  expect(await heroShownAt(page)).toBeDefined();
  expect(await requestsFor(page, chunks), 'Firebase requested before any sign-in').toEqual([]);

  const clickedAt = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Get Started with Google', exact: true }).click();
  // A resource is listed once it has arrived.
  await expect.poll(() => requestsFor(page, chunks), { timeout: 60_000 }).not.toEqual([]);
  for (const time of await requestsFor(page, chunks)) expect(time).toBeGreaterThan(clickedAt);
});

test('a signed-in reload of /summary never shows the landing page', async ({ page }) => {
  await openSignedIn(page);
  await page.goto('/summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Strategy Summary' })).toBeVisible();

  await page.addInitScript(watchForHero);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Strategy Summary' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  expect(await heroShownAt(page), 'the landing page appeared during the reload').toBeUndefined();
});
