import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createGoalSchema,
  errorBodySchema,
  goalSchema,
  LIMIT_MESSAGES,
  rowParamsSchema,
  updateGoalSchema,
} from '#shared/schemas';
import type { ZodTypeProvider } from '../../plugins/api-description.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { GoalsRepository } from './goals.repository.ts';

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
        summary: 'Add a goal (an outcome) at the end of the list',
        tags: ['Plan'],
        body: createGoalSchema,
        response: { 201: goalSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      // The caller may never have sent the profile call: their row comes from the token then.
      await users.ensureId(request.identity.uid, request.identity);
      const goal = await goals.create(request.identity.uid, request.body.title);
      if (goal === 'limit-reached') throw new HttpError(409, LIMIT_MESSAGES.goals);
      return reply.code(201).send(goal);
    },
  );

  api.patch(
    '/goals/:id',
    {
      schema: {
        summary: 'Change a goal: its title and/or its measure (null removes it)',
        tags: ['Plan'],
        params: rowParamsSchema,
        body: updateGoalSchema,
        response: { 200: goalSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const goal = await goals.update(request.identity.uid, request.params.id, request.body);
      if (!goal) throw notFound();
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
        response: { 204: z.undefined(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!(await goals.delete(request.identity.uid, request.params.id))) throw notFound();
      return reply.code(204).send();
    },
  );
}
