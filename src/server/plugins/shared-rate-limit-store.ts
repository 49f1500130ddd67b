import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedOncePerDatabase, rawRows } from '../db/prepared.ts';
import { rateLimitHits } from '../db/schema.ts';

/** The stored key of one budget: the namespace ('writes') and the caller's key (the uid). */
export const rateLimitKey = (namespace: string, key: string) => `${namespace}:${key}`;

/**
 * When a key's window ends (epoch ms), or null when it has none open: a scalar subquery, for
 * statements that read it in the same round trip as their own rows.
 */
export const windowEndOf = (key: SQL.Aliased | ReturnType<typeof sql.placeholder>) =>
  sql<
    number | null
  >`(select extract(epoch from ${rateLimitHits.windowEndsAt}) * 1000 from ${rateLimitHits} where ${rateLimitHits.key} = ${key} and ${rateLimitHits.windowEndsAt} > now())`;

/**
 * One upsert per counted request: a new window starts at 1, otherwise the count goes up by one,
 * atomically under the row's lock. Every counted write runs it, so its one row,
 * `[hits, ttlMs, otherEndsAtMs]`, is read in array mode
 * (docs/decisions/233-hot-statements-sent-directly.md); `alsoRead` also reads when another key's
 * window ends, in the same round trip.
 */
function countHitStatement(db: Db, name: string, alsoRead: boolean) {
  const windowEnd = sql`now() + make_interval(secs => ${sql.placeholder('seconds')}::float8)`;
  const expired = sql`${rateLimitHits.windowEndsAt} <= now()`;
  const statement = db
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
      otherEndsAtMs: alsoRead ? windowEndOf(sql.placeholder('otherKey')) : sql<null>`null`,
    })
    .prepare(name);
  return rawRows(statement);
}
const countHit = preparedOncePerDatabase((db) => countHitStatement(db, 'rate_limit_hit', false));
const countHitAndRead = preparedOncePerDatabase((db) =>
  countHitStatement(db, 'rate_limit_hit_and_read', true),
);

/**
 * Counts one request against a budget; resolves to the count in the window and ms left in it,
 * and, when `otherKey` is given, when that key's window ends (epoch ms; null when none is open).
 */
export async function countInWindow(
  db: Db,
  namespace: string,
  key: string,
  windowMs: number,
  otherKey?: string,
) {
  const stored = rateLimitKey(namespace, key);
  const seconds = windowMs / 1000;
  // Two literals rather than a spread with one field more (docs/decisions/237).
  const [row] = await (otherKey === undefined
    ? countHit(db).execute({ key: stored, seconds })
    : countHitAndRead(db).execute({ key: stored, seconds, otherKey }));
  const [hits, ttlMs, otherEndsAtMs] = row!;
  return {
    current: Number(hits),
    ttl: Math.max(0, Number(ttlMs)),
    otherEndsAtMs: otherEndsAtMs === null ? null : Number(otherEndsAtMs),
  };
}

// Every read whose own statements do not carry the deletion window runs this one (the sign-in
// check, the outcome list): read in array mode and sent directly, not through Drizzle's execute
// (docs/decisions/233-hot-statements-sent-directly.md, 255).
const windowEndStatement = preparedOncePerDatabase((db) =>
  rawRows(
    db
      .select({ endsAtMs: windowEndOf(sql.placeholder('key')) })
      .from(sql`(values (1)) as one`)
      .prepare('rate_limit_window_end'),
  ),
);

/** When a key's window ends (epoch ms), or null when it has none open; counts nothing. */
export async function windowEnd(db: Db, key: string): Promise<number | null> {
  const [[endsAtMs]] = (await windowEndStatement(db).execute({ key })) as [[unknown]];
  return endsAtMs === null ? null : Number(endsAtMs);
}
