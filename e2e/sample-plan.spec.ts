/**
 * A new account starts from the sample plan: one click on step 1 saves the landing page's example
 * as the person's own plan, which a reload, the later steps and a second click all agree on.
 */
import { expect, openSignedIn, test } from './support/fixtures.ts';

const GOALS = ['Finish work by 6 pm on weekdays', 'Spend phone-free evenings with family'];

test('Start from a sample plan fills an empty plan once, saved and ranked', async ({ page }) => {
  await openSignedIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'What goals/outcomes do you want to achieve?',
  );
  const offer = page.getByRole('button', { name: 'Start from a sample plan' });
  await offer.click();

  for (const [index, title] of GOALS.entries()) {
    await expect(page.getByLabel(`Goal ${index + 1}`, { exact: true })).toHaveValue(title);
  }
  await expect(offer).toHaveCount(0);

  // Saved on the server: a reload shows the same two goals and no offer.
  await page.reload();
  await expect(page.getByLabel('Goal 1', { exact: true })).toHaveValue(GOALS[0]!);
  await expect(page.getByLabel('Goal 2', { exact: true })).toHaveValue(GOALS[1]!);
  await expect(page.getByLabel('Goal 3', { exact: true })).toHaveCount(0);
  await expect(offer).toHaveCount(0);

  // The summary ranks the sample's rated tactics: 'notifications' (2, 5) scores 8, first.
  await page.goto('/summary');
  await expect(page.getByText('Turn off work notifications after 7 pm').first()).toBeVisible();
  await expect(page.getByText('Charge my phone outside the bedroom').first()).toBeVisible();
});
