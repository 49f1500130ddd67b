import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { TACTIC_IDEAS } from '#shared/tactic-ideas';
import {
  installFakeApi,
  json,
  SEED_OUTCOME_ID,
  seedOutcome,
  seedPlan,
} from '#test/client/fake-api.ts';
import { expectToast } from '#test/client/render-workflow.tsx';
import { renderSignedIn } from '#test/client/render-signed-in.tsx';
import { t } from '#client/lib/i18n.tsx';
import { reportAnswer } from '#client/lib/connection.ts';
import { CategoryPage } from './index.ts';
import { findResource, getCategory, RESOURCE_TYPES, resourceName } from './resources.ts';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

// The dialog's code loads on first use; loaded here once, so a slow first transform cannot time a test out.
beforeAll(() => import('./components/add-to-plan-dialog.tsx'));

const GOAL = 'Sleep 8 hours';
const sleep = getCategory('better-sleep')!;

function renderCategory(seed = seedPlan([{ title: GOAL }, { title: 'Run a 5k' }])) {
  const api = installFakeApi(seed);
  const { user, location } = renderSignedIn(
    <Route path="/explore/:categoryId">
      {(params) => <CategoryPage categoryId={params.categoryId} />}
    </Route>,
    { path: '/explore/better-sleep' },
  );
  return { api, user, location };
}

const addButton = (name: string) => screen.getByRole('button', { name: `Add to plan: ${name}` });
const dialog = () => screen.getByRole('dialog', { name: 'Add to plan' });
const tacticField = () => within(dialog()).getByRole('textbox', { name: 'Tactic' });
const addInDialog = () => within(dialog()).getByRole('button', { name: 'Add' });

async function openFor(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(addButton(name));
  // The dialog's code loads on first use, and the goals when it opens.
  await within(await screen.findByRole('dialog', { name: 'Add to plan' })).findByRole('radio', {
    name: GOAL,
  });
}

const EXPECTED_TITLES = {
  experts: (name: string) => `Follow ${name}'s advice`,
  videos: (name: string) => `Watch: ${name}`,
  articles: (name: string) => `Read: ${name}`,
  tools: (name: string) => `Try ${name}`,
  podcasts: (name: string) => `Listen: ${name}`,
} as const;

