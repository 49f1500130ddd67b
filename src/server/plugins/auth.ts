import type { FastifyReply, FastifyRequest } from 'fastify';
import { cert, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { cacheVerifiedTokens } from './token-cache.ts';

export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  name: string | null;
  /** When the token stops being valid (epoch ms, its `exp`); unset means: do not cache it. */
  expiresAt?: number;
}

/** Checks a Firebase ID token; rejects when it is not valid for our project. */
export interface IdTokenVerifier {
  verify(idToken: string): Promise<VerifiedIdentity>;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: VerifiedIdentity;
  }
}

let appCount = 0;

/**
 * firebase-admin's verifier. It talks to the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST
 * is set, and otherwise checks Google's signatures with keys it caches per Cache-Control.
 */
export function createFirebaseVerifier(projectId: string): IdTokenVerifier {
  let app: App;
  const serviceAccount = process.env.GOOGLE_APPLICATION_CREDENTIALS;
  try {
    app = initializeApp(
      serviceAccount ? { projectId, credential: cert(serviceAccount) } : { projectId },
      `momentum-${++appCount}`,
    );
  } catch (error) {
    throw new Error(`Firebase Admin could not start: ${(error as Error).message}`);
  }
  const auth = getAuth(app);
  return {
    async verify(idToken) {
      const decoded = await auth.verifyIdToken(idToken);
      return {
        uid: decoded.uid,
        email: decoded.email ?? null,
        name: typeof decoded.name === 'string' ? decoded.name : null,
        expiresAt: decoded.exp * 1000,
      };
    },
  };
}

const UNAUTHORIZED = { message: 'Unauthorized' } as const;

/**
 * D4: the `firebase-id` header alone can be forged, so every request must also carry a
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
      request.log.info({ reason: (error as { code?: string }).code ?? 'invalid' }, 'token refused');
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
