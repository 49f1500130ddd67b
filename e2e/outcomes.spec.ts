/**
 * Plans with a life, end to end against the real server and database: two outcomes and a switch
 * between them, tactics kept in the order typed on every step, finished work leaving the ranking
 * for Done, an achieved outcome found in its history, and all of it kept over a reload.
 */
import type { Page } from '@playwright/test';
import { expect, openSignedIn, test } from './support/fixtures.ts';

const SLEEP_GOAL = 'Sleep 8 hours a night';
const READ_GOAL = 'Read more';
const TYPED = ['Run 3 times a week', 'Sign up for the race', 'Buy running shoes'] as const;
const RACE_GOAL = 'Run a half marathon';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const rankedTitles = (page: Page) =>
  page
    .getByRole('list', { name: 'Tactics ranked by score' })
    .getByRole('listitem')
    .getByRole('heading');
const switcher = (page: Page) => page.getByRole('button', { name: /^Current outcome: / });

async function saveAndContinue(page: Page, path: string) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The three tactics stand in the order typed on steps 2 to 5 (all unrated: equal scores). */
async function expectTypedOrderEverywhere(page: Page) {
  await page.goto('/tactics');
  for (const [index, title] of TYPED.entries()) {
    await expect(
      page.getByLabel(`Tactic ${index + 1} for ${RACE_GOAL}`, { exact: true }),
    ).toHaveValue(title);
  }
  await page.goto('/evaluate');
  const efforts = page.getByRole('slider', { name: /^Effort for / });
  await expect(efforts).toHaveCount(TYPED.length);
  for (const [index, title] of TYPED.entries()) {
    await expect(efforts.nth(index)).toHaveAccessibleName(`Effort for ${title}`);
  }
  await page.goto('/summary');
  await expect(rankedTitles(page)).toHaveText([...TYPED]);
  await page.goto('/action-plan');
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(TYPED.length);
  for (const [index, title] of TYPED.entries()) {
    await expect(boxes.nth(index)).toHaveAccessibleName(title);
  }
}

