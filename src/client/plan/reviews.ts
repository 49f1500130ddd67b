import { useQuery } from '@tanstack/react-query';
import type { Review } from '#shared/review';

/**
 * The person's weekly reviews, newest week first (docs/product.md, "Weekly review"), each with
 * the figures shown first (docs/decisions/257).
 */
export const REVIEWS_KEY = ['/api/reviews', { shown: 'first' }] as const;

/** One saved review whole, read on its Show all. */
export const reviewKey = (weekStart: string) => ['/api/reviews', weekStart] as const;

export const useReviews = () => useQuery<{ reviews: Review[] }>({ queryKey: REVIEWS_KEY });
