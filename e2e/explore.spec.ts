/**
 * Explore end to end: the tabs, the category grid, filters, the way back, new-tab links, and
 * that nothing on these pages comes from another site (docs/decisions/011-explore-images-are-bundled.md).
 */
import { expect, openSignedIn, test } from './support/fixtures.ts';

const GROUP_HEADINGS = ['Expert Advice', 'Videos', 'Articles', 'Tools', 'Podcasts'];

test('from Goals to Explore, into a category, through every filter and back', async ({ page }) => {
  await openSignedIn(page);

  const foreignRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') {
      foreignRequests.push(request.url());
    }
  });

  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Goals' })).toHaveAttribute('aria-current', 'page');
  await main.getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Goals' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: 'Better sleep', exact: true }).click();
  await expect(page).toHaveURL(/\/explore\/better-sleep$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Better sleep' })).toBeVisible();
  // The Explore tab stays active below /explore.
  await expect(main.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');

  // 'All' shows every group under its heading: 5 experts and 3 of each other kind.
  for (const heading of GROUP_HEADINGS) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /^Visit Profile: / })).toHaveCount(5);
  for (const action of ['Watch', 'Read', 'Try Now', 'Listen']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${action}: `) })).toHaveCount(3);
  }

  const chips = page.getByRole('group', { name: 'Filter resources by type' });
  const only = async (chip: string, action: string, count: number) => {
    await chips.getByRole('button', { name: chip }).click();
    await expect(chips.getByRole('button', { name: chip })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: / \(opens in a new tab\)$/ })).toHaveCount(count);
    await expect(page.getByRole('link', { name: new RegExp(`^${action}: `) })).toHaveCount(count);
  };
  await only('Expert Advice', 'Visit Profile', 5);
  await only('Videos', 'Watch', 3);
  await only('Articles', 'Read', 3);
  await only('Tools', 'Try Now', 3);
  await only('Podcasts', 'Listen', 3);
  await chips.getByRole('button', { name: 'All' }).click();
  await expect(page.getByRole('link', { name: / \(opens in a new tab\)$/ })).toHaveCount(17);

  // Every action opens its https page in a new tab without handing over this window.
  const watch = page.getByRole('link', { name: /^Watch: Sleep is your superpower/ });
  await expect(watch).toHaveAttribute('target', '_blank');
  await expect(watch).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(watch).toHaveAttribute('href', /^https:\/\//);

  // Pictures are our own drawings, inline in the page (docs/decisions/110-a-face-of-its-own.md):
  // one per card, hidden from screen readers, and no image is fetched from anywhere.
  const drawings = page.locator('main svg[data-illustration]');
  expect(await drawings.count()).toBeGreaterThanOrEqual(17);
  for (const hidden of await drawings.evaluateAll((all) =>
    all.map((drawing) => drawing.getAttribute('aria-hidden')),
  )) {
    expect(hidden).toBe('true');
  }
  for (const src of await page
    .locator('main img')
    .evaluateAll((all) => all.map((image) => image.getAttribute('src') ?? ''))) {
    expect(src.startsWith('data:') || src.startsWith('/')).toBe(true);
  }

  await page.getByRole('button', { name: 'Back to Categories' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await page.getByRole('link', { name: 'Parenting', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Parenting' })).toBeVisible();
  await expect(page.getByRole('link', { name: / \(opens in a new tab\)$/ })).toHaveCount(5);

  await main.getByRole('link', { name: 'Goals' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(foreignRequests).toEqual([]);
});

test('an unknown category says so and leads back', async ({ page }) => {
  await openSignedIn(page);
  await page.goto('/explore/no-such-area');
  await expect(page.getByText('Category Not Found')).toBeVisible();
  await expect(page.getByText("The category you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('button', { name: 'Back to Categories' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Goals' })).toBeVisible();
});

test('category cards read well on a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openSignedIn(page);
  await page.goto('/explore/better-sleep');
  await expect(page.getByRole('heading', { level: 1, name: 'Better sleep' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
