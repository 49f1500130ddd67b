import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, dbKind, describeWithDb } from '#test/server/test-app.ts';
import { outcomesRepository } from '../modules/plan/outcomes.repository.ts';
import { deletionKey } from '../plugins/deleted-accounts.ts';
import { migrationsFolder, type Database } from './client.ts';
import { checkIns, goals, outcomes, tactics, users } from './schema.ts';

describeWithDb(`committed migrations (${dbKind})`, () => {
  let database: Database & { dropped: () => Promise<void> };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    await database.dropped();
  });

  it.each([users, outcomes, goals, tactics, checkIns] as PgTable[])(
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

/** A copy of the migrations folder that ends just before the migration tagged `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'momentum-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describeWithDb(`the outcomes migration keeps every plan (${dbKind})`, () => {
  let database: Database & { dropped: () => Promise<void> };
  const run = async (query: ReturnType<typeof sql>) => {
    const result: unknown = await database.db.execute(query);
    return (result as { rows: Array<Record<string, unknown>> }).rows;
  };
  beforeAll(async () => {
    database = await createTestDatabase({ migrated: false });
    await database.migrate(migrationsBefore('0003_outcomes'));
  });
  afterAll(async () => {
    await database.close();
    await database.dropped();
  });

  it('moves each user’s goals, in order, into one active outcome "My plan", losing nothing', async () => {
    // Two users with plans and one without, written as the previous schema had them.
    await run(sql`insert into users (id, firebase_uid, email, created_at) values
      ('00000000-0000-4000-8000-00000000000a', 'uid-a', 'a@example.com', '2026-01-01T08:00:00Z'),
      ('00000000-0000-4000-8000-00000000000b', 'uid-b', 'b@example.com', '2026-02-01T08:00:00Z'),
      ('00000000-0000-4000-8000-00000000000c', 'uid-c', 'c@example.com', '2026-03-01T08:00:00Z')`);
    await run(sql`insert into goals (id, user_id, title, position, created_at) values
      ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-00000000000a', 'Sleep 8 hours', 0, '2026-01-02T08:00:00Z'),
      ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-00000000000a', 'Run a 10k', 1, '2026-01-03T08:00:00Z'),
      ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-00000000000b', 'Save money', 0, '2026-02-02T08:00:00Z')`);
    await run(sql`insert into tactics (id, goal_id, title, position, effort, impact, completed, completed_at, repeat, repeat_set_at) values
      ('00000000-0000-4000-8000-000000000a11', '00000000-0000-4000-8000-0000000000a1', 'Dark room', 0, 2, 5, true, '2026-01-05T08:00:00Z', null, null),
      ('00000000-0000-4000-8000-000000000a21', '00000000-0000-4000-8000-0000000000a2', 'Jog', 0, 3, 4, false, null, '{"frequency":"daily"}', '2026-01-04T08:00:00Z'),
      ('00000000-0000-4000-8000-000000000b11', '00000000-0000-4000-8000-0000000000b1', 'Cook at home', 0, null, null, false, null, null, null)`);
    await run(sql`insert into check_ins (tactic_id, date) values
      ('00000000-0000-4000-8000-000000000a21', '2026-01-04'),
      ('00000000-0000-4000-8000-000000000a21', '2026-01-05')`);
    const tacticsBefore = await run(sql`select * from tactics order by id`);
    const checkInsBefore = await run(sql`select * from check_ins order by tactic_id, date`);

    await database.migrate();

    const outcomeRows = await run(sql`select user_id, title, status, position,
      status_changed_at = users.created_at as since_signup from outcomes
      join users on users.id = outcomes.user_id order by users.email`);
    expect(outcomeRows).toEqual(
      ['a', 'b', 'c'].map((letter) => ({
        user_id: `00000000-0000-4000-8000-00000000000${letter}`,
        title: 'My plan',
        status: 'active',
        position: 0,
        since_signup: true,
      })),
    );
    const goalRows = await run(sql`select goals.id, outcomes.user_id, goals.title, goals.position,
      goals.status, goals.target_date, goals.status_changed_at = goals.created_at as since_created
      from goals join outcomes on outcomes.id = goals.outcome_id order by goals.id`);
    expect(goalRows).toEqual(
      [
        ['a1', 'a', 'Sleep 8 hours', 0],
        ['a2', 'a', 'Run a 10k', 1],
        ['b1', 'b', 'Save money', 0],
      ].map(([goal, user, title, position]) => ({
        id: `00000000-0000-4000-8000-0000000000${goal}`,
        user_id: `00000000-0000-4000-8000-00000000000${user}`,
        title,
        position,
        status: 'active',
        target_date: null,
        since_created: true,
      })),
    );
    // Later migrations add columns with empty defaults (steps, notes, a reminder time, pauses,
    // a snooze):
    // every earlier one is kept.
    expect(await run(sql`select * from tactics order by id`)).toEqual(
      tacticsBefore.map((row) => ({
        ...row,
        steps: [],
        completion_note: null,
        remind_at: null,
        pauses: [],
        snooze: null,
      })),
    );
    expect(await run(sql`select * from check_ins order by tactic_id, date`)).toEqual(
      checkInsBefore.map((row) => ({ ...row, note: null })),
    );

    // The migrated plan reads through the app's own code, and the title is editable.
    const caller = { uid: 'uid-a' };
    const { plan } = await outcomesRepository(database.db).overview(
      caller,
      deletionKey(caller.uid),
    );
    expect(plan.goals.map((goal) => [goal.title, goal.tactics.map((t) => t.title)])).toEqual([
      ['Sleep 8 hours', ['Dark room']],
      ['Run a 10k', ['Jog']],
    ]);
    const renamed = await outcomesRepository(database.db).update(caller, plan.outcomes[0]!.id, {
      title: 'Feel rested',
    });
    expect(renamed).toMatchObject({ title: 'Feel rested', status: 'active' });
  });
});
