import { screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { seedPlan } from '../../../../test/client/fake-api.ts';
import type * as TickBoxModule from '../../../components/ui/tick-box.tsx';
import { openStep } from '../../../../test/client/render-workflow.tsx';

vi.mock(
  '../../../lib/firebase.ts',
  async () => (await import('../../../../test/client/signed-in.ts')).firebaseModule,
);

/** How many times each tick box (by its id) rendered: one box per card. */
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('../../../components/ui/tick-box.tsx', async (importOriginal) => {
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
});
