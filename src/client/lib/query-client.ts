import { onlineManager, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { fetchQuery } from './api.ts';
import { isOnline, subscribeToConnection } from './connection.ts';

// Queries wait while the server is out of reach, not only while the browser says offline.
onlineManager.setEventListener((setOnline) => {
  setOnline(isOnline());
  return subscribeToConnection(() => setOnline(isOnline()));
});

const THIRTY_MINUTES = 30 * 60 * 1000;
const MAX_QUERY_ATTEMPTS = 2;

/**
 * The path a query key names: its strings joined by '/', and a trailing object as the query
 * string, e.g. ['/api/outcomes', { include: 'list' }] is /api/outcomes?include=list.
 */
export function pathOfKey(queryKey: readonly unknown[]): string {
  const last = queryKey.at(-1);
  if (typeof last !== 'object' || last === null) return queryKey.join('/');
  const search = new URLSearchParams(last as Record<string, string>).toString();
  return `${queryKey.slice(0, -1).join('/')}?${search}`;
}

/** Queries GET the path their key names, e.g. ['/api/outcomes']. */
const defaultQueryFn: QueryFunction = ({ queryKey }) => fetchQuery(pathOfKey(queryKey));

/** Query and mutation defaults exactly as docs/product.md (Limits) sets them. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        gcTime: THIRTY_MINUTES,
        // At most two attempts in all, and none again once the server said Unauthorized.
        retry: (failureCount, error) =>
          failureCount < MAX_QUERY_ATTEMPTS - 1 && !error.message.includes('Unauthorized'),
      },
      // Offline a write runs at once: the plan layer queues what it can, and the rest says it
      // needs a connection instead of waiting silently (docs/product.md, Offline).
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}
