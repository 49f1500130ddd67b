import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Outcomes } from '#shared/schemas';
import { json, saveFailures, seedPlan } from '#test/client/fake-api.ts';
import { expectToast, openStep } from '#test/client/render-workflow.tsx';
import { testAuth } from '#test/client/signed-in.ts';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
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

  it('refuses an empty form with one message: the row says a title is required', async () => {
    const { api, user, location } = await startAt();
    await user.click(continueButton());

    const rowError = screen.getByText('Goal title is required');
    expect(rowError).toHaveAttribute('role', 'alert');
    expect(goalInput(1)).toHaveAttribute('aria-invalid', 'true');
    expect(goalInput(1)).toHaveAccessibleDescription('Goal title is required');
    expect(goalInput(1)).toHaveFocus();
    // One empty row, one message: the list's own 'At least one' would only repeat it.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('At least one goal is required')).not.toBeInTheDocument();
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
    // Back waits too: leaving now would hide how the save ended.
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await waitFor(() => expect(api.writes()).toEqual(['POST /api/goals', 'POST /api/goals']));
    // A second press while saving sends nothing more.
    await user.click(continueButton());
    expect(api.writes()).toHaveLength(2);
    expect(api.bodies('POST')).toEqual([
      // Each with its place as typed: the order holds whichever answer arrives first.
      { title: 'Sleep 8 hours a night', position: 0 },
      { title: 'Finish a triathlon', position: 1 },
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
    // The removal waits for the toast's Undo; it is sent once the toast closes.
    expect(api.writes()).toEqual(['PATCH /api/goals/g1', 'POST /api/goals']);
    expect(api.bodies('PATCH')).toEqual([{ title: 'Sleep 8 hours' }]);
    expect(api.bodies('POST')).toEqual([{ title: 'Learn Spanish', position: 2, outcomeId: 'o1' }]);
    expect(location()).toBe('/tactics');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        'DELETE /api/goals/g2',
        'PATCH /api/goals/g1',
        'POST /api/goals',
      ]),
    );
    expect(api.plan.goals.map((goal) => goal.title)).toEqual([
      'Sleep 8 hours',
      'Save money',
      'Learn Spanish',
    ]);
  });

  describe('removing a saved goal', () => {
    const PLAN = seedPlan([
      { title: 'Sleep more', tactics: [{ title: 'Dark room', effort: 2, impact: 4 }] },
      {
        title: 'Read books',
        tactics: [
          { title: 'Library card', effort: 1, impact: 3, completed: true },
          { title: 'Read at lunch', effort: 3, impact: 5 },
          { title: 'Book club', effort: 4, impact: 2 },
        ],
      },
    ]);

    async function removeReadBooksAndSave() {
      const view = await startAt('/', PLAN);
      await view.user.click(screen.getByRole('button', { name: 'Remove goal 2' }));
      // Said before saving: the tactics go with the goal.
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
        'Removing ‘Read books’ also removes its 3 tactics.',
      );
      await view.user.click(continueButton());
      await expectToast('Success!', 'Your goals have been saved.');
      expect(view.location()).toBe('/tactics');
      return view;
    }

    it('offers Undo, which keeps the goal and every field of its tactics exactly', async () => {
      const { api, user, location } = await removeReadBooksAndSave();
      // Nothing is deleted yet, and the next step no longer shows the goal.
      expect(api.writes()).toEqual([]);
      expect(
        await screen.findByRole('heading', { name: 'Sleep more' }, { timeout: 5000 }),
      ).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Read books' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Undo' }));
      await waitFor(() => expect(location()).toBe('/'));
      expect(await screen.findByDisplayValue('Read books')).toBeVisible();
      expect(api.writes()).toEqual([]);
      expect(api.plan).toEqual(PLAN);
    });

    it('deletes the goal (and so its tactics) once the toast closes without Undo', async () => {
      const { api } = await removeReadBooksAndSave();
      fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
      await waitFor(() => expect(api.writes()).toEqual(['DELETE /api/goals/g2']));
      expect(api.plan.goals.map((goal) => goal.title)).toEqual(['Sleep more']);
    });

    it('sends the held delete when the page is left before the toast closes', async () => {
      const { api } = await removeReadBooksAndSave();
      window.dispatchEvent(new Event('pagehide'));
      await waitFor(() => expect(api.writes()).toEqual(['DELETE /api/goals/g2']));
      expect(api.requests.at(-1)?.headers).toMatchObject({ authorization: 'Bearer t' });
    });
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
    expect(api.bodies('POST')).toEqual([
      { title: 'First', position: 0 },
      { title: 'Second', position: 1 },
    ]);
    expect(location()).toBe('/');

    api.intercept(undefined);
    api.forget();
    await user.click(continueButton());
    await expectToast('Success!', 'Your goals have been saved.');
    expect(api.writes()).toEqual(['POST /api/goals']);
    // Into the outcome the server made with the first goal.
    expect(api.bodies('POST')).toEqual([
      { title: 'Second', position: 1, outcomeId: api.plan.outcomes[0]!.id },
    ]);
    expect(api.plan.goals.map((goal) => goal.title)).toEqual(['First', 'Second']);
    expect(location()).toBe('/tactics');
  });

  it('a held delete that fails says so; the goals that were deleted stay deleted', async () => {
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
    await expectToast('Success!', 'Your goals have been saved.');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await expectToast('Error', 'Failed to delete goal');
    expect(api.plan.goals.map((goal) => goal.title)).toEqual(['A', 'C']);
  });

  it("Back goes to '/'", async () => {
    const { user, location } = await startAt('/goals');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/');
  });
});
