import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { samplePlan, SAMPLE_PLAN_NOT_EMPTY } from '#shared/sample-plan';
import { english } from '#test/words.ts';
import { reportAnswer } from '#client/lib/connection.ts';
import { chooseOutcome } from '#client/plan/current-outcome.ts';
import { seedOutcome, seedPlan } from '#test/client/fake-api.ts';
import { expectToast, openStep } from '#test/client/render-workflow.tsx';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

const HEADING = 'What goals/outcomes do you want to achieve?';
const offer = () => screen.queryByRole('button', { name: 'Start from a sample plan' });
const goalValues = () =>
  screen
    .getAllByRole('textbox', { name: /^Goal \d+$/ })
    .map((input) => (input as HTMLInputElement).value);
const SAMPLE_GOALS = samplePlan(english).goals;
const SAMPLE_TITLES = SAMPLE_GOALS.map((goal) => goal.title);

describe('Start from a sample plan (step 1)', () => {
  it('fills an empty plan with the example, saved and editable, in one call', async () => {
    const { api, user } = await openStep('/', HEADING);
    await user.click(offer()!);
    await waitFor(() => expect(goalValues()).toEqual(SAMPLE_TITLES));
    expect(offer()).not.toBeInTheDocument();
    expect(api.writes()).toEqual(['POST /api/sample-plan']);
    // The example's tactics and ratings are the person's own now.
    expect(
      api.plan.goals.map((goal) =>
        goal.tactics.map(({ title, effort, impact }) => ({ title, effort, impact })),
      ),
    ).toEqual(
      SAMPLE_GOALS.map((goal) =>
        goal.tactics.map(({ title, effort, impact }) => ({ title, effort, impact })),
      ),
    );
    // The goals are editable like any saved goal.
    await user.clear(screen.getByRole('textbox', { name: 'Goal 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Goal 1' }), 'Leave at 5 pm');
    expect(goalValues()[0]).toBe('Leave at 5 pm');
  });

  it('a double click sends one call', async () => {
    const { api, user } = await openStep('/', HEADING);
    await user.dblClick(offer()!);
    await waitFor(() => expect(goalValues()).toEqual(SAMPLE_TITLES));
    expect(api.writes()).toEqual(['POST /api/sample-plan']);
  });

  it('a retry after a lost answer finds the plan filled and adds nothing', async () => {
    const { api, user } = await openStep('/', HEADING);
    // The server writes the plan, but its answer never arrives.
    api.intercept(async (request) => {
      if (request.path !== '/api/sample-plan') return undefined;
      api.intercept(undefined);
      await fetch(request.path, { method: 'POST' });
      throw new TypeError('Failed to fetch');
    });
    await user.click(offer()!);
    await expectToast('Error', 'Failed to start from the sample plan. Please try again.');

    // The lost answer marks the app offline until the server answers again (docs/product.md).
    act(() => reportAnswer());
    await user.click(offer()!);
    await waitFor(() => expect(goalValues()).toEqual(SAMPLE_TITLES));
    expect(api.plan.goals.map((goal) => goal.title)).toEqual(SAMPLE_TITLES);
    expect(api.writes().filter((write) => write === 'POST /api/sample-plan')).toHaveLength(3);
  });

  it('is not offered on a new, empty outcome while another outcome holds a goal', async () => {
    const outcomes = [
      seedOutcome('o1', 'My plan'),
      seedOutcome('o2', 'Third outcome', { position: 1 }),
    ];
    await openStep('/', HEADING, seedPlan([{ title: 'Sleep 8 hours' }], outcomes));
    act(() => chooseOutcome('o2'));
    await waitFor(() => expect(goalValues()).toEqual(['']));
    expect(offer()).not.toBeInTheDocument();
  });

  it('says why when the server finds goals the page does not show (a finished outcome’s)', async () => {
    const outcomes = [
      seedOutcome('o0', 'Last year', { status: 'archived' }),
      seedOutcome('o1', 'My plan', { position: 1 }),
    ];
    const { api, user } = await openStep(
      '/',
      HEADING,
      seedPlan([{ title: 'Run a marathon', outcomeId: 'o0' }], outcomes),
    );
    await user.click(offer()!);
    await expectToast('Error', SAMPLE_PLAN_NOT_EMPTY);
    expect(api.writes()).toEqual(['POST /api/sample-plan']);
    expect(goalValues()).toEqual(['']);
    // Nothing changed, and the offer is free for another try.
    await waitFor(() => expect(offer()).not.toHaveAttribute('aria-disabled'));
  });

  it('is not offered once the plan has a goal', async () => {
    await openStep('/', HEADING, seedPlan([{ title: 'Sleep 8 hours' }]));
    expect(goalValues()).toEqual(['Sleep 8 hours']);
    expect(offer()).not.toBeInTheDocument();
  });
});
