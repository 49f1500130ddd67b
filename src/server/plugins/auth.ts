import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendUnavailable } from './errors.ts';
import { cacheVerifiedTokens } from './token-cache.ts';
import { UpstreamError, type IdTokenVerifier, type VerifiedIdentity } from './id-token-verifier.ts';

export type { IdTokenVerifier, VerifiedIdentity } from './id-token-verifier.ts';

declare module 'fastify' {
  interface FastifyRequest {
    identity: VerifiedIdentity;
  }
}

const UNAUTHORIZED = { message: 'Unauthorized' } as const;

/**
 * docs/decisions/008-every-call-carries-a-verified-token.md: the `firebase-id` header alone can be forged, so every request must also carry a
 * verified ID token whose uid equals that header.
 */
export function authenticate(uncachedVerifier: IdTokenVerifier) {
  const verifier = cacheVerifiedTokens(uncachedVerifier);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization;
    const claimedUid = request.headers['firebase-id'];
    // The scheme name is case-insensitive (RFC 9110, section 11.1).
    const token = /^bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
    if (!token || typeof claimedUid !== 'string' || !claimedUid) {
      return reply.code(401).send(UNAUTHORIZED);
    }
    let identity: VerifiedIdentity;
    try {
      identity = await verifier.verify(token);
    } catch (error) {
      if (error instanceof UpstreamError) {
        // Google's key endpoint failed us: the token may well be good, so not a 401.
        request.log.error({ upstream: 'id-token-keys', reason: error.message }, 'upstream failure');
        return sendUnavailable(reply, 'Sign-in checks are unavailable right now.');
      }
      request.log.info(
        { reason: (error as { reason?: string }).reason ?? 'invalid' },
        'token refused',
      );
      return reply.code(401).send(UNAUTHORIZED);
    }
    if (identity.uid !== claimedUid) {
      request.log.warn({ uid: identity.uid }, 'firebase-id header does not match the token');
      return reply.code(401).send(UNAUTHORIZED);
    }
    request.identity = identity;
    // Every later line of this request, the closing 'request' line included, names the verified uid.
    request.log = request.log.child({ uid: identity.uid });
    reply.log = request.log;
  };
}