test('two outcomes: switch, finish work, achieve one, find its history, all kept', async ({
  page,
}) => {
  test.slow();
  await openSignedIn(page);
  await expect(heading(page)).toHaveText('What goals/outcomes do you want to achieve?');

  // The first plan: two goals; the first goal makes the first outcome.
  await page.getByLabel('Goal 1', { exact: true }).fill(SLEEP_GOAL);
  await page.getByRole('button', { name: 'Add Another Goal' }).click();
  await page.getByLabel('Goal 2', { exact: true }).fill(READ_GOAL);
  await saveAndContinue(page, '/tactics');
  await page
    .getByLabel(`Tactic 1 for ${SLEEP_GOAL}`, { exact: true })
    .fill('No screens after 10pm');
  await page.getByRole('button', { name: `Add Another Tactic for ${SLEEP_GOAL}` }).click();
  await page.getByLabel(`Tactic 2 for ${SLEEP_GOAL}`, { exact: true }).fill('Dark, cool bedroom');
  await page.getByLabel(`Tactic 1 for ${READ_GOAL}`, { exact: true }).fill('Read at lunch');
  await saveAndContinue(page, '/evaluate');
  // Scores: bedroom 9, screens 5, lunch 1.
  for (const [title, impact] of [
    ['Dark, cool bedroom', 5],
    ['No screens after 10pm', 3],
  ] as const) {
    const thumb = page.getByRole('slider', { name: `Impact for ${title}` });
    await thumb.focus();
    for (let value = 1; value < impact; value++) await page.keyboard.press('ArrowRight');
  }
  await saveAndContinue(page, '/summary');
  await expect(rankedTitles(page)).toHaveText([
    'Dark, cool bedroom',
    'No screens after 10pm',
    'Read at lunch',
  ]);
  await expect(switcher(page)).toHaveAccessibleName('Current outcome: My plan');

  // Finishing a tactic: it leaves the ranking, the next one is Top priority, Done keeps it.
  await page.goto('/action-plan');
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.ok());
  await page.getByRole('checkbox', { name: 'Dark, cool bedroom' }).click();
  await saved;
  await page.goto('/summary');
  await expect(rankedTitles(page)).toHaveText(['No screens after 10pm', 'Read at lunch']);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Top priority' }).getByRole('heading'),
  ).toHaveText('No screens after 10pm');
  await page.getByText('Done (1)').click();
  await expect(page.getByRole('list', { name: 'Done' })).toContainText('Dark, cool bedroom');

  // Achieving a goal takes its open tactics out too.
  await page.getByText('Your goals: target dates and achieved').click();
  await page.getByRole('button', { name: `Mark as achieved: ${SLEEP_GOAL}` }).click();
  await expect(rankedTitles(page)).toHaveText(['Read at lunch']);
  // The achieved goal holds its tactics, done or not: one entry.
  await expect(page.getByText('Done (1)')).toBeVisible();

  // A second outcome, made on /outcomes, reached from the switcher's menu.
  await switcher(page).click();
  await page.getByRole('menuitem', { name: 'All outcomes' }).click();
  await expect(page).toHaveURL(/\/outcomes$/);
  await page.getByRole('button', { name: 'Rename My plan' }).click();
  await page.getByLabel('New title for My plan').fill('Sleep better');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByLabel('Outcome title').fill('Half marathon');
  await page.getByRole('button', { name: 'New outcome' }).click();
  await page.getByRole('button', { name: 'Open Half marathon' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(switcher(page)).toHaveAccessibleName('Current outcome: Half marathon');
  await expect(page.getByLabel('Goal 1', { exact: true })).toHaveValue('');

  // Three tactics typed in order keep that order on every step.
  await page.getByLabel('Goal 1', { exact: true }).fill(RACE_GOAL);
  await saveAndContinue(page, '/tactics');
  for (const [index, title] of TYPED.entries()) {
    if (index > 0)
      await page.getByRole('button', { name: `Add Another Tactic for ${RACE_GOAL}` }).click();
    await page.getByLabel(`Tactic ${index + 1} for ${RACE_GOAL}`, { exact: true }).fill(title);
  }
  await saveAndContinue(page, '/evaluate');
  await expectTypedOrderEverywhere(page);

  // Switching back, by keyboard, shows the first plan as it was left.
  await page.goto('/summary');
  await switcher(page).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitemradio', { name: 'Sleep better' }).click();
  await expect(switcher(page)).toHaveAccessibleName('Current outcome: Sleep better');
  await expect(rankedTitles(page)).toHaveText(['Read at lunch']);

  // Achieving the race outcome puts it in the history, read-only.
  await page.goto('/outcomes');
  await page.getByRole('button', { name: 'Mark as achieved: Half marathon' }).click();
  const achieved = page.getByRole('region', { name: 'Achieved' });
  await expect(achieved.getByRole('heading', { name: 'Half marathon' })).toBeVisible();
  await achieved.getByRole('link', { name: 'Half marathon' }).click();
  await expect(heading(page)).toHaveText('Half marathon');
  await expect(page.getByText(/Read-only until restored\./)).toBeVisible();
  await expect(page.getByRole('region', { name: RACE_GOAL })).toContainText(TYPED[1]);
  await expect(page.getByRole('textbox')).toHaveCount(0);

  // A reload keeps everything: the current outcome, the finished work, the history.
  await page.reload();
  await expect(page.getByRole('region', { name: RACE_GOAL })).toContainText(TYPED[2]);
  await page.goto('/summary');
  await expect(switcher(page)).toHaveAccessibleName('Current outcome: Sleep better');
  await expect(rankedTitles(page)).toHaveText(['Read at lunch']);
  await page.getByText('Done (1)').click();
  await expect(page.getByRole('list', { name: 'Done' })).toContainText(SLEEP_GOAL);
  await page.goto('/outcomes');
  await expect(
    page.getByRole('region', { name: 'Achieved' }).getByRole('heading', { name: 'Half marathon' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Active' }).getByRole('heading', { name: 'Sleep better' }),
  ).toBeVisible();
});
