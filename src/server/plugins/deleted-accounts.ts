import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedOncePerDatabase } from '../db/prepared.ts';
import { rateLimitHits } from '../db/schema.ts';
import type { VerifiedIdentity } from './id-token-verifier.ts';
import { rateLimitKey } from './shared-rate-limit-store.ts';

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

const deletedAt = preparedOncePerDatabase((db) =>
  db
    .select({
      ms: sql<number>`(extract(epoch from ${rateLimitHits.windowEndsAt}) - ${REMEMBER_DELETION_SECONDS}) * 1000`,
    })
    .from(rateLimitHits)
    .where(
      sql`${eq(rateLimitHits.key, sql.placeholder('key'))} and ${rateLimitHits.windowEndsAt} > now()`,
    )
    .prepare('deleted_account_at'),
);

/** `iat` counts whole seconds, so a token from the very second of the deletion counts as older. */
const issuedBefore = (identity: VerifiedIdentity, deletedMs: number) =>
  (identity.issuedAt ?? 0) <= Math.floor(deletedMs / 1000) * 1000;

/**
 * True when the caller's account was deleted after the token was issued. A deletion made through
 * this instance is known without a query; another instance's deletion is looked up in the shared
 * store, on every call, reads included (docs/decisions/070-hardening.md).
 */
export function deletedSinceIssued(db: Db) {
  return async (identity: VerifiedIdentity): Promise<boolean> => {
    const here = deletedHere.get(identity.uid);
    if (here !== undefined && issuedBefore(identity, here)) return true;
    const [row] = await deletedAt(db).execute({ key: rateLimitKey(DELETED_ACCOUNT, identity.uid) });
    return row !== undefined && issuedBefore(identity, Number(row.ms));
  };
}
