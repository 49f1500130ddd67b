import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import type { ErrorBody } from '#shared/schemas';
import { errorCode } from '#server/error-codes.ts';

/** An error whose message is safe and useful to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Seconds a caller should wait before retrying while something we depend on is down. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * An error body, `{message, code?, values?, issues?}`: the English message and its catalogue id
 * (docs/decisions/024-one-error-shape.md), so the client shows it in the person's language. What
 * the server writes itself is built here, including what is sent before any route or hook runs
 * (a 401 from the sign-in check, a 414 from the router).
 */
export function errorBody(message: string, issues?: ErrorBody['issues']): ErrorBody {
  return { message, ...errorCode(message), ...(issues ? { issues } : {}) };
}

/** 503 with Retry-After: the request was fine, something we depend on is not (yet) answering. */
export function sendUnavailable(reply: FastifyReply, what: string) {
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send(errorBody(`${what} Please try again in a few seconds.`));
}

/**
 * True when the error means the database cannot serve us right now (down, restarting, out of
 * connections, or a statement over its time limit), as opposed to a bug in our query.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      // PostgreSQL: connection exceptions (08xxx), shutting down or starting (57P0x), statement
      // timeout (57014), too many connections (53300); Node: the socket never got through.
      if (/^(08...|57P0\d|57014|53300)$/.test(code)) return true;
      if (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EPIPE)$/.test(code))
        return true;
    }
    // node-postgres: the connection was cut (by the server, the network, or us when the server
    // fell silent), no connection came in time, or a statement went to a connection already
    // cut (a transaction's rollback, after its statement failed that way).
    if (
      /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|PGlite is closed/i.test(
        current.message,
      )
    ) {
      return true;
    }
  }
  return false;
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * Errors as the log shows them: the SQL text stays (it says what failed) but parameter values
 * never reach the log, since they are people's titles and emails.
 */
export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const query = (error as { query?: unknown }).query;
  const code = (error as { code?: unknown }).code;
  return {
    type: error.constructor.name,
    message: typeof query === 'string' ? `Failed query: ${query}` : error.message,
    ...(typeof code === 'string' ? { code } : {}),
    // Only the frames: the first lines repeat the message, parameters included.
    stack:
      error.stack
        ?.split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n') ?? '',
    ...(error.cause ? { cause: serializeError(error.cause) } : {}),
  };
}

export const notFound = () => new HttpError(404, 'Not found');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a route with its own body limit says when a body is over it. */
    tooLargeMessage?: string;
  }
}

/**
 * Adds the catalogue id to an error body a route or a plugin wrote as `{message}` (errorBody
 * above). A body that is not the error shape, or has its id already, passes.
 */
export function withErrorCodes(payload: string): string {
  let body: ErrorBody;
  try {
    body = JSON.parse(payload) as ErrorBody;
  } catch {
    return payload;
  }
  if (typeof body?.message !== 'string' || body.code !== undefined) return payload;
  const { message, issues, ...rest } = body;
  const keyed = errorBody(message);
  if (keyed.code === undefined) return payload;
  return JSON.stringify({ ...keyed, ...rest, ...(issues ? { issues } : {}) });
}

/** One error shape for the whole API: `{message, code?, values?, issues?}`; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance) {
  // A callback hook: every answer passes it, and it needs no promise
  // (docs/decisions/183-less-work-per-request.md).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return done(null, payload);
    const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    done(null, json ? withErrorCodes(payload) : payload);
  });
  app.setErrorHandler((error: FastifyError | ZodError | HttpError, request, reply) => {
    if (error instanceof ZodError) {
      const issues = error.issues.map((issue) => ({
        path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
        message: issue.message,
      }));
      return reply.code(400).send(errorBody(issues[0]?.message ?? 'Invalid request', issues));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error, upstream: 'database' }, 'upstream failure');
      return sendUnavailable(reply, 'The service is temporarily unavailable.');
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(status === 503 ? 503 : 500)
        .send(errorBody('Something went wrong on our side. Please try again.'));
    }
    if (status === 413) {
      const message = request.routeOptions.config.tooLargeMessage ?? 'Request body is too large';
      return reply.code(413).send(errorBody(message));
    }
    if (status === 415) {
      return reply.code(415).send(errorBody('Requests must be sent as application/json'));
    }
    if (error instanceof SyntaxError || (error as FastifyError).code?.startsWith('FST_ERR_CTP')) {
      // Bodies are read as sent (app.ts): a compressed one is not JSON, and says why (RFC 9110, 15.5.16).
      const encoding = request.headers['content-encoding'];
      if (encoding && encoding !== 'identity') {
        return reply.code(415).send(errorBody('Request bodies must be sent uncompressed'));
      }
      return reply.code(400).send(errorBody('The request body is not valid JSON'));
    }
    return reply.code(status).send(errorBody(error.message));
  });
}
