import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { fetchQuery } from './api.ts';

const THIRTY_MINUTES = 30 * 60 * 1000;
const MAX_QUERY_ATTEMPTS = 2;

/** Queries GET the path their key names, e.g. ['/api/outcomes']. */
const defaultQueryFn: QueryFunction = ({ queryKey }) => fetchQuery(queryKey.join('/'));

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
      mutations: { retry: 0 },
    },
  });
}
