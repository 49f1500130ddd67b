import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { installFakeApi, seedPlan } from '#test/client/fake-api.ts';
import { signInTestUser } from '#test/client/signed-in.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { canonicalPath } from './canonical-path.tsx';
import { AppRoutes } from './routes.tsx';

vi.mock(
  '../lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

function openApp(path: string) {
  installFakeApi(seedPlan([{ title: 'Sleep more', tactics: [{ title: 'No screens' }] }]));
  signInTestUser();
  const memory = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={memory.hook}>
        <AppRoutes />
      </Router>
    </QueryClientProvider>,
  );
  return memory.history;
}

describe('paths a person may type', () => {
  it.each([
    ['/tactics/', '/tactics', 'What specific actions will help you achieve each goal?'],
    ['/Tactics', '/tactics', 'What specific actions will help you achieve each goal?'],
    ['/SUMMARY', '/summary', 'Strategy Summary'],
    ['/Explore/', '/explore', 'Explore Goals'],
  ])('%s becomes %s, and that step shows', async (typed, canonical, heading) => {
    const history = openApp(typed);
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(history.at(-1)).toBe(canonical));
    // Replaced, not pushed: Back does not return to the other spelling.
    expect(history).toEqual([canonical]);
    expect(screen.queryByText('What goals/outcomes do you want to achieve?')).toBeNull();
  });

  it('keeps canonical and unknown paths as they are', () => {
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/action-plan')).toBe('/action-plan');
    expect(canonicalPath('/Explore/Better-Sleep/')).toBe('/explore/better-sleep');
    expect(canonicalPath('/no/such/page')).toBeUndefined();
  });
});
