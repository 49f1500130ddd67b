import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seedPlan } from '#test/client/fake-api.ts';
import { findHeading, openStep } from '#test/client/render-workflow.tsx';
import { invalidateOutcomes } from '#client/plan/outcomes.ts';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

// A reload puts back the plan's saved copy first, which may be from before the last save, and the
// server's answer follows (docs/offline.md). A step's form nothing was typed into starts again
// from the answer; what was typed stays (docs/product.md, Unsaved changes).

const GOALS = 'What goals/outcomes do you want to achieve?';
const TACTICS = 'What specific actions will help you achieve each goal?';
const NOTE = 'Unsaved changes — Continue saves them.';
/** The saved copy put back: a goal whose tactics were saved after the copy was kept. */
const STALE = seedPlan([
  { title: 'Sleep better' },
  { title: 'Get fit', tactics: [{ title: 'Run' }] },
]);
const SAVED = ['No screens after 10pm', 'Same bedtime every day', 'Dark room'];

const tacticInputs = (goal: string) =>
  within(screen.getByRole('region', { name: goal }))
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);
const goalInputs = () =>
  screen
    .getAllByRole('textbox', { name: /^Goal \d+$/ })
    .map((input) => (input as HTMLInputElement).value);
const slider = (name: string) => screen.getByRole('slider', { name });
const sidebarLink = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Goal Workflow' })).getByRole('link', { name });

const send = (method: string, path: string, body: unknown) =>
  fetch(path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The server's answer follows the copy: three tactics saved for 'Sleep better', 'Run' rated. */
async function serverAnswers(queryClient: Parameters<typeof invalidateOutcomes>[0]) {
  await act(async () => {
    for (const [position, title] of SAVED.entries())
      await send('POST', '/api/tactics', { goalId: 'g1', title, position });
    await send('PATCH', '/api/tactics/t1', { title: 'Run', effort: 2, impact: 5 });
    await invalidateOutcomes(queryClient);
  });
}

describe("A step's form and the server's answer after the saved copy", () => {
  it('Brainstorm, nothing typed: the form shows the tactics of the answer', async () => {
    const { queryClient } = await openStep('/tactics', TACTICS, STALE);
    expect(tacticInputs('Sleep better')).toEqual(['']);

    await serverAnswers(queryClient);
    expect(await screen.findByDisplayValue('Dark room')).toBeInTheDocument();
    expect(tacticInputs('Sleep better')).toEqual(SAVED);
    expect(tacticInputs('Get fit')).toEqual(['Run']);
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });

  it('Brainstorm, text typed: the form keeps it over the answer', async () => {
    const { user, queryClient } = await openStep('/tactics', TACTICS, STALE);
    await user.type(screen.getByRole('textbox', { name: 'Tactic 1 for Sleep better' }), 'Read');

    await serverAnswers(queryClient);
    expect(await screen.findByText(NOTE)).toBeVisible();
    expect(tacticInputs('Sleep better')).toEqual(['Read']);
  });

  it('Brainstorm, a draft restored: the form keeps it over the answer', async () => {
    const { user, queryClient } = await openStep('/tactics', TACTICS, STALE);
    await user.type(screen.getByRole('textbox', { name: 'Tactic 1 for Get fit' }), ' daily');
    await user.click(sidebarLink(/^Set Goals/));
    await findHeading(GOALS);
    await user.click(sidebarLink(/^Brainstorm Tactics/));
    await findHeading(TACTICS);
    expect(tacticInputs('Get fit')).toEqual(['Run daily']);

    await serverAnswers(queryClient);
    expect(await screen.findByText(NOTE)).toBeVisible();
    expect(tacticInputs('Get fit')).toEqual(['Run daily']);
  });

  it('Goals, nothing typed: the form shows the titles of the answer', async () => {
    const { queryClient } = await openStep('/', GOALS, STALE);
    expect(goalInputs()).toEqual(['Sleep better', 'Get fit']);

    await act(async () => {
      await send('PATCH', '/api/goals/g2', { title: 'Get fit by June' });
      await invalidateOutcomes(queryClient);
    });
    expect(await screen.findByDisplayValue('Get fit by June')).toBeInTheDocument();
    expect(goalInputs()).toEqual(['Sleep better', 'Get fit by June']);
  });

  it('Prioritize, nothing moved: the sliders show the ratings of the answer, unsaved none', async () => {
    const { queryClient } = await openStep('/evaluate', 'Prioritize Tactics', STALE);
    expect(slider('Impact for Run')).toHaveAttribute('aria-valuenow', '1');

    await serverAnswers(queryClient);
    expect(await screen.findByRole('slider', { name: 'Effort for Dark room' })).toBeVisible();
    expect(slider('Effort for Run')).toHaveAttribute('aria-valuenow', '2');
    expect(slider('Impact for Run')).toHaveAttribute('aria-valuenow', '5');
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });

  it('Prioritize, a slider moved: it keeps its value over the answer', async () => {
    const { user, queryClient } = await openStep('/evaluate', 'Prioritize Tactics', STALE);
    act(() => slider('Effort for Run').focus());
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');

    await serverAnswers(queryClient);
    expect(await screen.findByRole('slider', { name: 'Effort for Dark room' })).toBeVisible();
    expect(slider('Effort for Run')).toHaveAttribute('aria-valuenow', '4');
    expect(screen.getByText(NOTE)).toBeVisible();
  });
});
