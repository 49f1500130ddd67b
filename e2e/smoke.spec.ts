import { expect, test } from '@playwright/test';

test('signed out, every path shows the landing page', async ({ page }) => {
  for (const path of ['/', '/summary', '/explore/better-sleep', '/no/such/page']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Get Started with Google' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Your Journey Now' })).toBeVisible();
  }
});

test('the server answers health, serves hashed assets for a year and pages fresh', async ({
  request,
  page,
}) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });

  const html = await request.get('/action-plan');
  expect(html.headers()['cache-control']).toBe('no-cache');
  expect(await html.text()).toContain('<div id="root">');

  const assets: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/assets/')) assets.push(response.headers()['cache-control'] ?? '');
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Get Started with Google' })).toBeVisible();
  expect(assets.length).toBeGreaterThan(0);
  for (const header of assets) expect(header).toContain('immutable');

  const unknownApi = await request.get('/api/nope');
  expect(unknownApi.status()).toBe(404);
  expect(await unknownApi.json()).toEqual({ message: 'Not found', code: 'errors.notFound' });
});
