import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Outcomes } from '#shared/schemas';
import { SEED_OUTCOME_ID, seedPlan } from '#test/client/fake-api.ts';
import type * as TickBoxModule from '#client/components/ui/tick-box.tsx';
import { openStep } from '#test/client/render-workflow.tsx';
import { planKeys } from '#client/plan/outcomes.ts';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

/** How many times each tick box (by its id) rendered: one box per card. */
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('#client/components/ui/tick-box.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof TickBoxModule>();
  return {
    ...real,
    TickBox: (props: ComponentProps<typeof real.TickBox>) => {
      renders.set(props.id ?? '', (renders.get(props.id ?? '') ?? 0) + 1);
      return <real.TickBox {...props} />;
    },
  };
});

const PLAN = seedPlan([
  { title: 'Sleep better', tactics: [{ title: 'Same bedtime' }, { title: 'No coffee' }] },
]);

// Scores 12, 6 and 2 (no ties, so no card's tie note changes with a tick).
const RANKED_PLAN = seedPlan([
  {
    title: 'Sleep better',
    tactics: [
      { title: 'Same bedtime', effort: 1, impact: 4 },
      { title: 'No coffee', effort: 2, impact: 4 },
    ],
  },
  { title: 'Get fit', tactics: [{ title: 'Run', effort: 3, impact: 2 }] },
]);

describe('a tick on the action plan', () => {
  it('is saved without reading the plan again, and the saved answer stays on screen', async () => {
    const { api, user } = await openStep('/action-plan', 'Your Action Plan', PLAN);
    const planReads = () =>
      api.requests.filter((request) => request.method === 'GET' && request.path === '/api/outcomes')
        .length;
    expect(planReads()).toBe(1);
    await user.click(screen.getByRole('checkbox', { name: 'No coffee' }));
    await waitFor(() => expect(api.writes()).toEqual(['PATCH /api/tactics/t2']));
    await waitFor(() => expect(api.plan.goals[0]?.tactics[1]?.completed).toBe(true));
    // Long enough for a refetch to have started, if anything asked for one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(planReads()).toBe(1);
    expect(screen.getByRole('checkbox', { name: 'No coffee' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('1 of 2 done');
  });

  it('renders the ticked card again and no other', async () => {
    const { api, user } = await openStep('/action-plan', 'Your Action Plan', RANKED_PLAN);
    const box = (name: string) => screen.getByRole('checkbox', { name });
    // Settled: the ranking in the background has caught up with the first render.
    await new Promise((resolve) => setTimeout(resolve, 100));
    renders.clear();
    await user.click(box('No coffee'));
    await waitFor(() => expect(api.plan.goals[0]?.tactics[1]?.completed).toBe(true));
    // The server's answer in the cache, and the ranking worked out again after it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(box('No coffee')).toBeChecked();
    expect([...renders.keys()]).toEqual([box('No coffee').id]);
  });

  it("shows in the click's own render, on the ticked card alone; the save and the question wait for the frame", async () => {
    const { api, queryClient } = await openStep('/action-plan', 'Your Action Plan', RANKED_PLAN);
    const box = (name: string) => screen.getByRole('checkbox', { name });
    const cached = (title: string) =>
      queryClient
        .getQueryData<Outcomes>(planKeys.current(SEED_OUTCOME_ID))
        ?.goals.flatMap((goal) => goal.tactics)
        .find((tactic) => tactic.title === title)?.completed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The browser's frames are held here until the test paints one.
    const frames: FrameRequestCallback[] = [];
    const held = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      renders.clear();
      fireEvent.click(box('No coffee'));
      expect(box('No coffee')).toBeChecked();
      expect([...renders.keys()]).toEqual([box('No coffee').id]);
      // Until the frame is painted, nothing else happens: no cache write, no render, no request.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(cached('No coffee')).toBe(false);
      expect(api.writes()).toEqual([]);
      expect(screen.getByRole('status')).toHaveTextContent('0 of 3 done');
      expect([...renders.keys()]).toEqual([box('No coffee').id]);
      expect(box('No coffee')).toBeChecked();
      // What the tick adds below the card is not laid out in the tick's frame.
      expect(screen.queryByRole('form', { name: /How did it go/ })).toBeNull();
      for (const frame of frames.splice(0)) frame(performance.now());
      // Just after the frame, the cache holds the tick; the count and the server follow.
      await waitFor(() => expect(cached('No coffee')).toBe(true), { timeout: 100 });
    } finally {
      held.mockRestore();
      for (const frame of frames.splice(0)) frame(performance.now());
    }
    expect(await screen.findByRole('form', { name: 'How did it go? No coffee' })).toBeVisible();
    await waitFor(() => expect(api.plan.goals[0]?.tactics[1]?.completed).toBe(true));
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 done');
    expect(box('No coffee')).toBeChecked();
  });

  it('saves quick ticks in the order they were made: two ticks and an undo within one frame', async () => {
    const { api, queryClient } = await openStep('/action-plan', 'Your Action Plan', RANKED_PLAN);
    const box = (name: string) => screen.getByRole('checkbox', { name });
    fireEvent.click(box('Same bedtime'));
    fireEvent.click(box('Run'));
    fireEvent.click(box('Same bedtime'));
    expect(box('Same bedtime')).not.toBeChecked();
    expect(box('Run')).toBeChecked();
    // The queue keeps the later of two writes to one tactic: the undo replaces the tick.
    const patches = () =>
      api.requests
        .filter((request) => request.method === 'PATCH')
        .map((request) => [request.path, request.body]);
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()).toEqual([
      ['/api/tactics/t3', { completed: true }],
      ['/api/tactics/t1', { completed: false }],
    ]);
    const completed = (outcomes: Outcomes | undefined) =>
      outcomes?.goals.flatMap((goal) => goal.tactics).map((tactic) => tactic.completed);
    expect(completed(api.plan)).toEqual([false, false, true]);
    await waitFor(() =>
      expect(
        completed(queryClient.getQueryData<Outcomes>(planKeys.current(SEED_OUTCOME_ID))),
      ).toEqual([false, false, true]),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(box('Same bedtime')).not.toBeChecked();
    expect(box('Run')).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 done');
  });
});
