import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { setCurrentUser, stubFetch, withFirebaseDouble } from '#test/client/firebase-double.ts';
import { json } from '#test/client/fetch.ts';
import { createQueryClient } from './query-client.ts';

vi.mock('firebase/app', async () => (await import('#test/client/firebase-double.ts')).firebaseApp);
vi.mock(
  'firebase/auth',
  async () => (await import('#test/client/firebase-double.ts')).firebaseAuth,
);

withFirebaseDouble({ signedIn: true });

/** Runs the default query for `path` as a mounted component would, until it settles. */
async function settle(path: string) {
  const client = createQueryClient();
  const observer = new QueryObserver(client, { queryKey: [path], retryDelay: 0 });
  const result = await new Promise<ReturnType<typeof observer.getCurrentResult>>((resolve) => {
    const unsubscribe = observer.subscribe((current) => {
      if (current.status === 'pending') return;
      unsubscribe();
      resolve(current);
    });
  });
  client.clear();
  return result;
}

describe('query client defaults (docs/product.md, Limits)', () => {
  it('never refetches by itself, is never stale, keeps data 30 minutes, and never retries writes', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      gcTime: 30 * 60 * 1000,
    });
    expect(mutations?.retry).toBe(0);
  });

  it('GETs the path in the query key and answers its JSON', async () => {
    const { apiRequests } = stubFetch({ 'GET /api/outcomes': () => json(200, { goals: [] }) });
    const result = await settle('/api/outcomes');
    expect(result.data).toEqual({ goals: [] });
    expect(apiRequests().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/outcomes',
    ]);
  });

  it('tries a failing query twice in all', async () => {
    const { apiRequests } = stubFetch({
      'GET /api/outcomes': () =>
        new Response('', { status: 503, statusText: 'Service Unavailable' }),
    });
    const result = await settle('/api/outcomes');
    expect(result.error?.message).toBe('503: Service Unavailable');
    expect(result.failureCount).toBe(2);
    expect(apiRequests()).toHaveLength(2);
  });

  it("does not try again when the server said 'Unauthorized'", async () => {
    const { apiRequests } = stubFetch({
      'GET /api/outcomes': () => json(401, { message: 'Unauthorized' }),
    });
    const result = await settle('/api/outcomes');
    expect(result.error?.message).toContain('Unauthorized');
    expect(apiRequests()).toHaveLength(1);
  });

  it("fails with 'User not authenticated' when no one is signed in", async () => {
    setCurrentUser(null);
    const { apiRequests } = stubFetch();
    const result = await settle('/api/outcomes');
    expect(result.error?.message).toBe('User not authenticated');
    expect(apiRequests()).toHaveLength(0);
  });
});
