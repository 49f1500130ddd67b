import { DrizzleQueryError, fillPlaceholders, is, Param, Placeholder } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
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

/** What a row-reading statement offers: its rows in array mode, given its placeholders' values. */
export interface RawRows {
  execute(values: Record<string, unknown>): Promise<unknown[][]>;
}

/**
 * A prepared statement whose `execute` resolves to the driver's rows in array mode (one array per
 * row, the columns in the order selected or returned), without Drizzle's mapping of each column
 * of each row: for a hot statement that maps its rows itself
 * (docs/decisions/181-a-lean-request-path.md). Drizzle's prepared queries (node-postgres and
 * PGlite alike) hand their rows to a `customResultMapper` when one is set; that one internal is
 * what this relies on, and the plan's tests on both databases fail if it changes. Values arrive
 * as the driver parses them: timestamps as strings, jsonb parsed or not depending on the driver.
 *
 * On node-postgres the statement also skips Drizzle's `execute`, whose tracing spans, cache
 * check and nested promises run on every call: it sends the very query Drizzle prepared (name,
 * text, array mode, its type parsers) to the client it was prepared on (the pool, or a
 * transaction's connection), and fails with the same DrizzleQueryError
 * (docs/decisions/233-hot-statements-sent-directly.md).
 */
export function rawRows(prepared: object): RawRows {
  const query = prepared as { customResultMapper?: (rows: unknown[][]) => unknown };
  query.customResultMapper = (rows) => rows;
  if (!is(prepared, NodePgPreparedQuery)) return prepared as RawRows;
  const { client, queryConfig, params } = prepared as unknown as NodePgStatement;
  // node-postgres copies every call's config through its own property descriptors before reading
  // it, a slow generic path; a config whose fields sit on its prototype is copied for almost
  // nothing and read the same. Its type parsers are looked up once per column type, where
  // Drizzle's answer makes a new function for each column of each call (docs/decisions/233's
  // second addendum).
  const withParsers = Object.create(queryConfig) as NodePgStatement['queryConfig'];
  withParsers.types = parsersOnce(queryConfig.types);
  const config = Object.create(withParsers) as object;
  const fill = placeholderFiller(params);
  return {
    async execute(values) {
      const filled = fill(values);
      try {
        return (await client.query(config, filled)).rows;
      } catch (error) {
        throw new DrizzleQueryError(queryConfig.text, filled, error as Error);
      }
    },
  };
}

/**
 * Drizzle's `fillPlaceholders` for one statement, with the question "what is each parameter?"
 * answered once instead of on every call: a placeholder is filled from `values`, a constant sent
 * as it is, and a placeholder its column encodes goes through Drizzle's own.
 */
function placeholderFiller(params: unknown[]): (values: Record<string, unknown>) => unknown[] {
  const fillers = params.map((param): ((values: Record<string, unknown>) => unknown) => {
    if (is(param, Placeholder)) {
      const { name } = param;
      return (values) => {
        if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
        return values[name];
      };
    }
    if (is(param, Param) && is(param.value, Placeholder)) {
      return (values) => fillPlaceholders([param], values)[0];
    }
    return () => param;
  });
  return (values) => fillers.map((fill) => fill(values));
}

interface TypeParsers {
  getTypeParser(typeId: number, format?: string): unknown;
}

/** The same parsers as `types`, each asked for once per column type and format. */
function parsersOnce(types: TypeParsers): TypeParsers {
  const known = new Map<number, unknown>();
  return {
    getTypeParser(typeId, format = 'text') {
      const key = format === 'binary' ? -typeId - 1 : typeId;
      let parser = known.get(key);
      if (parser === undefined) known.set(key, (parser = types.getTypeParser(typeId, format)));
      return parser;
    },
  };
}

/** The parts of Drizzle's node-postgres prepared query that sending it needs. */
interface NodePgStatement {
  client: { query(config: object, values: unknown[]): Promise<{ rows: unknown[][] }> };
  queryConfig: { text: string; types: TypeParsers };
  params: unknown[];
}

/**
 * A jsonb value of a row read by `rawRows`: node-postgres hands it over parsed, PGlite as text.
 */
export const jsonColumn = <T>(value: unknown) =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;
