/**
 * From plan to practice: schedule tactics on the action plan, use Today over two simulated days
 * (check in, tick, reload), and subscribe a calendar to the link as a client would, parsing the
 * feed with a real iCalendar parser (docs/product.md, Tactics and Calendar).
 */
import ICAL from 'ical.js';
import type { Locator, Page } from '@playwright/test';
import { addDays, describeSchedule, weekdayOf } from '../src/shared/schedule.ts';
import { createAccount, createGoalFor, expect, openSignedIn, test } from './support/fixtures.ts';
import { apiAs } from './support/measured-plan.ts';
import { translator } from '../src/server/i18n.ts';

/** The dates as the English screens write them. */
const english = translator(null);

// Dates below are UTC dates, so the browser's days must be too.
test.use({ timezoneId: 'UTC' });

const GOAL = 'Get fit for the spring';
const DAILY = 'Stretch for ten minutes';
const WEEKLY = 'Run 5 km';
const DATED = 'Book a physio check-up';

/** A plan of one goal with three tactics, made through steps 1 and 2. */
async function makePlan(page: Page) {
  await page.goto('/');
  await page.getByLabel('Goal 1', { exact: true }).fill(GOAL);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/tactics$/);
  const inputs = page.getByPlaceholder('Enter a tactic...');
  for (const [index, title] of [DAILY, WEEKLY, DATED].entries()) {
    if (index > 0) await page.getByRole('button', { name: /^Add Another Tactic/ }).click();
    await inputs.nth(index).fill(title);
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/evaluate$/);
}

/** Waits for the next successful API write of this method (so a reload cannot outrun it). */
const saved = (page: Page, method: string) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === method &&
      new URL(response.url()).pathname.startsWith('/api/') &&
      response.ok(),
  );

async function openSchedule(page: Page, title: string) {
  await page.getByRole('button', { name: `Schedule ${title}` }).click();
  const panel = page.getByRole('dialog', { name: `Schedule ${title}` });
  await expect(panel).toBeVisible();
  return panel;
}

async function closePanel(page: Page, panel: Locator, title: string) {
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // Focus returns to the button that opened the panel.
  await expect(page.getByRole('button', { name: `Schedule ${title}` })).toBeFocused();
}

/** "Mon" for 'mon': the weekday buttons' names. */
const shortDay = (day: string) => day[0]!.toUpperCase() + day.slice(1);

const section = (page: Page, name: string) => page.getByRole('region', { name });
const checkIn = (page: Page, title: string) =>
  section(page, 'Repeating today').getByRole('button', { name: `Check in: ${title}` });
const repeatingItem = (page: Page, title: string) =>
  section(page, 'Repeating today').getByRole('listitem').filter({ hasText: title });

