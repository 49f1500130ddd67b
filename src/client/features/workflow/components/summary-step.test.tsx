import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seedPlan } from '#test/client/fake-api.ts';
import { findHeading, openStep } from '#test/client/render-workflow.tsx';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

const PLAN = seedPlan([
  {
    title: 'Sleep better',
    tactics: [
      { title: 'No coffee', effort: 2, impact: 4 }, // 6
      { title: 'Unrated' }, // 1
      { title: 'Dark room', effort: 1, impact: 5 }, // 9
    ],
  },
  {
    title: 'Get fit',
    tactics: [
      { title: 'Run', effort: 3, impact: 5 }, // 7
      { title: 'Marathon', effort: 5, impact: 3 }, // 1, ties with 'Unrated' and comes after it
    ],
  },
]);

const startAt = (seed = PLAN) => openStep('/summary', 'Strategy Summary', seed);

const rankedItems = () =>
  within(screen.getByRole('list', { name: 'Tactics ranked by score' })).getAllByRole('listitem');

/** The badge naming `goal` (its text reads 'Goal: <title>' to a screen reader). */
const badgeOf = (goal: string) =>
  screen.getAllByText(
    (_, element) =>
      element?.textContent === `Goal: ${goal}` &&
      element.firstElementChild?.className === 'sr-only',
  )[0]!;

