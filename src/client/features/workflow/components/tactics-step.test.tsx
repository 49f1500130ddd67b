import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, saveFailures, seedPlan } from '#test/client/fake-api.ts';
import { expectToast, openStep } from '#test/client/render-workflow.tsx';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

const TITLE = 'What specific actions will help you achieve each goal?';
const card = (goal: string) => screen.getByRole('region', { name: goal });
const tacticInput = (n: number, goal: string) =>
  screen.getByRole('textbox', { name: `Tactic ${n} for ${goal}` });
const addTactic = (goal: string) =>
  screen.getByRole('button', { name: `Add Another Tactic for ${goal}` });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

const startAt = (seed = seedPlan([{ title: 'Sleep better' }, { title: 'Get fit' }])) =>
  openStep('/tactics', TITLE, seed);

describe('Step 2: Brainstorm tactics', () => {
  it('shows one card per goal, each starting with one empty tactic row', async () => {
    const { user } = await startAt();
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('region')).toEqual([card('Sleep better'), card('Get fit')]);
    for (const goal of ['Sleep better', 'Get fit']) {
      expect(within(card(goal)).getAllByRole('textbox')).toHaveLength(1);
      expect(tacticInput(1, goal)).toHaveAttribute('placeholder', 'Enter a tactic...');
      expect(within(card(goal)).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    }

    await user.click(addTactic('Get fit'));
    expect(tacticInput(2, 'Get fit')).toHaveFocus();
    expect(within(card('Get fit')).getAllByRole('button', { name: /Remove tactic/ })).toHaveLength(
      2,
    );
    expect(within(card('Sleep better')).getAllByRole('textbox')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Remove tactic 1 for Get fit' }));
    expect(within(card('Get fit')).getAllByRole('textbox')).toHaveLength(1);
  });

  it('asks for every tactic, with one message for a goal whose one row is empty', async () => {
    const { api, user, location } = await startAt();
    await user.type(tacticInput(1, 'Sleep better'), 'No screens after 10pm');
    await user.click(addTactic('Sleep better'));
    await user.click(continueButton());

    expect(within(card('Sleep better')).getByText('Tactic is required')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(tacticInput(2, 'Sleep better')).toHaveAttribute('aria-invalid', 'true');
    expect(tacticInput(2, 'Sleep better')).toHaveAccessibleDescription('Tactic is required');
    expect(tacticInput(2, 'Sleep better')).toHaveFocus();
    expect(
      within(card('Sleep better')).queryByText('At least one tactic is required'),
    ).not.toBeInTheDocument();

    // Its one empty row says what is missing; 'At least one tactic is required' would repeat it.
    expect(within(card('Get fit')).getAllByRole('alert')).toHaveLength(1);
    expect(within(card('Get fit')).getByText('Tactic is required')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
    expect(location()).toBe('/tactics');
  });

  it('posts one call per new tactic with its goal, then moves to prioritize', async () => {
    const { api, user, location } = await startAt();
    await user.type(tacticInput(1, 'Sleep better'), 'No screens after 10pm');
    await user.click(addTactic('Sleep better'));
    await user.type(tacticInput(2, 'Sleep better'), 'Same bedtime every day');
    await user.type(tacticInput(1, 'Get fit'), 'Run three times a week');
    await user.click(continueButton());

    await expectToast('Success!', 'Your tactics have been saved.');
    expect(api.writes()).toEqual(['POST /api/tactics', 'POST /api/tactics', 'POST /api/tactics']);
    expect(api.bodies('POST')).toEqual([
      { goalId: 'g1', title: 'No screens after 10pm', position: 0 },
      { goalId: 'g1', title: 'Same bedtime every day', position: 1 },
      { goalId: 'g2', title: 'Run three times a week', position: 0 },
    ]);
    expect(location()).toBe('/evaluate');
  });

  it('shows saved tactics to edit: changed titles are patched, removed ones deleted', async () => {
    const { api, user } = await startAt(
      seedPlan([
        { title: 'Sleep better', tactics: [{ title: 'No coffee' }, { title: 'Dark room' }] },
        { title: 'Get fit', tactics: [{ title: 'Walk' }] },
      ]),
    );
    expect(tacticInput(1, 'Sleep better')).toHaveValue('No coffee');
    expect(tacticInput(2, 'Sleep better')).toHaveValue('Dark room');
    expect(tacticInput(1, 'Get fit')).toHaveValue('Walk');

    await user.clear(tacticInput(1, 'Sleep better'));
    await user.type(tacticInput(1, 'Sleep better'), 'No coffee after noon');
    await user.click(screen.getByRole('button', { name: 'Remove tactic 2 for Sleep better' }));
    await user.click(addTactic('Get fit'));
    await user.type(tacticInput(2, 'Get fit'), 'Swim');
    await user.click(continueButton());

    await expectToast('Success!', 'Your tactics have been saved.');
    expect(api.writes()).toEqual([
      'DELETE /api/tactics/t2',
      'PATCH /api/tactics/t1',
      'POST /api/tactics',
    ]);
    expect(api.bodies('PATCH')).toEqual([{ title: 'No coffee after noon' }]);
    expect(api.bodies('POST')).toEqual([{ goalId: 'g2', title: 'Swim', position: 1 }]);
  });

  it.each(
    saveFailures('A goal can have at most 50 tactics', {
      call: 'Failed to create tactic',
      overall: 'Failed to save tactics. Please try again.',
    }),
  )('a failed save shows %s', async (_case, reply, message) => {
    const { api, user, location } = await startAt(seedPlan([{ title: 'Sleep better' }]));
    api.intercept((request) => (request.method === 'POST' ? reply() : undefined));
    await user.type(tacticInput(1, 'Sleep better'), 'Dark room');
    await user.click(continueButton());
    await expectToast('Error', message);
    expect(location()).toBe('/tactics');
  });

  it('after a partial failure, a retry sends only the tactic that failed', async () => {
    const { api, user, location } = await startAt();
    api.intercept((request) =>
      request.method === 'POST' && request.body?.title === 'Run'
        ? json(503, { message: 'Try later' })
        : undefined,
    );
    await user.type(tacticInput(1, 'Sleep better'), 'Dark room');
    await user.type(tacticInput(1, 'Get fit'), 'Run');
    await user.click(continueButton());
    await expectToast('Error', 'Try later');

    api.intercept(undefined);
    api.forget();
    await user.click(continueButton());
    await expectToast('Success!', 'Your tactics have been saved.');
    expect(api.bodies('POST')).toEqual([{ goalId: 'g2', title: 'Run', position: 0 }]);
    expect(api.plan.goals.map((goal) => goal.tactics.map((tactic) => tactic.title))).toEqual([
      ['Dark room'],
      ['Run'],
    ]);
    expect(location()).toBe('/evaluate');
  });

  it('with no goals yet, points back to step 1', async () => {
    const { user, location } = await startAt(seedPlan([]));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to Set Goals' }));
    expect(location()).toBe('/');
  });

  it("Back goes to '/'", async () => {
    const { user, location } = await startAt();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/');
  });
});
