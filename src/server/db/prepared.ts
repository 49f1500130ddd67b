import type { Db } from './client.ts';

/**
 * A statement that shared code (not a repository, which prepares in its constructor) runs on
 * every call: prepared on first use, once per database.
 */
export function preparedOncePerDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) prepared.set(db, (statement = prepare(db)));
    return statement;
  };
}

/**
 * A prepared select whose `execute` resolves to the driver's rows in array mode (one array per
 * row, the columns in the order selected), without Drizzle's mapping of each column of each row:
 * for a hot read that maps its rows itself (docs/decisions/181-a-lean-request-path.md).
 * Drizzle's prepared queries (node-postgres and PGlite alike) hand their rows to a
 * `customResultMapper` when one is set; that one internal is what this relies on, and the plan's
 * tests on both databases fail if it changes. Values arrive as the driver parses them:
 * timestamps as strings, jsonb parsed or not depending on the driver.
 */
export function rawRows(prepared: object): {
  execute(values: Record<string, unknown>): Promise<unknown[][]>;
} {
  const query = prepared as { customResultMapper?: (rows: unknown[][]) => unknown };
  query.customResultMapper = (rows) => rows;
  return prepared as { execute(values: Record<string, unknown>): Promise<unknown[][]> };
}

/**
 * A jsonb value of a row read by `rawRows`: node-postgres hands it over parsed, PGlite as text.
 */
export const jsonColumn = <T>(value: unknown) =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;
