import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seedPlan } from '#test/client/fake-api.ts';
import { expectToast, findHeading, openStep } from '#test/client/render-workflow.tsx';
import { clearLocalData } from '#client/lib/local-store.ts';
import { readStepDraft } from '#client/lib/step-drafts.ts';
import { invalidateOutcomes } from '#client/plan/outcomes.ts';
import { GOAL_GONE } from '#client/plan/tactics.ts';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

// Unsaved edits of steps 1-3 are kept as a draft until Continue (docs/product.md, Unsaved changes).

const GOALS = 'What goals/outcomes do you want to achieve?';
const TACTICS = 'What specific actions will help you achieve each goal?';
const PRIORITIZE = 'Prioritize Tactics';
const NOTE = 'Unsaved changes — Continue saves them.';

const sidebarLink = (name: string | RegExp) =>
  within(screen.getByRole('navigation', { name: 'Goal Workflow' })).getByRole('link', { name });
const goalInput = (n: number) => screen.getByRole('textbox', { name: `Goal ${n}` });
const tacticInput = (n: number, goal: string) =>
  screen.getByRole('textbox', { name: `Tactic ${n} for ${goal}` });
const slider = (name: string) => screen.getByRole('slider', { name });
const focus = (element: HTMLElement) => act(() => element.focus());
const note = () => screen.queryByText(NOTE);
/** The tactics listed as not saved because their goal is gone. */
const goneList = () =>
  within(screen.getByRole('list', { name: 'Not saved' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const PLAN = seedPlan([
  { title: 'Sleep better', tactics: [{ title: 'Tactic 3' }, { title: 'Dark room' }] },
  { title: 'Get fit', tactics: [{ title: 'Run', effort: 3, impact: 3 }] },
]);

describe('Unsaved changes on steps 1 to 3', () => {
  it('step 1 keeps a new goal when the user leaves by a link, and Continue saves it', async () => {
    const { api, user, location } = await openStep('/', GOALS, PLAN);
    expect(note()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Another Goal' }));
    await user.type(goalInput(3), 'Read 12 books this year');
    expect(note()).toHaveAttribute('role', 'status');

    await user.click(sidebarLink(/^Brainstorm Tactics/));
    await findHeading(TACTICS);
    await user.click(sidebarLink(/^Set Goals/));
    await findHeading(GOALS);

    expect(goalInput(1)).toHaveValue('Sleep better');
    expect(goalInput(3)).toHaveValue('Read 12 books this year');
    expect(note()).toBeVisible();
    expect(api.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectToast('Success!', 'Your goals have been saved.');
    expect(location()).toBe('/tactics');
    expect(api.bodies('POST')).toEqual([
      { title: 'Read 12 books this year', outcomeId: 'o1', position: 2 },
    ]);
    // Saved: nothing is kept any more, and the step shows no note.
    await user.click(sidebarLink(/^Set Goals/));
    await findHeading(GOALS);
    expect(goalInput(3)).toHaveValue('Read 12 books this year');
    expect(note()).not.toBeInTheDocument();
  });

  it('step 2 keeps a renamed tactic through another page and Back', async () => {
    const { user } = await openStep('/tactics', TACTICS, PLAN);
    await user.clear(tacticInput(1, 'Sleep better'));
    await user.type(tacticInput(1, 'Sleep better'), 'Keep bedroom cool at 18°C');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await findHeading(GOALS);
    expect(note()).not.toBeInTheDocument(); // Step 1 has nothing unsaved of its own.
    await user.click(sidebarLink(/^Brainstorm Tactics/));
    await findHeading(TACTICS);

    expect(tacticInput(1, 'Sleep better')).toHaveValue('Keep bedroom cool at 18°C');
    expect(tacticInput(2, 'Sleep better')).toHaveValue('Dark room');
    expect(note()).toBeVisible();
  });

  it('step 3 keeps moved sliders through the summary; Discard changes restores the saved ratings', async () => {
    const { api, user } = await openStep('/evaluate', PRIORITIZE, PLAN);
    focus(slider('Effort for Run'));
    await user.keyboard('{ArrowRight}');
    focus(slider('Impact for Dark room'));
    await user.keyboard('{End}');

    await user.click(sidebarLink(/^Summary/));
    await findHeading(/Summary/);
    await user.click(sidebarLink(/^Prioritize/));
    await findHeading(PRIORITIZE);

    expect(slider('Effort for Run')).toHaveAttribute('aria-valuenow', '4');
    expect(slider('Impact for Dark room')).toHaveAttribute('aria-valuenow', '5');
    expect(api.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(slider('Effort for Run')).toHaveAttribute('aria-valuenow', '3');
    expect(slider('Impact for Dark room')).toHaveAttribute('aria-valuenow', '1');
    expect(note()).not.toBeInTheDocument();
    await user.click(sidebarLink(/^Summary/));
    await findHeading(/Summary/);
    await user.click(sidebarLink(/^Prioritize/));
    await findHeading(PRIORITIZE);
    expect(slider('Effort for Run')).toHaveAttribute('aria-valuenow', '3');
  });

  it('drops what no longer applies when the saved plan changed meanwhile', async () => {
    const { user, queryClient } = await openStep('/tactics', TACTICS, PLAN);
    await user.type(tacticInput(1, 'Get fit'), '{End} in the park');
    await user.type(tacticInput(2, 'Sleep better'), '{End}, cool');
    await user.click(screen.getByRole('button', { name: 'Add Another Tactic for Sleep better' }));
    await user.type(tacticInput(3, 'Sleep better'), 'No coffee after noon');

    await user.click(sidebarLink(/^Set Goals/));
    await findHeading(GOALS);
    // Elsewhere (another tab), 'Get fit' is deleted and 'Dark room' renamed.
    await act(async () => {
      await fetch('/api/goals/g2', { method: 'DELETE' });
      await fetch('/api/tactics/t2', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Blackout blinds' }),
      });
      await invalidateOutcomes(queryClient);
    });
    await user.click(sidebarLink(/^Brainstorm Tactics/));
    await findHeading(TACTICS);

    expect(screen.queryByRole('region', { name: 'Get fit' })).not.toBeInTheDocument();
    expect(tacticInput(2, 'Sleep better')).toHaveValue('Blackout blinds');
    expect(tacticInput(3, 'Sleep better')).toHaveValue('No coffee after noon');
    // What was typed for the deleted goal is listed as not saved, not dropped unseen.
    expect(goneList()).toEqual(['Run in the park']);
  });

  it('a save from a stale tab for a goal deleted elsewhere says so, keeps the text and saves the rest', async () => {
    const { api, user, location } = await openStep('/tactics', TACTICS, PLAN);
    await user.click(screen.getByRole('button', { name: 'Add Another Tactic for Get fit' }));
    await user.type(tacticInput(2, 'Get fit'), 'Swim on Sundays');
    await user.click(screen.getByRole('button', { name: 'Add Another Tactic for Sleep better' }));
    await user.type(tacticInput(3, 'Sleep better'), 'No coffee after noon');
    // Another tab deletes 'Get fit'; this one still shows it.
    await act(() => fetch('/api/goals/g2', { method: 'DELETE' }));
    api.forget();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectToast('Error', GOAL_GONE());
    expect(location()).toBe('/tactics');
    expect(api.plan.goals[0]!.tactics.map((tactic) => tactic.title)).toEqual([
      'Tactic 3',
      'Dark room',
      'No coffee after noon',
    ]);
    await waitFor(() => expect(goneList()).toEqual(['Swim on Sundays']));
    expect(screen.queryByRole('region', { name: 'Get fit' })).not.toBeInTheDocument();
    // Kept in the tab's draft too, once the typing pauses.
    await waitFor(() =>
      expect(readStepDraft({ uid: 'u1', outcomeId: 'o1', step: 2 })).toMatchObject({
        rows: expect.arrayContaining([expect.objectContaining({ title: 'Swim on Sundays' })]),
      }),
    );

    // Continue again sends nothing for the deleted goal and nothing twice.
    api.forget();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectToast('Success!', 'Your tactics have been saved.');
    expect(location()).toBe('/evaluate');
    expect(api.writes()).toEqual([]);
  });

  it('signing out forgets every draft', async () => {
    const { user } = await openStep('/', GOALS, PLAN);
    await user.clear(goalInput(2));
    await user.type(goalInput(2), 'Get strong');
    await waitFor(() =>
      expect(readStepDraft({ uid: 'u1', outcomeId: 'o1', step: 1 })).toBeDefined(),
    );

    await user.click(sidebarLink(/^Brainstorm Tactics/));
    await findHeading(TACTICS);
    // What signing out (and deleting the account) does on this device.
    await act(() => clearLocalData());
    await user.click(sidebarLink(/^Set Goals/));
    await findHeading(GOALS);

    expect(goalInput(2)).toHaveValue('Get fit');
    expect(readStepDraft({ uid: 'u1', outcomeId: 'o1', step: 1 })).toBeUndefined();
  });
});
