/** The API reference page in a real browser: it fetches nothing else and reads well (axe). */
import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe.ts';

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the API reference at /api/docs loads nothing else and is accessible (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    const requests: string[] = [];
    const refusals: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
    });
    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Momentum API' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'POST /api/goals' })).toBeVisible();
    await page.getByRole('link', { name: 'PATCH /api/tactics/{id}' }).click();
    await expect(page).toHaveURL(/#patchApiTacticsId$/);
    // The page itself, and the browser's own favicon request to this server at most.
    const origin = new URL(page.url()).origin;
    expect(requests.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
    expect(requests.filter((url) => !/\/api\/docs|\/favicon/.test(url))).toEqual([]);
    expect(refusals).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
}
