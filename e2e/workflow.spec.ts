/**
 * The five-step goal workflow end to end, against the real server and database: a new user's
 * whole journey, what survives a reload, editing afterwards, and that another user sees none of it.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, openSignedIn, signIn, test } from './support/fixtures.ts';

const GOALS = ['Sleep 8 hours a night', 'Run a half marathon'] as const;

/** Each tactic with the ratings the test sets and the keys that set them from the shown 1. */
const TACTICS = [
  {
    goal: 0,
    title: 'No screens after 10pm',
    effort: [2, 'ArrowRight'],
    impact: [4, 'End', 'ArrowLeft'],
  },
  { goal: 0, title: 'Same bedtime every day', effort: [1], impact: [3, 'ArrowUp', 'ArrowUp'] },
  {
    goal: 0,
    title: 'Dark, cool bedroom',
    effort: [3, 'End', 'ArrowLeft', 'ArrowLeft'],
    impact: [5, 'PageUp'],
  },
  {
    goal: 1,
    title: 'Run three times a week',
    effort: [4, 'Shift+ArrowRight', 'ArrowLeft'],
    impact: [5, 'Shift+ArrowUp'],
  },
  { goal: 1, title: 'Join a running club', effort: [1], impact: [1] },
] as const;

type PlannedTactic = (typeof TACTICS)[number];
const rated = (tactic: PlannedTactic) => ({ effort: tactic.effort[0], impact: tactic.impact[0] });
/** docs/product.md (Limits), written out here so the test does not lean on the app's own code. */
const specScore = ({ effort, impact }: { effort: number; impact: number }) => impact * 2 - effort;
const byTitle = (titles: string[]) =>
  titles.map((title) => TACTICS.find((tactic) => tactic.title === title)!);

// Scores: bedroom 7, screens 6, running 6, bedtime 5, club 1. The summary keeps the tie in plan
// order; the action plan puts the higher impact (running, 5 against 4) first.
const SUMMARY_ORDER = byTitle([
  'Dark, cool bedroom',
  'No screens after 10pm',
  'Run three times a week',
  'Same bedtime every day',
  'Join a running club',
]);
const ACTION_PLAN_ORDER = byTitle([
  'Dark, cool bedroom',
  'Run three times a week',
  'No screens after 10pm',
  'Same bedtime every day',
  'Join a running club',
]);

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
const stepLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Goal Workflow' }).getByRole('link', { name });
const rankedItems = (page: Page) =>
  page.getByRole('list', { name: 'Tactics ranked by score' }).getByRole('listitem');
const actionCard = (page: Page, title: string) =>
  page.locator('label').filter({ has: page.getByText(title, { exact: true }) });

/** Resolves once the toast with this title and description shows (watch before acting). */
function toastShown(page: Page, title: string, description: string) {
  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .locator('li')
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ has: page.getByText(description, { exact: true }) });
  return expect(toast).toBeVisible();
}

/** Presses Continue and waits for the success toast and the next step's path. */
async function continueTo(page: Page, description: string, path: string) {
  const toast = toastShown(page, 'Success!', description);
  await continueButton(page).click();
  await toast;
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

async function pressAll(thumb: Locator, keys: readonly string[]) {
  await thumb.focus();
  for (const key of keys) await thumb.press(key);
}

async function expectSummary(page: Page, tactics: readonly PlannedTactic[]) {
  await expect(rankedItems(page)).toHaveCount(tactics.length);
  for (const [index, tactic] of tactics.entries()) {
    const item = rankedItems(page).nth(index);
    const { effort, impact } = rated(tactic);
    await expect(item).toContainText(`#${index + 1}`);
    await expect(item.getByRole('heading', { name: tactic.title })).toBeVisible();
    await expect(item).toContainText(GOALS[tactic.goal]);
    await expect(item).toContainText(
      new RegExp(
        `Impact:\\s*${impact}\\s*Effort:\\s*${effort}\\s*Score:\\s*${specScore({ effort, impact })}`,
      ),
    );
  }
  await expect(rankedItems(page).first()).toContainText('Top priority');
  await expect(page.getByText('Top priority')).toHaveCount(1);
}

async function expectActionPlan(page: Page, done: readonly string[]) {
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(ACTION_PLAN_ORDER.length);
  for (const [index, tactic] of ACTION_PLAN_ORDER.entries()) {
    const box = boxes.nth(index);
    await expect(box).toHaveAccessibleName(tactic.title);
    await expect(box).toHaveAttribute('aria-checked', String(done.includes(tactic.title)));
    const card = actionCard(page, tactic.title);
    await expect(card).toContainText(new RegExp(`Priority Score:\\s*${specScore(rated(tactic))}`));
    await expect(card).toContainText(new RegExp(`Impact:\\s*${rated(tactic).impact}`));
    await expect(card.getByText(tactic.title, { exact: true })).toHaveCSS(
      'text-decoration-line',
      done.includes(tactic.title) ? 'line-through' : 'none',
    );
  }
}

/** Ticks an item and waits until the server has it. */
async function tick(page: Page, target: Locator) {
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.ok(),
  );
  await target.click();
  await saved;
}

