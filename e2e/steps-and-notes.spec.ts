/**
 * Sub-steps on an action plan card, ticked and reordered by keyboard alone, and the offer to mark
 * the tactic done once the last one is ticked (docs/product.md, "Sub-steps and notes").
 */
import { expect, openSignedIn, test } from './support/fixtures.ts';

test('three sub-steps ticked by keyboard offer to complete the tactic, and survive a reload', async ({
  page,
}) => {
  await openSignedIn(page);
  await page.goto('/');
  await page.getByLabel('Goal 1', { exact: true }).fill('Build an emergency fund');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByPlaceholder('Enter a tactic...').first().fill('Open a savings account');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/evaluate$/);
  await page.goto('/action-plan');

  await page.getByRole('button', { name: 'Add steps' }).click();
  const input = page.getByLabel('New step for Open a savings account');
  for (const title of ['Compare banks', 'Fill in the form', 'Set a monthly transfer']) {
    await input.fill(title);
    await input.press('Enter');
  }
  await expect(page.getByRole('button', { name: 'Steps 0/3' })).toBeVisible();

  // Keyboard only: Tab to the first step's box, Space ticks it, Alt+ArrowDown moves it down.
  const first = page.getByRole('checkbox', { name: 'Compare banks' });
  await first.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Steps 1/3' })).toBeVisible();
  await page.keyboard.press('Alt+ArrowDown');
  const steps = page.getByRole('list', { name: 'Steps of Open a savings account' });
  await expect(steps.getByRole('listitem').nth(1)).toContainText('Compare banks');
  for (const title of ['Fill in the form', 'Set a monthly transfer']) {
    await page.getByRole('checkbox', { name: title }).focus();
    await page.keyboard.press('Space');
  }
  await expect(page.getByRole('button', { name: 'Steps 3/3' })).toBeVisible();
  const offer = page.getByRole('status').filter({ hasText: 'All steps are done' });
  await expect(offer).toBeVisible();
  // Not done silently: the tactic is still open until asked.
  await expect(page.getByRole('checkbox', { name: 'Open a savings account' })).not.toBeChecked();
  await offer.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page.getByRole('checkbox', { name: 'Open a savings account' })).toBeChecked();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Steps 3/3' })).toBeVisible();
  await page.getByRole('button', { name: 'Steps 3/3' }).click();
  await expect(steps.getByRole('listitem').nth(0)).toContainText('Fill in the form');
  await expect(page.getByRole('checkbox', { name: 'Open a savings account' })).toBeChecked();
});
