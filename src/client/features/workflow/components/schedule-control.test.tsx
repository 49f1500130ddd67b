import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, seedPlan } from '#test/client/fake-api.ts';
import { expectToast, openStep } from '#test/client/render-workflow.tsx';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

// The panel's code loads on first use; loaded here once, so a slow first transform cannot time a test out.
beforeAll(() => import('#client/components/schedule/schedule-panel.tsx'));

// Wednesday 25 November 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 25, 10, 0));
});
afterEach(() => vi.useRealTimers());

// Open work: a tactic done on an earlier visit waits in Done, off the action plan (docs/product.md).
const PLAN = seedPlan([{ title: 'Get fit', tactics: [{ title: 'Run' }] }]);
const startAt = () => openStep('/action-plan', 'Your Action Plan', PLAN);

describe('Schedule panel', () => {
  it('saves a weekly repeat at once, shows it on the card, and the checkbox stops marking done', async () => {
    const { api, user } = await startAt();
    // Ticked on this visit, it stays on the plan, done.
    await user.click(screen.getByRole('checkbox', { name: 'Run' }));
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('checkbox', { name: 'Run' })).toHaveAttribute('aria-checked', 'true');
    const open = screen.getByRole('button', { name: 'Schedule Run' });
    await user.click(open);
    // The panel's code loads on first use.
    const panel = await screen.findByRole('dialog', { name: 'Schedule Run' });
    await user.click(within(panel).getByRole('radio', { name: 'Every week on' }));
    // Today's weekday is chosen first; a second day is added.
    expect(within(panel).getByRole('button', { name: 'Wed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // A new repeat starts today, its first day: the days before it are never missed.
    await waitFor(() =>
      expect(api.bodies('PATCH').at(-1)).toEqual({
        dueDate: '2026-11-25',
        repeat: { frequency: 'weekly', days: ['wed'] },
      }),
    );
    expect(within(panel).getByLabelText('Due date')).toHaveValue('2026-11-25');
    await user.click(within(panel).getByRole('button', { name: 'Fri' }));
    await waitFor(() =>
      expect(api.bodies('PATCH').at(-1)).toEqual({
        dueDate: '2026-11-25',
        repeat: { frequency: 'weekly', days: ['wed', 'fri'] },
      }),
    );
    // The last day cannot be removed: a weekly repeat needs one.
    await user.click(within(panel).getByRole('button', { name: 'Wed' }));
    await user.click(within(panel).getByRole('button', { name: 'Fri' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose at least one day for a weekly repeat',
    );
    expect(within(panel).getByRole('button', { name: 'Fri' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
    expect(screen.getByText('Every Fri')).toBeVisible();
    const checkbox = screen.getByRole('checkbox', { name: 'Run' });
    expect(checkbox).toBeDisabled();
    expect(checkbox).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('link', { name: 'check in on Today' })).toHaveAttribute(
      'href',
      '/today',
    );
  });

  it('offers N times a week, every N days and monthly, each saved at once and shown on the card', async () => {
    const { api, user } = await startAt();
    await user.click(screen.getByRole('button', { name: 'Schedule Run' }));
    const panel = await screen.findByRole('dialog', { name: 'Schedule Run' });

    await user.click(within(panel).getByRole('radio', { name: 'Times a week' }));
    await waitFor(() =>
      expect(api.bodies('PATCH').at(-1)).toEqual({
        dueDate: '2026-11-25',
        repeat: { frequency: 'timesPerWeek', times: 3 },
      }),
    );
    const times = within(panel).getByRole('combobox', { name: 'How many times a week' });
    expect([...(times as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    await user.selectOptions(times, '4');
    await waitFor(() =>
      expect(api.bodies('PATCH').at(-1)).toMatchObject({
        repeat: { frequency: 'timesPerWeek', times: 4 },
      }),
    );
    expect(screen.getByText('4 times a week, any days')).toBeVisible();

    // Every N days counts from the repeat's first day, the due date the panel gave it.
    await user.click(within(panel).getByRole('radio', { name: 'Every few days' }));
    await waitFor(() =>
      expect(api.bodies('PATCH').at(-1)).toMatchObject({
        repeat: { frequency: 'everyNDays', interval: 2, anchor: '2026-11-25' },
      }),
    );
    const interval = within(panel).getByRole('combobox', { name: 'Every how many days' });
    expect(within(interval).getAllByRole('option')).toHaveLength(29);
    await user.selectOptions(interval, '30');
    await waitFor(() =>
      expect(api.bodies('PATCH').at(-1)).toMatchObject({
        repeat: { frequency: 'everyNDays', interval: 30, anchor: '2026-11-25' },
      }),
    );
    expect(within(panel).getByText('Counted from Wed 25 Nov.')).toBeVisible();
    expect(screen.getByText('Every 30 days')).toBeVisible();

    // Monthly starts on the first day's date; the 29th-31st say what a short month does.
    await user.click(within(panel).getByRole('radio', { name: 'Monthly' }));
    await waitFor(() =>
      expect(api.bodies('PATCH').at(-1)).toMatchObject({
        repeat: { frequency: 'monthly', day: 25 },
      }),
    );
    const day = within(panel).getByRole('combobox', { name: 'Day of the month' });
    expect(within(panel).queryByText('Shorter months use their last day.')).toBeNull();
    await user.selectOptions(day, '31');
    await waitFor(() =>
      expect(api.bodies('PATCH').at(-1)).toMatchObject({
        repeat: { frequency: 'monthly', day: 31 },
      }),
    );
    expect(day).toHaveAccessibleDescription('Shorter months use their last day.');
    expect(screen.getByText('Monthly on the 31st (or the last day)')).toBeVisible();
  });

  it('Never takes away the due date the panel gave the repeat, and keeps one the user chose', async () => {
    const { api, user } = await startAt();
    const open = screen.getByRole('button', { name: 'Schedule Run' });
    await user.click(open);
    let panel = await screen.findByRole('dialog', { name: 'Schedule Run' });
    await user.click(within(panel).getByRole('radio', { name: 'Every day' }));
    await waitFor(() =>
      expect(api.bodies('PATCH').at(-1)).toEqual({
        dueDate: '2026-11-25',
        repeat: { frequency: 'daily' },
      }),
    );
    // Closed and opened again, the panel still knows it gave that date.
    await user.keyboard('{Escape}');
    await user.click(open);
    panel = await screen.findByRole('dialog', { name: 'Schedule Run' });
    await user.click(within(panel).getByRole('radio', { name: 'Never' }));
    await waitFor(() =>
      expect(api.bodies('PATCH').at(-1)).toEqual({ dueDate: null, repeat: null }),
    );
    expect(within(panel).getByLabelText('Due date')).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByText(/^Due /)).toBeNull();

    // A date changed after the repeat was chosen is the user's: Never keeps it.
    await user.click(open);
    panel = await screen.findByRole('dialog', { name: 'Schedule Run' });
    await user.click(within(panel).getByRole('radio', { name: 'Every day' }));
    const date = within(panel).getByLabelText('Due date');
    await user.clear(date);
    await user.type(date, '2026-11-28');
    await waitFor(() =>
      expect(api.bodies('PATCH').at(-1)).toEqual({
        dueDate: '2026-11-28',
        repeat: { frequency: 'daily' },
      }),
    );
    await user.click(within(panel).getByRole('radio', { name: 'Never' }));
    await waitFor(() =>
      expect(api.bodies('PATCH').at(-1)).toEqual({ dueDate: '2026-11-28', repeat: null }),
    );
    await user.keyboard('{Escape}');
    expect(screen.getByText('Due Sat 28 Nov')).toBeVisible();

    // A tactic that had a date before its repeat keeps it: the repeat never changed it.
    await user.click(open);
    panel = await screen.findByRole('dialog', { name: 'Schedule Run' });
    await user.click(within(panel).getByRole('radio', { name: 'Every week on' }));
    await user.click(within(panel).getByRole('radio', { name: 'Never' }));
    await waitFor(() =>
      expect(api.bodies('PATCH').at(-1)).toEqual({ dueDate: '2026-11-28', repeat: null }),
    );

    // Today chosen again by hand, after the panel had given it, is the user's date too.
    await user.click(within(panel).getByRole('button', { name: 'No date' }));
    await user.click(within(panel).getByRole('radio', { name: 'Every day' }));
    await user.click(within(panel).getByRole('button', { name: 'No date' }));
    await user.type(within(panel).getByLabelText('Due date'), '2026-11-25');
    await user.click(within(panel).getByRole('radio', { name: 'Never' }));
    await waitFor(() =>
      expect(api.bodies('PATCH').at(-1)).toEqual({ dueDate: '2026-11-25', repeat: null }),
    );
  });

  it('saves a due date and shows it on the card', async () => {
    const { api, user } = await startAt();
    await user.click(screen.getByRole('button', { name: 'Schedule Run' }));
    // The panel's code loads on first use.
    const panel = await screen.findByRole('dialog', { name: 'Schedule Run' });
    const date = within(panel).getByLabelText('Due date');
    await user.type(date, '2026-11-28');
    await waitFor(() =>
      expect(api.bodies('PATCH').at(-1)).toEqual({ dueDate: '2026-11-28', repeat: null }),
    );
    expect(screen.getByText('Due Sat 28 Nov')).toBeVisible();
  });

  it('saves a reminder time, stores the browser’s zone once, shows it and removes it', async () => {
    const { api, user } = await startAt();
    await user.click(screen.getByRole('button', { name: 'Schedule Run' }));
    const panel = await screen.findByRole('dialog', { name: 'Schedule Run' });
    await user.type(within(panel).getByLabelText('Due date'), '2026-11-28');
    await user.type(within(panel).getByLabelText('Remind me at'), '22:30');
    await waitFor(() => expect(api.bodies('PATCH')).toContainEqual({ remindAt: '22:30' }));
    await waitFor(() =>
      expect(api.profile.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone),
    );
    expect(screen.getByText('Due Sat 28 Nov at 22:30')).toBeVisible();
    expect(within(panel).getByText(/shows it at this time, with an alert/)).toBeVisible();

    // A stored zone is never replaced from the panel.
    api.profile.timeZone = 'Asia/Tokyo';
    await user.click(within(panel).getByRole('button', { name: 'No reminder' }));
    await waitFor(() => expect(api.bodies('PATCH').at(-1)).toEqual({ remindAt: null }));
    await user.type(within(panel).getByLabelText('Remind me at'), '07:15');
    await waitFor(() => expect(api.bodies('PATCH').at(-1)).toEqual({ remindAt: '07:15' }));
    expect(api.profile.timeZone).toBe('Asia/Tokyo');
    expect(
      api.requests.filter((r) => r.method === 'PATCH' && r.path === '/api/users/me'),
    ).toHaveLength(1);
  });

  it('a one-off without a due date offers no reminder time until it has a date or a repeat', async () => {
    const { api, user } = await startAt();
    await user.click(screen.getByRole('button', { name: 'Schedule Run' }));
    const panel = await screen.findByRole('dialog', { name: 'Schedule Run' });
    const time = within(panel).getByLabelText('Remind me at');
    expect(time).toBeDisabled();
    expect(time).toHaveAccessibleDescription(
      'A one-off without a due date has no reminder. Choose a due date or a repeat first.',
    );
    expect(within(panel).queryByText(/alert at 09:00/)).toBeNull();

    await user.click(within(panel).getByRole('radio', { name: 'Every day' }));
    await waitFor(() => expect(time).toBeEnabled());
    expect(time).toHaveAccessibleDescription(
      'None: your calendar feed shows it all day, with an alert at 09:00.',
    );
    await user.type(time, '08:15');
    await waitFor(() => expect(api.bodies('PATCH').at(-1)).toEqual({ remindAt: '08:15' }));
    expect(screen.getByText('Every day at 08:15')).toBeVisible();

    // Never takes the date the repeat was given away again: the time is kept, and said to wait.
    await user.click(within(panel).getByRole('radio', { name: 'Never' }));
    await waitFor(() => expect(time).toBeDisabled());
    expect(time).toHaveValue('08:15');
    expect(time).toHaveAccessibleDescription(
      'Kept for later: a one-off without a due date has no reminder. Choose a due date or a repeat first.',
    );
    await user.click(within(panel).getByRole('button', { name: 'No reminder' }));
    await waitFor(() => expect(api.bodies('PATCH').at(-1)).toEqual({ remindAt: null }));
  });

  it('a refused save is announced while the panel is open: the toast is not hidden from screen readers', async () => {
    const { api, user } = await startAt();
    api.intercept(({ method }) =>
      method === 'PATCH' ? json(400, { message: 'Choose a due date from 2000 on' }) : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Schedule Run' }));
    const panel = await screen.findByRole('dialog', { name: 'Schedule Run' });
    await user.click(within(panel).getByRole('radio', { name: 'Every day' }));

    // Found by role, so neither the toast nor anything around it is aria-hidden.
    await expectToast('Error', 'Choose a due date from 2000 on');
    expect(screen.getByRole('dialog', { name: 'Schedule Run' })).toBe(panel);
    // The refetched plan takes the refused repeat back.
    await waitFor(() => expect(within(panel).getByRole('radio', { name: 'Never' })).toBeChecked());
    expect(within(panel).getByLabelText('Due date')).toHaveValue('');
  });
});
