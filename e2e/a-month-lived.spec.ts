/**
 * A month lived (issue 54; docs/product.md, "Streaks", "Pauses and the way back", "Snooze and the
 * order of the day"): a daily habit and a "3 times a week" run over about 30 days, the browser's
 * clock moved day by day. A missed day is rested and the streak kept; a double miss brings the
 * Comeback card (axe in light and dark at 360 and 1280 px); a week's pause and a one-tap resume;
 * Today in the order of the day, a done item sinking and a snooze moving an item. The month
 * ends today: the server checks pauses and snoozes against its own date. Set-up goes through the
 * API; what a person does on the day goes through the page.
 */
import type { Page } from '@playwright/test';
import { addDays, weekdayOf } from '../src/shared/schedule.ts';
import { createAccount, expect, openSignedIn, test } from './support/fixtures.ts';
import { apiAs, noon, todayUtc } from './support/measured-plan.ts';
import { axeInBothThemes, settle } from './support/screens.ts';

// Dates below are UTC dates, so the browser's days must be too.
test.use({ timezoneId: 'UTC' });

const STRETCH = 'Stretch for ten minutes';
const RUN = 'Run 5 km';
const WALK = 'Evening walk';
const JOURNAL = 'Write three lines';

const repeating = (page: Page) => page.getByRole('region', { name: 'Repeating today' });
const item = (page: Page, title: string) =>
  repeating(page).getByRole('listitem').filter({ hasText: title });
/** The repeats' titles in the order Today lists them. */
const order = (page: Page) =>
  repeating(page).getByRole('listitem').locator('p.font-medium').allTextContents();

test('a month lived: a rested day, a Comeback after two misses, pause and resume, the order of the day and a snooze', async ({
  page,
  request,
}) => {
  test.slow();
  const today = todayUtc();
  const account = await createAccount();
  const call = apiAs(request, account);
  await call('POST', '/api/users', { email: account.email, displayName: account.name });
  await call('PATCH', '/api/users/me', { timeZone: 'UTC' });
  const goal = await call<{ id: string }>('POST', '/api/goals', { title: 'Get fit' });
  const tactic = async (title: string, fields: object) => {
    const made = await call<{ id: string }>('POST', '/api/tactics', { goalId: goal.id, title });
    await call('PATCH', `/api/tactics/${made.id}`, fields);
    return made.id;
  };
  // The daily habit began 12 days ago, at 18:00; the run a month ago, three times a week.
  const stretch = await tactic(STRETCH, {
    repeat: { frequency: 'daily' },
    dueDate: addDays(today, -12),
    remindAt: '18:00',
  });
  const run = await tactic(RUN, {
    repeat: { frequency: 'timesPerWeek', times: 3 },
    dueDate: addDays(today, -29),
  });
  for (let daysAgo = 29; daysAgo >= 1; daysAgo--) {
    const day = addDays(today, -daysAgo);
    if (['mon', 'wed', 'fri'].includes(weekdayOf(day))) {
      await call('PUT', `/api/tactics/${run}/check-ins/${day}`);
    }
  }
  // Seven days kept earn a rest day: the 8th day is missed and rested.
  for (let daysAgo = 12; daysAgo >= 6; daysAgo--) {
    await call('PUT', `/api/tactics/${stretch}/check-ins/${addDays(today, -daysAgo)}`);
  }

  // Four days ago: yesterday was rested, the streak of 7 stands; checking in makes it 8.
  await page.clock.setFixedTime(noon(addDays(today, -4)));
  await openSignedIn(page, { email: account.email });
  await page.goto('/today');
  await settle(page);
  await expect(item(page, STRETCH)).toContainText('Rested yesterday');
  await expect(item(page, STRETCH)).toContainText('7-day streak');
  await item(page, STRETCH)
    .getByRole('button', { name: `Check in: ${STRETCH}` })
    .click();
  await expect(item(page, STRETCH)).toContainText('8-day streak');
  await expect(item(page, RUN)).toContainText(/\d+-week streak/);

  // Three days ago checked in too; then two days missed with no rest day left.
  await call('PUT', `/api/tactics/${stretch}/check-ins/${addDays(today, -3)}`);
  const walk = await tactic(WALK, { repeat: { frequency: 'daily' }, remindAt: '19:30' });
  await tactic(JOURNAL, { repeat: { frequency: 'daily' }, remindAt: '21:00' });
  expect(walk).toBeTruthy();

  await page.clock.setFixedTime(noon(today));
  await page.reload();
  await settle(page);
  const card = page.getByRole('region', { name: `Comeback: ${STRETCH}` });
  await expect(card).toContainText('Missed twice - start small today?');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await card.scrollIntoViewIfNeeded();
    expect
      .soft(await axeInBothThemes(page), `axe with the Comeback card at ${width} px`)
      .toEqual({});
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // The order of the day: timed by time, then untimed. A check-in stays put until next visit.
  expect(await order(page)).toEqual([STRETCH, WALK, JOURNAL, RUN]);
  await item(page, JOURNAL)
    .getByRole('button', { name: `Check in: ${JOURNAL}` })
    .click();
  await expect(
    item(page, JOURNAL).getByRole('button', { name: `Check in: ${JOURNAL}` }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(await order(page)).toEqual([STRETCH, WALK, JOURNAL, RUN]);
  await page.reload();
  await settle(page);
  await expect.poll(() => order(page)).toEqual([STRETCH, WALK, RUN, JOURNAL]);

  // Snoozed to tomorrow, Stretch moves after today's times, and the server keeps it.
  await item(page, STRETCH)
    .getByRole('button', { name: `Snooze: ${STRETCH}` })
    .click();
  const snoozed = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/snooze'),
  );
  await page
    .getByRole('group', { name: `Snooze ${STRETCH} until` })
    .getByRole('button', { name: 'Tomorrow' })
    .click();
  expect((await snoozed).ok()).toBe(true);
  await expect(item(page, STRETCH)).toContainText('Snoozed until tomorrow 18:00');
  await expect.poll(() => order(page)).toEqual([WALK, STRETCH, RUN, JOURNAL]);
  await page.reload();
  await settle(page);
  await expect.poll(() => order(page)).toEqual([WALK, STRETCH, RUN, JOURNAL]);

  // Pause for a week from the card; the streak stands still; Resume is one tap.
  const paused = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/pause'),
  );
  await card.getByRole('button', { name: `Pause for a week: ${STRETCH}` }).click();
  expect((await paused).ok()).toBe(true);
  await expect(item(page, STRETCH)).toContainText('Paused until');
  await expect(card).toBeHidden();
  await item(page, STRETCH)
    .getByRole('button', { name: `Resume ${STRETCH}` })
    .click();
  await expect(
    item(page, STRETCH).getByRole('button', { name: `Check in: ${STRETCH}` }),
  ).toBeVisible();
  await expect(card).toBeVisible();
});