test('schedule three tactics, use Today for two days, and subscribe to the calendar', async ({
  page,
  context,
}) => {
  test.slow();
  // Day 2 is today's UTC date, day 1 the day before: check-ins must not be in the future.
  const day2 = new Date().toISOString().slice(0, 10);
  const day1 = addDays(day2, -1);
  const noon = (date: string) => new Date(`${date}T12:00:00Z`);

  await openSignedIn(page);
  await makePlan(page);

  // Day 1: a daily repeat, checked in once.
  await page.clock.setFixedTime(noon(day1));
  await page.goto('/action-plan');
  let panel = await openSchedule(page, DAILY);
  let patched = saved(page, 'PATCH');
  await panel.getByRole('radio', { name: 'Every day' }).check();
  await patched;
  await closePanel(page, panel, DAILY);
  const dailyCard = page.getByRole('listitem').filter({ hasText: DAILY });
  await expect(dailyCard.getByText('Every day', { exact: true })).toBeVisible();
  // A repeating tactic is checked in, never ticked done.
  await expect(dailyCard.getByRole('checkbox')).toBeDisabled();
  await expect(dailyCard.getByRole('link', { name: 'check in on Today' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click();
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(checkIn(page, DAILY)).toHaveAttribute('aria-pressed', 'false');
  await expect(repeatingItem(page, DAILY)).toContainText('No streak yet');
  let put = saved(page, 'PUT');
  await checkIn(page, DAILY).click();
  await put;
  await expect(checkIn(page, DAILY)).toHaveAttribute('aria-pressed', 'true');
  await expect(repeatingItem(page, DAILY)).toContainText('1-day streak');

  // Day 2: a weekly repeat on today's weekday and a one-off due today.
  await page.clock.setFixedTime(noon(day2));
  await page.goto('/action-plan');
  panel = await openSchedule(page, WEEKLY);
  patched = saved(page, 'PATCH');
  await panel.getByRole('radio', { name: 'Every week on' }).check();
  await patched;
  // The weekly repeat starts on today's weekday.
  await expect(
    panel.getByRole('button', { name: shortDay(weekdayOf(day2)), exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await closePanel(page, panel, WEEKLY);
  const weeklyText = describeSchedule(english, {
    dueDate: null,
    repeat: { frequency: 'weekly', days: [weekdayOf(day2)] },
  })!;
  await expect(
    page.getByRole('listitem').filter({ hasText: WEEKLY }).getByText(weeklyText, { exact: true }),
  ).toBeVisible();

  panel = await openSchedule(page, DATED);
  patched = saved(page, 'PATCH');
  await panel.getByLabel('Due date').fill(day2);
  await patched;
  await closePanel(page, panel, DATED);
  const dueText = describeSchedule(english, { dueDate: day2, repeat: null })!;
  await expect(
    page.getByRole('listitem').filter({ hasText: DATED }).getByText(dueText, { exact: true }),
  ).toBeVisible();

  await page.goto('/today');
  // Yesterday's check-in carries the streak while today's is not done yet.
  await expect(repeatingItem(page, DAILY)).toContainText('1-day streak');
  await expect(checkIn(page, DAILY)).toHaveAttribute('aria-pressed', 'false');
  await expect(checkIn(page, WEEKLY)).toHaveAttribute('aria-pressed', 'false');
  const due = section(page, 'Due today');
  await expect(due.getByRole('checkbox', { name: DATED })).not.toBeChecked();

  // The calendar link: made on first copy, copied, shown, and its feed lists all three.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const calendar = section(page, 'Calendar');
  await calendar.getByRole('button', { name: 'Copy calendar link' }).click();
  await expect(page.getByText('Calendar link copied', { exact: true })).toBeVisible();
  const shown = await calendar.getByLabel('Your private calendar link').inputValue();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
  expect(copied).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/calendar\/[\w-]{43}\.ics$/);

  const feed = await page.request.get(copied);
  expect(feed.status()).toBe(200);
  const events = new ICAL.Component(ICAL.parse(await feed.text()))
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent));
  const bySummary = new Map(events.map((event) => [event.summary, event]));
  expect([...bySummary.keys()].sort()).toEqual([DATED, DAILY, WEEKLY].sort());
  expect(bySummary.get(DATED)!.startDate.toString()).toBe(day2);
  expect(bySummary.get(DATED)!.isRecurring()).toBe(false);
  expect(String(bySummary.get(DAILY)!.component.getFirstPropertyValue('rrule'))).toBe('FREQ=DAILY');
  expect(String(bySummary.get(WEEKLY)!.component.getFirstPropertyValue('rrule'))).toBe(
    `FREQ=WEEKLY;BYDAY=${weekdayOf(day2).slice(0, 2).toUpperCase()}`,
  );
  expect(bySummary.get(WEEKLY)!.description).toBe(`Goal: ${GOAL}`);

  // Check in both repeats and tick the dated one; a reload keeps all three.
  for (const title of [DAILY, WEEKLY]) {
    put = saved(page, 'PUT');
    await checkIn(page, title).click();
    await put;
  }
  await expect(repeatingItem(page, DAILY)).toContainText('2-day streak');
  await expect(repeatingItem(page, WEEKLY)).toContainText('1-week streak');
  patched = saved(page, 'PATCH');
  await due.getByRole('checkbox', { name: DATED }).click();
  await patched;

  await page.reload();
  await expect(checkIn(page, DAILY)).toHaveAttribute('aria-pressed', 'true');
  await expect(checkIn(page, WEEKLY)).toHaveAttribute('aria-pressed', 'true');
  await expect(section(page, 'Due today').getByRole('checkbox', { name: DATED })).toBeChecked();
  await expect(repeatingItem(page, DAILY)).toContainText('2-day streak');
  await expect(section(page, 'Progress')).toContainText(
    '1 of 1 done · 3 check-ins in the last 4 weeks',
  );
  // The link survives the reload in this browser; a done one-off leaves the feed.
  await expect(calendar.getByLabel('Your private calendar link')).toHaveValue(copied);
  const after = await (await page.request.get(copied)).text();
  expect(after).not.toContain(DATED);

  // Reset asks first, by keyboard too: focus goes to Cancel, Escape takes the question back and
  // focus returns to Reset link; then a new link, and the old one answers 404.
  const resetLink = calendar.getByRole('button', { name: 'Reset link' });
  await resetLink.focus();
  await page.keyboard.press('Enter');
  await expect(calendar.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(calendar.getByRole('group', { name: 'Reset the calendar link' })).toHaveCount(0);
  await expect(resetLink).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await expect(calendar.getByRole('button', { name: 'Yes, reset the link' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('New calendar link made; the old one no longer works', { exact: true }),
  ).toBeVisible();
  await expect(calendar.getByLabel('Your private calendar link')).not.toHaveValue(copied);
  await expect(resetLink).toBeFocused();
  expect((await page.request.get(copied)).status()).toBe(404);
});

/** Five tactics of distinct scores, so the action plan lists them in this order. */
const RANKED = ['Warm up first', 'Stretch after runs', 'Run 5 km', 'Swim on Fridays', 'Rest day'];

test('the Schedule panel opens below its button and never over the card above, even low in the window', async ({
  page,
  request,
}) => {
  const account = await createAccount();
  const goalId = await createGoalFor(request, account, GOAL);
  const call = apiAs(request, account);
  for (const [index, title] of RANKED.entries())
    await call('POST', '/api/tactics', { goalId, title, effort: 1, impact: 5 - index });
  await openSignedIn(page, { email: account.email });
  for (const [width, height] of [
    [1280, 800],
    [360, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/action-plan');
    // The 2nd card's button a little above the window's middle (where the panel used to flip up
    // for want of room), then the last card's, as low as the page goes.
    for (const [index, placeAt] of [
      [1, height / 2 - 10],
      [RANKED.length - 1, height],
    ] as const) {
      const title = RANKED[index]!;
      const button = page.getByRole('button', { name: `Schedule ${title}` });
      await button.evaluate((element, y) => {
        window.scrollBy({ top: element.getBoundingClientRect().top - y, behavior: 'instant' });
      }, placeAt);
      const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
      const heightBefore = await pageHeight();
      await button.click();
      const panel = page.getByRole('dialog', { name: `Schedule ${title}` });
      // Whole in the window, so every field can be reached.
      await expect(panel).toBeInViewport({ ratio: 1 });
      const above = page.getByText(RANKED[index - 1]!, { exact: true });
      await expect
        .poll(async () => {
          const box = async (element: Locator) => (await element.boundingBox())!;
          const [buttonBox, panelBox, aboveBox] = [
            await box(button),
            await box(panel),
            await box(above),
          ];
          return {
            belowButton: panelBox.y >= buttonBox.y + buttonBox.height,
            clearOfCardAbove: panelBox.y >= aboveBox.y + aboveBox.height,
          };
        }, `the panel of ${title} at ${width} px`)
        .toEqual({ belowButton: true, clearOfCardAbove: true });
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
      // The room made under the page for the panel goes with it.
      expect(await pageHeight()).toBe(heightBefore);
    }
  }
});
