/**
 * Measures end to end with the page's clock (docs/product.md, "Measures and pace"): a savings
 * goal from 0 logged at 400 a month over four simulated months is told whether it is on pace and
 * by how much, on Today and on the goal in the workflow's steps; "Lose 6 kg" counts downwards; a
 * check-in's note is seen again after a reload and in the tactic's history; a partner sees the
 * goal's pace and none of its notes.
 */
import type { Page } from '@playwright/test';
import { createAccount, expect, openSignedIn, saved, test } from './support/fixtures.ts';
import {
  apiAs,
  monthlySavings,
  noon,
  SAVINGS,
  seedMeasuredPlan,
  todayUtc,
  TRANSFER,
  WEIGHT,
} from './support/measured-plan.ts';

const DAY = 86_400_000;
const usd = (value: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(value);

/**
 * The pace worked out by hand, apart from the app's code: the straight rate from the first to the
 * last value, carried on to the target date; within 2 % of the target is on pace.
 */
function paceByHand(values: { date: string; value: number }[], target: number, by: string) {
  const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY;
  const first = values[0]!;
  const last = values.at(-1)!;
  const rate = (last.value - first.value) / days(first.date, last.date);
  const projected = last.value + rate * days(last.date, by);
  if (projected < target * 0.98) {
    return `behind: at this rate you reach ${usd(Math.round(projected))} by 31 Dec`;
  }
  return projected > target * 1.02 ? 'ahead' : 'on pace';
}

const goalCard = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Progress' })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
const progressOf = (page: Page, title: string) =>
  page.getByRole('progressbar', { name: `Progress of ${title}` });

async function logValue(page: Page, title: string, value: number) {
  const form = page.getByRole('form', { name: `Log a value for ${title}` });
  await form.getByLabel(/^Value/).fill(String(value));
  const put = saved(page, 'PUT', /\/measurements\/\d{4}-\d{2}-\d{2}$/);
  await form.getByRole('button', { name: 'Log value' }).click();
  await put;
}

async function addMeasure(
  page: Page,
  title: string,
  measure: { unit: string; start: number; target: number; down?: boolean },
) {
  await goalCard(page, title).getByRole('button', { name: 'Add a measure' }).click();
  const form = page.getByRole('form', { name: `Measure of ${title}` });
  await form.getByLabel('Unit').fill(measure.unit);
  await form.getByLabel('Start').fill(String(measure.start));
  await form.getByLabel('Target').fill(String(measure.target));
  if (measure.down) {
    // Saved with the wrong way first: the form says why and keeps what was typed.
    await form.getByRole('button', { name: 'Save measure' }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    await form.getByRole('radio', { name: 'goes down' }).check();
  }
  const patched = saved(page, 'PATCH', /^\/api\/goals\//);
  await form.getByRole('button', { name: 'Save measure' }).click();
  await patched;
}

test('a savings goal logged monthly is told its pace; a weight goal counts down; a check-in note stays', async ({
  page,
  request,
}) => {
  test.slow();
  const today = todayUtc();
  const values = monthlySavings(today);
  const plan = await seedMeasuredPlan(request);
  await openSignedIn(page, { email: plan.account.email });

  // Month one: the measure, then the first value. One value has no pace yet.
  await page.clock.setFixedTime(noon(values[0]!.date));
  await page.goto('/today');
  await addMeasure(page, SAVINGS, { unit: 'USD', start: 0, target: 5000 });
  await logValue(page, SAVINGS, values[0]!.value);
  await expect(progressOf(page, SAVINGS)).toHaveAttribute('aria-valuetext', '$400 of $5,000, 8 %');
  await expect(goalCard(page, SAVINGS).getByText(/^behind|^ahead|^on pace/)).toHaveCount(0);

  // Three more months, one value each, each day a fresh page on the clock's date.
  for (const { date, value } of values.slice(1)) {
    await page.clock.setFixedTime(noon(date));
    await page.goto('/today');
    await logValue(page, SAVINGS, value);
  }
  const pace = paceByHand(values, 5000, `${today.slice(0, 4)}-12-31`);
  await expect(progressOf(page, SAVINGS)).toHaveAttribute(
    'aria-valuetext',
    '$1,600 of $5,000, 32 %',
  );
  await expect(goalCard(page, SAVINGS).getByText(pace, { exact: true })).toBeVisible();
  // The chart says the same in words: a table of the values.
  await expect(goalCard(page, SAVINGS).getByRole('table')).toContainText(usd(1600));

  // Downwards: 80 to 74 kg, at 78 a third of the way.
  await addMeasure(page, WEIGHT, { unit: 'kg', start: 80, target: 74, down: true });
  await logValue(page, WEIGHT, 78);
  await expect(progressOf(page, WEIGHT)).toHaveAttribute('aria-valuetext', '78 kg of 74 kg, 33 %');

  // A note on today's check-in, seen again after a reload.
  const put = saved(page, 'PUT', /\/check-ins\//);
  await page.getByRole('button', { name: `Check in: ${TRANSFER}` }).click();
  await put;
  await page.getByRole('button', { name: 'Add a note' }).click();
  await page.getByLabel(`Note on today’s check-in: ${TRANSFER}`).fill('Paid on payday');
  const noted = saved(page, 'PUT', /\/check-ins\//);
  await page.getByRole('button', { name: 'Save note' }).click();
  await noted;
  await page.reload();
  await expect(page.getByText('Note: “Paid on payday”')).toBeVisible();

  // On the goal in the steps where it shows: Goals and Brainstorm list every goal, Prioritize
  // those with tactics to rate (the weight goal has none).
  for (const [path, shown] of [
    ['/', [SAVINGS, WEIGHT]],
    ['/tactics', [SAVINGS, WEIGHT]],
    ['/evaluate', [SAVINGS]],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('progressbar')).toHaveCount(shown.length);
    await expect(progressOf(page, SAVINGS)).toHaveAttribute(
      'aria-valuetext',
      '$1,600 of $5,000, 32 %',
    );
    await expect(page.getByText(pace, { exact: true })).toBeVisible();
  }
  await page.goto('/tactics');
  await expect(progressOf(page, WEIGHT)).toHaveAttribute('aria-valuetext', '78 kg of 74 kg, 33 %');
  // And the tactic's history has the note.
  await page.goto('/action-plan');
  const card = page.getByRole('listitem').filter({ hasText: TRANSFER }).first();
  await card.getByText('History', { exact: true }).click();
  await expect(card.getByText(/Paid on payday/)).toBeVisible();
});

test('a partner sees the goal’s progress and pace, and none of its notes', async ({
  page,
  request,
}) => {
  test.slow();
  const today = todayUtc();
  const owner = await seedMeasuredPlan(request, { measured: true, name: 'Sam Saver' });
  const invitation = await owner.call<{ url: string }>(
    'POST',
    `/api/outcomes/${owner.outcomeId}/invitations`,
  );
  const partner = await createAccount({ name: 'Alex Partner' });
  const asPartner = apiAs(request, partner);
  await asPartner('POST', '/api/users', { email: partner.email, displayName: partner.name });
  await asPartner('POST', `/api/invitations/${invitation.url.split('/join/')[1]}/accept`);

  await openSignedIn(page, { email: partner.email });
  await page.clock.setFixedTime(noon(today));
  await page.goto(`/shared/${owner.outcomeId}`);
  await expect(progressOf(page, SAVINGS)).toHaveAttribute(
    'aria-valuetext',
    '$1,600 of $5,000, 32 %',
  );
  const pace = paceByHand(monthlySavings(today), 5000, `${today.slice(0, 4)}-12-31`);
  await expect(page.getByText(pace, { exact: true })).toBeVisible();
  await expect(page.getByText(/Birthday money/)).toHaveCount(0);
});
