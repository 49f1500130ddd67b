import type { FastifyInstance } from 'fastify';
import { outcomesSchema } from '#shared/schemas';
import type { OutcomesRepository } from './outcomes.repository.ts';

export async function outcomesRoutes(
  app: FastifyInstance,
  options: { outcomes: OutcomesRepository },
) {
  // A caller with no user row yet simply has no goals: reading creates nothing.
  app.get(
    '/outcomes',
    {
      schema: {
        summary: 'The whole plan: goals in order, each with its tactics',
        tags: ['Plan'],
        response: { 200: outcomesSchema },
      },
    },
    async (request) => options.outcomes.forCaller(request.identity.uid),
  );
}
