import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  reviewSchema,
  reviewsSchema,
  saveReviewSchema,
  weekStartSchema,
} from '#shared/review-schemas';
import { isWeekStart, REVIEW_MESSAGES } from '#shared/review';
import { errorBodySchema } from '#shared/schemas';
import { HttpError } from '#server/plugins/errors.ts';
import type { ZodTypeProvider } from '#server/plugins/api-description.ts';
import type { UsersRepository } from '../users/index.ts';
import type { ReviewsRepository } from './reviews.repository.ts';

/** The weekly review's answers and figures (docs/product.md, "Weekly review"). */
export async function reviewsRoutes(
  app: FastifyInstance,
  options: { reviews: ReviewsRepository; users: UsersRepository },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/reviews',
    {
      schema: {
        summary: 'The caller’s weekly reviews, newest week first',
        tags: ['Review'],
        response: { 200: reviewsSchema },
      },
    },
    async (request) => ({ reviews: await options.reviews.list(request.identity) }),
  );

  api.put(
    '/reviews/:weekStart',
    {
      schema: {
        summary: 'Save the review of one week (again replaces it: idempotent)',
        tags: ['Review'],
        params: z.object({ weekStart: weekStartSchema }),
        body: saveReviewSchema,
        response: { 200: reviewSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const userId = await options.users.ensureId(request.identity);
      // A week is keyed by its first day, which the person's week start decides (decision 262).
      const { weekStartsOn } = await options.users.daySettings(userId);
      if (!isWeekStart(request.params.weekStart, weekStartsOn)) {
        const wrong = weekStartsOn === 'sunday' ? 'notSunday' : 'notMonday';
        throw new HttpError(400, REVIEW_MESSAGES[wrong]);
      }
      return options.reviews.save(userId, request.params.weekStart, request.body);
    },
  );
}
