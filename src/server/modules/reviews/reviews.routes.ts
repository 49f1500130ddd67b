import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  reviewSchema,
  reviewsSchema,
  saveReviewSchema,
  weekStartFor,
  weekStartSchema,
} from '#shared/review-schemas';
import { MAX_IMPORT_BYTES } from '#shared/limits';
import { completedFigures, namesItsGoals, type WeekFigures } from '#shared/review';
import type { LocalDate } from '#shared/schedule';
import type { Caller } from '#server/db/access.ts';
import { errorBodySchema } from '#shared/schemas';
import type { ZodTypeProvider } from '#server/plugins/api-description.ts';
import type { UsersRepository } from '../users/index.ts';
import type { ReviewsRepository } from './reviews.repository.ts';

/** The weekly review's answers and figures (docs/product.md, "Weekly review"). */
export async function reviewsRoutes(
  app: FastifyInstance,
  options: {
    reviews: ReviewsRepository;
    users: UsersRepository;
    /** The figures of every goal for the week starting `week`, as the review's read counts them. */
    weekFigures: (caller: Caller, week: LocalDate) => Promise<WeekFigures>;
  },
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
        description:
          '`weekStart` is the week’s first day: its Monday, or its Sunday for a person whose ' +
          'week starts on Sunday (`weekStartsOn` on `/api/users/me`).',
        params: z.object({ weekStart: z.string().describe(weekStartSchema.description!) }),
        body: saveReviewSchema,
        response: { 200: reviewSchema, 400: errorBodySchema, 413: errorBodySchema },
      },
      // The week's figures name every goal of the plan, a thousand at its limits: more than the
      // API's 16 KB (decision 254), so this route takes what an import takes; the schema bounds it.
      bodyLimit: MAX_IMPORT_BYTES,
    },
    async (request) => {
      const userId = await options.users.ensureId(request.identity);
      // A week is keyed by its first day, which the person's week start decides (decision 262):
      // checked here, where the person is known, and answered as any other invalid field.
      const { weekStartsOn } = await options.users.daySettings(userId);
      const { weekStart } = z
        .object({ weekStart: weekStartFor(weekStartsOn) })
        .parse(request.params);
      // The page's read carries the figures of some goals, named by id: the server completes the
      // rest with its own count of the week (docs/decisions/256).
      const { figures } = request.body;
      return options.reviews.save(userId, weekStart, {
        ...request.body,
        figures: namesItsGoals(figures)
          ? completedFigures(figures, await options.weekFigures(request.identity, weekStart))
          : figures,
      });
    },
  );
}
