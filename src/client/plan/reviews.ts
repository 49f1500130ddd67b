import { useQuery } from '@tanstack/react-query';
import type { Review } from '#shared/review';

/** The person's weekly reviews, newest week first (docs/product.md, "Weekly review"). */
export const REVIEWS_KEY = ['/api/reviews'] as const;

export const useReviews = () => useQuery<{ reviews: Review[] }>({ queryKey: REVIEWS_KEY });
