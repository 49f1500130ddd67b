import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Outcomes } from '#shared/schemas';

/** The signed-in user's plan: goals in order, each with its tactics (docs/decisions/004-the-plan-survives-a-reload.md). */
export const OUTCOMES_KEY = ['/api/outcomes'] as const;

/** The default query function GETs the path in the key. */
export const outcomesQueryOptions = queryOptions<Outcomes>({ queryKey: OUTCOMES_KEY });

export const useOutcomes = () => useQuery(outcomesQueryOptions);

/** After any successful write the plan is refetched (docs/product.md, Limits). */
export const invalidateOutcomes = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: OUTCOMES_KEY });
