import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REFUSED_SIGN_INS_PER_MINUTE } from '#shared/limits';
import {
  createTestApp,
  dbKind,
  describeWithDb,
  signInTestUser,
  type TestContext,
  type TestUser,
} from '../test/server/test-app.ts';
import { refusal } from '#test/server/test-app.ts';

describeWithDb(`safe defaults (${dbKind})`, () => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    user = await signInTestUser();
  });
  afterAll(() => ctx.close());

  const createGoal = (title: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ title }),
    });

  it.each([
    ['a control character', 'Read\u0007 more', 'Titles cannot contain control characters'],
    ['a line break inside', 'Read\nmore', 'Titles cannot contain control characters'],
    [
      'a direction override',
      'Pay \u202Eyadretsey',
      'Titles cannot contain text-direction override characters',
    ],
    [
      'a direction isolate',
      'Pay \u2066me\u2069',
      'Titles cannot contain text-direction override characters',
    ],
    ['only zero-width characters', '\u200B\u200D\uFEFF', 'Goal title is required'],
    ['only a Hangul filler and spaces', ' \u3164 ', 'Goal title is required'],
  ])('refuses a title with %s, saving nothing', async (_, title, message) => {
    const response = await createGoal(title);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    const plan = await ctx.app.inject({
      method: 'GET',
      url: '/api/outcomes',
      headers: user.headers,
    });
    expect(plan.json()).toMatchObject({ goals: [] });
  });

  it('refuses a compressed request body, saving nothing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: {
        ...user.headers,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      payload: gzipSync(JSON.stringify({ title: 'Sent compressed' })),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(refusal('Request bodies must be sent uncompressed'));
    const plan = await ctx.app.inject({
      method: 'GET',
      url: '/api/outcomes',
      headers: user.headers,
    });
    expect(JSON.stringify(plan.json())).not.toContain('Sent compressed');
  });

  it('holds if-then plans and display names to the rule of titles', async () => {
    const goal = (await createGoal('Plans and names')).json<{ id: string }>();
    const tactic = await ctx.app.inject({
      method: 'POST',
      url: '/api/tactics',
      headers: user.headers,
      payload: { goalId: goal.id, title: 'Walk' },
    });
    const send = (method: 'PATCH' | 'POST', url: string, payload: unknown) =>
      ctx.app.inject({ method, url, headers: user.headers, payload: payload as object });
    const cases: Array<[string, unknown, string]> = [
      ['\u202Eemoh teg I', 'walk', 'Plans cannot contain text-direction override characters'],
      ['I get home', 'walk\u0007', 'Plans cannot contain control characters'],
      ['I get\nhome', 'walk', 'Plans cannot contain control characters'],
    ];
    for (const [when, then, message] of cases) {
      const response = await send('PATCH', `/api/tactics/${tactic.json().id}`, {
        plan: { when, then },
      });
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
    const outcomes = await ctx.app.inject({
      method: 'GET',
      url: '/api/outcomes',
      headers: user.headers,
    });
    expect(JSON.stringify(outcomes.json())).not.toContain('"plan":{');
    for (const [displayName, message] of [
      ['Ada \u202ELovelace', 'Names cannot contain text-direction override characters'],
      ['Ada\u0000', 'Names cannot contain invalid characters'],
      ['Ada\tLovelace', 'Names cannot contain control characters'],
    ]) {
      const response = await send('POST', '/api/users', { email: user.email, displayName });
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
  });

  it('answers a path the router refuses in the app’s error shape', async () => {
    const tooLong = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/tactics/${'a'.repeat(200)}`,
      headers: user.headers,
      payload: { title: 'x' },
    });
    expect([tooLong.statusCode, tooLong.json()]).toEqual([
      414,
      { message: 'The address is too long', code: 'errors.addressTooLong' },
    ]);
    const malformed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/tactics/%E0%A4%A',
      headers: user.headers,
    });
    expect([malformed.statusCode, malformed.json()]).toEqual([
      400,
      { message: 'The address is not valid', code: 'errors.addressNotValid' },
    ]);
  });

  it('keeps titles in other scripts, right-to-left included', async () => {
    for (const title of ['اقرأ كتابا', 'ランニング', 'Café ☕']) {
      expect((await createGoal(title)).statusCode).toBe(201);
    }
  });

  it('marks API answers no-store and denies powerful browser features', async () => {
    for (const url of ['/api/outcomes', '/api/health', '/api/config', '/api/nowhere']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: user.headers });
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['permissions-policy'], url).toContain('camera=()');
    }
  });

  it('slows down one address sending bad credentials, whatever X-Forwarded-For says', async () => {
    const refusedFrom = (remoteAddress: string, forwardedFor: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/outcomes',
        remoteAddress,
        headers: {
          authorization: 'Bearer forged',
          'firebase-id': 'someone',
          'x-forwarded-for': forwardedFor,
        },
      });
    for (let i = 0; i < REFUSED_SIGN_INS_PER_MINUTE; i++) {
      expect((await refusedFrom('203.0.113.7', `198.51.100.${i}`)).statusCode).toBe(401);
    }
    const limited = await refusedFrom('203.0.113.7', '198.51.100.250');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual(
      refusal('Too many requests without a valid sign-in. Please wait and try again.'),
    );
    // Another address is not affected.
    expect((await refusedFrom('203.0.113.8', '198.51.100.1')).statusCode).toBe(401);
    // A person whose token verifies is never locked out by others behind the same address (an
    // office, a mobile carrier), for reads and writes alike.
    for (const method of ['GET', 'POST'] as const) {
      const signedIn = await ctx.app.inject({
        method,
        url: method === 'GET' ? '/api/outcomes' : '/api/goals',
        remoteAddress: '203.0.113.7',
        headers: user.headers,
        ...(method === 'POST' ? { payload: { title: 'Same office' } } : {}),
      });
      expect(signedIn.statusCode).toBe(method === 'GET' ? 200 : 201);
    }
    expect((await refusedFrom('203.0.113.7', '198.51.100.251')).statusCode).toBe(429);
  });
});
