/**
 * Prioritizing with insight, end to end against the real server: the effort/impact matrix moved
 * from the keyboard and its Move menu, an if-then plan, and ratings that learn from how done
 * tactics went (docs/product.md, docs/decisions/015-quadrants.md, 016-learning-ratings.md).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, expect, openSignedIn, test } from './support/fixtures.ts';

interface SeedTactic {
  title: string;
  effort: number;
  impact: number;
}

/**
 * A new account signed in on `page`, whose plan is one goal with these rated tactics (made
 * through the API: these journeys are about what comes after the first three steps).
 */
async function signInWithPlan(
  page: Page,
  request: APIRequestContext,
  goal: string,
  tactics: SeedTactic[],
) {
  const account = await createAccount();
  await openSignedIn(page, { email: account.email });
  const headers = { authorization: `Bearer ${account.idToken}`, 'firebase-id': account.uid };
  const created = await request.post('/api/goals', { headers, data: { title: goal } });
  expect(created.status()).toBe(201);
  const { id: goalId } = (await created.json()) as { id: string };
  for (const tactic of tactics) {
    const added = await request.post('/api/tactics', { headers, data: { goalId, ...tactic } });
    expect(added.status()).toBe(201);
  }
}

const rankedItems = (page: Page) =>
  page.getByRole('list', { name: 'Tactics ranked by score' }).getByRole('listitem');
const matrix = (page: Page) => page.getByRole('group', { name: 'Effort and impact matrix' });
const chip = (page: Page, title: string) =>
  matrix(page).getByRole('button', { name: new RegExp(`^#\\d+ ${title},`) });
const announcer = (page: Page) => page.locator('[aria-live="polite"]').filter({ hasText: /./ });

/** Waits until every save in flight has been answered. */
const saved = (page: Page) =>
  page.waitForResponse((response) => response.request().method() === 'PATCH' && response.ok());

