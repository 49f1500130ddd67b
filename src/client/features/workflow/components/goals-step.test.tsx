import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Outcomes } from '#shared/schemas';
import { json, saveFailures, seedPlan } from '../../../../test/client/fake-api.ts';
import { expectToast, openStep } from '../../../../test/client/render-workflow.tsx';
import { testAuth } from '../../../../test/client/signed-in.ts';

vi.mock(
  '../../../lib/firebase.ts',
  async () => (await import('../../../../test/client/signed-in.ts')).firebaseModule,
);

const goalInput = (n: number) => screen.getByRole('textbox', { name: `Goal ${n}` });
const continueButton = () => screen.getByRole('button', { name: /^(Continue|Saving\.\.\.)$/ });
const addGoal = () => screen.getByRole('button', { name: 'Add Another Goal' });

const startAt = (path = '/', seed?: Outcomes) =>
  openStep(path, 'What goals/outcomes do you want to achieve?', seed);

describe('Step 1: Set goals', () => {
  it('starts with one empty, labelled row and the hint; rows are added and removed', async () => {
    const { user } = await startAt();
    expect(screen.getByText('Try to be as specific as possible')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(goalInput(1)).toHaveValue('');
    expect(goalInput(1)).toHaveAttribute('placeholder', 'e.g. Sleep 8 hours a night');
    expect(screen.queryByRole('button', { name: /Remove goal/ })).not.toBeInTheDocument();

    await user.click(addGoal());
    expect(goalInput(2)).toHaveFocus();
    expect(goalInput(2)).toHaveAttribute('placeholder', 'e.g. Finish my first triathlon');
    await user.click(addGoal());
    expect(goalInput(3)).toHaveAttribute('placeholder', 'e.g. Better work-life balance');
    expect(screen.getAllByRole('button', { name: /Remove goal \d/ })).toHaveLength(3);

    await user.type(goalInput(3), 'Third');
    await user.click(screen.getByRole('button', { name: 'Remove goal 2' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    expect(goalInput(2)).toHaveValue('Third');
    expect(goalInput(1)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove goal 1' }));
    expect(screen.queryByRole('button', { name: /Remove goal/ })).not.toBeInTheDocument();
  });

  it('refuses an empty form: the row says a title is required, the form that one goal is', async () => {
    const { api, user, location } = await startAt();
    await user.click(continueButton());

    const rowError = screen.getByText('Goal title is required');
    expect(rowError).toHaveAttribute('role', 'alert');
    expect(goalInput(1)).toHaveAttribute('aria-invalid', 'true');
    expect(goalInput(1)).toHaveAccessibleDescription('Goal title is required');
    expect(goalInput(1)).toHaveFocus();
    expect(screen.getByText('At least one goal is required')).toHaveAttribute('role', 'alert');
    expect(api.writes()).toEqual([]);
    expect(location()).toBe('/');

    // The messages follow the form as it is corrected.
    await user.type(goalInput(1), 'Sleep 8 hours');
    expect(screen.queryByText('Goal title is required')).not.toBeInTheDocument();
    expect(screen.queryByText('At least one goal is required')).not.toBeInTheDocument();
    expect(goalInput(1)).not.toHaveAttribute('aria-invalid');
  });

  it('flags only the empty row (spaces count as empty) when another has a title', async () => {
    const { api, user } = await startAt();
    await user.type(goalInput(1), 'Run a 10k');
    await user.click(addGoal());
    await user.type(goalInput(2), '   ');
    await user.click(continueButton());
    expect(screen.getAllByText('Goal title is required')).toHaveLength(1);
    expect(goalInput(2)).toHaveAttribute('aria-invalid', 'true');
    expect(goalInput(2)).toHaveFocus();
    expect(goalInput(1)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('At least one goal is required')).not.toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it("saves each new row with its own POST, reads 'Saving...' meanwhile, then moves to tactics", async () => {
    const { api, user, location } = await startAt();
    let release = () => {};
    const held = new Promise<undefined>((resolve) => (release = () => resolve(undefined)));
    api.intercept((request) => (request.method === 'POST' ? held : undefined));

    await user.type(goalInput(1), '  Sleep 8 hours a night ');
    await user.click(addGoal());
    await user.type(goalInput(2), 'Finish a triathlon');
    await user.click(continueButton());

    expect(continueButton()).toHaveTextContent('Saving...');
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(api.writes()).toEqual(['POST /api/goals', 'POST /api/goals']));
    // A second press while saving sends nothing more.
    await user.click(continueButton());
    expect(api.writes()).toHaveLength(2);
    expect(api.bodies('POST')).toEqual([
      { title: 'Sleep 8 hours a night' },
      { title: 'Finish a triathlon' },
    ]);

    release();
    await expectToast('Success!', 'Your goals have been saved.');
    expect(location()).toBe('/tactics');
    expect(api.plan.goals.map((goal) => goal.title)).toEqual([
      'Sleep 8 hours a night',
      'Finish a triathlon',
    ]);
  });

  it('shows saved goals to edit: a changed title is patched, a removed goal deleted, a new one posted', async () => {
    const { api, user, location } = await startAt(
      '/goals',
      seedPlan([{ title: 'Sleep more' }, { title: 'Read books' }, { title: 'Save money' }]),
    );
    expect(
      screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Sleep more', 'Read books', 'Save money']);

    await user.clear(goalInput(1));
    await user.type(goalInput(1), 'Sleep 8 hours');
    await user.click(screen.getByRole('button', { name: 'Remove goal 2' }));
    await user.click(addGoal());
    await user.type(goalInput(3), 'Learn Spanish');
    await user.click(continueButton());

    await expectToast('Success!', 'Your goals have been saved.');
    expect(api.writes()).toEqual([
      'DELETE /api/goals/g2',
      'PATCH /api/goals/g1',
      'POST /api/goals',
    ]);
    expect(api.bodies('PATCH')).toEqual([{ title: 'Sleep 8 hours' }]);
    expect(api.bodies('POST')).toEqual([{ title: 'Learn Spanish' }]);
    expect(location()).toBe('/tactics');
  });

  it('sends nothing for goals that did not change, and still moves on', async () => {
    const { api, user, location } = await startAt('/', seedPlan([{ title: 'Sleep more' }]));
    await user.click(continueButton());
    await expectToast('Success!', 'Your goals have been saved.');
    expect(api.writes()).toEqual([]);
    expect(location()).toBe('/tactics');
  });

  it.each(
    saveFailures('You can have at most 50 goals', {
      call: 'Failed to create goal',
      overall: 'Failed to save goals. Please try again.',
    }),
  )('a failed save shows %s in an error toast and stays', async (_case, reply, message) => {
    const { api, user, location } = await startAt();
    api.intercept((request) => (request.method === 'POST' ? reply() : undefined));
    await user.type(goalInput(1), 'Sleep 8 hours');
    await user.click(continueButton());
    await expectToast('Error', message);
    expect(location()).toBe('/');
    expect(continueButton()).toHaveTextContent('Continue');
  });

  it("says 'User not authenticated' when no one is signed in", async () => {
    const { api, user } = await startAt();
    await user.type(goalInput(1), 'Sleep 8 hours');
    testAuth.currentUser = null;
    await user.click(continueButton());
    await expectToast('Error', 'User not authenticated');
    expect(api.writes()).toEqual([]);
  });

  it('after a partial failure, a retry saves only the row that failed (no duplicates)', async () => {
    const { api, user, location } = await startAt();
    api.intercept((request) =>
      request.method === 'POST' && request.body?.title === 'Second'
        ? json(500, { message: 'Database unavailable' })
        : undefined,
    );
    await user.type(goalInput(1), 'First');
    await user.click(addGoal());
    await user.type(goalInput(2), 'Second');
    await user.click(continueButton());
    await expectToast('Error', 'Database unavailable');
    expect(api.bodies('POST')).toEqual([{ title: 'First' }, { title: 'Second' }]);
    expect(location()).toBe('/');

    api.intercept(undefined);
    api.forget();
    await user.click(continueButton());
    await expectToast('Success!', 'Your goals have been saved.');
    expect(api.writes()).toEqual(['POST /api/goals']);
    expect(api.bodies('POST')).toEqual([{ title: 'Second' }]);
    expect(api.plan.goals.map((goal) => goal.title)).toEqual(['First', 'Second']);
    expect(location()).toBe('/tactics');
  });

  it('a failed delete is retried, a done one is not', async () => {
    const { api, user } = await startAt(
      '/',
      seedPlan([{ title: 'A' }, { title: 'B' }, { title: 'C' }]),
    );
    api.intercept((request) =>
      request.method === 'DELETE' && request.path.endsWith('/g3') ? json(500, {}) : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Remove goal 3' }));
    await user.click(screen.getByRole('button', { name: 'Remove goal 2' }));
    await user.click(continueButton());
    await expectToast('Error', 'Failed to delete goal');

    api.intercept(undefined);
    api.forget();
    await user.click(continueButton());
    await expectToast('Success!', 'Your goals have been saved.');
    expect(api.writes()).toEqual(['DELETE /api/goals/g3']);
  });

  it("Back goes to '/'", async () => {
    const { user, location } = await startAt('/goals');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/');
  });
});
