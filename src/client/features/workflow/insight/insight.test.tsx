import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seedPlan } from '#test/client/fake-api.ts';
import { openStep } from '#test/client/render-workflow.tsx';
import { pendingWrites } from '#client/plan/offline/queue.ts';
import { syncNow } from '#client/plan/offline/sync.ts';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

const rankedItems = () =>
  within(screen.getByRole('list', { name: 'Tactics ranked by score' })).getAllByRole('listitem');
const card = (title: string) =>
  screen.getByRole('checkbox', { name: title }).closest('label')!.parentElement!;

describe('The score explained', () => {
  it('each summary card shows its arithmetic and its quadrant', async () => {
    await openStep(
      '/summary',
      'Strategy Summary',
      seedPlan([
        {
          title: 'Sleep better',
          tactics: [
            { title: 'Dark room', effort: 1, impact: 5 },
            { title: 'Marathon', effort: 5, impact: 2 },
            { title: 'Unrated' },
          ],
        },
      ]),
    );
    const [dark, unrated, marathon] = rankedItems();
    expect(dark).toHaveTextContent('Impact 5 × 2 − Effort 1 = 9');
    expect(dark).toHaveTextContent('Quadrant: Quick win');
    expect(unrated).toHaveTextContent('Impact 1 × 2 − Effort 1 = 1');
    expect(unrated).toHaveTextContent('Quadrant: Fill-in');
    expect(marathon).toHaveTextContent('Impact 2 × 2 − Effort 5 = −1');
    expect(marathon).toHaveTextContent('Quadrant: Time sink');
  });

  it('an action-plan card says when it won a tie on impact, and only then', async () => {
    await openStep(
      '/action-plan',
      'Your Action Plan',
      seedPlan([
        {
          title: 'Get fit',
          tactics: [
            { title: 'Stretch', effort: 1, impact: 3 }, // 5, impact 3
            { title: 'Run', effort: 3, impact: 4 }, // 5, impact 4: first
            { title: 'Swim', effort: 2, impact: 4 }, // 6
          ],
        },
      ]),
    );
    expect(card('Run')).toHaveTextContent('Tied on score 5: higher impact first');
    expect(card('Swim')).not.toHaveTextContent('Tied on score');
    expect(card('Stretch')).not.toHaveTextContent('Tied on score');
  });
});

const OPEN_PLAN = seedPlan([
  {
    title: 'Get fit',
    tactics: [
      { title: 'Swim', effort: 2, impact: 5 }, // 8
      { title: 'Run', effort: 3, impact: 5, completed: true }, // 7, done
      { title: 'Stretch', effort: 1, impact: 4 }, // 7
      { title: 'Walk', effort: 1, impact: 3 }, // 5
      {
        title: 'Cycle',
        effort: 3,
        impact: 2, // 1: far down, but it has a plan
        plan: { when: 'the sun is out', then: 'Cycle to work' },
      },
      { title: 'Yoga', effort: 2, impact: 2 }, // 2: not in the top three open
    ],
  },
]);

describe('If-then plans on the action plan', () => {
  it('are offered on the top three open tactics; a saved plan shows as one sentence', async () => {
    const { user, api } = await openStep('/action-plan', 'Your Action Plan', OPEN_PLAN);
    const offers = screen.getAllByRole('button', { name: /^Add an if-then plan/ });
    expect(offers.map((button) => button.textContent)).toEqual([
      'Add an if-then plan for Swim',
      'Add an if-then plan for Stretch',
      'Add an if-then plan for Walk',
    ]);
    expect(card('Cycle')).toHaveTextContent('When the sun is out, I will cycle to work');

    await user.click(within(card('Swim')).getByRole('button', { name: /Add an if-then plan/ }));
    expect(within(card('Swim')).getByLabelText('I will...')).toHaveValue('Swim');
    await user.click(within(card('Swim')).getByRole('button', { name: 'Save' }));
    expect(card('Swim')).toHaveTextContent('The plan needs its "When..." situation');
    expect(api.writes()).toEqual([]);

    await user.type(within(card('Swim')).getByLabelText('When...'), '  I drop the kids at school ');
    await user.clear(within(card('Swim')).getByLabelText('I will...'));
    await user.type(within(card('Swim')).getByLabelText('I will...'), 'Swim 20 lengths');
    await user.click(within(card('Swim')).getByRole('button', { name: 'Save' }));
    expect(card('Swim')).toHaveTextContent(
      'When I drop the kids at school, I will swim 20 lengths',
    );
    expect(within(card('Swim')).getByRole('button', { name: /^Edit/ })).toHaveFocus();
    await waitFor(() =>
      expect(api.bodies('PATCH')).toEqual([
        { plan: { when: 'I drop the kids at school', then: 'Swim 20 lengths' } },
      ]),
    );
  });

  it('refuses a part longer than 200 characters with the API wording, and can be removed', async () => {
    const { user, api } = await openStep('/action-plan', 'Your Action Plan', OPEN_PLAN);
    await user.click(within(card('Cycle')).getByRole('button', { name: /^Edit/ }));
    const when = within(card('Cycle')).getByLabelText('When...');
    await user.clear(when);
    await user.click(when);
    await user.paste('x'.repeat(201));
    await user.click(within(card('Cycle')).getByRole('button', { name: 'Save' }));
    expect(card('Cycle')).toHaveTextContent('Each part of a plan can be at most 200 characters');
    await user.click(within(card('Cycle')).getByRole('button', { name: 'Cancel' }));

    await user.click(within(card('Cycle')).getByRole('button', { name: /^Remove/ }));
    expect(card('Cycle')).not.toHaveTextContent('When the sun is out');
    await waitFor(() => expect(api.bodies('PATCH')).toEqual([{ plan: null }]));
  });
});