test('a new user plans two goals through all five steps, and finds it all again', async ({
  page,
  browser,
}) => {
  // The longest journey: every step, a reload, edits and a second user; allow for a busy machine.
  test.slow();
  await signIn(page);
  await expect(heading(page)).toHaveText('What goals/outcomes do you want to achieve?');

  // Step 1: empty rows are refused, then two goals are saved.
  await continueButton(page).click();
  // One empty row gets the one message that helps (docs/product.md, "Errors and their wording").
  await expect(page.getByText('Goal title is required', { exact: true })).toBeVisible();
  await expect(page.getByText('At least one goal is required', { exact: true })).toHaveCount(0);
  await page.getByLabel('Goal 1', { exact: true }).fill(GOALS[0]);
  await page.getByRole('button', { name: 'Add Another Goal' }).click();
  await expect(page.getByLabel('Goal 2', { exact: true })).toBeFocused();
  await page.keyboard.type(GOALS[1]);
  await continueTo(page, 'Your goals have been saved.', '/tactics');
  await expect(heading(page)).toBeFocused();

  // Step 2: a card per goal; empty rows are refused, then five tactics are saved.
  await expect(heading(page)).toHaveText('What specific actions will help you achieve each goal?');
  await continueButton(page).click();
  await expect(page.getByText('Tactic is required', { exact: true })).toHaveCount(2);
  await expect(page.getByText('At least one tactic is required', { exact: true })).toHaveCount(0);
  for (const [goalIndex, goal] of GOALS.entries()) {
    const titles = TACTICS.filter((tactic) => tactic.goal === goalIndex).map(
      (tactic) => tactic.title,
    );
    for (const [index, title] of titles.entries()) {
      if (index > 0)
        await page.getByRole('button', { name: `Add Another Tactic for ${goal}` }).click();
      await page.getByLabel(`Tactic ${index + 1} for ${goal}`, { exact: true }).fill(title);
    }
  }
  await continueTo(page, 'Your tactics have been saved.', '/evaluate');

  // Step 3: every slider starts at 1; ratings are set from the keyboard alone.
  await expect(
    page.getByText('Rate each tactic based on effort required (1-5) and potential impact (1-5).'),
  ).toBeVisible();
  await expect(page.getByRole('slider')).toHaveCount(TACTICS.length * 2);
  for (const tactic of TACTICS) {
    for (const [label, [value, ...keys]] of [
      ['Effort', tactic.effort],
      ['Impact', tactic.impact],
    ] as const) {
      const thumb = page.getByRole('slider', { name: `${label} for ${tactic.title}` });
      await expect(thumb).toHaveAttribute('aria-valuenow', '1');
      await pressAll(thumb, keys);
      await expect(thumb).toHaveAttribute('aria-valuenow', String(value));
    }
  }
  await continueTo(page, 'Priorities have been saved.', '/summary');

  // Step 4: ranked by the spec's score, numbered, the top one highlighted.
  await expect(heading(page)).toHaveText('Strategy Summary');
  await expectSummary(page, SUMMARY_ORDER);
  await page.getByRole('button', { name: 'Continue to Action Plan' }).click();
  await expect(page).toHaveURL(/\/action-plan$/);

  // Step 5: ties go to the higher impact; ticking by card and by checkbox is saved.
  await expect(page.getByText("Here's your to-do list!")).toBeVisible();
  await expectActionPlan(page, []);
  const [first, second] = ACTION_PLAN_ORDER as [PlannedTactic, PlannedTactic];
  await tick(page, actionCard(page, first.title).getByText('Priority Score:'));
  await tick(page, page.getByRole('checkbox', { name: second.title }));
  await expectActionPlan(page, [first.title, second.title]);
  await tick(page, actionCard(page, second.title));
  await expectActionPlan(page, [first.title]);

  // A reload on the last step finds everything as it was left; so does a direct visit.
  await page.reload();
  await expectActionPlan(page, [first.title]);
  // The summary ranks open work only: the done tactic waits in Done (docs/product.md).
  await page.goto('/summary');
  await expectSummary(
    page,
    SUMMARY_ORDER.filter((tactic) => tactic.title !== first.title),
  );
  await expect(page.getByText('Done (1)')).toBeVisible();

  // Editing afterwards: rename a goal, delete a tactic.
  await stepLink(page, 'Set Goals, done').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Goal 1', { exact: true })).toHaveValue(GOALS[0]);
  await page.getByLabel('Goal 2', { exact: true }).fill('Run a full marathon');
  await continueTo(page, 'Your goals have been saved.', '/tactics');
  await expect(page.getByRole('heading', { level: 2, name: 'Run a full marathon' })).toBeVisible();
  const dropped = TACTICS[4];
  await expect(page.getByLabel(`Tactic 2 for Run a full marathon`, { exact: true })).toHaveValue(
    dropped.title,
  );
  await page.getByRole('button', { name: 'Remove tactic 2 for Run a full marathon' }).click();
  await continueTo(page, 'Your tactics have been saved.', '/evaluate');
  await expect(page.getByRole('slider')).toHaveCount((TACTICS.length - 1) * 2);
  await expect(
    page.getByRole('slider', { name: `Effort for ${TACTICS[2].title}` }),
  ).toHaveAttribute('aria-valuenow', '3');

  await page.reload();
  await stepLink(page, 'Summary').click();
  // One dropped, one done.
  await expect(rankedItems(page)).toHaveCount(TACTICS.length - 2);
  await expect(page.getByText(dropped.title)).toHaveCount(0);
  await expect(page.getByText('Run a full marathon').first()).toBeVisible();

  // Another user, in a browser of their own, sees none of it.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await openSignedIn(other);
  await expect(heading(other)).toHaveText('What goals/outcomes do you want to achieve?');
  await expect(other.getByRole('textbox')).toHaveCount(1);
  await expect(other.getByLabel('Goal 1', { exact: true })).toHaveValue('');
  await other.goto('/summary');
  await expect(heading(other)).toHaveText('Strategy Summary');
  await expect(rankedItems(other)).toHaveCount(0);
  await expect(other.getByText(GOALS[0])).toHaveCount(0);
  await other.goto('/action-plan');
  await expect(other.getByRole('checkbox')).toHaveCount(0);
  await otherContext.close();
});
