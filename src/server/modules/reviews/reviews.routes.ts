import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  reviewSchema,
  reviewsQuerySchema,
  reviewsSchema,
  saveReviewSchema,
  weekStartFor,
  weekStartSchema,
} from '#shared/review-schemas';
import { MAX_IMPORT_BYTES } from '#shared/limits';
import { keptOnSave, listedReview, needsTheCount, type WeekFigures } from '#shared/review';
import { notFound } from '#server/plugins/errors.ts';
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
        querystring: reviewsQuerySchema,
        response: { 200: reviewsSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const reviews = await options.reviews.list(request.identity);
      // Listed, each review's figures are those shown first: at the limits a review names 1,000
      // goals, and a year of them would ride on every Today (docs/decisions/257).
      return { reviews: request.query.shown === 'first' ? reviews.map(listedReview) : reviews };
    },
  );

  api.get(
    '/reviews/:weekStart',
    {
      schema: {
        summary: 'One of the caller’s weekly reviews, whole',
        tags: ['Review'],
        params: z.object({ weekStart: weekStartSchema }),
        response: { 200: reviewSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const review = await options.reviews.one(request.identity, request.params.weekStart);
      if (!review) throw notFound();
      return review;
    },
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
      // With no figures, a week saved before keeps its own (257); named ones are completed with
      // the server's count of the week (256).
      const sent =
        request.body.figures ?? (await options.reviews.one(request.identity, weekStart))?.figures;
      const counted = needsTheCount(sent)
        ? await options.weekFigures(request.identity, weekStart)
        : undefined;
      return options.reviews.save(userId, weekStart, {
        ...request.body,
        figures: keptOnSave(sent, counted),
      });
    },
  );
}
