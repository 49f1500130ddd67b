import type { FastifyInstance } from 'fastify';
import { healthSchema } from '#shared/schemas';
import type { Database } from '#server/db/client.ts';
import { RETRY_AFTER_SECONDS } from '#server/plugins/errors.ts';
import type { Lifecycle } from '#server/plugins/lifecycle.ts';

const PING_TIMEOUT_MS = 2_000;

/** Health answers only after a real round trip to the database, so a load balancer can trust it. */
export async function healthRoutes(
  app: FastifyInstance,
  options: { database: Database; lifecycle: Lifecycle },
) {
  const schema = {
    summary: 'Whether this instance can serve: a real round trip to the database',
    tags: ['Service'],
    response: {
      200: healthSchema,
      503: healthSchema.describe('Draining for shutdown, or the database is not answering'),
    },
  };
  app.get('/health', { schema }, async (request, reply) => {
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    // Draining: tell the load balancer first, while requests in flight still finish.
    if (options.lifecycle.draining) return reply.code(503).send({ status: 'draining' });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        options.database.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
        }),
      ]);
      reply.removeHeader('retry-after');
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
