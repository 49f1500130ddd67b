/**
 * A week lived with Playwright's clock, then its weekly review on the Sunday: the week's truth,
 * the look back's notes, rescheduling what slipped, the three reflections, and the saved review
 * read back after a reload (docs/product.md, "Weekly review").
 */
import type { Page } from '@playwright/test';
import { addDays, formatDay, startOfWeek } from '../src/shared/schedule.ts';
import { expect, openSignedIn, test } from './support/fixtures.ts';
import { translator } from '../src/server/i18n.ts';

/** The dates as the English screens write them. */
const english = translator(null);

// Dates below are UTC dates, so the browser's days must be too.
test.use({ timezoneId: 'UTC' });

const GOAL = 'Run a half marathon in May';
const RUN = 'Run 5 km';
const SHOES = 'Buy running shoes';
const NOTE = 'Legs felt heavy after work';
const ANSWERS = {
  'What went well?': 'Two runs in a week',
  'What got in the way?': 'Rain on Wednesday',
  'One thing to change next week': 'Run indoors when it rains',
};

/** Waits for the next successful API write of this method and path start. */
const saved = (page: Page, method: string, path = '/api/') =>
  page.waitForResponse(
    (response) =>
      response.request().method() === method &&
      new URL(response.url()).pathname.startsWith(path) &&
      response.ok(),
  );

const region = (page: Page, name: string) => page.getByRole('region', { name });

async function checkInToday(page: Page, note?: string) {
  await page.goto('/today');
  const put = saved(page, 'PUT', '/api/tactics/');
  await region(page, 'Repeating today')
    .getByRole('button', { name: `Check in: ${RUN}` })
    .click();
  await put;
  if (!note) return;
  await page.getByRole('button', { name: 'Add a note' }).click();
  await page.getByLabel(`Note on today’s check-in: ${RUN}`).fill(note);
  const withNote = saved(page, 'PUT', '/api/tactics/');
  await page.getByRole('button', { name: 'Save note' }).click();
  await withNote;
}

test('a week of runs, one missed, reviewed on Sunday and kept after a reload', async ({ page }) => {
  test.slow();
  // The last whole week before this one: the server refuses check-ins more than a day ahead.
  const monday = addDays(startOfWeek(new Date().toISOString().slice(0, 10)), -7);
  const [wednesday, friday, sunday] = [2, 4, 6].map((days) => addDays(monday, days)) as [
    string,
    string,
    string,
  ];
  const at = (date: string) => page.clock.setFixedTime(new Date(`${date}T12:00:00Z`));

  await openSignedIn(page);
  await at(monday);
  await page.goto('/');
  await page.getByLabel('Goal 1', { exact: true }).fill(GOAL);
  await page.getByRole('button', { name: 'Continue' }).click();
  const inputs = page.getByPlaceholder('Enter a tactic...');
  await inputs.nth(0).fill(RUN);
  await page.getByRole('button', { name: /^Add Another Tactic/ }).click();
  await inputs.nth(1).fill(SHOES);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/evaluate$/);

  // Monday: Run every Monday, Wednesday and Friday; the shoes due on Wednesday.
  await page.goto('/action-plan');
  await page.getByRole('button', { name: `Schedule ${RUN}` }).click();
  let panel = page.getByRole('dialog', { name: `Schedule ${RUN}` });
  let patched = saved(page, 'PATCH');
  await panel.getByRole('radio', { name: 'Every week on' }).check();
  await patched;
  for (const day of ['Wed', 'Fri']) {
    patched = saved(page, 'PATCH');
    await panel.getByRole('button', { name: day, exact: true }).click();
    await patched;
  }
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Schedule ${SHOES}` }).click();
  panel = page.getByRole('dialog', { name: `Schedule ${SHOES}` });
  patched = saved(page, 'PATCH');
  await panel.getByLabel('Due date').fill(wednesday);
  await patched;
  await page.keyboard.press('Escape');
  await checkInToday(page);

  // Wednesday passes without a run; Friday's run has a note.
  await at(friday);
  await checkInToday(page, NOTE);

  // Sunday: the review, opened from Today.
  await at(sunday);
  await page.goto('/today');
  await page.getByRole('link', { name: 'Open the weekly review' }).click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly review' })).toBeVisible();
  const lastWeek = region(page, 'Last week');
  await expect(lastWeek.getByText(GOAL)).toBeVisible();
  await expect(lastWeek.getByText(`${RUN}: 2 of 3 · streak lost`)).toBeVisible();
  await expect(lastWeek.getByRole('listitem').filter({ hasText: NOTE })).toContainText(
    `${formatDay(english, friday, sunday)} · ${RUN}: ${NOTE}`,
  );

  const slipped = region(page, 'What slipped');
  await expect(slipped.getByText(`Missed ${formatDay(english, wednesday, sunday)}`)).toBeVisible();
  await expect(
    slipped.getByText(`Overdue since ${formatDay(english, wednesday, sunday)}`),
  ).toBeVisible();
  patched = saved(page, 'PATCH');
  await slipped.getByRole('button', { name: `Reschedule ${RUN}: start again today` }).click();
  await patched;
  await expect(slipped.getByText(RUN)).toHaveCount(0);
  // The week already seen is not rewritten by the reschedule.
  await expect(lastWeek.getByText(`${RUN}: 2 of 3 · streak lost`)).toBeVisible();

  // Dropped, taken back with Undo, then kept as it is.
  await slipped.getByRole('button', { name: `Drop ${SHOES}` }).click();
  await expect(slipped.getByText(SHOES)).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(slipped.getByText(SHOES)).toBeVisible();

  for (const [prompt, answer] of Object.entries(ANSWERS)) {
    await page.getByLabel(prompt).fill(answer);
  }
  const put = saved(page, 'PUT', '/api/reviews/');
  await page.getByRole('button', { name: 'Save review' }).click();
  expect(new URL((await put).url()).pathname).toBe(`/api/reviews/${monday}`);

  await page.reload();
  for (const [prompt, answer] of Object.entries(ANSWERS)) {
    await expect(page.getByLabel(prompt)).toHaveValue(answer);
  }
  await expect(lastWeek.getByText(`${RUN}: 2 of 3 · streak lost`)).toBeVisible();
  await expect(slipped.getByText(RUN)).toHaveCount(0);
  await expect(slipped.getByText(SHOES)).toBeVisible();

  // The past review: listed, read-only, with its figures as saved.
  const past = region(page, 'Past reviews');
  const week = past
    .getByRole('listitem')
    .filter({ hasText: `Week of ${formatDay(english, monday)}` });
  await week.getByText(`Week of ${formatDay(english, monday)}`).click();
  await expect(week.getByText(`${RUN}: 2 of 3 · streak lost`)).toBeVisible();
  for (const answer of Object.values(ANSWERS)) await expect(week.getByText(answer)).toBeVisible();
  await expect(week.getByRole('textbox')).toHaveCount(0);
});
