import type { FastifyInstance } from 'fastify';
import { createGoalSchema, LIMIT_MESSAGES, updateGoalSchema } from '#shared/schemas';
import { HttpError, notFound } from '../../plugins/errors.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { GoalsRepository } from './goals.repository.ts';

interface RowParams {
  Params: { id: string };
}

export async function goalsRoutes(
  app: FastifyInstance,
  options: { goals: GoalsRepository; users: UsersRepository },
) {
  const { goals, users } = options;

  app.post('/goals', async (request, reply) => {
    const { title } = createGoalSchema.parse(request.body);
    // The caller may never have sent the profile call: their row comes from the token then.
    await users.ensureId(request.identity.uid, request.identity);
    const goal = await goals.create(request.identity.uid, title);
    if (goal === 'limit-reached') throw new HttpError(409, LIMIT_MESSAGES.goals);
    return reply.code(201).send(goal);
  });

  app.patch<RowParams>('/goals/:id', async (request) => {
    const { title } = updateGoalSchema.parse(request.body);
    const goal = await goals.rename(request.identity.uid, request.params.id, title);
    if (!goal) throw notFound();
    return goal;
  });

  app.delete<RowParams>('/goals/:id', async (request, reply) => {
    if (!(await goals.delete(request.identity.uid, request.params.id))) throw notFound();
    return reply.code(204).send();
  });
}
