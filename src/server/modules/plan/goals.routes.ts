import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createGoalSchema,
  errorBodySchema,
  goalSchema,
  LIMIT_MESSAGES,
  OUTCOME_MESSAGES,
  rowParamsSchema,
  updateGoalSchema,
} from '#shared/schemas';
import type { ZodTypeProvider } from '#server/plugins/api-description.ts';
import { HttpError } from '#server/plugins/errors.ts';
import type { UsersRepository } from '../users/index.ts';
import type { GoalsRepository, OutcomeRefusal } from './goals.repository.ts';
import { refused } from './refusals.ts';

/** The answer when the outcome a goal is added to or moved into refuses it. */
function outcomeRefused(refusal: OutcomeRefusal): HttpError {
  if (refusal === 'limit-reached') return new HttpError(409, LIMIT_MESSAGES.goals);
  if (refusal === 'read-only') return new HttpError(409, OUTCOME_MESSAGES.moveIntoClosed);
  return refused(refusal);
}

export async function goalsRoutes(
  app: FastifyInstance,
  options: { goals: GoalsRepository; users: UsersRepository },
) {
  const { goals, users } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/goals',
    {
      schema: {
        summary: 'Add a goal to an outcome (by default the first active one)',
        description:
          'Without `outcomeId` the goal goes to the caller’s first active outcome, made as ' +
          '"My plan" when there is none. Without `position` it goes last.',
        tags: ['Plan'],
        body: createGoalSchema,
        response: { 201: goalSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      // The caller may never have sent the profile call: their row comes from the token then.
      await users.ensureId(request.identity);
      const goal = await goals.create(request.identity, request.body);
      if (typeof goal === 'string') throw outcomeRefused(goal);
      return reply.code(201).send(goal);
    },
  );

  api.patch(
    '/goals/:id',
    {
      schema: {
        summary: 'Change a goal: rename, target date, status, position, or move it',
        description:
          'Moving (`outcomeId`) takes the goal with its tactics to another of the caller’s ' +
          'active outcomes. Goals of an achieved or archived outcome are read-only (409).',
        tags: ['Plan'],
        params: rowParamsSchema,
        body: updateGoalSchema,
        response: {
          200: goalSchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const goal = await goals.update(request.identity, request.params.id, request.body);
      if (typeof goal === 'string') throw refused(goal);
      if ('target' in goal) throw outcomeRefused(goal.target);
      return goal;
    },
  );

  api.delete(
    '/goals/:id',
    {
      schema: {
        summary: 'Delete a goal with its tactics',
        tags: ['Plan'],
        params: rowParamsSchema,
        response: {
          204: z.undefined(),
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const deleted = await goals.delete(request.identity, request.params.id);
      if (deleted !== true) throw refused(deleted);
      return reply.code(204).send();
    },
  );
}
