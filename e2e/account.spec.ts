/**
 * The person's data end to end (docs/product.md, Your data): download it, delete the account,
 * sign in again with the same Google account to an empty plan, import the file, and the plan is
 * back as it was. Also: the printed action plan shows only the plan.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, openSignedIn, signIn, test } from './support/fixtures.ts';

interface ExportedPlan {
  version: number;
  outcomes: Array<{
    title: string;
    goals: Array<{
      title: string;
      tactics: Array<Record<string, unknown> & { checkIns: Array<{ date: string }> }>;
    }>;
  }>;
}

/** Every goal of the file, outcome after outcome. */
const goalsOf = (file: ExportedPlan) => file.outcomes.flatMap((outcome) => outcome.goals);

/** What must come back after an import: everything but ids and the times rows were written. */
const planOf = (file: ExportedPlan) =>
  goalsOf(file).map((goal) => ({
    title: goal.title,
    tactics: goal.tactics.map(({ id: _id, createdAt: _c, updatedAt: _u, checkIns, ...tactic }) => ({
      ...tactic,
      checkIns: checkIns.map(({ date }) => date),
    })),
  }));

async function download(page: Page, button: string) {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await started;
  const path = await file.path();
  return { name: file.suggestedFilename(), path, text: await readFile(path, 'utf8') };
}

/** Two goals, three tactics, two of them rated, one ticked done. */
async function makePlan(page: Page) {
  await page.goto('/');
  await page.getByLabel('Goal 1', { exact: true }).fill('Sleep 8 hours a night');
  await page.getByRole('button', { name: 'Add Another Goal' }).click();
  await page.getByLabel('Goal 2', { exact: true }).fill('=Run a 10 km race');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/tactics$/);
  const tacticInputs = page.getByPlaceholder('Enter a tactic...');
  await tacticInputs.nth(0).fill('No screens after 10 pm');
  await tacticInputs.nth(1).fill('Join a running club');
  await page
    .getByRole('button', { name: /^Add Another Tactic/ })
    .first()
    .click();
  await tacticInputs.nth(1).fill('Keep the bedroom dark');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/evaluate$/);
  const impact = page.getByRole('slider', { name: 'Impact for No screens after 10 pm' });
  await impact.focus();
  await page.keyboard.press('End');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/summary$/);
  await page.goto('/action-plan');
  await page.getByRole('checkbox', { name: 'No screens after 10 pm' }).click();
  await expect(page.getByText('1 of 3 done')).toBeVisible();
}

test('export, delete the account, sign in again to an empty plan, import: the plan is back', async ({
  page,
}) => {
  test.slow();
  const account = await openSignedIn(page);
  await makePlan(page);

  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByText(account.email, { exact: true })).toBeVisible();

  const json = await download(page, 'Download my data');
  expect(json.name).toMatch(/^momentum-export-\d{4}-\d{2}-\d{2}\.json$/);
  const before = JSON.parse(json.text) as ExportedPlan;
  expect(goalsOf(before).map((goal) => goal.tactics.length)).toEqual([2, 1]);
  expect(goalsOf(before)[0]!.tactics[0]).toMatchObject({ completed: true, impact: 5 });

  const csv = await download(page, 'Download CSV');
  expect(csv.name).toMatch(/\.csv$/);
  expect(csv.text.startsWith('\uFEFF"Goal","Tactic","Effort","Impact","Score"')).toBe(true);
  expect(csv.text).toContain(`"'=Run a 10 km race","Join a running club"`);

  // Delete: the button waits for DELETE to be typed.
  const deleteButton = page.getByRole('button', { name: 'Delete my account' });
  await expect(deleteButton).toBeDisabled();
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  // The deletion is held until its pending state has been seen: a quick server answers first.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/users/me', async (route) => {
    if (route.request().method() === 'DELETE') await answered;
    await route.continue();
  });
  await deleteButton.click();
  await expect(page.getByRole('button', { name: 'Deleting...' })).toBeVisible();
  answer();
  await expect(page.getByText('Your account has been deleted', { exact: true })).toBeVisible();
  await page.unroute('**/api/users/me');
  // The landing page, from its top.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('button', { name: 'Get Started with Google' })).toBeVisible();

  // The same Google account again: a fresh, empty plan.
  await signIn(page, { email: account.email, name: account.name });
  await page.goto('/action-plan');
  await expect(page.getByText(/Your to-do list fills up/)).toBeVisible();

  await page.goto('/account');
  await page.getByLabel(/Momentum export file/).setInputFiles(json.path);
  await expect(page.getByText('2 goals and 3 tactics will be added')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    page.getByText('Added 2 goals and 3 tactics to your plan.', { exact: true }),
  ).toBeVisible();

  const after = JSON.parse((await download(page, 'Download my data')).text) as ExportedPlan;
  expect(planOf(after)).toEqual(planOf(before));
  await page.goto('/action-plan');
  await expect(page.getByText('1 of 3 done')).toBeVisible();
});

