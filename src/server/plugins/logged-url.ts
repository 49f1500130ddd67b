import type { FastifyRequest } from 'fastify';
import { FEED_PREFIX, FEED_ROUTE } from '../modules/calendar/index.ts';
import { JOIN_PREFIX } from '../modules/sharing/index.ts';

/** Where a path's next segment is a credential, and what the log shows for it. */
const CREDENTIAL_PATHS: Array<{ prefix: string; shown: string }> = [
  { prefix: FEED_PREFIX, shown: `${FEED_PREFIX}[secret].ics` },
  { prefix: '/api/invitations/', shown: '/api/invitations/[token]' },
  { prefix: JOIN_PREFIX, shown: `${JOIN_PREFIX}[token]` },
  { prefix: '/api/unsubscribe/', shown: '/api/unsubscribe/[token]' },
  { prefix: '/unsubscribe/', shown: '/unsubscribe/[token]' },
];

/** The path of a request line, which may be an absolute URL (`GET http://host/path`). */
function pathOf(url: string): string {
  let path = url.startsWith('/') ? url : url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '');
  if (path.startsWith('//')) path = path.replace(/^\/+/, '/');
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

/** What the log shows for a path that holds a credential; undefined for any other path. */
const credentialShown = (path: string) =>
  CREDENTIAL_PATHS.find(({ prefix }) => path.startsWith(prefix))?.shown;

/** The path with its percent escapes decoded, as the router reads it; itself when malformed. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The URL request logs show, never a credential in it: a calendar feed's secret, an invitation
 * token or an unsubscribe token (docs/product.md, "Calendar" and "Partners"; docs/email.md). A
 * matched route decides, not the raw text, which may be an absolute URL or escaped and still be
 * served; a route's parameter named `token` is a credential. Requests no route matched (the page an invitation link opens, a mistyped
 * path, a request the router refused) are checked by their path, escapes decoded.
 */
export function loggedUrl(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === FEED_ROUTE) return `${FEED_PREFIX}[secret].ics`;
  if (route?.includes('/:token')) return route.replace('/:token', '/[token]');
  const path = pathOf(request.url);
  const shown =
    credentialShown(path) ?? (path.includes('%') ? credentialShown(decoded(path)) : undefined);
  return shown ?? request.url;
}
