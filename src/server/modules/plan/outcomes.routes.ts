import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createOutcomeSchema,
  errorBodySchema,
  LIMIT_MESSAGES,
  outcomeListSchema,
  outcomePlanSchema,
  outcomeQuerySchema,
  outcomeSchema,
  outcomesQuerySchema,
  outcomesSchema,
  todayPlanSchema,
  rowParamsSchema,
  updateOutcomeSchema,
} from '#shared/schemas';
import { reviewPlanSchema } from '#shared/review-schemas';
import type { ZodTypeProvider } from '#server/plugins/api-description.ts';
import { HttpError, notFound } from '#server/plugins/errors.ts';
import type { UsersRepository } from '../users/index.ts';
import type { OutcomesRepository } from './outcomes.repository.ts';
import { refused } from './refusals.ts';
import { deletedAfterIssue, deletionKey } from '#server/plugins/deleted-accounts.ts';

/** Outcomes: the plans a person holds (docs/product.md, "Outcomes"). */
export async function outcomesRoutes(
  app: FastifyInstance,
  options: { outcomes: OutcomesRepository; users: UsersRepository },
) {
  const { outcomes, users } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // A caller with no user row yet simply has no outcomes: reading creates nothing.
  api.get(
    '/outcomes',
    {
      schema: {
        summary: 'Every outcome, and the goals of the active ones with their tactics',
        description:
          'Without `include` (or with `include=plan`) the whole plan, as this read always answered. ' +
          '`include=list`: every outcome with counts of its goals, tactics and tactics done, and ' +
          'no goal. `include=today&today=YYYY-MM-DD`: the goals of the active outcomes with only ' +
          'the tactics Today lists on that date, and its progress and activity figures ' +
          '(docs/decisions/250): what the page shows first (every tactic due, done or repeating ' +
          'today, Coming up’s first 8 occurrences, the goals Progress may show first), with ' +
          '`shown` counting them all; `shown=all` carries every goal and every Coming up tactic ' +
          '(docs/decisions/253). Its tactics carry 12 weeks of check-ins (from a first day of ' +
          'the week), and in `rhythmBefore` the streak before them summed up. ' +
          '`include=review&today=YYYY-MM-DD`: the figures of the week looked back on (`week`) ' +
          'for every goal of the active outcomes, the estimates the Re-rate suggestion is ' +
          'learned from, and the goals and tactics the weekly review shows first on that date ' +
          '(What slipped’s first 8, the first 8 measured goals, Next week’s 5, those with a ' +
          'note that week), with `shown` counting What slipped and the measured goals in all; ' +
          '`shown=all` carries every goal of the active outcomes with the tactics the review may ' +
          'show (every repeat with 2 weeks of check-ins, the one-offs done about the week, the ' +
          'overdue ones, the 5 open ones ranked first, those with a note that week; ' +
          'docs/decisions/256).',
        tags: ['Plan'],
        querystring: outcomesQuerySchema,
        response: {
          200: z.union([todayPlanSchema, reviewPlanSchema, outcomesSchema, outcomeListSchema]),
          400: errorBodySchema,
        },
      },
      // The plan's first statement reads the deletion window too (deleted-accounts.ts).
      config: { readsDeletion: true },
    },
    async (request) => {
      const { include, today, shown } = request.query;
      const key = deletionKey(request.identity.uid);
      const refuseIfDeleted = (deletionEndsAtMs: number | null) => {
        if (!deletedAfterIssue(request.identity, deletionEndsAtMs)) return;
        request.log.info({ uid: request.identity.uid }, 'token of a deleted account refused');
        throw new HttpError(401, 'Unauthorized');
      };
      if (include === 'list') {
        const { list, deletionEndsAtMs } = await outcomes.list(request.identity, key);
        refuseIfDeleted(deletionEndsAtMs);
        return list;
      }
      if (include === 'today') {
        // The schema asks for `today` with include=today.
        const { plan, deletionEndsAtMs } = await outcomes.today(
          request.identity,
          key,
          today!,
          shown,
        );
        refuseIfDeleted(deletionEndsAtMs);
        return plan;
      }
      if (include === 'review') {
        // The schema asks for `today` with include=review.
        const { plan, deletionEndsAtMs } = await outcomes.review(
          request.identity,
          key,
          today!,
          shown,
        );
        refuseIfDeleted(deletionEndsAtMs);
        return plan;
      }
      const { plan, deletionEndsAtMs } = await outcomes.overview(request.identity, key);
      refuseIfDeleted(deletionEndsAtMs);
      return plan;
    },
  );

  api.get(
    '/outcomes/:id',
    {
      schema: {
        summary: 'One outcome of any status, with its goals and their tactics',
        description:
          'Every check-in of each tactic, or with `checkIns=recent` 8 weeks of them (from a ' +
          'first day of the week) and in `rhythmBefore` the streak before them summed up ' +
          '(docs/decisions/180).',
        tags: ['Plan'],
        params: rowParamsSchema,
        querystring: outcomeQuerySchema,
        response: { 200: outcomePlanSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const plan = await outcomes.plan(request.identity, request.params.id, request.query.checkIns);
      if (!plan) throw notFound();
      return plan;
    },
  );

  api.post(
    '/outcomes',
    {
      schema: {
        summary: 'Add an active outcome after the others',
        tags: ['Plan'],
        body: createOutcomeSchema,
        response: { 201: outcomeSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await users.ensureId(request.identity);
      const outcome = await outcomes.create(request.identity, request.body.title);
      if (outcome === 'limit-reached') throw new HttpError(409, LIMIT_MESSAGES.outcomes);
      return reply.code(201).send(outcome);
    },
  );

  api.patch(
    '/outcomes/:id',
    {
      schema: {
        summary: 'Rename an outcome, reorder it, or change its status',
        description:
          'An achieved or archived outcome keeps its goals and tactics read-only until it is ' +
          'restored (`status: "active"`), which counts against the active limit.',
        tags: ['Plan'],
        params: rowParamsSchema,
        body: updateOutcomeSchema,
        response: {
          200: outcomeSchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const outcome = await outcomes.update(request.identity, request.params.id, request.body);
      if (outcome === 'limit-reached') throw new HttpError(409, LIMIT_MESSAGES.outcomes);
      if (typeof outcome === 'string') throw refused(outcome);
      return outcome;
    },
  );

  api.delete(
    '/outcomes/:id',
    {
      schema: {
        summary: 'Delete an outcome with its goals, tactics and check-ins',
        tags: ['Plan'],
        params: rowParamsSchema,
        response: { 204: z.undefined(), 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const deleted = await outcomes.delete(request.identity, request.params.id);
      if (deleted !== true) throw refused(deleted);
      return reply.code(204).send();
    },
  );
}
