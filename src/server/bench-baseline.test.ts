import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Outcomes } from '#shared/schemas';
import { benchPlanSql, BENCH_USER_SQL } from '#scripts/lib/bench-plans.ts';
import {
  baselineStatements as statements,
  windows,
  type Statement,
} from '#scripts/lib/bench-baseline-statements.ts';
import {
  createTestApp,
  describeWithDb,
  signInTestUser,
  type TestContext,
  type TestUser,
} from '../test/server/test-app.ts';

/**
 * The bench's API ratio is only honest while its baseline runs what the app runs
 * (docs/decisions/185-a-bench-on-a-database-in-use.md): this records the statements the app sends
 * to PostgreSQL for each measured call, on a plan made by the bench's very SQL (a measured goal,
 * a daily repeat whose check-ins reach before every window), and compares them, text, values and
 * whether they go prepared, with the baseline's: in order where the app sends one after the other, as a set where it sends
 * them together. PostgreSQL only: that is where the statements are recorded (node-postgres).
 */
describeWithDb('the bench baseline runs the app’s statements (postgres)', () => {
  let context: TestContext;
  let user: TestUser;
  /** The bench user's first tactic (the PATCH's), only outcome, daily repeat, measured goal. */
  let tactic: string;
  let outcome: string;
  let daily: string;
  let measured: string;
  const today = new Date().toISOString().slice(0, 10);

  /** The rows a statement answers, as the baseline reads them. */
  const rowsOf = async ({ text, values }: Statement) =>
    (
      await (context.database.db as unknown as { $client: pg.Pool }).$client.query<unknown[]>({
        text,
        values,
        rowMode: 'array',
      })
    ).rows;
  const idsOf = (rows: unknown[][], column = 0) =>
    rows.flatMap((row) => (row[column] ? [row[column] as string] : []));

  beforeAll(async () => {
    context = await createTestApp();
    user = await signInTestUser('Bench Yardstick');
    for (const statement of benchPlanSql(`select '${user.uid}', '${user.email}'`)) {
      await context.database.db.execute(sql.raw(statement));
    }
    const first = async (text: string) =>
      (await rowsOf({ name: '', text, values: [] }))[0] as [string, string, string];
    [, tactic, outcome] = await first(BENCH_USER_SQL);
    [daily] = await first('select id from tactics where repeat is not null');
    [measured] = await first('select id from goals where measure is not null');
    // Each call once before recording, so that nothing done only on a first call is counted.
    for (const url of reads()) await sent('GET', url);
    await sent('PATCH', `/api/tactics/${tactic}`, { completed: true });
  });
  afterAll(() => context?.close());

  const reads = () => [
    '/api/outcomes',
    '/api/outcomes?include=list',
    `/api/outcomes?include=today&today=${today}`,
    `/api/outcomes?include=review&today=${today}`,
    `/api/outcomes/${outcome}?checkIns=recent`,
    `/api/outcomes/${outcome}`,
  ];

  /** The statements one call sends, in order: text and values, as node-postgres receives them. */
  async function sent(method: 'GET' | 'PATCH', url: string, body?: unknown) {
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const response = await context.app.inject({
        method,
        url,
        headers: { ...user.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { payload: JSON.stringify(body) } : {}),
      });
      expect(response.statusCode).toBe(200);
      // Drizzle passes the values as the second argument, the baseline inside the first.
      const statements = query.mock.calls.map(([config, values]) => {
        const { name, text, values: inConfig } = config as unknown as Statement;
        return recorded({ name, text, values: inConfig ?? (values as unknown[]) });
      });
      return { statements, body: response.json<unknown>() };
    } finally {
      query.mockRestore();
    }
  }
  /** A statement's text and values, and whether it goes prepared (by name) or not. */
  const recorded = ({ name, text, values }: Statement) => ({ text, values, prepared: !!name });
  const sorted = (list: Array<ReturnType<typeof recorded>>) =>
    list.map((entry) => JSON.stringify(entry)).sort();

  /**
   * `url` sends `inOrder` one after the other, then `together` in any order (statements sent
   * concurrently).
   */
  async function expectSent(url: string, inOrder: Statement[], together: Statement[] = []) {
    const { statements: sentOnes, body } = await sent('GET', url);
    expect(sentOnes.slice(0, inOrder.length)).toEqual(inOrder.map(recorded));
    expect(sorted(sentOnes.slice(inOrder.length))).toEqual(sorted(together.map(recorded)));
    return body;
  }
  /** The check-ins of `ids` from `since`, and the daily repeat's run before (its repeat first). */
  const checkInsWithRun = (ids: string[], since: string, earlier: 'rows' | 'dates') => [
    statements.checkIns(ids, since),
    statements.reaching([daily]),
    earlier === 'rows'
      ? statements.earlierCheckIns([daily], since)
      : statements.earlierDates([daily], since),
    statements.measurements([measured]),
  ];

  it('GET /api/outcomes: the outcome list and the active plan, then its check-ins and values', async () => {
    const plan = await rowsOf(statements.plan(user.uid));
    const body = await expectSent(
      reads()[0]!,
      [],
      [
        statements.outcomeList(user.uid),
        statements.plan(user.uid),
        ...checkInsWithRun(idsOf(plan, 7), windows.recent(), 'rows'),
      ],
    );
    expect((body as Outcomes).goals[0]?.tactics[0]?.id).toBe(tactic);
  });

  it('GET /api/outcomes?include=list: the outcomes with their counts, and the deletion window', async () => {
    await expectSent(
      reads()[1]!,
      [],
      [statements.deletionWindow(user.uid), statements.outcomeCounts(user.uid)],
    );
  });

  it('GET /api/outcomes?include=today: every statement together, each once what it needs is known', async () => {
    const candidates = await rowsOf(statements.todayCandidates(user.uid, today));
    expect(candidates).toHaveLength(2);
    await expectSent(
      reads()[2]!,
      [],
      [
        statements.weekStart(user.uid),
        statements.outcomeList(user.uid),
        statements.activeGoals(user.uid),
        statements.todayCandidates(user.uid, today),
        statements.todayPerGoal(user.uid),
        statements.todayCheckInCounts(user.uid, today, 'monday'),
        statements.todayCompletions(user.uid, today, 'monday'),
        ...checkInsWithRun(idsOf(candidates), windows.today(today, 'monday'), 'dates'),
      ],
    );
  });

  it('GET /api/outcomes?include=review: one statement after the other, then the check-ins', async () => {
    const rows = await rowsOf(statements.reviewTactics(user.uid, today, 'monday'));
    await expectSent(
      reads()[3]!,
      [
        statements.weekStart(user.uid),
        statements.outcomeList(user.uid),
        statements.activeGoals(user.uid),
        statements.reviewTactics(user.uid, today, 'monday'),
        statements.reviewSums(user.uid),
      ],
      checkInsWithRun(idsOf(rows), windows.review(today, 'monday'), 'dates'),
    );
  });

  it.each([
    ['with 8 weeks of check-ins (the current outcome)', true],
    ['with every check-in', false],
  ] as const)('GET /api/outcomes/{id} %s', async (_name, recent) => {
    const rows = await rowsOf(statements.outcomeRows(outcome));
    const first = [
      statements.deletionWindow(user.uid),
      statements.outcome(user.uid, outcome),
      statements.outcomeRows(outcome),
    ];
    await expectSent(
      reads()[recent ? 4 : 5]!,
      recent ? [...first, statements.weekStart(user.uid)] : first,
      recent
        ? checkInsWithRun(idsOf(rows, 7), windows.current('monday'), 'dates')
        : [statements.allCheckIns(idsOf(rows, 7)), statements.measurements([measured])],
    );
  });

  it.each([
    ['marks a tactic done', true, statements.markDone],
    ['reopens it', false, statements.reopen],
  ] as const)(
    'PATCH /api/tactics/{id} that %s: the write budget, the update, its check-ins',
    async (_name, completed, update) => {
      const { statements: sentOnes } = await sent('PATCH', `/api/tactics/${tactic}`, {
        completed,
      });
      expect(sentOnes).toEqual(
        [
          statements.writeBudget(user.uid),
          update(user.uid, tactic),
          statements.checkIns([tactic], windows.recent()),
        ].map(recorded),
      );
    },
  );
});
