/**
 * Your day, your week (docs/product.md; docs/decisions/262-your-day-your-week.md): a night owl sets
 * their day to start at 03:00 on Account, and a check-in at 01:30 counts for the day before, on
 * Today and in the streak.
 */
import { addDays, formatDay } from '../src/shared/schedule.ts';
import { createAccount, expect, openSignedIn, test } from './support/fixtures.ts';
import { apiAs, todayUtc } from './support/measured-plan.ts';
import { translator } from '../src/server/i18n.ts';

/** The dates as the English screens write them. */
const english = translator(null);

// Dates below are UTC dates, so the browser's days must be too.
test.use({ timezoneId: 'UTC' });

const TITLE = 'Read a chapter';

test('with the day starting at 03:00, a check-in at 01:30 counts for the day before', async ({
  page,
  request,
}) => {
  test.slow();
  const today = todayUtc();
  const yesterday = addDays(today, -1);
  const account = await createAccount();
  const call = apiAs(request, account);
  await call('POST', '/api/users', { email: account.email, displayName: account.name });
  const goal = await call<{ id: string }>('POST', '/api/goals', { title: 'Read more' });
  const tactic = await call<{ id: string }>('POST', '/api/tactics', {
    goalId: goal.id,
    title: TITLE,
  });
  // Daily from three days ago, checked in the first two days.
  await call('PATCH', `/api/tactics/${tactic.id}`, {
    repeat: { frequency: 'daily' },
    dueDate: addDays(today, -3),
  });
  for (const daysAgo of [3, 2]) {
    await call('PUT', `/api/tactics/${tactic.id}/check-ins/${addDays(today, -daysAgo)}`);
  }

  // 01:30 in the night after yesterday.
  await page.clock.setFixedTime(new Date(`${today}T01:30:00Z`));
  await openSignedIn(page, { email: account.email });
  await page.goto('/today');
  // Until the day start is set, 01:30 is already today.
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page.getByText(formatDay(english, today), { exact: true })).toBeVisible();

  await page.goto('/account');
  await page.getByLabel('My day starts at').selectOption('03:00');
  await page.getByLabel('Week starts on').selectOption('Sunday');
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && response.url().endsWith('/api/users/me'),
  );
  await page.getByRole('button', { name: 'Save day and week' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(
    page.getByText('Your day starts at 03:00, your week on Sunday', { exact: true }),
  ).toBeVisible();

  await page.goto('/today');
  await expect(page.getByText(formatDay(english, yesterday), { exact: true })).toBeVisible();
  const item = page
    .getByRole('region', { name: 'Repeating today' })
    .getByRole('listitem')
    .filter({ hasText: TITLE });
  await expect(item).toContainText('2-day streak');
  const checkedIn = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().endsWith(`/check-ins/${yesterday}`),
  );
  await item.getByRole('button', { name: `Check in: ${TITLE}` }).click();
  expect((await checkedIn).ok()).toBe(true);
  // Yesterday kept: three days running, not a miss and a new streak of one.
  await expect(item).toContainText('3-day streak');

  // Stored: after a reload the day is still yesterday's and checked in; the grid starts on Sunday.
  await page.reload();
  await expect(item.getByRole('button', { name: `Check in: ${TITLE}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(item).toContainText('3-day streak');
  await item.getByText('Last 12 weeks').click();
  await expect(item.getByRole('columnheader').nth(1)).toHaveText('Sun');
  await expect(
    item.getByRole('cell', { name: `${formatDay(english, yesterday)}: kept` }),
  ).toBeVisible();
});
