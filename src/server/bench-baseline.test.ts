import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Outcomes, Tactic } from '#shared/schemas';
import { baselineStatements, type Statement } from '#scripts/lib/bench-baseline-statements.ts';
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
 * to PostgreSQL for the two measured calls and compares them, text and values, with the
 * baseline's. PostgreSQL only: that is where the statements are recorded (node-postgres).
 */
describeWithDb('the bench baseline runs the app’s statements (postgres)', () => {
  let context: TestContext;
  let user: TestUser;
  let tactic: Tactic;

  beforeAll(async () => {
    context = await createTestApp();
    user = await signInTestUser('Bench Yardstick');
    const write = async (method: 'POST', url: string, body: unknown) =>
      (
        await context.app.inject({
          method,
          url,
          headers: { ...user.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        })
      ).json<{ id: string }>();
    const goal = await write('POST', '/api/goals', { title: 'Run a marathon' });
    tactic = (await write('POST', '/api/tactics', { goalId: goal.id, title: 'Run' })) as Tactic;
    // Each call once before recording, so that nothing done only on a first call is counted.
    await sent('GET', '/api/outcomes');
    await sent('PATCH', `/api/tactics/${tactic.id}`, { completed: true });
  });
  afterAll(() => context?.close());

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
      const statements = query.mock.calls.map(([config, values]) => ({
        text: (config as unknown as Statement).text,
        values: (config as unknown as Statement).values ?? values,
      }));
      return { statements, body: response.json<unknown>() };
    } finally {
      query.mockRestore();
    }
  }
  const withoutName = ({ text, values }: Statement) => ({ text, values });

  it('GET /api/outcomes: the outcome list, the active plan and its check-ins', async () => {
    const { statements, body } = await sent('GET', '/api/outcomes');
    expect((body as Outcomes).goals[0]?.tactics[0]?.id).toBe(tactic.id);
    expect(statements).toEqual(
      [
        baselineStatements.outcomeList(user.uid),
        baselineStatements.plan(user.uid),
        baselineStatements.checkIns([tactic.id]),
      ].map(withoutName),
    );
  });

  it.each([
    ['marks a tactic done', true, baselineStatements.markDone],
    ['reopens it', false, baselineStatements.reopen],
  ] as const)(
    'PATCH /api/tactics/{id} that %s: the write budget, the update, its check-ins',
    async (_name, completed, update) => {
      const { statements } = await sent('PATCH', `/api/tactics/${tactic.id}`, { completed });
      expect(statements).toEqual(
        [
          baselineStatements.writeBudget(user.uid),
          update(user.uid, tactic.id),
          baselineStatements.checkIns([tactic.id]),
        ].map(withoutName),
      );
    },
  );
});
