/**
 * A page whose code does not arrive (docs/decisions/182-code-that-fails-to-load.md): a request
 * dropped once costs nothing the person sees, and code that never arrives gives words and Reload
 * inside the app's frame, never a blank page. The service worker is kept out, so that each chunk's
 * request reaches the page's own routes.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { expect, openSignedIn, test } from './support/fixtures.ts';

test.use({ serviceWorkers: 'block' });

/** The built file of a source module, as the client's manifest names it. */
function builtFile(source: string): string {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the client's manifest`);
  return `/${entry.file}`;
}

/** Drops the requests for `file` (only the first `times` of them when given); counts them all. */
async function dropRequests(page: Page, file: string, times = Infinity) {
  const seen = { requests: 0, stop: () => page.unroute(matches) };
  const matches = (url: URL) => url.pathname === file;
  await page.route(matches, (route) => {
    seen.requests += 1;
    return seen.requests <= times ? route.abort('failed') : route.continue();
  });
  return seen;
}

test('a request for the saved-plan code dropped once: Today still shows, with no reload by hand', async ({
  page,
}) => {
  await openSignedIn(page);
  const dropped = await dropRequests(
    page,
    builtFile('src/client/plan/offline/offline-layer.tsx'),
    1,
  );
  await page.goto('/today');
  // Three tries, a reload by itself and a second start of the app and Firebase come first: on a
  // busy 2-core machine that alone took over 10 s.
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(dropped.requests).toBeGreaterThanOrEqual(2);
});

test('code that never arrives: the page says so inside the frame, the tabs work, Reload recovers', async ({
  page,
}) => {
  await openSignedIn(page);
  const todayCode = builtFile('src/client/features/today/index.ts');
  const dropped = await dropRequests(page, todayCode);
  await page.goto('/today');

  const panel = page.getByRole('alert');
  await expect(
    panel.getByRole('heading', { level: 1, name: 'This page could not be loaded' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(panel).toContainText('Nothing you saved has been lost.');
  // It reloaded once by itself before giving up (each document asks at least once).
  expect(dropped.requests).toBeGreaterThanOrEqual(2);
  // Light and dark, on a desktop and on 360 and 320 px phones: axe-clean, nothing wider than the screen.
  for (const width of [1280, 360, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByRole('button', { name: 'Reload' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      // Colours ease into the new theme: axe must see where they end.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      expect
        .soft(await axeViolations(page), `axe on the panel, ${colorScheme}, ${width} px`)
        .toEqual([]);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Explore' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Explore/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await nav.getByRole('link', { name: 'Today' }).click();
  await dropped.stop();
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
});
