/**
 * Two tabs of one signed-in person: a goal deleted in one, tactics typed for it in the other (still
 * showing it) and saved. The save says what was not saved, keeps that text on screen and in the
 * tab's draft, saves the rest, and a second Continue sends nothing twice (docs/product.md, Unsaved
 * changes).
 */
import { axeViolations } from './support/axe.ts';
import { expect, openSignedIn, saved, test } from './support/fixtures.ts';

const GOAL_GONE =
  'A goal was deleted in another tab or device: its tactics were not saved, the rest was.';

test('a stale tab saving tactics for a goal deleted in another tab says so and loses nothing', async ({
  page,
  context,
}) => {
  await openSignedIn(page);
  await page.getByLabel('Goal 1', { exact: true }).fill('Sleep better');
  await page.getByRole('button', { name: 'Add Another Goal' }).click();
  await page.getByLabel('Goal 2', { exact: true }).fill('Get fit');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/tactics$/);
  await page.getByRole('textbox', { name: 'Tactic 1 for Sleep better' }).fill('Dark room');
  await page.getByRole('textbox', { name: 'Tactic 1 for Get fit' }).fill('Run');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/evaluate$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('region', { name: 'Get fit' })).toBeVisible();

  // The second tab removes 'Get fit'; its delete is sent once the Undo toast is closed.
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByLabel('Goal 2', { exact: true })).toHaveValue('Get fit');
  await second.getByRole('button', { name: 'Remove goal 2' }).click();
  await second.getByRole('button', { name: 'Continue' }).click();
  await expect(second).toHaveURL(/\/tactics$/);
  const deleted = saved(second, 'DELETE', /^\/api\/goals\//);
  await second.getByRole('button', { name: 'Close notification' }).click();
  await deleted;

  // The first tab still shows 'Get fit' and saves tactics for both goals.
  await page.getByRole('button', { name: 'Add Another Tactic for Get fit' }).click();
  await page.getByRole('textbox', { name: 'Tactic 2 for Get fit' }).fill('Swim on Sundays');
  await page.getByRole('button', { name: 'Add Another Tactic for Sleep better' }).click();
  await page
    .getByRole('textbox', { name: 'Tactic 2 for Sleep better' })
    .fill('No coffee after noon');
  await page.getByRole('button', { name: 'Continue' }).click();

  const toast = page.getByRole('region', { name: /notifications/i }).getByRole('listitem');
  await expect(toast).toContainText('Error');
  await expect(toast).toContainText(GOAL_GONE);
  await expect(page).toHaveURL(/\/tactics$/);
  await expect(page.getByRole('region', { name: 'Get fit' })).toHaveCount(0);
  const notSaved = page.getByRole('list', { name: 'Not saved' });
  await expect(notSaved).toBeVisible();
  await expect(notSaved.getByRole('listitem')).toHaveText(['Swim on Sundays']);
  await expect(page.getByRole('textbox', { name: 'Tactic 2 for Sleep better' })).toHaveValue(
    'No coffee after noon',
  );
  // The list passes axe in both themes and fits a phone.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 360, height: 800 });
    expect.soft(await axeViolations(page), `axe, ${colorScheme}`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // The text survives a reload (the tab's draft), and Continue saves nothing twice.
  await page.reload();
  await expect(notSaved.getByRole('listitem')).toHaveText(['Swim on Sundays']);
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/') && request.method() !== 'GET')
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/evaluate$/);
  expect(writes).toEqual([]);

  // The server has the other goal's new tactic, once.
  await second.reload();
  await expect(second.getByRole('textbox', { name: 'Tactic 2 for Sleep better' })).toHaveValue(
    'No coffee after noon',
  );
  await expect(second.getByRole('textbox', { name: 'Tactic 3 for Sleep better' })).toHaveCount(0);
});
