import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { installFakeApi, json, seedPlan } from '#test/client/fake-api.ts';
import { expectToast } from '#test/client/render-workflow.tsx';
import { pendingWrites } from '#client/plan/offline/queue.ts';
import { syncNow } from '#client/plan/offline/sync.ts';
import { REVIEWS_KEY } from '#client/plan/reviews.ts';
import type { WeekFigures } from '#shared/review';
import type { ReviewPlan } from '#shared/review-schemas';
import { planKeys } from '#client/plan/outcomes.ts';
import { ReviewPage } from './review-page.tsx';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

// Sunday 22 November 2026: the review looks back on Monday 16 to Sunday 22.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 18, 0));
});
afterEach(() => vi.useRealTimers());

const PLAN = seedPlan([
  {
    title: 'Get fit',
    tactics: [
      {
        title: 'Run',
        repeat: { frequency: 'weekly', days: ['mon', 'wed', 'fri'] },
        checkIns: ['2026-11-16', '2026-11-20'],
      },
      { title: 'Buy shoes', dueDate: '2026-11-19' },
      { title: 'Sign up for the race', completed: true, completedAt: '2026-11-18T09:00:00.000Z' },
    ],
  },
]);

function renderReview(plan = PLAN) {
  const api = installFakeApi(plan);
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <ReviewPage />
      <Toaster />
    </QueryClientProvider>,
  );
  return { api, queryClient, user: userEvent.setup() };
}

/** The list a "Show all" button discloses. */
const controlledBy = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls')!)!;
/** The goals Last week's figures list, in the order shown. */
const goalTitles = (list: HTMLElement) =>
  [...list.querySelectorAll(':scope > li > p:first-child')].map((title) => title.textContent);

