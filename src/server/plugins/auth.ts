import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Logger } from 'pino';
import { REFUSED_SIGN_INS_PER_MINUTE } from '#shared/limits';
import { errorBody, sendUnavailable } from './errors.ts';
import { cacheVerifiedTokens } from './token-cache.ts';
import { UpstreamError, type IdTokenVerifier, type VerifiedIdentity } from './id-token-verifier.ts';

export type { IdTokenVerifier, VerifiedIdentity } from './id-token-verifier.ts';

declare module 'fastify' {
  interface FastifyRequest {
    identity: VerifiedIdentity;
  }
}

const UNAUTHORIZED = errorBody('Unauthorized');

/**
 * docs/decisions/008-every-call-carries-a-verified-token.md: the `firebase-id` header alone can be forged, so every request must also carry a
 * verified ID token whose uid equals that header.
 */
export function authenticate(
  uncachedVerifier: IdTokenVerifier,
  options: {
    /**
     * True when the account was deleted after this token was issued (deleted-accounts.ts); a
     * plain boolean when it needs no query.
     */
    deletedSinceIssued?: (
      identity: VerifiedIdentity,
      request: FastifyRequest,
    ) => boolean | Promise<boolean>;
  } = {},
) {
  const verifier = cacheVerifiedTokens(uncachedVerifier);
  const refusals = refusalCounter(REFUSED_SIGN_INS_PER_MINUTE);
  const deletedSinceIssued = options.deletedSinceIssued ?? (() => false);

  // Guessing tokens or uids from one address is slowed down: past the budget a refusal is a 429.
  // A token that verifies is never refused, since an office or a carrier shares one address.
  const refuse = (request: FastifyRequest, reply: FastifyReply): void => {
    const waitSeconds = refusals.secondsUntilAllowed(request.ip);
    if (waitSeconds > 0) {
      void reply
        .code(429)
        .header('retry-after', String(waitSeconds))
        .send(errorBody('Too many requests without a valid sign-in. Please wait and try again.'));
      return;
    }
    refusals.add(request.ip);
    void reply.code(401).send(UNAUTHORIZED);
  };

  const refuseVerifyError = (
    request: FastifyRequest,
    reply: FastifyReply,
    error: unknown,
  ): void => {
    if (error instanceof UpstreamError) {
      // Google's key endpoint failed us: the token may well be good, so not a 401.
      request.log.error({ upstream: 'id-token-keys', reason: error.message }, 'upstream failure');
      void sendUnavailable(reply, 'Sign-in checks are unavailable right now.');
      return;
    }
    request.log.info(
      { reason: (error as { reason?: string }).reason ?? 'invalid' },
      'token refused',
    );
    return refuse(request, reply);
  };

  const accept = (
    request: FastifyRequest,
    reply: FastifyReply,
    identity: VerifiedIdentity,
    deleted: boolean,
    done: HookHandlerDoneFunction,
  ): void => {
    if (deleted) {
      request.log.info({ uid: identity.uid }, 'token of a deleted account refused');
      return refuse(request, reply);
    }
    request.identity = identity;
    // Every later line of this request, the closing 'request' line included, names the verified
    // uid: added to the request's own logger (Fastify makes one per request, reply.log is the
    // same) rather than through a child of it, which cost a logger object per request
    // (docs/decisions/183-less-work-per-request.md).
    (request.log as Partial<Pick<Logger, 'setBindings'>>).setBindings?.({ uid: identity.uid });
    done();
  };

  const checkDeletion = (
    request: FastifyRequest,
    reply: FastifyReply,
    identity: VerifiedIdentity,
    claimedUid: string,
    done: HookHandlerDoneFunction,
  ): void => {
    if (identity.uid !== claimedUid) {
      request.log.warn({ uid: identity.uid }, 'firebase-id header does not match the token');
      return refuse(request, reply);
    }
    const deleted = deletedSinceIssued(identity, request);
    if (typeof deleted === 'boolean') return accept(request, reply, identity, deleted, done);
    deleted.then((answer) => accept(request, reply, identity, answer, done)).catch(done);
  };

  // A callback hook with no promise for a token this instance already trusts and a route that
  // needs no deletion query: the common case, paid on every call (docs/decisions/235).
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const header = request.headers.authorization;
    const claimedUid = request.headers['firebase-id'];
    // The scheme name is case-insensitive (RFC 9110, section 11.1).
    const token = /^bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
    if (!token || typeof claimedUid !== 'string' || !claimedUid) return refuse(request, reply);
    const known = verifier.known(token, request.raw.socket);
    if (known) return checkDeletion(request, reply, known, claimedUid, done);
    verifier
      .verify(token)
      .then(
        (identity) => checkDeletion(request, reply, identity, claimedUid, done),
        (error: unknown) => refuseVerifyError(request, reply, error),
      )
      .catch(done);
  };
}

/**
 * Refused requests per client address in one-minute windows. Kept in memory: a per-instance
 * brake on guessing, which needs no shared budget (see docs/decisions/033-shared-rate-limits.md).
 */
function refusalCounter(perMinute: number) {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    secondsUntilAllowed(address: string): number {
      const window = windows.get(address);
      if (!window) return 0;
      const now = Date.now();
      if (window.endsAt <= now) {
        windows.delete(address);
        return 0;
      }
      return window.count >= perMinute ? Math.ceil((window.endsAt - now) / 1000) : 0;
    },
    add(address: string) {
      const now = Date.now();
      const window = windows.get(address);
      if (window && window.endsAt > now) window.count += 1;
      else windows.set(address, { count: 1, endsAt: now + 60_000 });
      // Forget finished windows now and then, so many addresses cannot grow the map for ever.
      if (windows.size > 10_000) {
        for (const [key, value] of windows) if (value.endsAt <= now) windows.delete(key);
      }
    },
  };
}
