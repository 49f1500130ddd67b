import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { addDays, type LocalDate } from '#shared/schedule';
import { TODAY_CHECK_IN_DAYS } from '#shared/limits';
import type { OutcomePlan, TodayPlan } from '#shared/schemas';
import { createQueryClient } from '#client/lib/query-client.ts';
import { planKeys } from '#client/plan/outcomes.ts';
import { useTodayPlan } from '#client/plan/today-read.ts';
import { usePersonToday } from '#client/plan/day-settings.ts';
import { todayLocal } from '#shared/schedule';
import {
  installFakeApi,
  json,
  SEED_OUTCOME_ID,
  seedOutcome,
  seedPlan,
} from '#test/client/fake-api.ts';
import { expectToast } from '#test/client/render-workflow.tsx';
import { renderSignedIn } from '#test/client/render-signed-in.tsx';
import { signInTestUser, testAuth } from '#test/client/signed-in.ts';
import { TodayView } from './today-page.tsx';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

// Wednesday 25 November 2026, mid-morning local time.
const TODAY = '2026-11-25';

function Today() {
  const outcomes = useTodayPlan(todayLocal());
  return outcomes.data ? <TodayView outcomes={outcomes.data} uid="u1" /> : null;
}

function renderToday(queryClient?: QueryClient) {
  return renderSignedIn(<Today />, { path: '/today', queryClient }).user;
}

const region = (name: string) => screen.getByRole('region', { name });

/**
 * A query client as the action plan left it open online (the outcome list and the current
 * outcome cached), after which the connection went.
 */
