import type { FastifyInstance } from 'fastify';
import { createTacticSchema, LIMIT_MESSAGES, updateTacticSchema } from '#shared/schemas';
import { HttpError, notFound } from '../../plugins/errors.ts';
import type { TacticsRepository } from './tactics.repository.ts';

interface RowParams {
  Params: { id: string };
}

export async function tacticsRoutes(app: FastifyInstance, options: { tactics: TacticsRepository }) {
  const { tactics } = options;

  app.post('/tactics', async (request, reply) => {
    const body = createTacticSchema.parse(request.body);
    const tactic = await tactics.create(request.identity.uid, body);
    if (tactic === 'not-found') throw notFound();
    if (tactic === 'limit-reached') throw new HttpError(409, LIMIT_MESSAGES.tactics);
    return reply.code(201).send(tactic);
  });

  app.patch<RowParams>('/tactics/:id', async (request) => {
    const changes = updateTacticSchema.parse(request.body);
    const tactic = await tactics.update(request.identity.uid, request.params.id, changes);
    if (!tactic) throw notFound();
    return tactic;
  });

  app.delete<RowParams>('/tactics/:id', async (request, reply) => {
    if (!(await tactics.delete(request.identity.uid, request.params.id))) throw notFound();
    return reply.code(204).send();
  });
}
