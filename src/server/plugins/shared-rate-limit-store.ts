import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedOncePerDatabase } from '../db/prepared.ts';
import { rateLimitHits } from '../db/schema.ts';

type Incremented = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The stored key of one budget: the namespace ('writes') and the caller's key (the uid). */
export const rateLimitKey = (namespace: string, key: string) => `${namespace}:${key}`;

/**
 * One upsert per counted request: a new window starts at 1, otherwise the count goes up by one,
 * atomically under the row's lock. Every counted write runs it.
 */
const countHit = preparedOncePerDatabase((db) => {
  const windowEnd = sql`now() + make_interval(secs => ${sql.placeholder('seconds')}::float8)`;
  const expired = sql`${rateLimitHits.windowEndsAt} <= now()`;
  return db
    .insert(rateLimitHits)
    .values({ key: sql.placeholder('key'), hits: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
        windowEndsAt: sql`case when ${expired} then ${windowEnd} else ${rateLimitHits.windowEndsAt} end`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      ttlMs: sql<number>`ceil(extract(epoch from ${rateLimitHits.windowEndsAt} - now()) * 1000)::int`,
    })
    .prepare('rate_limit_hit');
});

/** Counts one request against a budget; resolves to the count in the window and ms left in it. */
export async function countInWindow(db: Db, namespace: string, key: string, windowMs: number) {
  const [row] = await countHit(db).execute({
    key: rateLimitKey(namespace, key),
    seconds: windowMs / 1000,
  });
  return { current: Number(row!.hits), ttl: Math.max(0, Number(row!.ttlMs)) };
}

/**
 * A store for @fastify/rate-limit that counts in the database, so every instance on one
 * PostgreSQL spends the same budget per user (docs/decisions/033-shared-rate-limits.md).
 */
export function sharedRateLimitStore(db: Db, namespace: string) {
  return class SharedRateLimitStore {
    private readonly windowMs: number;

    constructor(options: { timeWindow?: number | string }) {
      this.windowMs = typeof options.timeWindow === 'number' ? options.timeWindow : 60_000;
    }

    incr(key: string, callback: Incremented, timeWindow?: number) {
      countInWindow(db, namespace, key, timeWindow ?? this.windowMs).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    child() {
      return this;
    }
  };
}
