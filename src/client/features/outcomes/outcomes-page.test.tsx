import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TITLE_MAX_LENGTH } from '#shared/limits';
import { seedOutcome, seedPlan } from '#test/client/fake-api.ts';
import { expectToast, openStep } from '#test/client/render-workflow.tsx';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

const TWO_PLANS = seedPlan(
  [
    { title: 'Sleep 8 hours', tactics: [{ title: 'Dark room', effort: 1, impact: 4 }] },
    {
      title: 'Run 10 km',
      outcomeId: 'o2',
      tactics: [{ title: 'Run three times a week', effort: 3, impact: 5 }],
    },
    {
      title: 'Pay off the card',
      outcomeId: 'o3',
      status: 'achieved',
      tactics: [
        {
          title: 'No takeaways',
          effort: 2,
          impact: 4,
          completed: true,
          completedAt: '2026-02-02T10:00:00.000Z',
          checkIns: [],
          actualEffort: 3,
          actualImpact: 5,
        },
      ],
    },
  ],
  [
    seedOutcome('o1', 'Work-life balance', { position: 0 }),
    seedOutcome('o3', 'Savings', {
      status: 'achieved',
      position: 2,
      statusChangedAt: '2026-03-01T10:00:00.000Z',
    }),
    seedOutcome('o4', 'Old hobby', { status: 'archived', position: 3 }),
    seedOutcome('o2', 'Half marathon', { position: 1 }),
  ],
);