describe('Weekly review', () => {
  it('lists nothing of an achieved goal under What slipped', async () => {
    renderReview(
      seedPlan([
        ...PLAN.goals,
        {
          title: 'Learn Spanish',
          status: 'achieved',
          tactics: [
            { id: 't10', title: 'Book a lesson', dueDate: '2026-11-17' },
            { id: 't11', title: 'Practise', repeat: { frequency: 'daily' } },
          ],
        },
      ]),
    );
    const slipped = await screen.findByRole('region', { name: 'What slipped' });
    expect(within(slipped).getByText('Buy shoes')).toBeVisible();
    expect(within(slipped).queryByText('Book a lesson')).not.toBeInTheDocument();
    expect(within(slipped).queryByText('Practise')).not.toBeInTheDocument();
  });

  it('shows the first 8 of many that slipped, and the rest on request', async () => {
    // 12 overdue one-offs, each a day older than the next, and a missed repeat.
    const overdue = Array.from({ length: 12 }, (_, i) => ({
      title: `Errand ${i + 1}`,
      dueDate: `2026-11-${String(20 - i).padStart(2, '0')}`,
    }));
    const { api, user } = renderReview(
      seedPlan([{ title: 'Get fit', tactics: [...PLAN.goals[0]!.tactics, ...overdue] }]),
    );
    // The review's read carries the first that slipped; the rest is read on request, held here
    // to see the page meanwhile (docs/decisions/256).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.intercept(async ({ search }) => {
      if (search?.includes('shown=all')) await held;
      return undefined;
    });
    const slipped = await screen.findByRole('region', { name: 'What slipped' });
    const titles = () =>
      within(slipped)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.font-medium')!.textContent);
    // The oldest first; the missed repeat after every overdue one, so behind the button.
    const oldestEight = [12, 11, 10, 9, 8, 7, 6, 5].map((n) => `Errand ${n}`);
    expect(titles()).toEqual(oldestEight);
    expect(
      within(slipped).getByText(
        '8 of 14 that slipped: overdue one-offs first, the oldest first, then missed repeats',
      ),
    ).toBeVisible();
    const showAll = within(slipped).getByRole('button', { name: 'Show all 14' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    const reads = () =>
      api.requests
        .filter((r) => r.method === 'GET' && r.path === '/api/outcomes')
        .map((r) => r.search);
    expect(reads()).toEqual(['?include=review&today=2026-11-22']);
    await user.click(showAll);
    await waitFor(() => expect(showAll).toHaveAttribute('aria-busy', 'true'));
    expect(showAll).toHaveAccessibleName('Loading all 14…');
    expect(showAll).toHaveFocus();
    expect(titles()).toEqual(oldestEight);
    release();
    await waitFor(() => expect(titles()).toHaveLength(14));
    expect(reads()).toEqual([
      '?include=review&today=2026-11-22',
      '?include=review&today=2026-11-22&shown=all',
    ]);
    expect(titles().slice(0, 8)).toEqual(oldestEight);
    expect(within(slipped).getByText('Missed Wed 18 Nov')).toBeVisible();
    expect(within(slipped).getByText('All 14 that slipped')).toBeVisible();
    const fewer = within(slipped).getByRole('button', { name: 'Show only the first 8' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    expect(fewer).toHaveFocus();
    await user.click(fewer);
    // Kept off the list, the next one takes its place among the first 8.
    await user.click(within(slipped).getByRole('button', { name: 'Keep Errand 12 as it is' }));
    expect(titles()).toHaveLength(8);
    expect(titles().at(-1)).toBe('Errand 4');
    expect(within(slipped).getByRole('button', { name: 'Show all 13' })).toBeVisible();
  });

  it('says offline that the rest of what slipped needs the connection, and reads it once back', async () => {
    const overdue = Array.from({ length: 12 }, (_, i) => ({
      title: `Errand ${i + 1}`,
      dueDate: `2026-11-${String(20 - i).padStart(2, '0')}`,
    }));
    const { api, user } = renderReview(
      seedPlan([{ title: 'Get fit', tactics: [...PLAN.goals[0]!.tactics, ...overdue] }]),
    );
    const slipped = await screen.findByRole('region', { name: 'What slipped' });
    const items = () => within(slipped).getAllByRole('listitem');
    expect(items()).toHaveLength(8);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    try {
      const showAll = within(slipped).getByRole('button', { name: 'Show all 14' });
      await user.click(showAll);
      await waitFor(() => expect(showAll).toHaveAccessibleName('The rest needs the connection'));
      expect(showAll).toHaveAttribute('aria-expanded', 'false');
      expect(items()).toHaveLength(8);
      expect(api.requests.some((r) => r.search?.includes('shown=all'))).toBe(false);
    } finally {
      onLine.mockRestore();
      onlineManager.setOnline(true);
    }
    await waitFor(() => expect(items()).toHaveLength(14));
    expect(api.requests.filter((r) => r.search?.includes('shown=all'))).toHaveLength(1);
  });

  it('shows first the 8 goals whose week held something, the rest on request, and saves every goal', async () => {
    // 12 goals in plan order; the week held something for goals 3 (a one-off done), 7 (a repeat
    // scheduled, never checked in) and 11 (a repeat checked in). Goal 5's one-off was done the
    // week before.
    const goals = Array.from({ length: 12 }, (_, i) => ({ title: `Goal ${i + 1}` }));
    const plan = seedPlan(
      goals.map((goal, i) => ({
        ...goal,
        tactics:
          i === 2
            ? [
                {
                  title: 'Done this week',
                  completed: true,
                  completedAt: '2026-11-18T09:00:00.000Z',
                },
              ]
            : i === 4
              ? [{ title: 'Done before', completed: true, completedAt: '2026-11-10T09:00:00.000Z' }]
              : i === 6
                ? [
                    {
                      title: 'Swim',
                      repeat: { frequency: 'weekly' as const, days: ['tue' as const] },
                    },
                  ]
                : i === 10
                  ? [
                      {
                        title: 'Walk',
                        repeat: { frequency: 'daily' as const },
                        checkIns: ['2026-11-21'],
                      },
                    ]
                  : [],
      })),
    );
    const { api, queryClient, user } = renderReview(plan);
    const lastWeek = await screen.findByRole('region', { name: 'Last week' });
    const showAll = within(lastWeek).getByRole('button', { name: 'Show all 12 goals' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    const titles = () => goalTitles(controlledBy(showAll));
    const firstEight = [3, 7, 11, 1, 2, 4, 5, 6].map((n) => `Goal ${n}`);
    expect(titles()).toEqual(firstEight);
    expect(
      within(lastWeek).getByText(
        '8 of 12 goals: first those with a one-off done or a repeat scheduled that week, then the rest, in plan order',
      ),
    ).toBeVisible();

    // The read carried the goals of what slipped (7 and 11) and the figures of Last week's first
    // 8 only (docs/decisions/256).
    const read = queryClient.getQueryData<ReviewPlan>(planKeys.review('2026-11-22'))!;
    expect(read.goals.map((goal) => goal.title)).toEqual(['Goal 7', 'Goal 11']);
    expect(read.figures.goals.map((goal) => goal.title)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 11].map((n) => `Goal ${n}`),
    );

    // Saved from it, the review sends the figures it holds, named; the server completes the rest
    // in plan order.
    await waitFor(() => expect(queryClient.getQueryState(REVIEWS_KEY)?.status).toBe('success'));
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(api.bodies('PUT')).toHaveLength(1));
    await waitFor(() => expect(api.reviews).toHaveLength(1));
    const sent = api.bodies('PUT')[0] as { figures: WeekFigures };
    expect(sent.figures.goals).toHaveLength(8);
    expect(sent.figures.goals.every((goal) => goal.id)).toBe(true);
    const kept = api.reviews[0]!.figures;
    expect(kept.goals.map((goal) => goal.title)).toEqual(goals.map((g) => g.title));
    expect(kept.goals[2]).toEqual({ title: 'Goal 3', done: 1, repeats: [] });
    // A past review's figures show first in part too, in the same order.
    const past = screen.getByRole('region', { name: 'Past reviews' });
    await user.click(await within(past).findByText('Week of Mon 16 Nov 2026'));
    // Once the list holds the server's answer: until then, the figures sent.
    const pastAll = await within(past).findByRole('button', { name: 'Show all 12 goals' });
    expect(goalTitles(controlledBy(pastAll))).toEqual(firstEight);
    await user.click(pastAll);
    expect(goalTitles(controlledBy(pastAll))).toHaveLength(12);
  });

  it('reads the figures of every goal once Last week’s Show all is pressed', async () => {
    const plan = seedPlan(Array.from({ length: 12 }, (_, i) => ({ title: `Goal ${i + 1}` })));
    const { api, user } = renderReview(plan);
    const lastWeek = await screen.findByRole('region', { name: 'Last week' });
    const showAll = within(lastWeek).getByRole('button', { name: 'Show all 12 goals' });
    const titles = () => goalTitles(controlledBy(showAll));
    expect(titles()).toHaveLength(8);
    await user.click(showAll);
    await waitFor(() =>
      expect(titles()).toEqual(Array.from({ length: 12 }, (_, i) => `Goal ${i + 1}`)),
    );
    const reads = api.requests.filter((r) => r.method === 'GET' && r.path === '/api/outcomes');
    expect(reads.map((r) => r.search)).toEqual([
      '?include=review&today=2026-11-22',
      '?include=review&today=2026-11-22&shown=all',
    ]);
    expect(within(lastWeek).getByText('All 12 goals')).toBeVisible();
    const fewer = within(lastWeek).getByRole('button', { name: 'Show only the first 8' });
    await user.click(fewer);
    expect(titles()).toHaveLength(8);
  });

  it('lists past reviews with their first 8 goals and reads one whole on its Show all', async () => {
    const { api, user } = renderReview();
    api.reviews.push({
      weekStart: '2026-11-09',
      wentWell: 'Kept at it',
      gotInTheWay: '',
      changeNext: '',
      figures: {
        goals: Array.from({ length: 12 }, (_, i) => ({
          title: `Goal ${i + 1}`,
          done: i === 10 ? 1 : 0,
          repeats: [],
        })),
      },
      savedAt: '2026-11-15T20:00:00.000Z',
    });
    const past = await screen.findByRole('region', { name: 'Past reviews' });
    await user.click(await within(past).findByText('Week of Mon 9 Nov 2026'));
    const showAll = within(past).getByRole('button', { name: 'Show all 12 goals' });
    const titles = () => goalTitles(controlledBy(showAll));
    expect(titles()).toEqual([11, 1, 2, 3, 4, 5, 6, 7].map((n) => `Goal ${n}`));
    await user.click(showAll);
    await waitFor(() => expect(titles()).toHaveLength(12));
    // The list carries each review's first goals (decision 257); the whole one is read once.
    const reads = api.requests.filter(
      (r) => r.method === 'GET' && r.path.startsWith('/api/reviews'),
    );
    expect(reads.map((r) => r.path + (r.search ?? ''))).toEqual([
      '/api/reviews?shown=first',
      '/api/reviews/2026-11-09',
    ]);
  });

  it('shows first the 8 measured goals with a value logged that week, the rest on request', async () => {
    // 10 measured goals and one without a measure; M4 and M9 had a value logged in the week, M2
    // only the week before.
    const plan = seedPlan([
      ...Array.from({ length: 10 }, (_, i) => ({
        title: `M${i + 1}`,
        measure: { unit: 'km', start: 0, target: 10, direction: 'increase' as const },
      })),
      { title: 'Unmeasured' },
    ]);
    const logged = { M2: '2026-11-12', M4: '2026-11-18', M9: '2026-11-22' };
    for (const goal of plan.goals) {
      const date = logged[goal.title as keyof typeof logged];
      if (date) goal.measurements = [{ date, value: 3, note: null }];
    }
    const rendered = renderReview(plan);
    const { user } = rendered;
    const lastWeek = await screen.findByRole('region', { name: 'Last week' });
    const showAll = within(lastWeek).getByRole('button', { name: 'Show all 10 measured goals' });
    const shown = () =>
      within(controlledBy(showAll))
        .getAllByRole('progressbar')
        .map((bar) => bar.getAttribute('aria-label')!.replace('Progress of ', ''));
    const firstEight = ['M4', 'M9', 'M1', 'M2', 'M3', 'M5', 'M6', 'M7'];
    expect(shown()).toEqual(firstEight);
    expect(
      within(lastWeek).getByText(
        '8 of 10 measured goals: first those with a value logged that week, then the rest, in plan order',
      ),
    ).toBeVisible();
    // The read carried the first 8; Show all reads the rest.
    const { api } = rendered;
    const fullReads = () => api.requests.filter((r) => r.search?.includes('shown=all')).length;
    expect(fullReads()).toBe(0);
    await user.click(showAll);
    expect(await within(lastWeek).findByText('All 10 measured goals')).toBeVisible();
    expect(fullReads()).toBe(1);
    expect(shown()).toEqual([...firstEight, 'M8', 'M10']);
    await user.click(within(lastWeek).getByRole('button', { name: 'Show only the first 8' }));
    expect(shown()).toEqual(firstEight);
  });

  it('shows the week, reschedules what slipped and saves the reflections with the figures', async () => {
    const { api, queryClient, user } = renderReview();
    const lastWeek = await screen.findByRole('region', { name: 'Last week' });
    expect(within(lastWeek).getByText('1 one-off tactic done')).toBeVisible();
    expect(within(lastWeek).getByText('Run: 2 of 3 · streak lost')).toBeVisible();

    const slipped = screen.getByRole('region', { name: 'What slipped' });
    expect(within(slipped).getByText('Overdue since Thu 19 Nov')).toBeVisible();
    expect(within(slipped).getByText('Missed Wed 18 Nov')).toBeVisible();
    await user.click(
      within(slipped).getByRole('button', { name: 'Reschedule Buy shoes: due today' }),
    );
    await waitFor(() =>
      expect(api.bodies('PATCH')).toContainEqual({ dueDate: '2026-11-22', repeat: null }),
    );
    await user.click(within(slipped).getByRole('button', { name: 'Keep Run as it is' }));
    expect(await within(slipped).findByText('Nothing slipped. Well done.')).toBeVisible();

    await user.type(await screen.findByLabelText('What went well?'), 'Two runs');
    await user.type(screen.getByLabelText('What got in the way?'), 'Rain on Wednesday');
    await user.type(screen.getByLabelText('One thing to change next week'), 'Run indoors');
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    await expectToast('Success', 'Review saved');
    await waitFor(() =>
      expect(api.bodies('PUT')).toContainEqual({
        wentWell: 'Two runs',
        gotInTheWay: 'Rain on Wednesday',
        changeNext: 'Run indoors',
        figures: {
          goals: [
            {
              id: expect.any(String),
              title: 'Get fit',
              done: 1,
              repeats: [{ title: 'Run', checkIns: 2, scheduled: 3 }],
            },
          ],
        },
      }),
    );
    expect(
      api.requests.some((r) => r.method === 'PUT' && r.path === '/api/reviews/2026-11-16'),
    ).toBe(true);
    // The list of past reviews shows the saved one once the save has come back.
    const past = await screen.findByRole('region', { name: 'Past reviews' });
    expect(await within(past).findByText('Rain on Wednesday')).toBeInTheDocument();
    // Saved again, the week keeps the figures of its first save: none are sent (101, 257).
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    await user.type(screen.getByLabelText('What went well?'), ' and a swim');
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(api.bodies('PUT')).toHaveLength(2));
    expect(api.bodies('PUT')[1]).toEqual({
      wentWell: 'Two runs and a swim',
      gotInTheWay: 'Rain on Wednesday',
      changeNext: 'Run indoors',
    });
    await waitFor(() => expect(api.reviews[0]!.wentWell).toBe('Two runs and a swim'));
    expect(api.reviews[0]!.figures.goals).toHaveLength(1);
  });

  it('says why a refused save failed and keeps the answers typed', async () => {
    const { api, queryClient, user } = renderReview();
    // What the API answers a body over its limit (decision 254): its message and catalogue id.
    api.intercept(({ method, path }) =>
      method === 'PUT' && path.startsWith('/api/reviews/')
        ? json(413, { message: 'Request body is too large', code: 'errors.bodyTooLarge' })
        : undefined,
    );
    // The form starts again from the reviews once they have loaded: type after that.
    await waitFor(() => expect(queryClient.getQueryState(REVIEWS_KEY)?.status).toBe('success'));
    await user.type(await screen.findByLabelText('What went well?'), 'Two runs');
    await user.type(screen.getByLabelText('One thing to change next week'), 'Run indoors');
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    await expectToast('Error', 'Request body is too large');
    // The list is read again without the refused review, and the form shows what was typed.
    expect(await screen.findByText('No reviews saved yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('What went well?')).toHaveValue('Two runs');
    expect(screen.getByLabelText('One thing to change next week')).toHaveValue('Run indoors');
    // Once the save is over, the error is still what the page says: not 'Review saved'.
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    await expectToast('Error', 'Request body is too large');
  });

  it('starts a missed repeat again today and keeps the week’s figures as they were', async () => {
    const { api, queryClient, user } = renderReview();
    const slipped = await screen.findByRole('region', { name: 'What slipped' });
    await user.click(
      within(slipped).getByRole('button', { name: 'Reschedule Run: start again today' }),
    );
    await expectToast('Success', 'Run starts again today');
    await waitFor(() =>
      expect(api.bodies('PATCH')).toContainEqual({
        dueDate: '2026-11-22',
        repeat: { frequency: 'weekly', days: ['mon', 'wed', 'fri'] },
      }),
    );
    await waitFor(() =>
      expect(within(slipped).queryByText('Missed Wed 18 Nov')).not.toBeInTheDocument(),
    );
    const lastWeek = screen.getByRole('region', { name: 'Last week' });
    expect(within(lastWeek).getByText('Run: 2 of 3 · streak lost')).toBeVisible();
    // The review reads what it shows, once: never the whole plan, and nothing again after the
    // Reschedule (docs/decisions/250, docs/decisions/120).
    const reads = api.requests
      .filter((r) => r.method === 'GET' && r.path === '/api/outcomes')
      .map((r) => r.search);
    expect(reads).toEqual(['?include=review&today=2026-11-22']);
    // Read again (as when the page is shown again), the server counts the week with Run's new
    // start: the page keeps the figures as they were, and saves them (docs/decisions/101, 256).
    await queryClient.refetchQueries({ queryKey: planKeys.review('2026-11-22'), exact: true });
    expect(
      api.requests.filter((r) => r.method === 'GET' && r.path === '/api/outcomes'),
    ).toHaveLength(2);
    expect(within(lastWeek).getByText('Run: 2 of 3 · streak lost')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(api.bodies('PUT')).toHaveLength(1));
    const saved = api.bodies('PUT')[0] as { figures: WeekFigures };
    expect(saved.figures.goals[0]!.repeats).toEqual([{ title: 'Run', checkIns: 2, scheduled: 3 }]);
    // The server completes the figures the page sent and keeps the page's count of them.
    await waitFor(() => expect(api.reviews).toHaveLength(1));
    expect(api.reviews[0]!.figures.goals).toEqual([
      { title: 'Get fit', done: 1, repeats: [{ title: 'Run', checkIns: 2, scheduled: 3 }] },
    ]);
  });

  it('offers next week only open one-offs: none of an achieved goal', async () => {
    renderReview(
      seedPlan([
        { title: 'Get fit', tactics: [{ title: 'Buy shoes' }, { title: 'Book a physio' }] },
        {
          title: 'Sleep 8 hours a night',
          status: 'achieved',
          statusChangedAt: '2026-11-20T09:00:00.000Z',
          tactics: [{ title: 'Buy blackout curtains', effort: 1, impact: 5 }],
        },
      ]),
    );
    const nextWeek = await screen.findByRole('region', { name: 'Next week' });
    expect(within(nextWeek).getByLabelText('Day for Buy shoes')).toBeVisible();
    expect(within(nextWeek).getByLabelText('Day for Book a physio')).toBeVisible();
    expect(within(nextWeek).queryByText('Buy blackout curtains')).not.toBeInTheDocument();
    expect(within(nextWeek).getAllByRole('listitem')).toHaveLength(2);
  });

  it('re-rates with the learned suggestion prefilled', async () => {
    // Three done tactics that each took 2 more effort and brought 1 less impact than rated.
    const plan = structuredClone(PLAN);
    const fit = plan.goals[0]!;
    for (const title of ['A', 'B', 'C']) {
      fit.tactics.push({
        ...fit.tactics[2]!,
        id: `done-${title}`,
        title,
        effort: 2,
        impact: 4,
        actualEffort: 4,
        actualImpact: 3,
      });
    }
    Object.assign(fit.tactics[1]!, { effort: 2, impact: 4 });
    const { api, user } = renderReview(plan);
    const slipped = await screen.findByRole('region', { name: 'What slipped' });
    await user.click(within(slipped).getByRole('button', { name: 'Re-rate Buy shoes' }));
    const form = within(slipped).getByRole('form', { name: 'Ratings of Buy shoes' });
    expect(within(form).getByLabelText('Effort')).toHaveValue('4');
    expect(within(form).getByLabelText('Impact')).toHaveValue('3');
    await user.selectOptions(within(form).getByLabelText('Impact'), '5');
    await user.click(within(form).getByRole('button', { name: 'Save ratings' }));
    await waitFor(() => expect(api.bodies('PATCH')).toContainEqual({ effort: 4, impact: 5 }));
  });

  it('drops a tactic only when the toast goes without Undo', async () => {
    const { api, user } = renderReview();
    const slipped = await screen.findByRole('region', { name: 'What slipped' });
    await user.click(within(slipped).getByRole('button', { name: 'Drop Buy shoes' }));
    expect(within(slipped).queryByText('Buy shoes')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await within(slipped).findByText('Buy shoes')).toBeVisible();
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(within(slipped).getByRole('button', { name: 'Drop Buy shoes' }));
    await user.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() =>
      expect(api.writes()).toContain(`DELETE /api/tactics/${PLAN.goals[0]!.tactics[1]!.id}`),
    );
    expect(within(slipped).queryByText('Buy shoes')).not.toBeInTheDocument();
  });

  it('counts a drop that finds its tactic already gone as done', async () => {
    const { api, user } = renderReview();
    const slipped = await screen.findByRole('region', { name: 'What slipped' });
    // The copy saved on the device by the test before (without Buy shoes) may show first.
    await user.click(await within(slipped).findByRole('button', { name: 'Drop Buy shoes' }));
    // As if an earlier send of the same DELETE had reached the server and its answer was lost.
    const fit = api.plan.goals[0]!;
    fit.tactics = fit.tactics.filter((tactic) => tactic.title !== 'Buy shoes');
    await user.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(api.requests.at(-1)?.method).toBe('GET'));
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(within(slipped).queryByText('Buy shoes')).not.toBeInTheDocument();
  });

  it('offline, a drop waits in the queue and is sent once on reconnecting', async () => {
    const { api, queryClient, user } = renderReview();
    const slipped = await screen.findByRole('region', { name: 'What slipped' });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const shoes = PLAN.goals[0]!.tactics[1]!.id;
    try {
      await user.click(await within(slipped).findByRole('button', { name: 'Drop Buy shoes' }));
      await user.click(screen.getByRole('button', { name: /close/i }));
      await waitFor(async () =>
        expect((await pendingWrites('u1')).map((w) => `${w.method} ${w.path}`)).toEqual([
          `DELETE /api/tactics/${shoes}`,
        ]),
      );
      expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
      expect(within(slipped).queryByText('Buy shoes')).not.toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
    await syncNow(queryClient, 'u1');
    expect(api.writes()).toEqual([`DELETE /api/tactics/${shoes}`]);
    expect(await pendingWrites('u1')).toEqual([]);
  });
});