test('the import refuses a foreign file with a clear message, on a 360 px phone', async ({
  page,
}) => {
  await openSignedIn(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByLabel(/Momentum export file/).setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"notes": ["milk"]}'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'This file is not a Momentum export. Choose a file made by Download my data.',
  );
});

test('a file near the 1 MB limit imports through the page as it was chosen', async ({ page }) => {
  // A first-version file: two goals of 45 daily tactics, each checked in every day of a year.
  // About 0.7 MB as written; the same plan spelled out in the current version is over 1 MB.
  const DAY_MS = 86_400_000;
  const year = Array.from({ length: 365 }, (_, day) => ({
    date: new Date(Date.UTC(2026, 0, 1) + day * DAY_MS).toISOString().slice(0, 10),
  }));
  const goals = [1, 2].map((goal) => ({
    title: `Goal ${goal}`,
    tactics: Array.from({ length: 45 }, (_, t) => ({
      title: `Daily ${goal}.${t + 1}`,
      effort: 2,
      impact: 4,
      repeat: { frequency: 'daily' },
      checkIns: year,
    })),
  }));
  const file = { version: 1, exportedAt: new Date().toISOString(), goals };
  const buffer = Buffer.from(JSON.stringify(file));
  expect(buffer.length).toBeGreaterThan(600_000);
  expect(buffer.length).toBeLessThan(1024 * 1024);

  await openSignedIn(page);
  await page.goto('/account');
  await page
    .getByLabel(/Momentum export file/)
    .setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer });
  await expect(page.getByText('2 goals and 90 tactics will be added')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    page.getByText('Added 2 goals and 90 tactics to your plan.', { exact: true }),
  ).toBeVisible({ timeout: 30_000 });
});

test('the printed action plan shows the plan once, alone, at the left margin, ticks as boxes', async ({
  page,
}) => {
  await openSignedIn(page);
  await makePlan(page);
  await expect(page.getByRole('button', { name: 'Print my plan' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  // What a browser announces before it lays the page out for paper (emulating print does not).
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print my plan' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Back to Summary' })).toBeHidden();
  const printed = page.locator('[data-printed-plan]');
  // The plan once: its paper layout, not the screen's cards after it.
  for (const title of ['No screens after 10 pm', 'Keep the bedroom dark', 'Join a running club']) {
    await expect(printed.getByText(title, { exact: true })).toBeVisible();
    await expect(page.getByText(title, { exact: true }).filter({ visible: true })).toHaveCount(1);
  }
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  // The goal is named in words, once.
  await expect(page.getByText('Goal: Sleep 8 hours a night').filter({ visible: true })).toHaveCount(
    1,
  );
  // The sheet starts at the page's own margin: no room kept for the step bar or the screen's
  // centred column (the paper's margins are the browser's, and emulated print has none).
  expect((await printed.boundingBox())?.x).toBe(0);
  const tick = printed.getByRole('listitem').first().locator('span').first();
  const style = await tick.evaluate((element) => {
    const computed = getComputedStyle(element);
    return `${computed.borderTopStyle} ${computed.borderTopColor} ${computed.backgroundColor}`;
  });
  expect(style).toBe('solid rgb(0, 0, 0) rgb(255, 255, 255)');
});