test('the matrix: tactics move by keyboard and by menu, re-rank, and stay moved', async ({
  page,
  request,
}) => {
  await signInWithPlan(page, request, 'Sleep 8 hours a night', [
    { title: 'Cool, dark bedroom', effort: 1, impact: 4 }, // 7
    { title: 'No screens after 10 pm', effort: 3, impact: 4 }, // 5
    { title: 'Run three times a week', effort: 4, impact: 3 }, // 2
  ]);
  await page.goto('/summary');
  await expect(rankedItems(page).first()).toContainText('Cool, dark bedroom');
  await expect(rankedItems(page).nth(1)).toContainText('Impact 4 × 2 − Effort 3 = 5');
  await expect(rankedItems(page).nth(1)).toContainText('Big bet');

  const list = page.getByRole('button', { name: 'List', exact: true });
  const matrixButton = page.getByRole('button', { name: 'Matrix', exact: true });
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await matrixButton.click();
  await expect(matrixButton).toHaveAttribute('aria-pressed', 'true');
  await expect(rankedItems(page)).toHaveCount(0);

  // Each tactic sits in the cell of its effort and impact, in its quadrant.
  const cell = (effort: number, impact: number) =>
    matrix(page).locator(`[data-effort="${effort}"][data-impact="${impact}"]`);
  await expect(cell(3, 4).getByRole('button')).toHaveAccessibleName(
    '#2 No screens after 10 pm, effort 3, impact 4, Big bet, goal: Sleep 8 hours a night',
  );
  await expect(cell(1, 5)).toContainText('Quick win');
  await expect(cell(5, 5)).toContainText('Big bet');
  await expect(cell(1, 1)).toContainText('Fill-in');
  await expect(cell(5, 1)).toContainText('Time sink');

  // Keyboard: left (less effort), then up (more impact): 2 x 5 - 2 = 8 beats the bedroom's 7.
  const screens = chip(page, 'No screens after 10 pm');
  await screens.focus();
  let answered = saved(page);
  await page.keyboard.press('ArrowLeft');
  await answered;
  await expect(cell(2, 4).getByRole('button')).toBeFocused();
  await expect(announcer(page)).toHaveText(
    'No screens after 10 pm: effort 2, impact 4, now #2, Quick win',
  );
  answered = saved(page);
  await page.keyboard.press('ArrowUp');
  await answered;
  await expect(cell(2, 5).getByRole('button')).toBeFocused();
  await expect(cell(2, 5).getByRole('button')).toHaveAccessibleName(/^#1 No screens after 10 pm,/);
  await expect(announcer(page)).toHaveText(
    'No screens after 10 pm: effort 2, impact 5, now #1, Quick win',
  );

  // The Move menu does the same without arrow keys.
  await chip(page, 'Run three times a week').click();
  answered = saved(page);
  await page.getByRole('menuitem', { name: 'Less effort' }).click();
  await answered;
  await expect(cell(3, 3).getByRole('button')).toHaveAccessibleName(
    /^#3 Run three times a week, effort 3, impact 3, Big bet/,
  );
  await expect(announcer(page)).toHaveText(
    'Run three times a week: effort 3, impact 3, now #3, Big bet',
  );

  // On a phone the matrix fits without sideways scrolling.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Saved: after a reload the list ranks the moved tactic first.
  await page.reload();
  await expect(rankedItems(page).first()).toContainText('No screens after 10 pm');
  await expect(rankedItems(page).first()).toContainText('Impact 5 × 2 − Effort 2 = 8');
  await expect(rankedItems(page).nth(2)).toContainText('Impact 3 × 2 − Effort 3 = 3');
});

test('an if-then plan, then ratings that learn from how done tactics went', async ({
  page,
  request,
}) => {
  await signInWithPlan(page, request, 'Get fit', [
    { title: 'Stretch every morning', effort: 1, impact: 3 }, // 5
    { title: 'Swim twice a week', effort: 2, impact: 4 }, // 6
    { title: 'Walk to work', effort: 1, impact: 2 }, // 3
    { title: 'Run a 10 km race', effort: 3, impact: 5 }, // 7
  ]);
  await page.goto('/action-plan');
  const card = (title: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: title }) });

  // An if-then plan on the top tactic, shown as one sentence and kept.
  await card('Run a 10 km race').getByRole('button', { name: 'Add an if-then plan' }).click();
  await expect(card('Run a 10 km race').getByLabel('I will...')).toHaveValue('Run a 10 km race');
  await card('Run a 10 km race').getByLabel('When...').fill('it is Saturday morning');
  await card('Run a 10 km race').getByLabel('I will...').fill('Run 5 km in the park');
  let answered = saved(page);
  await card('Run a 10 km race').getByRole('button', { name: 'Save' }).click();
  await answered;
  const sentence = 'When it is Saturday morning, I will run 5 km in the park';
  await expect(card('Run a 10 km race')).toContainText(sentence);
  await page.reload();
  await expect(card('Run a 10 km race')).toContainText(sentence);

  // Three tactics ticked done, each answered: every one took 2 more effort, impact as rated.
  for (const [title, effort, impact] of [
    ['Swim twice a week', 4, 4],
    ['Stretch every morning', 3, 3],
    ['Walk to work', 3, 2],
  ] as const) {
    answered = saved(page);
    await page.getByRole('checkbox', { name: title }).click();
    await answered;
    const prompt = card(title).getByRole('form', { name: `How did it go? ${title}` });
    for (const [group, value] of [
      [/Effort it took/, effort],
      [/Impact it had/, impact],
    ] as const) {
      const choices = prompt.getByRole('group', { name: group });
      await choices.getByText(String(value), { exact: true }).click();
      await expect(choices.getByRole('radio', { name: String(value) })).toBeChecked();
    }
    answered = saved(page);
    await prompt.getByRole('button', { name: 'Save' }).click();
    await answered;
    await expect(prompt).toHaveCount(0);
  }

  await page.getByRole('button', { name: 'Back to Summary' }).click();
  const estimates = page.getByRole('region', { name: 'Your estimates' });
  await expect(estimates).toContainText('Tactics took 2 more effort than you rated, over 3 done');
  await expect(estimates).toContainText('Tactics had about the impact you rated');

  // Suggestions are shown beside the sliders, and change nothing until applied and saved.
  await estimates.getByRole('button', { name: 'Suggest new ratings' }).click();
  await expect(page).toHaveURL(/\/evaluate\?suggest=1$/);
  const effort = page.getByRole('slider', { name: 'Effort for Run a 10 km race' });
  await expect(effort).toHaveAttribute('aria-valuenow', '3');
  const runCard = page.getByRole('listitem').filter({ hasText: 'Run a 10 km race' });
  await expect(runCard).toContainText('Suggested: effort 5, impact 5');
  await page.getByRole('button', { name: 'Apply suggestions' }).click();
  await expect(effort).toHaveAttribute('aria-valuenow', '5');
  await expect(runCard.getByRole('button', { name: /Suggestion in use/ })).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/summary$/);
  const run = rankedItems(page).filter({ hasText: 'Run a 10 km race' });
  await expect(run).toContainText('Impact 5 × 2 − Effort 5 = 5');
});
