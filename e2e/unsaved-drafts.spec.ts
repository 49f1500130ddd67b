/**
 * Unsaved edits on a workflow step survive leaving it by a tab, the browser's Back and a reload,
 * until Continue saves them; signing out forgets them (docs/product.md, Unsaved changes).
 */
import { axeViolations } from './support/axe.ts';
import { expect, openSignedIn, test } from './support/fixtures.ts';

const NOTE = 'Unsaved changes — Continue saves them.';

test('a tactic typed on Brainstorm is kept through Today, Back and a reload', async ({ page }) => {
  await openSignedIn(page);
  await page.getByLabel('Goal 1', { exact: true }).fill('Sleep better');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/tactics$/);

  const tactic = page.getByRole('textbox', { name: 'Tactic 1 for Sleep better' });
  await tactic.fill('Keep bedroom cool at 18°C');
  await expect(page.getByText(NOTE)).toBeVisible();
  // The note and its Discard changes pass axe and fit a phone, in both themes.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole('button', { name: 'Discard changes' })).toBeVisible();
      expect.soft(await axeViolations(page), `axe, ${colorScheme}, ${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: 'Today', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await page.goBack();
  await expect(tactic).toHaveValue('Keep bedroom cool at 18°C');
  await expect(page.getByText(NOTE)).toBeVisible();

  await page.reload();
  await expect(tactic).toHaveValue('Keep bedroom cool at 18°C');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Get Started with Google' })).toBeVisible();
  const kept = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.startsWith('momentum.step-draft')),
  );
  expect(kept).toEqual([]);
});
