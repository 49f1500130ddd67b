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
