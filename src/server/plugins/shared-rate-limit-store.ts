import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

type Incremented = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that counts in the database, so every instance on one
 * PostgreSQL spends the same budget per user (docs/decisions/033-shared-rate-limits.md). One
 * upsert per counted request: a new window starts at 1, otherwise the count goes up by one,
 * atomically under the row's lock.
 */
/** The stored key of one budget: the namespace ('writes') and the caller's key (the uid). */
export const rateLimitKey = (namespace: string, key: string) => `${namespace}:${key}`;

export function sharedRateLimitStore(db: Db, namespace: string) {
  return class SharedRateLimitStore {
    private readonly windowMs: number;

    constructor(options: { timeWindow?: number | string }) {
      this.windowMs = typeof options.timeWindow === 'number' ? options.timeWindow : 60_000;
    }

    incr(key: string, callback: Incremented, timeWindow?: number) {
      const id = rateLimitKey(namespace, key);
      const seconds = (timeWindow ?? this.windowMs) / 1000;
      const windowEnd = sql`now() + make_interval(secs => ${seconds})`;
      db.execute<{ hits: number; ttl_ms: number }>(
        sql`insert into rate_limit_hits (key, hits, window_ends_at)
            values (${id}, 1, ${windowEnd})
            on conflict (key) do update set
              hits = case when rate_limit_hits.window_ends_at <= now() then 1
                          else rate_limit_hits.hits + 1 end,
              window_ends_at = case when rate_limit_hits.window_ends_at <= now() then ${windowEnd}
                                    else rate_limit_hits.window_ends_at end
            returning hits, ceil(extract(epoch from window_ends_at - now()) * 1000)::int as ttl_ms`,
      ).then(
        (result) => {
          const row = (result as { rows: Array<{ hits: number; ttl_ms: number }> }).rows[0]!;
          callback(null, { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl_ms)) });
        },
        (error: Error) => callback(error),
      );
    }

    child() {
      return this;
    }
  };
}
