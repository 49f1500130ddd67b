import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { signInTestUser } from './signed-in.ts';

/**
 * `page` as the signed-in test user sees it at `path`: under a query client (a new one of the
 * app's unless given), a router on a memory location, and with the app's toaster. The network is
 * whatever `fetch` the test installed (fake-api.ts); the test file mocks the Firebase module
 * (signed-in.ts), which vi.mock only hoists in the test file itself.
 */
export function renderSignedIn(
  page: ReactNode,
  { path, queryClient = createQueryClient() }: { path: string; queryClient?: QueryClient },
) {
  signInTestUser();
  const memory = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={memory.hook}>{page}</Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return {
    user,
    queryClient,
    /** The path the app is on now. */
    location: () => memory.history.at(-1),
  };
}
