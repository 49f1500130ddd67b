import type { FastifyInstance } from 'fastify';
import { clientConfigSchema, type ClientConfig } from '#shared/schemas';

/** The browser's Firebase settings, handed out at run time so one build serves every environment. */
export async function configRoutes(app: FastifyInstance, options: { clientConfig: ClientConfig }) {
  app.get(
    '/config',
    {
      schema: {
        summary: 'The browser’s Firebase settings',
        tags: ['Service'],
        response: { 200: clientConfigSchema },
      },
    },
    async () => options.clientConfig,
  );
}
