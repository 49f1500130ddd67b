import {
  decodeJwt,
  decodeProtectedHeader,
  errors as joseErrors,
  importJWK,
  importX509,
  jwtVerify,
  type JWK,
  type JWTPayload,
} from 'jose';

export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  name: string | null;
  /** When the token stops being valid (epoch ms, its `exp`); unset means: do not cache it. */
  expiresAt?: number;
  /** When the token was issued (epoch ms, its `iat`, whole seconds). */
  issuedAt?: number;
}

/** Checks a Firebase ID token; rejects when it is not valid for our project. */
export interface IdTokenVerifier {
  verify(idToken: string): Promise<VerifiedIdentity>;
}

/** Google's public keys for Firebase ID tokens (x509 certificates by key id). */
export const GOOGLE_CERTS_URL =
  'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

/** The token is not acceptable: the caller answers 401. */
export class InvalidTokenError extends Error {
  constructor(readonly reason: string) {
    super(`invalid ID token: ${reason}`);
  }
}

/** The keys to check the token could not be fetched: not the caller's fault, the caller answers 503. */
export class UpstreamError extends Error {}

export interface VerifierOptions {
  projectId: string;
  /** Local mode: the Auth emulator signs nothing, so only the claims can be checked. */
  emulator: boolean;
  /** Where the public keys are (FIREBASE_CERTS_URL): x509 certificates by key id, or a JWKS. */
  certsUrl?: string;
  /** How long one key fetch may take (KEY_FETCH_TIMEOUT_MS). */
  keyFetchTimeoutMs?: number;
  /** Seconds; for tests. */
  now?: () => number;
}

/** Keys are refetched after this when the key endpoint sends no max-age. */
const DEFAULT_KEY_CACHE_SECONDS = 300;
/** Clocks differ a little between Google and us. */
const CLOCK_TOLERANCE_SECONDS = 5;

type PublicKey = Awaited<ReturnType<typeof importX509>>;

/**
 * Verifies Firebase ID tokens as Google documents them (RS256 signed by a key from the key
 * endpoint, iss https://securetoken.google.com/<project>, aud <project>, exp, iat and auth_time
 * in the past, a non-empty sub), without a network round trip per request: keys are fetched
 * with a timeout and cached per Cache-Control. See docs/decisions/030-we-verify-id-tokens-ourselves.md.
 */
export function createIdTokenVerifier(options: VerifierOptions): IdTokenVerifier {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const issuer = `https://securetoken.google.com/${options.projectId}`;
  const checkClaims = (payload: JWTPayload): VerifiedIdentity => {
    const at = now();
    if (payload.iss !== issuer) throw new InvalidTokenError('wrong issuer');
    if (payload.aud !== options.projectId) throw new InvalidTokenError('wrong audience');
    if (typeof payload.exp !== 'number' || payload.exp + CLOCK_TOLERANCE_SECONDS <= at) {
      throw new InvalidTokenError('expired');
    }
    for (const claim of ['iat', 'auth_time'] as const) {
      const value = payload[claim];
      if (typeof value !== 'number' || value - CLOCK_TOLERANCE_SECONDS > at) {
        throw new InvalidTokenError(`${claim} missing or in the future`);
      }
    }
    if (typeof payload.sub !== 'string' || !payload.sub || payload.sub.length > 128) {
      throw new InvalidTokenError('no subject');
    }
    return {
      uid: payload.sub,
      email: typeof payload.email === 'string' ? payload.email : null,
      name: typeof payload.name === 'string' ? payload.name : null,
      expiresAt: payload.exp * 1000,
      issuedAt: (payload.iat as number) * 1000,
    };
  };

  if (options.emulator) {
    return {
      async verify(idToken) {
        let payload: JWTPayload;
        try {
          payload = decodeJwt(idToken);
        } catch {
          throw new InvalidTokenError('not a JWT');
        }
        return checkClaims(payload);
      },
    };
  }

  const keys = publicKeyCache(
    options.certsUrl ?? GOOGLE_CERTS_URL,
    options.keyFetchTimeoutMs ?? 5_000,
    now,
  );
  return {
    async verify(idToken) {
      let keyId: string | undefined;
      try {
        const header = decodeProtectedHeader(idToken);
        if (header.alg !== 'RS256') throw new InvalidTokenError('algorithm is not RS256');
        keyId = header.kid;
      } catch (error) {
        throw error instanceof InvalidTokenError ? error : new InvalidTokenError('not a JWT');
      }
      if (!keyId) throw new InvalidTokenError('no key id');
      const key = (await keys.current()).get(keyId);
      if (!key) throw new InvalidTokenError('unknown key id');
      try {
        const { payload } = await jwtVerify(idToken, key, {
          algorithms: ['RS256'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate: new Date(now() * 1000),
        });
        return checkClaims(payload);
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        if (error instanceof joseErrors.JOSEError) throw new InvalidTokenError(error.code);
        throw error;
      }
    },
  };
}

/** Public keys by key id, fetched once per max-age; one fetch at a time however many requests wait. */
function publicKeyCache(url: string, timeoutMs: number, now: () => number) {
  let cached: { keys: Map<string, PublicKey>; expiresAt: number } | undefined;
  let fetching: Promise<Map<string, PublicKey>> | undefined;

  async function fetchKeys(): Promise<Map<string, PublicKey>> {
    let body: unknown;
    let maxAge = DEFAULT_KEY_CACHE_SECONDS;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      body = await response.json();
      const match = /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '');
      if (match) maxAge = Number(match[1]);
    } catch (error) {
      const reason =
        (error as Error).name === 'TimeoutError'
          ? `no answer within ${timeoutMs} ms`
          : (error as Error).message;
      throw new UpstreamError(`could not fetch the ID token keys from ${url}: ${reason}`);
    }
    const keys = new Map<string, PublicKey>();
    try {
      if (body && typeof body === 'object' && Array.isArray((body as { keys?: unknown }).keys)) {
        for (const jwk of (body as { keys: JWK[] }).keys) {
          if (jwk.kid) keys.set(jwk.kid, (await importJWK(jwk, 'RS256')) as PublicKey);
        }
      } else {
        for (const [kid, pem] of Object.entries(body as Record<string, string>)) {
          keys.set(kid, await importX509(pem, 'RS256'));
        }
      }
    } catch (error) {
      throw new UpstreamError(`the ID token keys from ${url} are unreadable: ${String(error)}`);
    }
    cached = { keys, expiresAt: now() + maxAge };
    return keys;
  }

  return {
    current(): Promise<Map<string, PublicKey>> {
      if (cached && cached.expiresAt > now()) return Promise.resolve(cached.keys);
      fetching ??= fetchKeys().finally(() => (fetching = undefined));
      return fetching;
    },
  };
}
