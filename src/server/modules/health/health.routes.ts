import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';

const PING_TIMEOUT_MS = 2_000;

/** Health answers only after a real round trip to the database, so a load balancer can trust it. */
export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  app.get('/health', async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        options.database.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
        }),
      ]);
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