const openOutcomes = () => openStep('/outcomes', 'Outcomes', TWO_PLANS);
const section = (name: string) => screen.getByRole('region', { name });
const titlesIn = (name: string) =>
  within(section(name))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('/outcomes', () => {
  it('lists the active outcomes first, then the achieved, then the archived', async () => {
    await openOutcomes();
    await screen.findByText('Half marathon');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Active', 'Achieved', 'Archived', 'Shared with me']);
    expect(titlesIn('Active')).toEqual(['Work-life balance', 'Half marathon']);
    expect(titlesIn('Achieved')).toEqual(['Savings']);
    expect(titlesIn('Archived')).toEqual(['Old hobby']);
    // The first active outcome is the current one until another is chosen.
    expect(within(section('Active')).getByText('Current')).toBeInTheDocument();
  });

  it('makes a new outcome, and says what is missing when the title is empty', async () => {
    const { api, user } = await openOutcomes();
    await user.click(screen.getByRole('button', { name: 'New outcome' }));
    expect(screen.getByText('Outcome title is required')).toBeVisible();
    expect(screen.getByLabelText('Outcome title')).toHaveFocus();
    expect(api.writes()).toEqual([]);

    await user.type(screen.getByLabelText('Outcome title'), '  Learn Spanish ');
    await user.click(screen.getByRole('button', { name: 'New outcome' }));
    await expectToast('Success!', 'Added "Learn Spanish".');
    expect(api.bodies('POST')).toEqual([{ title: 'Learn Spanish' }]);
    await waitFor(() =>
      expect(titlesIn('Active')).toEqual(['Work-life balance', 'Half marathon', 'Learn Spanish']),
    );
  });

  it('stops an outcome title at the title limit while it is typed, as every title field does', async () => {
    const { user } = await openOutcomes();
    const field = screen.getByLabelText('Outcome title');
    await user.click(field);
    await user.paste('x'.repeat(TITLE_MAX_LENGTH + 5));
    expect(field).toHaveValue('x'.repeat(TITLE_MAX_LENGTH));
    await user.click(await screen.findByRole('button', { name: 'Rename Half marathon' }));
    const rename = screen.getByLabelText('New title for Half marathon');
    await user.clear(rename);
    await user.paste('y'.repeat(TITLE_MAX_LENGTH + 5));
    expect(rename).toHaveValue('y'.repeat(TITLE_MAX_LENGTH));
  });

  it('renames, marks as achieved, archives and restores', async () => {
    const { api, user } = await openOutcomes();
    await screen.findByText('Half marathon');
    await user.click(screen.getByRole('button', { name: 'Rename Half marathon' }));
    const field = screen.getByLabelText('New title for Half marathon');
    await user.clear(field);
    await user.type(field, 'Half marathon in May{Enter}');
    await waitFor(() => expect(titlesIn('Active')).toContain('Half marathon in May'));

    await user.click(
      screen.getByRole('button', { name: 'Mark as achieved: Half marathon in May' }),
    );
    await waitFor(() => expect(titlesIn('Achieved')).toEqual(['Half marathon in May', 'Savings']));
    await user.click(screen.getByRole('button', { name: 'Archive Work-life balance' }));
    await waitFor(() => expect(titlesIn('Archived')).toEqual(['Work-life balance', 'Old hobby']));
    expect(within(section('Active')).getByText(/No active outcome/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Restore Old hobby' }));
    await waitFor(() => expect(titlesIn('Active')).toEqual(['Old hobby']));
    expect(api.bodies('PATCH')).toEqual([
      { title: 'Half marathon in May' },
      { status: 'achieved' },
      { status: 'archived' },
      { status: 'active' },
    ]);
  });

  it('deletes with Undo: nothing is sent while the toast offers it', async () => {
    const { api, user } = await openOutcomes();
    await screen.findByText('Half marathon');
    await user.click(screen.getByRole('button', { name: 'Delete Half marathon' }));
    await expectToast('Success!', 'Deleted "Half marathon" with its goals and tactics.');
    expect(titlesIn('Active')).toEqual(['Work-life balance']);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(titlesIn('Active')).toEqual(['Work-life balance', 'Half marathon']);
    expect(api.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Half marathon' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(api.writes()).toEqual(['DELETE /api/outcomes/o2']));
    expect(api.plan.goals.map((goal) => goal.title)).toEqual(['Sleep 8 hours', 'Pay off the card']);
  });

  it('opens another outcome: the steps show its goals, and new goals go into it', async () => {
    const { api, user, location } = await openOutcomes();
    await user.click(await screen.findByRole('button', { name: 'Open Half marathon' }));
    expect(location()).toBe('/');
    expect(await screen.findByDisplayValue('Run 10 km')).toBeVisible();
    expect(screen.queryByDisplayValue('Sleep 8 hours')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Current outcome: Half marathon' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add Another Goal' }));
    await user.type(screen.getByRole('textbox', { name: 'Goal 2' }), 'Stretch daily');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectToast('Success!', 'Your goals have been saved.');
    expect(api.bodies('POST')).toEqual([{ title: 'Stretch daily', position: 1, outcomeId: 'o2' }]);
    expect(await screen.findByRole('heading', { name: 'Stretch daily' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Sleep 8 hours' })).not.toBeInTheDocument();
  });

  it('switches outcome from the sidebar menu, by keyboard', async () => {
    const { user } = await openStep('/summary', 'Strategy Summary', TWO_PLANS);
    expect(screen.getByText('Dark room')).toBeVisible();
    screen.getByRole('button', { name: 'Current outcome: Work-life balance' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['Work-life balance', 'Half marathon']);
    // The menu opens with focus on itself; the first arrow goes to the first outcome.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByText('Run three times a week')).toBeVisible();
    expect(screen.queryByText('Dark room')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Current outcome: Half marathon' })).toHaveFocus();
  });

  it('shows a finished outcome read-only, as history, until restored', async () => {
    const { api, user } = await openStep('/outcomes/o3', 'Savings', TWO_PLANS);
    expect(screen.getByText('Achieved on Sun 1 Mar. Read-only until restored.')).toBeVisible();
    const goal = screen.getByRole('region', { name: 'Pay off the card' });
    expect(within(goal).getByText(/^Goal achieved/)).toBeVisible();
    expect(within(goal).getByText('No takeaways')).toBeVisible();
    expect(within(goal).getByText('Score 6')).toBeVisible();
    expect(within(goal).getByText('Done Mon 2 Feb')).toBeVisible();
    expect(within(goal).getByText('How it went: effort 3, impact 5')).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api.bodies('PATCH')).toEqual([{ status: 'active' }]));
    expect(await screen.findByText('Active')).toBeVisible();
  });
});
