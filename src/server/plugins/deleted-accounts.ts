import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';
import type { VerifiedIdentity } from './id-token-verifier.ts';
import { isWrite, type WriteBudget } from './security.ts';
import { rateLimitKey, windowEnd } from './shared-rate-limit-store.ts';

/**
 * Tokens of a deleted account stop working at once (docs/decisions/070-hardening.md): the
 * deletion is remembered in the store the write budget uses, so every instance on the same
 * database sees it, for longer than an ID token lives (an hour) plus the clocks' tolerance.
 */
const DELETED_ACCOUNT = 'deleted-account';
export const REMEMBER_DELETION_SECONDS = 60 * 60 + 5 * 60;

/** Deletions made through this process, by uid: epoch ms, known without a query. */
const deletedHere = new Map<string, number>();

/** Remembers a deletion made through this process, here and in the shared store. */
export async function rememberDeletion(db: Pick<Db, 'insert'>, uid: string) {
  deletedHere.set(uid, Date.now());
  for (const [known, at] of deletedHere) {
    if (at < Date.now() - REMEMBER_DELETION_SECONDS * 1000) deletedHere.delete(known);
  }
  await storeDeletion(db, uid);
}

/**
 * The row that says "deleted at", which every instance reads: its window ends
 * REMEMBER_DELETION_SECONDS after the deletion.
 */
export async function storeDeletion(db: Pick<Db, 'insert'>, uid: string) {
  const endsAt = sql`now() + make_interval(secs => ${REMEMBER_DELETION_SECONDS})`;
  await db
    .insert(rateLimitHits)
    .values({ key: rateLimitKey(DELETED_ACCOUNT, uid), hits: 1, windowEndsAt: endsAt })
    .onConflictDoUpdate({ target: rateLimitHits.key, set: { hits: 1, windowEndsAt: endsAt } });
}

/** The key under which the shared store remembers the deletion of `uid`'s account. */
export const deletionKey = (uid: string) => rateLimitKey(DELETED_ACCOUNT, uid);

/** `iat` counts whole seconds, so a token from the very second of the deletion counts as older. */
const issuedBefore = (identity: VerifiedIdentity, deletedMs: number) =>
  (identity.issuedAt ?? 0) <= Math.floor(deletedMs / 1000) * 1000;

/**
 * True when the shared store's deletion window (its end in epoch ms, as read with
 * deletionKey(uid); null when it has none open) says the account was deleted after the token was
 * issued.
 */
export const deletedAfterIssue = (identity: VerifiedIdentity, windowEndsAtMs: number | null) =>
  windowEndsAtMs !== null &&
  issuedBefore(identity, windowEndsAtMs - REMEMBER_DELETION_SECONDS * 1000);

/** True when this process itself deleted the account after the token was issued. */
function deletedHereAfterIssue(identity: VerifiedIdentity) {
  const here = deletedHere.get(identity.uid);
  return here !== undefined && issuedBefore(identity, here);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's first statement reads the caller's deletion window itself (deletionKey) and
     * refuses a deleted account's token, so the sign-in check does not look it up again.
     */
    readsDeletion?: boolean;
  }
}

/**
 * The sign-in check's question (auth.ts): was the caller's account deleted after the token was
 * issued? A deletion made through this instance is known without a query; another instance's
 * is read from the shared store on every call, reads included (docs/decisions/070-hardening.md),
 * in the same round trip as a statement the request runs anyway where there is one
 * (docs/decisions/181-a-lean-request-path.md): a write's budget, or the route's own read.
 */
export function deletedSinceIssued(db: Db, writes: WriteBudget) {
  // Answers at once, without a promise, when no query is needed (docs/decisions/235).
  return (identity: VerifiedIdentity, request: FastifyRequest): boolean | Promise<boolean> => {
    if (deletedHereAfterIssue(identity)) return true;
    if (request.routeOptions.config.readsDeletion) return false;
    const key = deletionKey(identity.uid);
    const windowEndsAt = isWrite(request)
      ? writes.spend(request, identity.uid, key)
      : windowEnd(db, key);
    return windowEndsAt.then((end) => deletedAfterIssue(identity, end));
  };
}
