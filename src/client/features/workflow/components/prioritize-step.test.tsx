import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, saveFailures, seedPlan } from '#test/client/fake-api.ts';
import { expectToast, openStep } from '#test/client/render-workflow.tsx';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

const slider = (name: string) => screen.getByRole('slider', { name });
/** Keyboard focus on a slider thumb (a pointer press would set the value from its position). */
const focus = (element: HTMLElement) => act(() => element.focus());
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

const PLAN = seedPlan([
  {
    title: 'Sleep better',
    tactics: [{ title: 'Dark room' }, { title: 'No coffee', effort: 2, impact: 4 }],
  },
  { title: 'Get fit', tactics: [{ title: 'Run', effort: 3, impact: 3 }] },
]);

const startAt = (seed = PLAN) => openStep('/evaluate', 'Prioritize Tactics', seed);

describe('Step 3: Prioritize', () => {
  it('shows an effort and an impact slider per tactic, 1 to 5, at 1 when unrated', async () => {
    await startAt();
    // The spec's sentence, word for word; each '(1-5)' is kept on one line (a no-wrap span).
    const description = screen.getByText(
      (_, element) =>
        element?.textContent ===
        'Rate each tactic based on effort required (1-5) and potential impact (1-5).',
    );
    expect(description.querySelectorAll('.whitespace-nowrap')).toHaveLength(2);
    expect(screen.getAllByRole('slider')).toHaveLength(6);
    // The scale is said once for the page, and every slider is described by its line of it.
    expect(screen.getAllByText('1 is easy, 5 is hard')).toHaveLength(1);
    expect(screen.getAllByText('1 is small, 5 is big')).toHaveLength(1);
    expect(slider('Effort for Dark room')).toHaveAccessibleDescription(
      'Effort: 1 is easy, 5 is hard',
    );
    expect(slider('Impact for Dark room')).toHaveAccessibleDescription(
      'Impact: 1 is small, 5 is big',
    );
    // Each slider has five marks, 1 and 5 labelled.
    const ticks = screen.getAllByTestId('rating-ticks');
    expect(ticks).toHaveLength(6);
    expect(ticks[0]!.children).toHaveLength(5);
    for (const name of ['Effort for Dark room', 'Impact for Dark room']) {
      expect(slider(name)).toHaveAttribute('aria-valuemin', '1');
      expect(slider(name)).toHaveAttribute('aria-valuemax', '5');
      expect(slider(name)).toHaveAttribute('aria-valuenow', '1');
      expect(slider(name)).toHaveAttribute('aria-valuetext', '1 of 5');
    }
    expect(slider('Effort for No coffee')).toHaveAttribute('aria-valuenow', '2');
    expect(slider('Impact for No coffee')).toHaveAttribute('aria-valuenow', '4');
    expect(slider('Impact for Run')).toHaveAttribute('aria-valuetext', '3 of 5');
  });

  it('moves by keyboard: arrows by one, Home and End, PageUp/PageDown and Shift+arrow by ten', async () => {
    const { user } = await startAt();
    const effort = slider('Effort for Dark room');
    focus(effort);
    const presses: Array<[string, number]> = [
      ['{ArrowRight}', 2],
      ['{ArrowUp}', 3],
      ['{ArrowLeft}', 2],
      ['{End}', 5],
      ['{Home}', 1],
      ['{ArrowLeft}', 1],
      ['{PageUp}', 5],
      ['{PageDown}', 1],
      ['{Shift>}{ArrowRight}{/Shift}', 5],
      ['{Shift>}{ArrowDown}{/Shift}', 1],
    ];
    for (const [keys, value] of presses) {
      await user.keyboard(keys);
      expect(effort).toHaveAttribute('aria-valuenow', String(value));
      expect(effort).toHaveAttribute('aria-valuetext', `${value} of 5`);
      // The number is shown beside the slider's name.
      expect(effort.closest('li')).toHaveTextContent(`Effort${value}`);
    }
  });

  it('saves changed and unrated tactics, one PATCH each, then moves to the summary', async () => {
    const { api, user, location } = await startAt();
    focus(slider('Impact for Dark room'));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    focus(slider('Effort for Run'));
    await user.keyboard('{ArrowLeft}');
    await user.click(continueButton());

    await expectToast('Success!', 'Priorities have been saved.');
    expect(api.writes()).toEqual(['PATCH /api/tactics/t1', 'PATCH /api/tactics/t3']);
    expect(api.bodies('PATCH')).toEqual([
      { effort: 1, impact: 4 },
      { effort: 2, impact: 3 },
    ]);
    expect(location()).toBe('/summary');
  });

  it('saves an untouched, unrated tactic as the 1 it shows', async () => {
    const { api, user } = await startAt();
    await user.click(continueButton());
    await expectToast('Success!', 'Priorities have been saved.');
    expect(api.writes()).toEqual(['PATCH /api/tactics/t1']);
    expect(api.bodies('PATCH')).toEqual([{ effort: 1, impact: 1 }]);
  });

  it.each(
    saveFailures('Ratings are whole numbers from 1 to 5', {
      call: 'Failed to update tactic',
      overall: 'Failed to save tactics. Please try again.',
    }),
  )('a failed save shows %s', async (_case, reply, message) => {
    const { api, user, location } = await startAt();
    api.intercept((request) => (request.method === 'PATCH' ? reply() : undefined));
    await user.click(continueButton());
    await expectToast('Error', message);
    expect(location()).toBe('/evaluate');
  });

  it('after a partial failure, a retry sends only the rating that failed', async () => {
    const { api, user } = await startAt();
    api.intercept((request) =>
      request.method === 'PATCH' && request.path.endsWith('/t3')
        ? json(500, { message: 'Busy' })
        : undefined,
    );
    focus(slider('Impact for Run'));
    await user.keyboard('{End}');
    await user.click(continueButton());
    await expectToast('Error', 'Busy');
    expect(api.writes()).toEqual(['PATCH /api/tactics/t1', 'PATCH /api/tactics/t3']);
    // What the user set is still on screen after the refetch.
    expect(slider('Impact for Run')).toHaveAttribute('aria-valuenow', '5');

    api.intercept(undefined);
    api.forget();
    await user.click(continueButton());
    await expectToast('Success!', 'Priorities have been saved.');
    expect(api.writes()).toEqual(['PATCH /api/tactics/t3']);
    expect(api.bodies('PATCH')).toEqual([{ effort: 3, impact: 5 }]);
  });

  it('with no tactics yet, points back to step 2', async () => {
    const { user, location } = await startAt(seedPlan([{ title: 'Sleep better' }]));
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to Brainstorm Tactics' }));
    expect(location()).toBe('/tactics');
  });

  it('Back goes to the tactics', async () => {
    const { user, location } = await startAt();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/tactics');
  });
});
