import type { FastifyInstance } from 'fastify';
import {
  createTacticSchema,
  latestCheckInDate,
  LIMIT_MESSAGES,
  localDateSchema,
  SCHEDULE_MESSAGES,
  updateTacticSchema,
} from '#shared/schemas';
import { HttpError, notFound } from '../../plugins/errors.ts';
import type { TacticsRepository } from './tactics.repository.ts';

interface RowParams {
  Params: { id: string };
}

interface CheckInParams {
  Params: { id: string; date: string };
}

export async function tacticsRoutes(
  app: FastifyInstance,
  options: { tactics: TacticsRepository; now?: () => Date },
) {
  const { tactics } = options;
  const now = options.now ?? (() => new Date());

  app.post('/tactics', async (request, reply) => {
    const body = createTacticSchema.parse(request.body);
    const result = await tactics.create(request.identity.uid, body);
    if (result === 'not-found') throw notFound();
    if (result === 'limit-reached') throw new HttpError(409, LIMIT_MESSAGES.tactics);
    if (result === 'id-taken') throw new HttpError(409, SCHEDULE_MESSAGES.tacticIdTaken);
    // A retry with the same id answers 200 with the tactic the first call made.
    return reply.code(result.created ? 201 : 200).send(result.tactic);
  });

  app.patch<RowParams>('/tactics/:id', async (request) => {
    const changes = updateTacticSchema.parse(request.body);
    const tactic = await tactics.update(request.identity.uid, request.params.id, changes);
    if (!tactic) throw notFound();
    if (tactic === 'completed-repeating') {
      throw new HttpError(409, SCHEDULE_MESSAGES.completedNeedsNoRepeat);
    }
    return tactic;
  });

  app.delete<RowParams>('/tactics/:id', async (request, reply) => {
    if (!(await tactics.delete(request.identity.uid, request.params.id))) throw notFound();
    return reply.code(204).send();
  });

  app.put<CheckInParams>('/tactics/:id/check-ins/:date', async (request, reply) => {
    const date = localDateSchema.parse(request.params.date);
    if (date > latestCheckInDate(now())) throw new HttpError(400, SCHEDULE_MESSAGES.futureCheckIn);
    const result = await tactics.checkIn(request.identity.uid, request.params.id, date);
    if (!result) throw notFound();
    if (result === 'not-repeating') throw new HttpError(409, SCHEDULE_MESSAGES.checkInNeedsRepeat);
    return reply.code(204).send();
  });

  app.delete<CheckInParams>('/tactics/:id/check-ins/:date', async (request, reply) => {
    const date = localDateSchema.parse(request.params.date);
    if (!(await tactics.removeCheckIn(request.identity.uid, request.params.id, date))) {
      throw notFound();
    }
    return reply.code(204).send();
  });
}
