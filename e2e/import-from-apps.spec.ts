/**
 * Import from another app through the page (docs/product.md, Your data): a Habitica data export,
 * previewed with what cannot be mapped, imported as one outcome whose tactics show in the plan.
 */
import { habiticaFile } from '../src/test/foreign-files.ts';
import { expect, openSignedIn, test } from './support/fixtures.ts';

test('a Habitica export arrives as an outcome, previewed first with what cannot come', async ({
  page,
}) => {
  await openSignedIn(page);
  await page.goto('/account');
  await page.getByRole('combobox', { name: 'App' }).selectOption('Habitica');
  await page.getByLabel('Habitica export file').setInputFiles({
    name: 'habitica-user-data.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(habiticaFile())),
  });
  await expect(
    page.getByText('3 goals and 8 tactics will be added, with 8 check-ins'),
  ).toBeVisible();
  const unmapped = page.getByRole('list', { name: 'Not imported or changed on the way:' });
  await expect(unmapped.getByRole('listitem')).toContainText([
    "habit 'Snack': a habit with only a − button has no match in Momentum",
  ]);
  await page.getByRole('button', { name: 'Import from Habitica' }).click();
  await expect(
    page.getByText('Added 3 goals and 8 tactics to your plan.', { exact: true }),
  ).toBeVisible();

  await page.goto('/action-plan');
  await expect(page.getByText('Stretch', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Book dentist', { exact: true }).first()).toBeVisible();
});
