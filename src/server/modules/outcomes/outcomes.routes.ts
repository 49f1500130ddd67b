import type { FastifyInstance } from 'fastify';
import type { OutcomesRepository } from './outcomes.repository.ts';

export async function outcomesRoutes(
  app: FastifyInstance,
  options: { outcomes: OutcomesRepository },
) {
  // A caller with no user row yet simply has no goals: reading creates nothing.
  app.get('/outcomes', async (request) => options.outcomes.forCaller(request.identity.uid));
}
