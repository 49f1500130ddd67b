import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createTestApp,
  dbKind,
  describeWithDb,
  signInTestUser,
  type TestContext,
} from '#test/server/test-app.ts';
import { storeDeletion } from './deleted-accounts.ts';

/**
 * A deletion made by another instance is known to this one only through the shared store
 * (docs/decisions/070-hardening.md): the old token must be refused for reads as well as writes,
 * whichever statement reads the store (docs/decisions/181-a-lean-request-path.md): the plan's
 * own read, a write's budget, or a look-up of its own.
 */
describeWithDb(`a deleted account seen from another instance (${dbKind})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  /** A new user, and their calls with their (soon old) token. */
  const signIn = async () => {
    const user = await signInTestUser();
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
    return { uid: user.uid, call };
  };

  it('refuses the old token for reads and writes once the shared store says so', async () => {
    const { uid, call } = await signIn();
    const goal = (await call('POST', '/api/goals', { title: 'Before the deletion' })).json<{
      id: string;
    }>();
    const tactic = (await call('POST', '/api/tactics', { goalId: goal.id, title: 'Walk' })).json<{
      id: string;
    }>();
    expect((await call('GET', '/api/outcomes')).statusCode).toBe(200);
    expect((await call('PATCH', `/api/tactics/${tactic.id}`, { completed: true })).statusCode).toBe(
      200,
    );

    // As the instance that deleted the account writes it; this one never saw the deletion.
    await storeDeletion(ctx.database.db, uid);

    expect((await call('GET', '/api/outcomes')).statusCode).toBe(401);
    // The outcome list reads the store with a look-up of its own, next to its counts.
    expect((await call('GET', '/api/outcomes?include=list')).statusCode).toBe(401);
    expect((await call('GET', '/api/users/me')).statusCode).toBe(401);
    expect((await call('POST', '/api/goals', { title: 'After the deletion' })).statusCode).toBe(
      401,
    );
    expect(
      (await call('PATCH', `/api/tactics/${tactic.id}`, { completed: false })).statusCode,
    ).toBe(401);
  });

  it('refuses the old token of an account that had no plan yet', async () => {
    const { uid, call } = await signIn();
    expect((await call('GET', '/api/outcomes')).json()).toEqual({ outcomes: [], goals: [] });
    expect((await call('GET', '/api/outcomes?include=list')).json()).toEqual({ outcomes: [] });
    await storeDeletion(ctx.database.db, uid);
    expect((await call('GET', '/api/outcomes')).statusCode).toBe(401);
    expect((await call('GET', '/api/outcomes?include=list')).statusCode).toBe(401);
  });
});
