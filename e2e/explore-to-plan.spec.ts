/**
 * Explore feeds the plan (docs/decisions/017-explore-items-become-tactics.md): a video added to a
 * saved goal and an article to a new goal both reach Brainstorm with their links, and an idea
 * added there with one click keeps its suggested ratings on Prioritize. With two outcomes, Add to
 * plan asks which outcome first, then lists that outcome's goals.
 */
import { ideasForGoal } from '#shared/goal-categories';
import { flatten } from '#shared/i18n/catalogue';
import type { Outcomes } from '#shared/schemas';
import { TACTIC_IDEAS } from '#shared/tactic-ideas';
import en from '../src/shared/i18n/en.json' with { type: 'json' };
import { createAccount, expect, openSignedIn, test } from './support/fixtures.ts';

/** The ideas' English words (their titles have no placeholders). */
const english = flatten(en);
const GOAL = 'Sleep 8 hours a night';
const NEW_GOAL = 'Wake up rested';
const VIDEO = 'Sleep is your superpower';
const ARTICLE = 'Sleep tips: 6 steps to better sleep';

test('add a video and an article from Explore, then an idea on Brainstorm', async ({ page }) => {
  test.slow();
  await openSignedIn(page);
  await page.goto('/');
  await page.getByLabel('Goal 1', { exact: true }).fill(GOAL);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/tactics$/);

  await page.goto('/explore/better-sleep');
  const dialog = page.getByRole('dialog', { name: 'Add to plan' });

  // A video to the saved goal: two clicks and one confirmation.
  const addVideo = page.getByRole('button', { name: `Add to plan: ${VIDEO}` });
  await addVideo.click();
  await expect(dialog.getByRole('radio', { name: GOAL })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'Tactic' })).toHaveValue(`Watch: ${VIDEO}`);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Added to "${GOAL}".`, { exact: true })).toBeVisible();
  await expect(addVideo).toBeFocused();

  // An article to a new goal.
  await page.getByRole('button', { name: `Add to plan: ${ARTICLE}` }).click();
  await dialog.getByRole('radio', { name: 'New goal' }).check();
  await dialog.getByRole('textbox', { name: 'Goal title' }).fill(NEW_GOAL);
  await expect(dialog.getByRole('textbox', { name: 'Tactic' })).toHaveValue(`Read: ${ARTICLE}`);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(`Added to "${NEW_GOAL}".`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Open Brainstorm Tactics' }).click();
  await expect(page).toHaveURL(/\/tactics$/);

  for (const [goal, title, host] of [
    [GOAL, `Watch: ${VIDEO}`, 'www.ted.com'],
    [NEW_GOAL, `Read: ${ARTICLE}`, 'www.mayoclinic.org'],
  ] as const) {
    const card = page.getByRole('region', { name: goal });
    await expect(card.getByRole('textbox', { name: `Tactic 1 for ${goal}` })).toHaveValue(title);
    const open = card.getByRole('link', {
      name: `Open resource for ${title} (opens in a new tab)`,
    });
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(new URL((await open.getAttribute('href'))!).host).toBe(host);
  }

  // One click adds the goal's best idea as a row; Continue saves it with its suggested ratings.
  const idea = ideasForGoal(GOAL)!.ideas[0]!;
  const title = english[idea.title]!;
  const sleepCard = page.getByRole('region', { name: GOAL });
  await expect(sleepCard.getByText('From Better sleep')).toBeVisible();
  await sleepCard.getByRole('button', { name: `Add idea: ${title}` }).click();
  await expect(sleepCard.getByRole('textbox', { name: `Tactic 2 for ${GOAL}` })).toHaveValue(title);
  await expect(sleepCard.getByRole('button', { name: `Add idea: ${title}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/evaluate$/);
  for (const [label, value] of [
    ['Effort', idea.effort],
    ['Impact', idea.impact],
  ] as const) {
    await expect(page.getByRole('slider', { name: `${label} for ${title}` })).toHaveAttribute(
      'aria-valuenow',
      String(value),
    );
  }
  await expect(
    page.getByRole('link', { name: `Open resource for Watch: ${VIDEO} (opens in a new tab)` }),
  ).toBeVisible();
});

test("an idea goes to the outcome and goal chosen, with the idea's ratings", async ({
  page,
  baseURL,
}) => {
  const account = await createAccount();
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(new URL(path, baseURL), {
      method,
      headers: {
        authorization: `Bearer ${account.idToken}`,
        'firebase-id': account.uid,
        'content-type': 'application/json',
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
    return response.json() as Promise<{ id: string }>;
  };
  await api('POST', '/api/users', { email: account.email, displayName: account.name });
  await api('POST', '/api/goals', { title: GOAL });
  const work = await api('POST', '/api/outcomes', { title: 'Calmer evenings' });
  await api('POST', '/api/goals', { title: 'Off screens by 10', outcomeId: work.id });
  await openSignedIn(page, { email: account.email });

  await page.goto('/explore/better-sleep');
  const idea = TACTIC_IDEAS['better-sleep'][0]!;
  const title = english[idea.title]!;
  await page.getByRole('button', { name: `Add to plan: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to plan' });
  // Outcome first, the current one chosen; the goals listed are that outcome's.
  const outcome = dialog.getByRole('combobox', { name: 'Which outcome?' });
  await expect(dialog.getByRole('radio', { name: GOAL })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Off screens by 10' })).toHaveCount(0);
  await expect(dialog.getByRole('combobox', { name: 'Effort' })).toHaveValue(String(idea.effort));
  await expect(dialog.getByRole('combobox', { name: 'Impact' })).toHaveValue(String(idea.impact));
  await outcome.selectOption({ label: 'Calmer evenings' });
  await expect(dialog.getByRole('radio', { name: 'Off screens by 10' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: GOAL })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Added to "Off screens by 10".', { exact: true })).toBeVisible();

  const plan = (await (
    await fetch(new URL('/api/outcomes', baseURL), {
      headers: { authorization: `Bearer ${account.idToken}`, 'firebase-id': account.uid },
    })
  ).json()) as Outcomes;
  const goal = plan.goals.find((each) => each.title === 'Off screens by 10')!;
  expect(goal.outcomeId).toBe(work.id);
  expect(goal.tactics).toMatchObject([{ title, effort: idea.effort, impact: idea.impact }]);
});
