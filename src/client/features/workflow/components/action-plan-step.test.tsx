import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi, json, seedPlan } from '#test/client/fake-api.ts';
import {
  expectToast,
  findHeading,
  openStep,
  renderWorkflow,
} from '#test/client/render-workflow.tsx';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

const PLAN = seedPlan([
  {
    title: 'Sleep better',
    tactics: [
      // 5, impact 3
      {
        title: 'Same bedtime',
        effort: 1,
        impact: 3,
        completed: true,
        completedAt: '2026-01-05T12:00:00.000Z',
      },
      { title: 'No coffee', effort: 2, impact: 4 }, // 6
    ],
  },
  { title: 'Get fit', tactics: [{ title: 'Run', effort: 3, impact: 4 }] }, // 5, impact 4: before 'Same bedtime'
]);

const OPEN_PLAN = seedPlan([
  {
    title: 'Sleep better',
    tactics: [
      { title: 'Same bedtime', effort: 1, impact: 3 },
      { title: 'No coffee', effort: 2, impact: 4 },
    ],
  },
  { title: 'Get fit', tactics: [{ title: 'Run', effort: 3, impact: 4 }] },
]);

const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const card = (name: string) => checkbox(name).closest('label')!;
const titleOf = (name: string) => within(card(name)).getByText(name);

const startAt = (seed = PLAN) => openStep('/action-plan', 'Your Action Plan', seed);

describe('Step 5: Action plan', () => {
  it('lists the open tactics by score, ties to the higher impact, with priority score and impact', async () => {
    await startAt(OPEN_PLAN);
    expect(screen.getByText("Here's your to-do list!")).toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    ['No coffee', 'Run', 'Same bedtime'].forEach((name, index) =>
      expect(boxes[index]).toHaveAccessibleName(name),
    );
    expect(card('No coffee')).toHaveTextContent('Priority Score:6');
    expect(card('No coffee')).toHaveTextContent('Impact:4');
    expect(card('Run')).toHaveTextContent('Priority Score:5');
    expect(card('Run')).toHaveTextContent('Impact:4');
    expect(card('Same bedtime')).toHaveTextContent('Priority Score:5');
    expect(card('Same bedtime')).toHaveTextContent('Impact:3');
  });

  it('puts work finished on an earlier visit in the collapsed Done section, which reopens it', async () => {
    const { api, user } = await startAt();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: 'Same bedtime' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 done');
    const done = screen.getByText('Done (1)').closest('details')!;
    expect(done).not.toHaveAttribute('open');
    await user.click(screen.getByText('Done (1)'));
    expect(await within(done).findByText('Same bedtime')).toBeVisible();
    expect(within(done).getByText('Sleep better · done Mon 5 Jan')).toBeVisible();
    await user.click(within(done).getByRole('button', { name: 'Reopen Same bedtime' }));
    await waitFor(() => expect(api.bodies('PATCH')).toEqual([{ completed: false }]));
    // The list is ranked from a deferred copy of the plan (it paints after the tick), so the
    // reopened card may arrive a render later on a busy machine.
    expect(await screen.findByRole('checkbox', { name: 'Same bedtime' })).not.toBeChecked();
    expect(screen.queryByText(/^Done \(/)).not.toBeInTheDocument();
  });

  it('answers a skipped How did it go? from Done; a tactic answered is not asked again', async () => {
    const { api, user } = await startAt(
      seedPlan([
        {
          title: 'Sleep better',
          tactics: [
            { title: 'Same bedtime', completed: true },
            { title: 'Dark room', completed: true, actualEffort: 1, actualImpact: 4 },
            { title: 'No coffee' },
          ],
        },
      ]),
    );
    const done = screen.getByText('Done (2)').closest('details')!;
    await user.click(screen.getByText('Done (2)'));
    const later = await within(done).findByRole('button', { name: 'How did it go? Same bedtime' });
    expect(within(done).getAllByRole('button', { name: /How did it go/ })).toHaveLength(1);
    await user.click(later);
    const form = within(done).getByRole('form', { name: 'How did it go? Same bedtime' });
    await user.click(
      within(within(form).getByRole('group', { name: /Effort it took/ })).getByLabelText('2'),
    );
    await user.click(
      within(within(form).getByRole('group', { name: /Impact it had/ })).getByLabelText('5'),
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(done).queryByRole('button', { name: /How did it go/ })).not.toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'Reopen Same bedtime' })).toHaveFocus();
    await waitFor(() =>
      expect(api.bodies('PATCH')).toEqual([{ actualEffort: 2, actualImpact: 5 }]),
    );
  });

  it('keeps every sub-step added in quick succession, before the card shows the one before', async () => {
    const { api, user } = await startAt(OPEN_PLAN);
    await user.click(screen.getAllByRole('button', { name: 'Add steps' })[1]!);
    const input = await screen.findByLabelText('New step for Run');
    // Three Enters in one go: each list is sent before the card has shown the previous one.
    act(() => {
      for (const title of ['Warm up', 'Run 5 km', 'Stretch']) {
        fireEvent.change(input, { target: { value: title } });
        fireEvent.submit(input.closest('form')!);
      }
    });
    const titles = () => api.plan.goals[1]?.tactics[0]?.steps.map((step) => step.title);
    await waitFor(() => expect(titles()).toEqual(['Warm up', 'Run 5 km', 'Stretch']));
    const list = screen.getByRole('list', { name: 'Steps of Run' });
    const boxes = within(list).getAllByRole('checkbox');
    ['Warm up', 'Run 5 km', 'Stretch'].forEach((name, at) =>
      expect(boxes[at]).toHaveAccessibleName(name),
    );
  });

  it('a click on the card toggles the item once and saves it', async () => {
    const { api, user } = await startAt();
    await user.click(within(card('Run')).getByText('Priority Score:'));
    expect(checkbox('Run')).toBeChecked();
    expect(titleOf('Run')).toHaveClass('line-through');
    await waitFor(() => expect(api.writes()).toEqual(['PATCH /api/tactics/t3']));
    expect(api.bodies('PATCH')).toEqual([{ completed: true }]);
    expect(screen.getByRole('status')).toHaveTextContent('2 of 3 done');
    await waitFor(() => expect(api.plan.goals[1]?.tactics[0]?.completed).toBe(true));
  });

  it('a click on the checkbox toggles the item once; ticked on this visit, it stays to untick', async () => {
    const { api, user } = await startAt();
    await user.click(checkbox('Run'));
    expect(checkbox('Run')).toBeChecked();
    await waitFor(() => expect(api.writes()).toEqual(['PATCH /api/tactics/t3']));
    await user.click(checkbox('Run'));
    expect(checkbox('Run')).not.toBeChecked();
    expect(titleOf('Run')).not.toHaveClass('line-through');
    await waitFor(() =>
      expect(api.bodies('PATCH')).toEqual([{ completed: true }, { completed: false }]),
    );
  });

  it('toggles from the keyboard with Space', async () => {
    const { api, user } = await startAt();
    checkbox('No coffee').focus();
    await user.keyboard(' ');
    expect(checkbox('No coffee')).toBeChecked();
    await waitFor(() => expect(api.bodies('PATCH')).toEqual([{ completed: true }]));
  });

  it.each([
    ["the server's message", () => json(404, { message: 'Not found' }), 'Not found'],
    ['the fallback', () => new Response('', { status: 500 }), 'Failed to update tactic'],
  ])(
    'shows the change at once and takes it back when the save fails, with %s',
    async (_case, reply, message) => {
      const { api, user } = await startAt();
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      api.intercept((request) => (request.method === 'PATCH' ? held.then(reply) : undefined));

      await user.click(checkbox('Run'));
      expect(checkbox('Run')).toBeChecked();
      release();
      await expectToast('Error', message);
      await waitFor(() => expect(checkbox('Run')).not.toBeChecked());
      expect(titleOf('Run')).not.toHaveClass('line-through');
    },
  );

  it("'Back to Summary' goes to '/summary'", async () => {
    const { user, location } = await startAt();
    await user.click(screen.getByRole('button', { name: 'Back to Summary' }));
    expect(location()).toBe('/summary');
  });

  it('with no tactics, points to step 2', async () => {
    const { user, location } = await startAt(seedPlan([]));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to Brainstorm Tactics' }));
    expect(location()).toBe('/tactics');
  });
});

