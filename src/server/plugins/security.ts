import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Db } from '../db/client.ts';
import { countInWindow } from './shared-rate-limit-store.ts';
import { FEED_REQUESTS_PER_MINUTE, IMPORTS_PER_MINUTE, WRITES_PER_MINUTE } from '#shared/limits';
import type { ClientConfig, ErrorBody } from '#shared/schemas';

/**
 * Helmet's headers for our HTML, worked out once at start-up: they depend only on the
 * settings, so computing them on every response would be wasted work.
 */
function htmlSecurityHeaders(clientConfig: ClientConfig): Record<string, string> {
  const firebaseOrigins = [
    'https://apis.google.com',
    `https://${clientConfig.firebase.authDomain}`,
    ...(clientConfig.authEmulatorUrl ? [clientConfig.authEmulatorUrl] : []),
  ];
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://apis.google.com'],
        // Radix positions popovers and sliders with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The signed-in user's own Google photo is the only remote image.
        imgSrc: ["'self'", 'data:', 'https://*.googleusercontent.com'],
        connectSrc: [
          "'self'",
          'https://identitytoolkit.googleapis.com',
          'https://securetoken.googleapis.com',
          ...firebaseOrigins,
        ],
        frameSrc: firebaseOrigins,
        upgradeInsecureRequests: null,
      },
    },
    // The sign-in popup must be able to report back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error as Error;
  });
  return headers;
}

/**
 * Security headers where they matter: the full set (CSP, frame and opener policies) on HTML,
 * which is what a browser renders; JSON and static files only need `nosniff`.
 */
export function registerSecurityHeaders(app: FastifyInstance, clientConfig: ClientConfig) {
  const forHtml = htmlSecurityHeaders(clientConfig);
  // A callback hook: every answer runs it, and it needs no promise
  // (docs/decisions/183-less-work-per-request.md).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    // The app uses none of these powerful features; no embedded page may either.
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // API answers are one person's plan: no browser or shared cache may keep them.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) reply.headers(forHtml);
    done(null, payload);
  });
}

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/** The shared store's namespace of per-user write budgets. */
export const WRITE_BUDGET = 'writes';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's count in the caller's write budget, once spent (writeBudget). */
    writesInWindow?: { current: number; ttl: number };
  }
}

/** 429 with Retry-After: the seconds left in the budget's window (`ttl`, in ms). */
function tooMany(reply: FastifyReply, ttl: number, message: string) {
  const body: ErrorBody = { message };
  return reply
    .code(429)
    .header('retry-after', String(Math.max(1, Math.ceil(ttl / 1000))))
    .send(body);
}

/** Reads are free; every other method spends the caller's write budget. */
export const isWrite = (request: FastifyRequest) =>
  request.method !== 'GET' && request.method !== 'HEAD';

/**
 * docs/decisions/010-limits.md: writes are limited per signed-in user, one budget across every
 * instance on the same database (docs/decisions/033-shared-rate-limits.md).
 */
export function writeBudget(db: Db) {
  return {
    /**
     * Spends one write of the caller's budget. `otherKey`'s window end in the shared store is
     * read in the same statement (the sign-in check's deleted-account look-up) and returned.
     */
    async spend(request: FastifyRequest, uid: string, otherKey?: string) {
      const counted = await countInWindow(db, WRITE_BUDGET, uid, 60_000, otherKey);
      request.writesInWindow = counted;
      return counted.otherEndsAtMs;
    },
  };
}
export type WriteBudget = ReturnType<typeof writeBudget>;

/**
 * Before the body is validated, so invalid writes spend the budget too: past it a write is a
 * 429, and the caller learns when to retry from Retry-After. The sign-in check usually spent it
 * already, in the statement that looks up a deleted account (deleted-accounts.ts).
 */
export function registerWriteRateLimit(app: FastifyInstance, budget: WriteBudget) {
  const withinBudget = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const { current, ttl } = request.writesInWindow!;
    if (current <= WRITES_PER_MINUTE) return done();
    tooMany(reply, ttl, 'Too many changes in a short time. Please wait a moment and try again.');
  };
  // A callback hook: reads pass at once, and so does a write whose budget the sign-in check spent
  // already; neither needs a promise (docs/decisions/183-less-work-per-request.md).
  app.addHook('preValidation', (request, reply, done) => {
    if (!isWrite(request)) return done();
    if (request.writesInWindow) return withinBudget(request, reply, done);
    budget.spend(request, request.identity.uid).then(
      () => withinBudget(request, reply, done),
      (error: Error) => done(error),
    );
  });
}

/** The shared store's namespace of per-user import budgets. */
export const IMPORT_BUDGET = 'imports';

/**
 * docs/decisions/070-hardening.md: one import checks and writes up to a megabyte, so imports have
 * a small budget of their own per user, dry runs included, on top of the write budget.
 */
export function importBudget(db: Db) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { current, ttl } = await countInWindow(db, IMPORT_BUDGET, request.identity.uid, 60_000);
    if (current <= IMPORTS_PER_MINUTE) return;
    return tooMany(
      reply,
      ttl,
      'Too many imports in a short time. Please wait a minute and try again.',
    );
  };
}

/** Calendar apps fetch the feed without a user: it is limited per address. */
export async function registerFeedRateLimit(app: FastifyInstance) {
  await app.register(rateLimit, {
    max: FEED_REQUESTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => ({
      statusCode: 429,
      message: 'Too many calendar requests from this address. Please try again later.',
    }),
  });
}
