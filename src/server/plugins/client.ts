import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the built client: the build's `.br`/`.gz` copies by Accept-Encoding, hashed assets
 * cached for a year, everything else revalidated.
 */
export async function registerClient(app: FastifyInstance, distDir: string) {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'no built client found; run `npm run build` to serve the app');
    return false;
  }
  const assetsDir = path.join(root, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    // The compressed copies are served in place of their originals, never by their own names.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(response, filePath) {
      response.header(
        'cache-control',
        filePath.startsWith(assetsDir)
          ? `public, max-age=${ONE_YEAR_SECONDS}, immutable`
          : 'no-cache',
      );
    },
  });
  return true;
}

/**
 * Only a page navigation falls back to index.html (client-side routes survive a reload). A
 * request for a file (a name with an extension, or anything under /assets/) that does not
 * exist is a real 404, so a stale or mistyped script URL never receives HTML.
 */
export function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?', 1)[0]!;
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (pathname.startsWith('/assets/')) return false;
  return !/\.[a-z0-9]+$/i.test(pathname);
}