describe('Step 4: Strategy summary', () => {
  it('ranks every tactic by score, numbered from #1, with goal, impact, effort and score', async () => {
    await startAt();
    const rows = rankedItems();
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Dark room',
      'Run',
      'No coffee',
      'Unrated',
      'Marathon',
    ]);
    expect(rows.map((row) => row.textContent?.match(/^#\d+/)?.[0])).toEqual([
      '#1',
      '#2',
      '#3',
      '#4',
      '#5',
    ]);
    expect(rows[0]).toHaveTextContent('Goal: Sleep better');
    expect(rows[0]).toHaveTextContent('Impact:5Effort:1Score:9');
    expect(rows[1]).toHaveTextContent('Goal: Get fit');
    expect(rows[1]).toHaveTextContent('Impact:5Effort:3Score:7');
    expect(rows[2]).toHaveTextContent('Impact:4Effort:2Score:6');
    expect(rows[3]).toHaveTextContent('Impact:1Effort:1Score:1');
    expect(rows[4]).toHaveTextContent('Impact:3Effort:5Score:1');
  });

  it("says each card's numbers once: the arithmetic on screen, the labels to screen readers", async () => {
    await startAt();
    const [top] = rankedItems();
    const sum = within(top!).getByText(
      (_, node) => node?.textContent === 'Impact 5 × 2 − Effort 1 = 9' && node.tagName === 'SPAN',
    );
    expect(sum).toHaveAttribute('aria-hidden', 'true');
    // What assistive technology reads: everything not hidden from it.
    const spoken = top!.cloneNode(true) as HTMLElement;
    spoken.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
    expect(spoken.textContent).toContain('Impact:5Effort:1Score:9');
    expect(spoken.textContent.match(/Impact/g)).toHaveLength(1);
    // No second, separate line of figures on screen.
    expect(within(top!).queryAllByText('Impact:')).toHaveLength(1);
    expect(within(top!).getByText('Impact:').closest('.sr-only')).not.toBeNull();
  });

  it('highlights the top one only, and says so in words', async () => {
    await startAt();
    const top = screen.getByText('Top priority').closest('li');
    expect(top).toHaveTextContent('#1');
    expect(top).toHaveTextContent('Dark room');
    expect(top).toHaveAttribute('data-top', 'true');
    expect(screen.getAllByText('Top priority')).toHaveLength(1);
    expect(document.querySelectorAll('[data-top]')).toHaveLength(1);
  });

  it('colours goal badges by goal, cycling over five colours', async () => {
    const goals = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];
    await startAt(seedPlan(goals.map((title) => ({ title, tactics: [{ title: `Do ${title}` }] }))));
    const colours = goals.map((goal) => badgeOf(goal).className);
    expect(new Set(colours.slice(0, 5)).size).toBe(5);
    expect(colours[5]).toBe(colours[0]);
  });

  it("Back goes to '/evaluate', 'Continue to Action Plan' to '/action-plan'", async () => {
    const { user, location } = await startAt();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/evaluate');

    await user.click(screen.getByRole('link', { name: 'Summary' }));
    await findHeading('Strategy Summary');
    await user.click(screen.getByRole('button', { name: 'Continue to Action Plan' }));
    expect(location()).toBe('/action-plan');
  });

  it('with no tactics, points to step 2', async () => {
    const { user, location } = await startAt(seedPlan([{ title: 'Sleep better' }]));
    await user.click(screen.getByRole('link', { name: 'Go to Brainstorm Tactics' }));
    expect(location()).toBe('/tactics');
  });

  describe('finished work', () => {
    const titles = () => rankedItems().map((row) => within(row).getByRole('heading').textContent);
    const topPriority = () => rankedItems().find((row) => within(row).queryByText('Top priority'));

    it('ranks open work only: a done one-off leaves, and the next open tactic is Top priority', async () => {
      const { user } = await startAt(
        seedPlan([
          {
            title: 'Sleep better',
            tactics: [
              {
                title: 'Dark room',
                effort: 1,
                impact: 5,
                completed: true,
                completedAt: '2026-01-06T08:00:00.000Z',
              },
              { title: 'No coffee', effort: 2, impact: 4 },
              // Repeating tactics are never done, so they always stay ranked.
              { title: 'Walk', effort: 1, impact: 2, repeat: { frequency: 'daily' } },
            ],
          },
        ]),
      );
      expect(titles()).toEqual(['No coffee', 'Walk']);
      expect(within(topPriority()!).getByRole('heading')).toHaveTextContent('No coffee');
      const done = screen.getByText('Done (1)').closest('details')!;
      expect(done).not.toHaveAttribute('open');
      await user.click(screen.getByText('Done (1)'));
      expect(await within(done).findByText('Sleep better · done Tue 6 Jan')).toBeVisible();
    });

    it('a goal marked as achieved takes its tactics out of the ranking; Reopen brings them back', async () => {
      const withDoneWork = seedPlan([
        ...PLAN.goals.map(({ title, tactics }) => ({ title, tactics })),
        {
          title: 'Read more',
          tactics: [
            { title: 'Library card', completed: true, completedAt: '2026-01-06T08:00:00Z' },
          ],
        },
      ]);
      const { api, user } = await startAt(withDoneWork);
      await user.click(screen.getByText('Your goals: target dates and achieved'));
      await user.click(
        await screen.findByRole('button', { name: 'Mark as achieved: Sleep better' }),
      );
      await waitFor(() => expect(titles()).toEqual(['Run', 'Marathon']));
      // The row left with the focused button: focus moves to the next goal's, not to the body.
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Mark as achieved: Get fit' })).toHaveFocus(),
      );
      expect(within(topPriority()!).getByRole('heading')).toHaveTextContent('Run');
      expect(api.bodies('PATCH')).toEqual([{ status: 'achieved' }]);
      const done = screen.getByText('Done (2)').closest('details')!;
      await user.click(screen.getByText('Done (2)'));
      expect(await within(done).findByText('Sleep better')).toBeVisible();
      await user.click(within(done).getByRole('button', { name: 'Reopen Sleep better' }));
      await waitFor(() => expect(titles()).toHaveLength(5));
      expect(api.plan.goals[0]!.status).toBe('active');
      await waitFor(() =>
        expect(within(done).getByRole('button', { name: 'Reopen Library card' })).toHaveFocus(),
      );
    });

    it('saves a target date for a goal when the field is left', async () => {
      const { api, user } = await startAt();
      await user.click(screen.getByText('Your goals: target dates and achieved'));
      const field = await screen.findByLabelText('Target date for Get fit');
      await user.type(field, '2026-06-30');
      await user.tab();
      await waitFor(() => expect(api.bodies('PATCH')).toEqual([{ targetDate: '2026-06-30' }]));
      expect(api.plan.goals[1]!.targetDate).toBe('2026-06-30');
    });
  });
});
