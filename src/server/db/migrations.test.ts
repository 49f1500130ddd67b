import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, dbKind, describeWithDb } from '../../test/server/test-app.ts';
import type { Database } from './client.ts';
import { checkIns, goals, tactics, users } from './schema.ts';

describeWithDb(`committed migrations (${dbKind})`, () => {
  let database: Database & { dropped: () => Promise<void> };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    await database.dropped();
  });

  it.each([users, goals, tactics, checkIns] as PgTable[])(
    'create every column the schema declares',
    async (table) => {
      const config = getTableConfig(table);
      // Both drivers answer raw SQL with `{rows}`.
      const result: unknown = await database.db.execute(
        sql`select column_name, is_nullable from information_schema.columns
          where table_schema = 'public' and table_name = ${config.name}`,
      );
      const { rows } = result as { rows: Array<{ column_name: string; is_nullable: string }> };
      const actual = Object.fromEntries(
        rows.map((row) => [row.column_name, row.is_nullable === 'NO']),
      );
      const expected = Object.fromEntries(
        config.columns.map((column) => [column.name, column.notNull]),
      );
      expect(actual).toEqual(expected);
    },
  );

  it('applies again without changes (a second start reuses the data)', async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });
});
