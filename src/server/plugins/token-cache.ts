import { hash } from 'node:crypto';
import type { IdTokenVerifier, VerifiedIdentity } from './id-token-verifier.ts';

export interface TokenCacheOptions {
  /**
   * Most tokens remembered at once. The oldest is forgotten first, unless it was used since it
   * was last passed over: then it is passed over again (approximately least recently used).
   */
  maxEntries?: number;
  /** Longest a verification is trusted, even when the token lives longer. */
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry {
  identity: Promise<VerifiedIdentity>;
  /** The same identity once verified, for answers that need no promise. */
  verified?: VerifiedIdentity;
  /** Epoch ms after which the entry must not answer; Infinity while still being verified. */
  validUntil: number;
  /** Used since eviction last passed over it (or since it was added). */
  usedSincePassed: boolean;
}

/** A verifier that also answers, without waiting, for tokens it has verified before. */
export interface CachedVerifier extends IdTokenVerifier {
  /**
   * The identity of a token verified before and still trusted, or undefined (then call
   * `verify`). `connection` (the request's socket) remembers the last token it presented, so a
   * client sending the same token again on the same connection is answered without hashing it.
   */
  known(idToken: string, connection: object): VerifiedIdentity | undefined;
}

/**
 * Remembers verified ID tokens, so a signed-in user's calls do not pay for a signature check
 * (or, in local mode, an Auth emulator round trip) on every request. An entry never outlives
 * its token's `exp`, nor `maxAgeMs`. Tokens are keyed by their SHA-256, so the cache holds no
 * usable credential beyond what open connections carry anyway. Concurrent checks of one token share one verification; refusals are not
 * remembered, so a bad token costs its caller a real check every time.
 */
export function cacheVerifiedTokens(
  verifier: IdTokenVerifier,
  { maxEntries = 5_000, maxAgeMs = 5 * 60_000, now = Date.now }: TokenCacheOptions = {},
): CachedVerifier {
  const entries = new Map<string, Entry>();
  // docs/decisions/235-a-trusted-token-without-a-promise.md: the last token each connection
  // presented, with its entry. It lives no longer than the connection, which carries that token
  // on every request anyway; an entry forgotten by the map above still ends at its validUntil.
  const lastOnConnection = new WeakMap<object, { idToken: string; entry: Entry }>();

  const trusted = (entry: Entry | undefined) =>
    entry?.verified !== undefined && now() < entry.validUntil ? entry.verified : undefined;

  // A hit only sets a flag: moving it to the end of the map on every request would keep each
  // request's key string and the map's rebuilt tables past young collections
  // (docs/decisions/237).
  const markUsed = (entry: Entry) => {
    entry.usedSincePassed = true;
  };

  // Map order is insertion order. Over the limit, the oldest entry goes, or, when it was used
  // since it was last passed over, it moves to the end and the next oldest is considered (the
  // entry just added too, so that a full cache of used entries forgets one of them instead).
  const remember = (key: string, entry: Entry) => {
    entries.set(key, entry);
    while (entries.size > maxEntries) {
      const [oldestKey, oldest] = entries.entries().next().value!;
      entries.delete(oldestKey);
      if (oldest.usedSincePassed || oldestKey === key) {
        oldest.usedSincePassed = false;
        entries.set(oldestKey, oldest);
      }
    }
  };

  return {
    known(idToken, connection) {
      const last = lastOnConnection.get(connection);
      if (last?.idToken === idToken) return trusted(last.entry);
      const key = hash('sha256', idToken, 'base64url');
      const entry = entries.get(key);
      const identity = trusted(entry);
      if (!identity) return undefined;
      markUsed(entry!);
      lastOnConnection.set(connection, { idToken, entry: entry! });
      return identity;
    },
    verify(idToken) {
      const key = hash('sha256', idToken, 'base64url');
      const cached = entries.get(key);
      if (cached) {
        if (now() < cached.validUntil) {
          markUsed(cached);
          return cached.identity;
        }
        entries.delete(key);
      }
      const entry: Entry = {
        identity: verifier.verify(idToken),
        validUntil: Infinity,
        usedSincePassed: false,
      };
      remember(key, entry);
      entry.identity.then(
        (identity) => {
          const until = Math.min(identity.expiresAt ?? 0, now() + maxAgeMs);
          if (until > now() && entries.get(key) === entry) {
            entry.verified = identity;
            entry.validUntil = until;
          } else if (entries.get(key) === entry) entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.identity;
    },
  };
}