describe('How did it go?', () => {
  it('asks when a one-off tactic is ticked done, and saves the actual effort and impact', async () => {
    const { user, api } = await openStep('/action-plan', 'Your Action Plan', OPEN_PLAN);
    expect(screen.queryByText(/How did it go\?/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Swim' }));
    // The question follows in the frame after the one that shows the tick.
    const prompt = await within(card('Swim')).findByRole('form', { name: 'How did it go? Swim' });
    await user.click(within(prompt).getByRole('button', { name: 'Save' }));
    expect(prompt).toHaveTextContent('Choose both, or Skip');
    await user.click(
      within(within(prompt).getByRole('group', { name: /Effort it took/ })).getByLabelText('4'),
    );
    await user.click(
      within(within(prompt).getByRole('group', { name: /Impact it had/ })).getByLabelText('3'),
    );
    await user.click(within(prompt).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('form', { name: /How did it go/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.bodies('PATCH')).toEqual([
        { completed: true },
        { actualEffort: 4, actualImpact: 3 },
      ]),
    );
  });

  it('offline, how it went waits with the tick and both are sent once, in order, on reconnecting', async () => {
    const { user, api, queryClient } = await openStep(
      '/action-plan',
      'Your Action Plan',
      OPEN_PLAN,
    );
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await user.click(screen.getByRole('checkbox', { name: 'Swim' }));
      const prompt = await within(card('Swim')).findByRole('form', {
        name: 'How did it go? Swim',
      });
      await user.click(
        within(within(prompt).getByRole('group', { name: /Effort it took/ })).getByLabelText('4'),
      );
      await user.click(
        within(within(prompt).getByRole('group', { name: /Impact it had/ })).getByLabelText('3'),
      );
      await user.click(within(prompt).getByRole('button', { name: 'Save' }));
      await waitFor(async () =>
        expect((await pendingWrites('u1')).map((write) => write.body)).toEqual([
          { completed: true },
          { actualEffort: 4, actualImpact: 3 },
        ]),
      );
      expect(api.bodies('PATCH')).toEqual([]);
      expect(screen.queryByRole('region', { name: /notifications/i })).not.toHaveTextContent(
        /offline/i,
      );
    } finally {
      onLine.mockRestore();
    }
    await syncNow(queryClient, 'u1');
    expect(api.bodies('PATCH')).toEqual([
      { completed: true },
      { actualEffort: 4, actualImpact: 3 },
    ]);
    expect(await pendingWrites('u1')).toEqual([]);
  });

  it('Skip saves nothing more', async () => {
    const { user, api } = await openStep('/action-plan', 'Your Action Plan', OPEN_PLAN);
    await user.click(screen.getByRole('checkbox', { name: 'Walk' }));
    await user.click(await within(card('Walk')).findByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('form', { name: /How did it go/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Walk' })).toHaveFocus();
    await waitFor(() => expect(api.bodies('PATCH')).toEqual([{ completed: true }]));
  });
});

const done = (title: string, effort: number, impact: number, actualEffort: number | null) => ({
  title,
  effort,
  impact,
  completed: true,
  actualEffort,
  actualImpact: actualEffort === null ? null : impact,
});

describe('Your estimates', () => {
  it('appear on the summary once three done tactics say how they went', async () => {
    await openStep(
      '/summary',
      'Strategy Summary',
      seedPlan([
        {
          title: 'Get fit',
          tactics: [
            done('Run', 2, 4, 4),
            done('Swim', 1, 3, 3),
            done('Walk', 1, 2, 2),
            { title: 'Stretch', effort: 1, impact: 4 },
          ],
        },
      ]),
    );
    const panel = screen.getByRole('region', { name: 'Your estimates' });
    expect(panel).toHaveTextContent('Tactics took 1.7 more effort than you rated, over 3 done.');
    expect(panel).toHaveTextContent('Tactics had about the impact you rated.');
    expect(within(panel).getByRole('button', { name: 'Suggest new ratings' })).toBeVisible();
  });

  it('stay hidden with two, or when a done tactic lacks an actual rating', async () => {
    await openStep(
      '/summary',
      'Strategy Summary',
      seedPlan([
        {
          title: 'Get fit',
          tactics: [done('Run', 2, 4, 4), done('Swim', 1, 3, 3), done('Walk', 1, 2, null)],
        },
      ]),
    );
    expect(screen.queryByRole('region', { name: 'Your estimates' })).not.toBeInTheDocument();
    expect(screen.queryByText('Suggest new ratings')).not.toBeInTheDocument();
  });
});
