import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated,
 * and any non-API path answered with index.html so client-side routes survive a reload.
 */
export async function registerClient(app: FastifyInstance, distDir: string) {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'no built client found; run `npm run build` to serve the app');
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    setHeaders(response, filePath) {
      const hashed = filePath.startsWith(path.join(root, 'assets') + path.sep);
      response.header(
        'cache-control',
        hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
      );
    },
  });
  return true;
}