async function openedThenOffline() {
  const queryClient = createQueryClient();
  signInTestUser();
  await queryClient.fetchQuery({ queryKey: planKeys.list });
  await queryClient.fetchQuery({ queryKey: planKeys.current(SEED_OUTCOME_ID) });
  const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
  onTestFinished(() => {
    offline.mockRestore();
    onlineManager.setOnline(true);
  });
  return queryClient;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 25, 10, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Today', () => {
  const plan = () =>
    seedPlan([
      {
        title: 'Get fit',
        tactics: [
          { title: 'Book a physio', dueDate: TODAY },
          {
            title: 'Buy running shoes',
            dueDate: addDays(TODAY, -2),
            link: 'https://example.com/shoes',
          },
          {
            title: 'Stretch',
            repeat: { frequency: 'daily' },
            checkIns: [addDays(TODAY, -2), addDays(TODAY, -1)],
          },
          { title: 'Swim', repeat: { frequency: 'weekly', days: ['fri'] } },
          {
            title: 'Done already',
            dueDate: TODAY,
            completed: true,
            completedAt: '2026-11-20T10:00:00Z',
          },
        ],
      },
    ]);

  it('lists what is due (overdue marked), repeats with streaks, and the next 7 days', async () => {
    installFakeApi(plan());
    renderToday();
    const due = await screen.findByRole('region', { name: 'Due today' });
    const items = within(due).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('checkbox').getAttribute('aria-checked')),
    ).toEqual(['false', 'false']);
    expect(items[0]).toHaveTextContent('Buy running shoes');
    expect(items[0]).toHaveTextContent('Overdue since Mon 23 Nov');
    expect(within(items[0]!).getByRole('link', { name: /Open resource/ })).toHaveAttribute(
      'href',
      'https://example.com/shoes',
    );
    expect(items[1]).toHaveTextContent('Book a physio');
    expect(items[1]).not.toHaveTextContent('Overdue');
    expect(due).not.toHaveTextContent('Done already');

    const repeating = region('Repeating today');
    expect(within(repeating).getAllByRole('listitem')).toHaveLength(1);
    expect(within(repeating).getByRole('listitem')).toHaveTextContent('2-day streak');
    expect(within(repeating).getByRole('button', { name: 'Check in: Stretch' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    expect(region('Coming up')).toHaveTextContent('Fri 27 Nov');
    expect(region('Progress')).toHaveTextContent('1 of 3 done · 2 check-ins in the last 4 weeks');
    const table = within(region('Progress')).getByRole('table', { hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(9);
  });

  const cheer = (id: string, partnerName: string) => ({
    id,
    outcomeId: 'o1',
    outcomeTitle: 'My plan',
    partnerName,
    text: 'Keep going!',
    createdAt: '2026-11-25T08:00:00.000Z',
    reply: null as string | null,
  });

  it('answers a cheer in one line by keyboard, refusing empty words, and shows the reply', async () => {
    const api = installFakeApi(plan());
    const received = [cheer('c1', 'Alex')];
    api.intercept(({ method, path, body }) => {
      if (path === '/api/cheers') return json(200, received);
      if (method !== 'PUT' || path !== '/api/cheers/c1/reply') return undefined;
      received[0]!.reply = String(body?.text);
      return json(204);
    });
    const user = renderToday();
    (await screen.findByRole('button', { name: 'Reply to Alex' })).focus();
    await user.keyboard('{Enter}');
    const field = screen.getByRole('textbox', { name: 'Reply to Alex' });
    expect(field).toHaveFocus();
    await user.keyboard('   {Enter}');
    expect(screen.getByText('A cheer needs a few words')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'Thanks, Alex!{Enter}');
    await expectToast('Reply sent', 'Alex will see it.');
    expect(api.bodies('PUT')).toEqual([{ text: 'Thanks, Alex!' }]);
    expect(await screen.findByText('You replied: Thanks, Alex!')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Change reply to Alex' })).toHaveFocus(),
    );
  });

  it('offers no Dismiss all for one cheer: its own Dismiss is enough', async () => {
    const api = installFakeApi(plan());
    api.intercept(({ path }) =>
      path === '/api/cheers' ? json(200, [cheer('c1', 'Alex')]) : undefined,
    );
    renderToday();
    await screen.findByRole('button', { name: 'Dismiss the cheer from Alex' });
    expect(screen.queryByRole('button', { name: 'Dismiss all' })).toBeNull();
  });

  it('dismisses every cheer shown with Dismiss all; a refused try reads the cheers again', async () => {
    const api = installFakeApi(plan());
    let received = [cheer('c3', 'Kim'), cheer('c2', 'Sam'), cheer('c1', 'Alex')];
    let refuse = true;
    api.intercept(({ method, path }) => {
      if (path === '/api/cheers') return json(200, received);
      if (method !== 'POST' || path !== '/api/cheers/dismiss') return undefined;
      // The first try meets a partnership ended meanwhile: its cheer is gone, nothing dismissed.
      if (refuse) {
        refuse = false;
        received = received.filter((row) => row.id !== 'c3');
        return json(404, { message: 'Not found' });
      }
      received = [];
      return json(204);
    });
    const user = renderToday();
    const dismissAll = await screen.findByRole('button', { name: 'Dismiss all' });
    expect(within(region('Cheers')).getAllByRole('listitem')).toHaveLength(3);
    await user.click(dismissAll);
    await expectToast('Error', 'Not found');
    await waitFor(() => expect(within(region('Cheers')).getAllByRole('listitem')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Dismiss all' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cheers' })).toBeNull());
    expect(api.bodies('POST')).toEqual([{ ids: ['c3', 'c2', 'c1'] }, { ids: ['c2', 'c1'] }]);
  });

  it('shows a rested day, the rest days in hand, consistency and the best streak beside the streak', async () => {
    // Kept 1-22 Nov (rest days earned by the 7th, 14th and 21st: two banked), missed the 23rd
    // (rested), kept the 24th.
    const kept = Array.from({ length: 22 }, (_, i) => addDays('2026-11-01', i));
    const seed = seedPlan([
      {
        title: 'Get fit',
        tactics: [
          {
            title: 'Stretch',
            repeat: { frequency: 'daily' },
            dueDate: '2026-11-01',
            checkIns: [...kept, addDays(TODAY, -1)],
          },
          {
            title: 'Swim laps',
            repeat: { frequency: 'timesPerWeek', times: 3 },
            dueDate: '2026-11-23',
            checkIns: ['2026-11-23'],
          },
        ],
      },
    ]);
    installFakeApi(seed);
    renderToday();
    const repeating = await screen.findByRole('region', { name: 'Repeating today' });
    const stretch = within(repeating).getByText('Stretch').closest('li')!;
    expect(stretch).toHaveTextContent('23-day streak');
    expect(stretch).toHaveTextContent('6 of the last 7');
    expect(stretch).toHaveTextContent('Rested Mon 23 Nov · 1 rest day in hand');
    // "3 times a week" is on Today every day, with the week's count so far.
    const swim = within(repeating).getByText('Swim laps').closest('li')!;
    expect(swim).toHaveTextContent('3 times a week, any days');
    expect(swim).toHaveTextContent('No streak yet');
    expect(swim).toHaveTextContent('1 of 3 this week');
  });

  it('checks in for today and the streak grows; a failed check-in goes back with a toast', async () => {
    const api = installFakeApi(plan());
    const user = renderToday();
    const button = await screen.findByRole('button', { name: 'Check in: Stretch' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    // The rest of Today follows once the frame showing the button pressed is painted.
    await waitFor(() => expect(region('Repeating today')).toHaveTextContent('3-day streak'));
    await waitFor(() => expect(api.writes()).toEqual([`PUT /api/tactics/t3/check-ins/${TODAY}`]));

    api.intercept(({ method }) =>
      method === 'DELETE'
        ? json(400, { message: 'You can check in at most one day ahead' })
        : undefined,
    );
    await user.click(button);
    await expectToast('Error', 'You can check in at most one day ahead');
    // The refetched plan takes the refused change back.
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
  });

  /** A daily repeat kept every day of the 300 before `until`, with a year of check-ins. */
  const yearLong = (until: LocalDate) =>
    seedPlan([
      {
        title: 'Get fit',
        tactics: [
          {
            title: 'Stretch',
            repeat: { frequency: 'daily' },
            dueDate: addDays(until, -300),
            checkIns: Array.from({ length: 300 }, (_, i) => addDays(until, i - 300)),
          },
        ],
      },
    ]);
  const stretchItem = () =>
    within(region('Repeating today')).getByText('Stretch').closest('li')! as HTMLElement;

  it('says a streak of 300 days from 12 weeks of check-ins, and counts a check-in and its undoing', async () => {
    const api = installFakeApi(yearLong(TODAY));
    const queryClient = createQueryClient();
    const user = renderToday(queryClient);
    const button = await screen.findByRole('button', { name: 'Check in: Stretch' });
    expect(stretchItem()).toHaveTextContent('300-day streak');
    // The read carried weeks, the year before them summed up.
    const sent = queryClient.getQueryData<TodayPlan>(planKeys.today(TODAY))!.goals[0]!.tactics[0]!;
    expect(sent.checkIns.length).toBeLessThanOrEqual(TODAY_CHECK_IN_DAYS + 7);
    expect(sent.rhythmBefore?.streak.count).toBeGreaterThan(200);

    await user.click(button);
    await waitFor(() => expect(stretchItem()).toHaveTextContent('301-day streak'));
    await waitFor(() => expect(api.writes()).toEqual([`PUT /api/tactics/t1/check-ins/${TODAY}`]));
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(stretchItem()).toHaveTextContent('300-day streak'));
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    // Read again after the writes: the same words.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(stretchItem()).toHaveTextContent('300-day streak');
    expect(stretchItem()).not.toHaveTextContent('Best:');
  });

  it('counts a check-in at 01:30 for the day before when the day starts at 03:00', async () => {
    vi.setSystemTime(new Date(2026, 10, 25, 1, 30));
    const yesterday = addDays(TODAY, -1);
    const api = installFakeApi(yearLong(yesterday));
    api.intercept(({ method, path }) =>
      method === 'GET' && path === '/api/users/me'
        ? json(200, {
            id: 'user-1',
            email: 'ada@example.com',
            displayName: 'Ada',
            timeZone: null,
            dayStartsAt: '03:00',
            weekStartsOn: 'monday',
          })
        : undefined,
    );
    function PersonToday() {
      const { today } = usePersonToday();
      const outcomes = useTodayPlan(today);
      return outcomes.data?.today === today ? (
        <TodayView outcomes={outcomes.data} uid="u1" />
      ) : null;
    }
    const { user } = renderSignedIn(<PersonToday />, { path: '/today' });
    await waitFor(() =>
      expect(api.requests.map((request) => request.search ?? '')).toContain(
        `?include=today&today=${yesterday}`,
      ),
    );
    const button = await screen.findByRole('button', { name: 'Check in: Stretch' });
    await waitFor(() => expect(stretchItem()).toHaveTextContent('300-day streak'));
    await user.click(button);
    await waitFor(() => expect(stretchItem()).toHaveTextContent('301-day streak'));
    await waitFor(() =>
      expect(api.writes()).toEqual([`PUT /api/tactics/t1/check-ins/${yesterday}`]),
    );
  });

  it("moves the outcome's own read with a check-in on Today, reading nothing again", async () => {
    const api = installFakeApi(plan());
    const queryClient = createQueryClient();
    signInTestUser();
    // The action plan was open before: its read of the current outcome is in the cache.
    await queryClient.fetchQuery({ queryKey: planKeys.current(SEED_OUTCOME_ID) });
    const stretchIn = () =>
      queryClient
        .getQueryData<OutcomePlan>(planKeys.current(SEED_OUTCOME_ID))!
        .goals.flatMap((goal) => goal.tactics)
        .find((tactic) => tactic.title === 'Stretch')!.checkIns;
    expect(stretchIn()).not.toContain(TODAY);
    const user = renderToday(queryClient);
    await user.click(await screen.findByRole('button', { name: 'Check in: Stretch' }));
    await waitFor(() => expect(api.writes()).toEqual([`PUT /api/tactics/t3/check-ins/${TODAY}`]));
    expect(stretchIn()).toContain(TODAY);
    // Long enough for a refetch to have started, if anything asked for one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const reads = api.requests.filter(
      (request) => request.method === 'GET' && request.path.startsWith('/api/outcomes'),
    );
    expect(reads.map((request) => request.path + (request.search ?? ''))).toEqual([
      `/api/outcomes/${SEED_OUTCOME_ID}?checkIns=recent`,
      `/api/outcomes?include=today&today=${TODAY}`,
    ]);
    expect(queryClient.getQueryState(planKeys.current(SEED_OUTCOME_ID))!.isInvalidated).toBe(false);
  });

  it('shows offline what the outcome read the device holds implies, when Today was never read', async () => {
    installFakeApi(plan());
    const queryClient = await openedThenOffline();
    const user = renderToday(queryClient);
    const button = await screen.findByRole('button', { name: 'Check in: Stretch' });
    expect(region('Due today')).toHaveTextContent('Book a physio');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(region('Repeating today')).toHaveTextContent('3-day streak'));
  });

  it('shows reminder times as the action plan does, and the check-in note under a visible label', async () => {
    const seed = plan();
    const tactics = seed.goals[0]!.tactics;
    Object.assign(
      tactics.find((t) => t.title === 'Stretch')!,
      { remindAt: '07:30' },
    );
    Object.assign(
      tactics.find((t) => t.title === 'Swim')!,
      { remindAt: '18:45' },
    );
    installFakeApi(seed);
    const user = renderToday();
    const stretch = within(await screen.findByRole('region', { name: 'Repeating today' }))
      .getByText('Stretch')
      .closest('li')!;
    expect(stretch).toHaveTextContent('Every day at 07:30');
    expect(region('Coming up')).toHaveTextContent('Swim· repeats at 18:45');

    await user.click(within(stretch).getByRole('button', { name: 'Check in: Stretch' }));
    await user.click(await within(stretch).findByRole('button', { name: 'Add a note' }));
    const label = within(stretch).getByText('Note on today’s check-in');
    expect(label).toBeVisible();
    expect(label).toHaveAttribute('for', within(stretch).getByRole('textbox').id);
    expect(within(stretch).getByRole('textbox')).toHaveAccessibleName(
      'Note on today’s check-in: Stretch',
    );
  });

  it('keeps a check-in’s note through unticking: ticking again brings it back', async () => {
    const api = installFakeApi(plan());
    const user = renderToday();
    const stretch = within(await screen.findByRole('region', { name: 'Repeating today' }))
      .getByText('Stretch')
      .closest('li')!;
    const checkIn = within(stretch).getByRole('button', { name: 'Check in: Stretch' });
    await user.click(checkIn);
    await user.click(await within(stretch).findByRole('button', { name: 'Add a note' }));
    await user.type(within(stretch).getByRole('textbox'), 'Felt great');
    await user.click(within(stretch).getByRole('button', { name: 'Save note' }));
    expect(await within(stretch).findByText('Note: “Felt great”')).toBeVisible();

    const sent = () =>
      api.requests
        .filter((request) => request.method !== 'GET')
        .map((request) => [request.method, request.body]);
    await waitFor(() => expect(sent()).toHaveLength(2));

    await user.click(checkIn);
    await waitFor(() => expect(checkIn).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(within(stretch).queryByText(/Felt great/)).not.toBeInTheDocument());
    await waitFor(() => expect(sent()).toHaveLength(3));
    await user.click(checkIn);
    expect(await within(stretch).findByText('Note: “Felt great”')).toBeVisible();
    // The tick sends no note: the server brings back the one it set aside.
    await waitFor(() =>
      expect(sent()).toEqual([
        ['PUT', undefined],
        ['PUT', { note: 'Felt great' }],
        ['DELETE', undefined],
        ['PUT', undefined],
      ]),
    );
  });

  it('starts a new weekly repeat’s streak with its first check-in: the days before it are not missed', async () => {
    // Set up today for Mon/Wed/Fri: Monday 23 came before the repeat did.
    installFakeApi(
      seedPlan([
        {
          title: 'Get fit',
          tactics: [
            {
              title: 'Run',
              dueDate: TODAY,
              repeat: { frequency: 'weekly', days: ['mon', 'wed', 'fri'] },
            },
            // Set this morning through the API, with no due date: it starts the day it was set.
            {
              title: 'Swim',
              repeatSetAt: new Date(2026, 10, 25, 8, 0).toISOString(),
              repeat: { frequency: 'weekly', days: ['mon', 'wed'] },
            },
          ],
        },
      ]),
    );
    const user = renderToday();
    for (const title of ['Run', 'Swim']) {
      const button = await screen.findByRole('button', { name: `Check in: ${title}` });
      const item = within(region('Repeating today'))
        .getAllByRole('listitem')
        .find((li) => li.textContent?.includes(title))!;
      expect(item).toHaveTextContent('No streak yet');
      await user.click(button);
      await waitFor(() => expect(item).toHaveTextContent('1-week streak'));
    }
  });

  it('ticks a due tactic and keeps it listed as done', async () => {
    const api = installFakeApi(plan());
    const user = renderToday();
    await user.click(await screen.findByRole('checkbox', { name: 'Book a physio' }));
    expect(screen.getByRole('checkbox', { name: 'Book a physio' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await waitFor(() => expect(api.bodies('PATCH')).toEqual([{ completed: true }]));
  });

  it('keeps a ticked item where it was, struck through, while the page is open', async () => {
    installFakeApi(plan());
    const user = renderToday();
    const names = () =>
      within(region('Due today'))
        .getAllByRole('checkbox')
        .map((box) => document.querySelector(`label[for="${box.id}"]`)?.textContent);
    const before = await waitFor(() => {
      const shown = names();
      expect(shown.length).toBeGreaterThanOrEqual(2);
      return shown;
    });
    expect(before[0]).toContain('Buy running shoes');
    await user.click(screen.getByRole('checkbox', { name: 'Buy running shoes' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Buy running shoes' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
    expect(screen.getByText('Buy running shoes', { selector: 'label' })).toHaveClass(
      'line-through',
    );
    expect(names()).toEqual(before);
  });

  it('lists the day in order: timed by time, then untimed, done last; a snooze moves an item and Undo brings it back', async () => {
    const api = installFakeApi(
      seedPlan([
        {
          title: 'Keep well',
          tactics: [
            { title: 'Book a physio', dueDate: TODAY },
            { title: 'Call the vet', dueDate: TODAY, remindAt: '09:00' },
            { title: 'Read', repeat: { frequency: 'daily' } },
            { title: 'Lights out', repeat: { frequency: 'daily' }, remindAt: '22:30' },
            {
              title: 'Stretch',
              repeat: { frequency: 'daily' },
              remindAt: '07:30',
              checkIns: [TODAY],
            },
            { title: 'Walk', repeat: { frequency: 'daily' }, remindAt: '12:00' },
          ],
        },
      ]),
    );
    const user = renderToday();
    const titles = (name: string) =>
      within(region(name))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p, label')!.textContent);
    await screen.findByRole('region', { name: 'Repeating today' });
    expect(titles('Due today')).toEqual(['Call the vet', 'Book a physio']);
    expect(region('Due today')).toHaveTextContent('At 09:00');
    expect(titles('Repeating today')).toEqual(['Walk', 'Lights out', 'Read', 'Stretch']);
    // Untimed and checked-in items offer no Snooze.
    expect(screen.queryByRole('button', { name: 'Snooze: Read' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Snooze: Stretch' })).toBeNull();

    const snooze = screen.getByRole('button', { name: 'Snooze: Walk' });
    await user.click(snooze);
    expect(snooze).toHaveAttribute('aria-expanded', 'true');
    const choices = screen.getByRole('group', { name: 'Snooze Walk until' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1 hour', 'This evening', 'Tomorrow']);
    await user.click(within(choices).getByRole('button', { name: 'Tomorrow' }));
    const walk = within(region('Repeating today')).getByText('Walk').closest('li')!;
    expect(walk).toHaveTextContent('Snoozed until tomorrow 12:00');
    expect(titles('Repeating today')).toEqual(['Lights out', 'Walk', 'Read', 'Stretch']);
    // The keyboard stays where it was: on the button that took Snooze's place.
    expect(screen.getByRole('button', { name: 'Undo snooze: Walk' })).toHaveFocus();
    await waitFor(() =>
      expect(api.bodies('PUT')).toEqual([
        { date: TODAY, until: new Date(2026, 10, 26, 12, 0).toISOString() },
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Undo snooze: Walk' }));
    await waitFor(() => expect(titles('Repeating today')[0]).toBe('Walk'));
    await waitFor(() => expect(api.writes()).toContain('DELETE /api/tactics/t6/snooze'));
  });

  it('offers This evening only while 19:00 is an hour away, and snoozes a due item an hour', async () => {
    vi.setSystemTime(new Date(2026, 10, 25, 18, 30));
    const api = installFakeApi(
      seedPlan([
        {
          title: 'Keep well',
          tactics: [{ title: 'Call the vet', dueDate: TODAY, remindAt: '18:00' }],
        },
      ]),
    );
    const user = renderToday();
    await user.click(await screen.findByRole('button', { name: 'Snooze: Call the vet' }));
    const choices = screen.getByRole('group', { name: 'Snooze Call the vet until' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1 hour', 'Tomorrow']);
    await user.click(within(choices).getByRole('button', { name: '1 hour' }));
    expect(region('Due today')).toHaveTextContent('Snoozed until 19:30');
    await waitFor(() =>
      expect(api.bodies('PUT')).toEqual([
        { date: TODAY, until: new Date(2026, 10, 25, 19, 30).toISOString() },
      ]),
    );
  });

  it('marks achieved goals in Progress, last, with nothing to add or log', async () => {
    installFakeApi(
      seedPlan([
        {
          title: 'Sleep better',
          status: 'achieved',
          statusChangedAt: '2026-11-23T10:00:00.000Z',
          tactics: [{ title: 'Dark room' }, { title: 'No screens in bed' }],
        },
        {
          title: 'Run 10 km',
          status: 'achieved',
          statusChangedAt: '2026-11-24T10:00:00.000Z',
          measure: { unit: 'km', start: 0, target: 10, direction: 'increase' },
          tactics: [{ title: 'Run', dueDate: TODAY }],
        },
        { title: 'Get fit', tactics: [{ title: 'Stretch', dueDate: TODAY }] },
      ]),
    );
    renderToday();
    const cards = within(await screen.findByRole('region', { name: 'Progress' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual([
      'Get fit',
      'Sleep better',
      'Run 10 km',
    ]);
    expect(within(cards[0]!).getByRole('button', { name: 'Add a measure' })).toBeVisible();
    expect(cards[0]).not.toHaveTextContent('Goal achieved');
    expect(cards[1]).toHaveTextContent('Goal achieved Mon 23 Nov');
    expect(cards[1]).toHaveTextContent('0 of 2 done');
    expect(within(cards[1]!).queryByRole('button')).toBeNull();
    // Its measure is shown as it ended; nothing to log or edit.
    expect(cards[2]).toHaveTextContent('Goal achieved Tue 24 Nov');
    expect(
      within(cards[2]!).getByRole('progressbar', { name: 'Progress of Run 10 km' }),
    ).toBeVisible();
    expect(within(cards[2]!).queryByRole('form')).toBeNull();
    expect(within(cards[2]!).queryByRole('button')).toBeNull();
  });

  it('leaves an achieved goal’s repeats and due tactics out of Due today, Repeating today and Coming up', async () => {
    installFakeApi(
      seedPlan([
        {
          title: 'Sleep better',
          status: 'achieved',
          statusChangedAt: '2026-11-23T10:00:00.000Z',
          tactics: [
            { title: 'Lights out', repeat: { frequency: 'daily' }, remindAt: '22:30' },
            { title: 'Buy blinds', dueDate: TODAY },
            { title: 'Wash sheets', dueDate: addDays(TODAY, 2) },
          ],
        },
        { title: 'Get fit', tactics: [{ title: 'Stretch', repeat: { frequency: 'daily' } }] },
      ]),
    );
    renderToday();
    const repeating = await screen.findByRole('region', { name: 'Repeating today' });
    expect(within(repeating).getAllByRole('listitem')).toHaveLength(1);
    expect(repeating).toHaveTextContent('Stretch');
    expect(region('Due today')).toHaveTextContent('Nothing due today.');
    expect(region('Coming up')).toHaveTextContent('Stretch');
    for (const title of ['Lights out', 'Buy blinds', 'Wash sheets']) {
      expect(region('Repeating today')).not.toHaveTextContent(title);
      expect(region('Coming up')).not.toHaveTextContent(title);
    }
  });

  it('offers a Comeback after two misses in a row: a small start, Reschedule or Pause for a week', async () => {
    // Checked in up to the 22nd, missed the 23rd and 24th with no rest day in hand.
    const api = installFakeApi(
      seedPlan([
        {
          title: 'Get fit',
          tactics: [
            {
              title: 'Stretch',
              repeat: { frequency: 'daily' },
              dueDate: '2026-11-20',
              checkIns: ['2026-11-20', '2026-11-21', '2026-11-22'],
              steps: [
                { id: 's1', title: 'Roll out the mat', done: true },
                { id: 's2', title: 'Touch your toes once', done: false },
              ],
            },
            {
              title: 'Read',
              repeat: { frequency: 'daily' },
              dueDate: '2026-11-20',
              checkIns: ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-24'],
            },
          ],
        },
      ]),
    );
    const user = renderToday();
    const card = await screen.findByRole('region', { name: 'Comeback: Stretch' });
    expect(card).toHaveTextContent('Missed twice - start small today?');
    expect(card).toHaveTextContent('Two minutes count: Touch your toes once, then check in.');
    // One miss is not two: no card for Read.
    expect(screen.queryByRole('region', { name: 'Comeback: Read' })).toBeNull();

    // Reschedule opens the repeat's Schedule panel, to choose days that fit; Close goes back.
    const reschedule = within(card).getByRole('button', { name: 'Reschedule Stretch' });
    await user.click(reschedule);
    const panel = await screen.findByRole('dialog', { name: 'Schedule Stretch' });
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reschedule).toHaveFocus();

    await user.click(within(card).getByRole('button', { name: 'Pause for a week: Stretch' }));
    // Paused: the card and the Check in give way to Resume; the streak stands still.
    const stretch = within(region('Repeating today')).getByText('Stretch').closest('li')!;
    expect(await within(stretch).findByText('Paused until Tue 1 Dec')).toBeVisible();
    expect(within(stretch).queryByRole('button', { name: 'Check in: Stretch' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Comeback: Stretch' })).toBeNull();
    await waitFor(() =>
      expect(api.bodies('PUT')).toContainEqual({ from: TODAY, until: '2026-12-01' }),
    );
    // Coming up leaves the paused days out: Stretch comes back on Wed 2 Dec only.
    expect(region('Coming up').textContent?.match(/Stretch/g)).toHaveLength(1);
    expect(region('Coming up').textContent?.match(/Read/g)).toHaveLength(7);

    await user.click(within(stretch).getByRole('button', { name: 'Resume Stretch' }));
    expect(await within(stretch).findByRole('button', { name: 'Check in: Stretch' })).toBeVisible();
    await waitFor(() => expect(api.writes()).toContain(`DELETE /api/tactics/t1/pause/${TODAY}`));
    // Resumed on the day it was paused: nothing stays paused, and the card is back.
    expect(await screen.findByRole('region', { name: 'Comeback: Stretch' })).toBeVisible();
  });

  it('shows each repeat’s last 12 weeks as a calendar table, every day’s state in words', async () => {
    installFakeApi(
      seedPlan([
        {
          title: 'Get fit',
          tactics: [
            {
              title: 'Stretch',
              repeat: { frequency: 'daily' },
              dueDate: '2026-11-18',
              checkIns: ['2026-11-18', '2026-11-19', '2026-11-22'],
              pauses: [{ from: '2026-11-20', until: '2026-11-21' }],
            },
          ],
        },
      ]),
    );
    const user = renderToday();
    const repeating = await screen.findByRole('region', { name: 'Repeating today' });
    const stretch = within(repeating).getByRole('listitem');
    // The grid is built only once opened, so a long Today carries no hidden tables.
    expect(stretch.querySelector('table')).toBeNull();
    await user.click(within(stretch).getByText('Last 12 weeks'));
    const table = await within(stretch).findByRole('table', { name: 'Stretch: the last 12 weeks' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Week of', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    // Rows are weeks, each named by its Monday; the cells say the state (a mark is shown too).
    expect(within(rows[10]!).getByRole('rowheader')).toHaveTextContent('16 Nov');
    expect(
      within(rows[10]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '·Mon 16 Nov: not due',
      '·Tue 17 Nov: not due',
      '✓Wed 18 Nov: kept',
      '✓Thu 19 Nov: kept',
      '‖Fri 20 Nov: paused',
      '‖Sat 21 Nov: paused',
      '✓Sun 22 Nov: kept',
    ]);
    expect(
      within(rows[11]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 3),
    ).toEqual(['✕Mon 23 Nov: missed', '✕Tue 24 Nov: missed', '○Wed 25 Nov: open']);
  });

  it('says what to do with no plan, or with nothing scheduled', async () => {
    installFakeApi({ outcomes: [], goals: [] });
    renderToday();
    expect(await screen.findByRole('link', { name: 'Set your goals' })).toHaveAttribute(
      'href',
      '/',
    );
    screen.getByRole('heading', { name: 'No plan yet' });
  });

  it('points to the action plan when nothing is scheduled', async () => {
    installFakeApi(seedPlan([{ title: 'Get fit', tactics: [{ title: 'Stretch' }] }]));
    renderToday();
    expect(await screen.findByRole('link', { name: 'Go to Your Action Plan' })).toHaveAttribute(
      'href',
      '/action-plan',
    );
    expect(screen.queryByRole('region', { name: 'Due today' })).toBeNull();
  });
});

describe('Today: How did it go?', () => {
  const rate = async (
    user: ReturnType<typeof userEvent.setup>,
    form: HTMLElement,
    effort: string,
    impact: string,
  ) => {
    await user.click(
      within(within(form).getByRole('group', { name: /Effort it took/ })).getByLabelText(effort),
    );
    await user.click(
      within(within(form).getByRole('group', { name: /Impact it had/ })).getByLabelText(impact),
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
  };

  it('asks right after a tick, as the action plan does; a skipped one is answered from the done item', async () => {
    const api = installFakeApi(
      seedPlan([{ title: 'Get fit', tactics: [{ title: 'Book a physio', dueDate: TODAY }] }]),
    );
    const user = renderToday();
    await user.click(await screen.findByRole('checkbox', { name: 'Book a physio' }));
    const item = screen.getByRole('checkbox', { name: 'Book a physio' }).closest('li')!;
    const form = await within(item).findByRole('form', { name: 'How did it go? Book a physio' });
    await user.click(within(form).getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('form', { name: /How did it go/ })).not.toBeInTheDocument();
    // Skipped: the done item still offers the question, and focus is on that offer.
    const later = within(item).getByRole('button', { name: 'How did it go? Book a physio' });
    expect(later).toHaveFocus();
    await user.click(later);
    await rate(
      user,
      within(item).getByRole('form', { name: 'How did it go? Book a physio' }),
      '4',
      '2',
    );
    expect(within(item).queryByRole('button', { name: /How did it go/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Book a physio' })).toHaveFocus();
    await waitFor(() =>
      expect(api.bodies('PATCH')).toEqual([
        { completed: true },
        { actualEffort: 4, actualImpact: 2 },
      ]),
    );
  });

  it('offers it on an item done today without an answer, not on one answered', async () => {
    const doneToday = { dueDate: TODAY, completed: true, completedAt: new Date().toISOString() };
    installFakeApi(
      seedPlan([
        {
          title: 'Get fit',
          tactics: [
            { title: 'Book a physio', ...doneToday },
            { title: 'Buy shoes', ...doneToday, actualEffort: 2, actualImpact: 3 },
          ],
        },
      ]),
    );
    renderToday();
    expect(
      await screen.findByRole('button', { name: 'How did it go? Book a physio' }),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Buy shoes' })).toBeChecked();
    expect(screen.getAllByRole('button', { name: /How did it go/ })).toHaveLength(1);
  });
});

describe('a change that cannot be saved on this device', () => {
  // Signed out in another tab: the change cannot even be queued, so the screen takes it back.
  const signOutElsewhere = () => {
    testAuth.currentUser = null;
  };

  it('takes a tick back and says why', async () => {
    const api = installFakeApi(
      seedPlan([{ title: 'Get fit', tactics: [{ title: 'Book a physio', dueDate: TODAY }] }]),
    );
    const user = renderToday();
    const box = await screen.findByRole('checkbox', { name: 'Book a physio' });
    signOutElsewhere();
    await user.click(box);
    await expectToast('Error', 'User not authenticated');
    expect(screen.getByRole('checkbox', { name: 'Book a physio' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(api.writes()).toEqual([]);
  });

  it('names the field a measure’s mistake is in, marks it and moves to it', async () => {
    const api = installFakeApi(seedPlan([{ title: 'Run 10 km', tactics: [{ title: 'Run' }] }]));
    const user = renderToday();
    await user.click(await screen.findByRole('button', { name: 'Add a measure' }));
    const form = screen.getByRole('form', { name: 'Measure of Run 10 km' });
    const target = within(form).getByLabelText('Target');
    const save = within(form).getByRole('button', { name: 'Save measure' });
    for (const [typed, message] of [
      ['', 'Target needs a number'],
      ['5,5', 'Target: write the number without commas, such as 1500 or 2.5'],
      ['ten', 'Target must be a number, such as 1500 or 2.5'],
      ['1e20', 'Values are numbers from -1,000,000,000,000 to 1,000,000,000,000'],
    ]) {
      await user.clear(target);
      if (typed) await user.type(target, typed);
      await user.click(save);
      expect(within(form).getByRole('alert')).toHaveTextContent(message!);
      expect(target).toHaveAttribute('aria-invalid', 'true');
      expect(target).toHaveAccessibleDescription(message!);
      expect(target).toHaveFocus();
      expect(within(form).getByLabelText('Start')).not.toHaveAttribute('aria-invalid');
    }
    // A start of minus zero is zero.
    await user.clear(within(form).getByLabelText('Start'));
    await user.type(within(form).getByLabelText('Start'), '-0');
    await user.clear(target);
    await user.type(target, '10');
    await user.click(save);
    const bar = await screen.findByRole('progressbar', { name: 'Progress of Run 10 km' });
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^0 of 10, 0 %$/);
    await waitFor(() => expect(api.writes()).toEqual([expect.stringMatching(/^PATCH /)]));

    const log = screen.getByRole('form', { name: 'Log a value for Run 10 km' });
    await user.click(within(log).getByRole('button', { name: 'Log value' }));
    const value = within(log).getByLabelText('Value (number)');
    expect(within(log).getByRole('alert')).toHaveTextContent('Value needs a number');
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveFocus();
    expect(api.writes()).toHaveLength(1);
  });

  it('takes a logged value back and says why', async () => {
    const seed = seedPlan([
      {
        title: 'Run 10 km',
        measure: { unit: 'km', start: 0, target: 10, direction: 'increase' },
        tactics: [{ title: 'Run', repeat: { frequency: 'daily' } }],
      },
    ]);
    seed.goals[0]!.measurements = [{ date: addDays(TODAY, -1), value: 2, note: null }];
    const api = installFakeApi(seed);
    const user = renderToday();
    const bar = await screen.findByRole('progressbar', { name: 'Progress of Run 10 km' });
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    signOutElsewhere();
    const form = screen.getByRole('form', { name: 'Log a value for Run 10 km' });
    await user.type(within(form).getByLabelText('Value (km)'), '5');
    await user.click(within(form).getByRole('button', { name: 'Log value' }));
    await expectToast('Error', 'User not authenticated');
    expect(screen.getByRole('progressbar', { name: 'Progress of Run 10 km' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    expect(api.writes()).toEqual([]);
  });
});

describe('Progress of a plan of many goals', () => {
  // 30 goals in two outcomes, the second chosen on this device; three worked on lately or today,
  // one achieved (docs/decisions/251-progress-shows-what-matters-first.md).
  const manyGoals = () =>
    seedPlan(
      Array.from({ length: 30 }, (_, index) => {
        const number = index + 1;
        return {
          title: `Goal ${number}`,
          outcomeId: number <= 15 ? 'o1' : 'o2',
          ...(number === 2
            ? { status: 'achieved' as const, statusChangedAt: '2026-11-23T10:00:00.000Z' }
            : {}),
          tactics:
            number === 12
              ? [{ title: 'Call the bank', dueDate: TODAY }]
              : number === 9 || number === 27
                ? [
                    {
                      title: `Practise ${number}`,
                      repeat: { frequency: 'weekly' as const, days: ['mon' as const] },
                      checkIns: [addDays(TODAY, -2)],
                    },
                  ]
                : [{ title: `Step of goal ${number}` }],
        };
      }),
      [seedOutcome('o1', 'Work'), seedOutcome('o2', 'Health', { position: 1 })],
    );
  const cardTitles = () =>
    within(region('Progress'))
      .getAllByRole('listitem')
      .map((card) => card.querySelector('p')?.textContent);

  beforeEach(() => localStorage.setItem('momentum.current-outcome', 'o2'));
  afterEach(() => localStorage.removeItem('momentum.current-outcome'));

  it('shows a screenful, worked-on goals first, then the current outcome’s, and the rest on request', async () => {
    const api = installFakeApi(manyGoals());
    const user = renderToday();
    await screen.findByRole('region', { name: 'Progress' });
    const first = cardTitles();
    // Today's read carries what it shows first; the rest is read on request (docs/decisions/253).
    const fullReads = () =>
      api.requests.filter((request) => request.search?.includes('shown=all')).length;
    expect(fullReads()).toBe(0);
    expect(first).toEqual([
      'Goal 9',
      'Goal 12',
      'Goal 27',
      'Goal 16',
      'Goal 17',
      'Goal 18',
      'Goal 19',
      'Goal 20',
    ]);
    expect(region('Progress')).toHaveTextContent(
      '8 of 30 goals: first those with a check-in in the last 4 weeks or something to do today, then your current outcome’s',
    );
    const showAll = within(region('Progress')).getByRole('button', { name: 'Show all 30 goals' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(showAll.getAttribute('aria-controls')!)!;
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);

    await user.click(showAll);
    await waitFor(() => expect(showAll).toHaveAttribute('aria-expanded', 'true'));
    expect(fullReads()).toBe(1);
    expect(showAll).toHaveAccessibleName('Show only the first 8');
    expect(showAll).toHaveFocus();
    const all = cardTitles();
    expect(all).toHaveLength(30);
    // The first eight keep their places; the other open goals follow in plan order, achieved last.
    expect(all.slice(0, 8)).toEqual(first);
    expect(all.slice(8, 11)).toEqual(['Goal 21', 'Goal 22', 'Goal 23']);
    expect(all.slice(16, 20)).toEqual(['Goal 30', 'Goal 1', 'Goal 3', 'Goal 4']);
    expect(all.at(-1)).toBe('Goal 2');
    expect(region('Progress')).toHaveTextContent('All 30 goals');

    await user.click(showAll);
    expect(cardTitles()).toHaveLength(8);
    expect(showAll).toHaveAccessibleName('Show all 30 goals');
  });

  it('shows a plan of eight goals whole, in plan order, with no button', async () => {
    installFakeApi(
      seedPlan(
        Array.from({ length: 8 }, (_, index) => ({
          title: `Goal ${index + 1}`,
          tactics: [{ title: `Step ${index + 1}`, checkIns: index === 5 ? [TODAY] : [] }],
        })),
      ),
    );
    renderToday();
    await screen.findByRole('region', { name: 'Progress' });
    expect(cardTitles()).toEqual(Array.from({ length: 8 }, (_, index) => `Goal ${index + 1}`));
    expect(within(region('Progress')).queryByRole('button', { name: /Show/ })).toBeNull();
  });
});

describe('Coming up in a busy week', () => {
  // A daily repeat and a one-off due each day of the coming week: 14 occurrences.
  const busyWeek = () =>
    seedPlan([
      {
        title: 'Get fit',
        tactics: [
          { title: 'Stretch', repeat: { frequency: 'daily' as const } },
          ...Array.from({ length: 7 }, (_, index) => ({
            title: `Errand ${index + 1}`,
            dueDate: addDays(TODAY, index + 1),
          })),
        ],
      },
    ]);
  const occurrences = () => within(region('Coming up')).getAllByRole('listitem');

  it('shows the first 8, then reads and shows the rest on request, the first kept meanwhile', async () => {
    const api = installFakeApi(busyWeek());
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.intercept(async ({ search }) => {
      if (search?.includes('shown=all')) await held;
      return undefined;
    });
    const user = renderToday();
    await screen.findByRole('region', { name: 'Coming up' });
    expect(occurrences()).toHaveLength(8);
    expect(occurrences().map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Thu 26 NovErrand 1/),
      expect.stringMatching(/^Stretch/),
      expect.stringMatching(/^Fri 27 NovErrand 2/),
      expect.stringMatching(/^Stretch/),
      expect.stringMatching(/^Sat 28 NovErrand 3/),
      expect.stringMatching(/^Stretch/),
      expect.stringMatching(/^Sun 29 NovErrand 4/),
      expect.stringMatching(/^Stretch/),
    ]);
    expect(region('Coming up')).toHaveTextContent('8 of 14 occurrences in the next 7 days');
    const showAll = within(region('Coming up')).getByRole('button', {
      name: 'Show all 14 occurrences',
    });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    expect(api.requests.some((request) => request.search?.includes('shown=all'))).toBe(false);

    await user.click(showAll);
    // Read on request: the first stay on screen, the button says it is loading.
    await waitFor(() => expect(showAll).toHaveAttribute('aria-busy', 'true'));
    expect(showAll).toHaveAccessibleName('Loading all 14…');
    expect(showAll).toHaveFocus();
    expect(occurrences()).toHaveLength(8);
    expect(api.requests.some((request) => request.search?.includes('shown=all'))).toBe(true);

    release();
    await waitFor(() => expect(occurrences()).toHaveLength(14));
    expect(showAll).toHaveAttribute('aria-expanded', 'true');
    expect(showAll).toHaveAttribute('aria-busy', 'false');
    expect(showAll).toHaveAccessibleName('Show only the first 8');
    expect(region('Coming up')).toHaveTextContent('All 14 occurrences in the next 7 days');
    expect(occurrences().at(-2)).toHaveTextContent('Errand 7');

    await user.click(showAll);
    expect(occurrences()).toHaveLength(8);
    // The full read stays: showing all again reads nothing more.
    await user.click(showAll);
    expect(occurrences()).toHaveLength(14);
    expect(api.requests.filter((request) => request.search?.includes('shown=all'))).toHaveLength(1);
  });

  it('says offline that the rest needs the connection, keeping the first on screen', async () => {
    installFakeApi(busyWeek());
    const queryClient = await openedThenOffline();
    const user = renderToday(queryClient);
    await screen.findByRole('region', { name: 'Coming up' });
    expect(occurrences()).toHaveLength(8);
    const showAll = within(region('Coming up')).getByRole('button', {
      name: 'Show all 14 occurrences',
    });
    await user.click(showAll);
    await waitFor(() => expect(showAll).toHaveAccessibleName('The rest needs the connection'));
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    expect(occurrences()).toHaveLength(8);
  });

  it('checks in on the full read too, reading nothing again', async () => {
    const api = installFakeApi(busyWeek());
    const queryClient = createQueryClient();
    const user = renderToday(queryClient);
    await screen.findByRole('region', { name: 'Coming up' });
    await user.click(
      within(region('Coming up')).getByRole('button', { name: 'Show all 14 occurrences' }),
    );
    await waitFor(() => expect(occurrences()).toHaveLength(14));
    const reads = api.requests.length;
    await user.click(screen.getByRole('button', { name: 'Check in: Stretch' }));
    await waitFor(() => expect(api.writes()).toEqual([`PUT /api/tactics/t1/check-ins/${TODAY}`]));
    // Both of Today's reads follow the check-in (docs/decisions/120, 253).
    for (const shown of ['first', 'all'] as const) {
      const read = queryClient.getQueryData<TodayPlan>(planKeys.today(TODAY, shown))!;
      const stretch = read.goals[0]!.tactics.find((tactic) => tactic.title === 'Stretch')!;
      expect(stretch.checkIns, shown).toContain(TODAY);
      expect(read.progress[0]!.checkIns, shown).toBe(1);
    }
    expect(api.requests.slice(reads).filter((request) => request.method === 'GET')).toEqual([]);
  });
});