describe('Step 5: the printed plan', () => {
  it("heads the page with the outcome's name, the person and the date, and groups tactics by goal with ranks", async () => {
    await startAt();
    const printed = () => document.querySelector<HTMLElement>('[data-printed-plan]')!;
    // Paper only: hidden on screen, while the interactive list is hidden on paper.
    expect(printed()).toHaveClass('hidden', 'print:block');
    expect(screen.getAllByRole('checkbox')[0]!.closest('ul')).toHaveClass('print:hidden');
    // Its rows render when printing starts, not before.
    expect(printed()).toBeEmptyDOMElement();
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    // A list whose subscription is still to run (React runs it after the paint) renders once it
    // subscribes and finds the page printing.
    await waitFor(() => checkPrintedPlan(printed()));
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(printed()).toBeEmptyDOMElement();
  });

  it('prints the whole plan when printing starts before the plan has arrived', async () => {
    const api = installFakeApi(PLAN);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.intercept((request) =>
      request.method === 'GET' && request.path.startsWith('/api/outcomes')
        ? held.then(() => undefined)
        : undefined,
    );
    renderWorkflow('/action-plan');
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    release();
    await findHeading('Your Action Plan');
    await waitFor(() =>
      checkPrintedPlan(document.querySelector<HTMLElement>('[data-printed-plan]')!),
    );
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(document.querySelector('[data-printed-plan]')).toBeEmptyDOMElement();
  });
});

function checkPrintedPlan(printed: HTMLElement) {
  // The seeded outcome is called 'My plan'; its name heads the paper.
  expect(printed.querySelector('p')).toHaveTextContent(/^My plan$/);
  const year = String(new Date().getFullYear());
  expect(printed).toHaveTextContent(year);
  const goals = [...printed.querySelectorAll('h2')].map((heading) => heading.textContent);
  expect(goals).toEqual(['Goal: Sleep better', 'Goal: Get fit']);
  const rows = (goal: number) =>
    [...printed.querySelectorAll('section > section')[goal]!.querySelectorAll('li')].map((row) =>
      row.textContent?.replace(/\s+/g, ' ').trim(),
    );
  // Ranks are the action plan's: No coffee #1, Run #2 (a done one-off has left the ranking).
  expect(rows(0)).toEqual(['#1No coffeePriority Score 6']);
  expect(rows(1)).toEqual(['#2RunPriority Score 5']);
}
