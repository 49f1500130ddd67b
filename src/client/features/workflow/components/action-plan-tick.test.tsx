import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seedPlan } from '../../../../test/client/fake-api.ts';
import { openStep } from '../../../../test/client/render-workflow.tsx';

vi.mock(
  '../../../lib/firebase.ts',
  async () => (await import('../../../../test/client/signed-in.ts')).firebaseModule,
);

const PLAN = seedPlan([
  { title: 'Sleep better', tactics: [{ title: 'Same bedtime' }, { title: 'No coffee' }] },
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
});