describe('Add to plan from Explore', () => {
  it('prefills the tactic from each kind of resource; Escape closes and focus returns', async () => {
    const { user, api } = renderCategory();
    for (const type of RESOURCE_TYPES) {
      const item = sleep.resources[type][0]!;
      const name = resourceName(type, item);
      await openFor(user, name);
      expect(tacticField()).toHaveValue(EXPECTED_TITLES[type](name));
      expect(within(dialog()).getByRole('radio', { name: GOAL })).toBeChecked();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(addButton(name)).toHaveFocus();
    }
    expect(api.writes()).toEqual([]);
  });

  it('adds the tactic to the chosen goal with the link and id, and offers to open Brainstorm', async () => {
    const { user, api, location } = renderCategory();
    const video = sleep.resources.videos[0]!;
    await openFor(user, video.title);
    await user.click(within(dialog()).getByRole('radio', { name: 'Run a 5k' }));
    await user.click(within(dialog()).getByRole('radio', { name: GOAL }));
    await user.click(addInDialog());

    await expectToast('Success!', `Added to "${GOAL}".`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(addButton(video.title)).toHaveFocus();
    expect(api.plan.goals[0]!.tactics).toMatchObject([
      {
        title: `Watch: ${video.title}`,
        link: video.link,
        resourceId: video.id,
      },
    ]);
    expect((api.bodies('POST')[0] as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(screen.getByRole('button', { name: 'Open Brainstorm Tactics' }));
    expect(location()).toBe('/tactics');
  });

  it('asks for effort and impact, so the tactic is ranked where it belongs', async () => {
    const { user, api } = renderCategory();
    const tool = sleep.resources.tools[0]!;
    await openFor(user, tool.name);
    const effort = within(dialog()).getByRole('combobox', { name: 'Effort' });
    const impact = within(dialog()).getByRole('combobox', { name: 'Impact' });
    // A resource brings no ratings: both start unrated, and say what 1 and 5 mean.
    expect(effort).toHaveValue('');
    expect(effort).toHaveAccessibleDescription('1 is easy, 5 is hard');
    expect(impact).toHaveAccessibleDescription('1 is small, 5 is big');
    await user.selectOptions(effort, '2');
    await user.selectOptions(impact, '5');
    await user.click(addInDialog());
    await waitFor(() =>
      expect(api.plan.goals[0]!.tactics).toMatchObject([
        { title: `Try ${tool.name}`, effort: 2, impact: 5 },
      ]),
    );
  });

  it('asks which outcome first, the current one chosen, then lists only the goals of the one chosen', async () => {
    const { user, api } = renderCategory(
      seedPlan(
        [
          { title: GOAL },
          { title: 'Run a 5k' },
          { id: 'g-work', title: 'Leave work by 6', outcomeId: 'o-work' },
        ],
        [
          seedOutcome(SEED_OUTCOME_ID, 'Feel healthy'),
          seedOutcome('o-work', 'Calmer work', { position: 1 }),
        ],
      ),
    );
    const tool = sleep.resources.tools[0]!;
    await openFor(user, tool.name);
    const outcome = within(dialog()).getByRole('combobox', { name: 'Which outcome?' });
    expect(outcome).toHaveDisplayValue('Feel healthy');
    const goalNames = () =>
      within(within(dialog()).getByRole('group', { name: 'Which goal?' }))
        .getAllByRole('radio')
        .map((radio) => radio.parentElement!.textContent);
    expect(goalNames()).toEqual([GOAL, 'Run a 5k', 'New goal']);

    await user.selectOptions(outcome, 'Calmer work');
    expect(goalNames()).toEqual(['Leave work by 6', 'New goal']);
    expect(within(dialog()).getByRole('radio', { name: 'Leave work by 6' })).toBeChecked();
    await user.click(addInDialog());
    await expectToast('Success!', 'Added to "Leave work by 6".');
    expect(api.plan.goals.find((goal) => goal.id === 'g-work')!.tactics).toMatchObject([
      { title: `Try ${tool.name}` },
    ]);

    // A new goal goes into the outcome chosen.
    await openFor(user, tool.name);
    await user.selectOptions(
      within(dialog()).getByRole('combobox', { name: 'Which outcome?' }),
      'Calmer work',
    );
    await user.click(within(dialog()).getByRole('radio', { name: 'New goal' }));
    await user.type(
      within(dialog()).getByRole('textbox', { name: 'Goal title' }),
      'No email at night',
    );
    await user.click(addInDialog());
    await expectToast('Success!', 'Added to "No email at night".');
    expect(api.plan.goals.at(-1)).toMatchObject({
      title: 'No email at night',
      outcomeId: 'o-work',
    });
  });

  it('with a single outcome, asks only which goal', async () => {
    const { user } = renderCategory();
    await openFor(user, sleep.resources.tools[0]!.name);
    expect(within(dialog()).queryByRole('combobox', { name: 'Which outcome?' })).toBeNull();
  });

  it('creates a new goal first, after asking for its title and the tactic', async () => {
    const { user, api } = renderCategory();
    const article = sleep.resources.articles[0]!;
    await openFor(user, article.title);
    await user.click(within(dialog()).getByRole('radio', { name: 'New goal' }));
    await user.clear(tacticField());
    await user.click(addInDialog());
    expect(within(dialog()).getByText('Tactic is required')).toHaveAttribute('role', 'alert');
    expect(tacticField()).toHaveFocus();

    await user.type(tacticField(), 'Read the sleep article');
    await user.click(addInDialog());
    const goalField = within(dialog()).getByRole('textbox', { name: 'Goal title' });
    expect(goalField).toHaveAccessibleDescription('Goal title is required');
    expect(goalField).toHaveFocus();
    expect(api.writes()).toEqual([]);

    await user.type(goalField, '  Wake up rested ');
    await user.click(addInDialog());
    await expectToast('Success!', 'Added to "Wake up rested".');
    expect(api.writes()).toEqual(['POST /api/goals', 'POST /api/tactics']);
    expect(api.plan.goals.at(-1)).toMatchObject({
      title: 'Wake up rested',
      tactics: [{ title: 'Read the sleep article', link: article.link, resourceId: article.id }],
    });
  });

  it('a double click adds one tactic, and a retry after a lost answer adds no second', async () => {
    const { user, api } = renderCategory();
    const tool = sleep.resources.tools[0]!;
    await openFor(user, tool.name);
    let release: () => void = () => {};
    const held = new Promise<undefined>((resolve) => (release = () => resolve(undefined)));
    api.intercept((request) => (request.method === 'POST' ? held : undefined));
    await user.dblClick(addInDialog());
    expect(within(dialog()).getByRole('button', { name: 'Adding...' })).toBeDisabled();
    release();
    await expectToast('Success!', `Added to "${GOAL}".`);
    expect(api.writes()).toEqual(['POST /api/tactics']);

    // A failed add is retried under the same id, which the API answers with the first tactic.
    await openFor(user, tool.name);
    let lost = true;
    api.intercept((request) => {
      if (request.method !== 'POST' || !lost) return undefined;
      lost = false;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    await user.click(addInDialog());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Failed to save tactics. Please try again.',
    );
    // The lost answer marks the app offline until the server answers again (docs/product.md).
    act(() => reportAnswer());
    await user.click(addInDialog());
    await expectToast('Success!', `Added to "${GOAL}".`);
    const [first, second, third] = api.bodies('POST') as Array<{ id: string }>;
    expect(second!.id).toBe(third!.id);
    expect(first!.id).not.toBe(second!.id);
  });

  it('a retry after the tactic failed adds to the goal it already created', async () => {
    const { user, api } = renderCategory();
    await openFor(user, sleep.resources.videos[0]!.title);
    await user.click(within(dialog()).getByRole('radio', { name: 'New goal' }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'Goal title' }), 'Rest more');
    api.intercept((request) =>
      request.path === '/api/tactics'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : undefined,
    );
    await user.click(addInDialog());
    await within(dialog()).findByRole('alert');
    expect(within(dialog()).getByRole('radio', { name: 'Rest more' })).toBeChecked();
    api.intercept(undefined);
    act(() => reportAnswer());
    await user.click(addInDialog());
    await expectToast('Success!', 'Added to "Rest more".');
    expect(api.writes()).toEqual(['POST /api/goals', 'POST /api/tactics', 'POST /api/tactics']);
    expect(api.plan.goals.map((goal) => goal.title)).toEqual([GOAL, 'Run a 5k', 'Rest more']);
  });

  it('shows the limit message the API answers with, and keeps the dialog open', async () => {
    const { user, api } = renderCategory();
    api.intercept((request) =>
      request.method === 'POST'
        ? json(409, { message: 'A goal can have at most 50 tactics' })
        : undefined,
    );
    await openFor(user, sleep.resources.podcasts[0]!.name);
    await user.click(addInDialog());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'A goal can have at most 50 tactics',
    );
    expect(api.plan.goals[0]!.tactics).toEqual([]);
  });

  it("lists the category's tactic ideas after its resources; an idea keeps its resource's link", async () => {
    const { user, api } = renderCategory();
    const ideas = screen.getByRole('region', { name: 'Tactic ideas' });
    expect(within(ideas).getAllByRole('heading', { level: 3 })).toHaveLength(
      TACTIC_IDEAS['better-sleep'].length,
    );
    // Resources lead: the chips and every resource group come before the ideas.
    for (const before of [
      screen.getByRole('button', { name: 'All' }),
      screen.getByRole('region', { name: 'Podcasts' }),
    ])
      expect(before.compareDocumentPosition(ideas) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const idea = TACTIC_IDEAS['better-sleep'].find((candidate) => candidate.resourceId)!;
    const resource = findResource(idea.resourceId!)!.entry.item;
    const title = t(idea.title);
    await openFor(user, title);
    expect(tacticField()).toHaveValue(title);
    // The idea's suggested ratings are prefilled.
    expect(within(dialog()).getByRole('combobox', { name: 'Effort' })).toHaveValue(
      String(idea.effort),
    );
    expect(within(dialog()).getByRole('combobox', { name: 'Impact' })).toHaveValue(
      String(idea.impact),
    );
    await user.click(addInDialog());
    await waitFor(() =>
      expect(api.plan.goals[0]!.tactics).toMatchObject([
        {
          title,
          effort: idea.effort,
          impact: idea.impact,
          link: resource.link,
          resourceId: resource.id,
        },
      ]),
    );
  });
});
