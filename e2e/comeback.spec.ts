/**
 * The way back (docs/product.md, "Pauses and the way back"): two missed days bring the Comeback
 * card; Pause for a week is stored on the server (it survives a reload) and Resume is one tap.
 */
import { addDays } from '../src/shared/schedule.ts';
import { createAccount, expect, openSignedIn, test } from './support/fixtures.ts';
import { apiAs, noon, todayUtc } from './support/measured-plan.ts';
import { axeInBothThemes } from './support/screens.ts';

// Dates below are UTC dates, so the browser's days must be too.
test.use({ timezoneId: 'UTC' });

const TITLE = 'Stretch for ten minutes';

test('two misses bring the Comeback card; a week’s pause is kept by the server and Resume undoes it', async ({
  page,
  request,
}) => {
  test.slow();
  const today = todayUtc();
  const account = await createAccount();
  const call = apiAs(request, account);
  await call('POST', '/api/users', { email: account.email, displayName: account.name });
  const goal = await call<{ id: string }>('POST', '/api/goals', { title: 'Get fit' });
  const tactic = await call<{ id: string }>('POST', '/api/tactics', {
    goalId: goal.id,
    title: TITLE,
  });
  // Started six days ago, checked in four days running, then missed yesterday and the day before.
  await call('PATCH', `/api/tactics/${tactic.id}`, {
    repeat: { frequency: 'daily' },
    dueDate: addDays(today, -6),
    steps: [{ id: crypto.randomUUID(), title: 'Roll out the mat', done: false }],
  });
  for (let daysAgo = 6; daysAgo >= 3; daysAgo--) {
    await call('PUT', `/api/tactics/${tactic.id}/check-ins/${addDays(today, -daysAgo)}`);
  }

  await page.clock.setFixedTime(noon(today));
  await openSignedIn(page, { email: account.email });
  await page.goto('/today');
  const card = page.getByRole('region', { name: `Comeback: ${TITLE}` });
  await expect(card).toContainText('Missed twice - start small today?');
  await expect(card).toContainText('Two minutes count: Roll out the mat, then check in.');
  await axeInBothThemes(page);

  const paused = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/pause'),
  );
  await card.getByRole('button', { name: `Pause for a week: ${TITLE}` }).click();
  expect((await paused).ok()).toBe(true);
  const item = page
    .getByRole('region', { name: 'Repeating today' })
    .getByRole('listitem')
    .filter({ hasText: TITLE });
  await expect(item).toContainText('Paused until');
  await expect(card).toBeHidden();

  // Stored: a reload shows the pause, and the streak of 4 stands still.
  await page.reload();
  await expect(item.getByRole('button', { name: `Resume ${TITLE}` })).toBeVisible();
  await expect(item).toContainText('4-day streak');
  await expect(item.getByRole('button', { name: `Check in: ${TITLE}` })).toHaveCount(0);

  const resumed = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.url().includes('/pause/'),
  );
  await item.getByRole('button', { name: `Resume ${TITLE}` }).click();
  expect((await resumed).ok()).toBe(true);
  await expect(item.getByRole('button', { name: `Check in: ${TITLE}` })).toBeVisible();
  await expect(card).toBeVisible();
});
