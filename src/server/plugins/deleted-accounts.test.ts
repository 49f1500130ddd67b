import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createTestApp,
  dbKind,
  describeWithDb,
  signInTestUser,
  type TestContext,
} from '../../test/server/test-app.ts';
import { storeDeletion } from './deleted-accounts.ts';

/**
 * A deletion made by another instance is known to this one only through the shared store
 * (docs/decisions/070-hardening.md): the old token must be refused for reads as well as writes.
 */
describeWithDb(`a deleted account seen from another instance (${dbKind})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('refuses the old token for reads and writes once the shared store says so', async () => {
    const user = await signInTestUser();
    const call = (method: 'GET' | 'POST', url: string) =>
      ctx.app.inject({
        method,
        url,
        headers: user.headers,
        ...(method === 'POST' ? { payload: { title: 'After the deletion' } } : {}),
      });
    expect((await call('GET', '/api/outcomes')).statusCode).toBe(200);

    // As the instance that deleted the account writes it; this one never saw the deletion.
    await storeDeletion(ctx.database.db, user.uid);

    expect((await call('GET', '/api/outcomes')).statusCode).toBe(401);
    expect((await call('GET', '/api/users/me')).statusCode).toBe(401);
    expect((await call('POST', '/api/goals')).statusCode).toBe(401);
  });
});
