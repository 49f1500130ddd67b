/**
 * A caller that leaves while its answer is being compressed (a page navigated away, a query
 * cancelled) is no error of ours: nothing is logged at error level, and the server goes on.
 */
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  addLongGoals,
  createTestApp,
  dbKind,
  describeWithDb,
  signInTestUser,
  type TestContext,
  type TestUser,
} from '#test/server/test-app.ts';

describeWithDb(`an answer its caller no longer waits for (${dbKind})`, () => {
  const lines: Array<{ level: number; msg: string }> = [];
  let ctx: TestContext;
  let user: TestUser;
  let port: number;

  beforeAll(async () => {
    ctx = await createTestApp({
      logger: {
        level: 'info',
        stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
      },
    });
    user = await signInTestUser();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: user.headers,
      payload: { email: user.email, displayName: null },
    });
    await addLongGoals(ctx.app, user, 0, 40);
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => ctx.close());

  it('logs no error when the caller goes away before its compressed answer is sent', async () => {
    // The caller leaves at a different moment each time, so that some leave while the answer is
    // being compressed.
    for (let delayMs = 0; delayMs < 20; delayMs++) {
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.end(
            [
              'GET /api/outcomes HTTP/1.1',
              'Host: 127.0.0.1',
              `Authorization: ${user.headers.authorization}`,
              `Firebase-Id: ${user.headers['firebase-id']}`,
              'Accept-Encoding: br',
              '',
              '',
            ].join('\r\n'),
          );
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, delayMs);
        });
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // A browser that navigates away, or a query cancelled on unmount, is not a server error.
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    // And the server still answers, compressed, the caller that stays.
    const answer = await fetch(`http://127.0.0.1:${port}/api/outcomes`, {
      headers: { ...user.headers, 'accept-encoding': 'br' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(((await answer.json()) as { goals: unknown[] }).goals).toHaveLength(40);
  });
});
