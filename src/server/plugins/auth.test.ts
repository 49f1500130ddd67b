import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFUSED_SIGN_INS_PER_MINUTE } from '#shared/limits';
import { authenticate, type IdTokenVerifier } from './auth.ts';
import { UpstreamError } from './id-token-verifier.ts';

/** A refusal is keyed where its body is built, before any other hook of the app could add it. */
const UNAUTHORIZED = { message: 'Unauthorized', code: 'errors.unauthorized' };

/** Tokens are 'token-<uid>'; anything else is refused, as the real verifier would. */
const verifier: IdTokenVerifier = {
  async verify(idToken) {
    const uid = /^token-(\w+)$/.exec(idToken)?.[1];
    if (!uid) throw Object.assign(new Error('bad token'), { code: 'auth/argument-error' });
    return { uid, email: `${uid}@example.com`, name: null };
  },
};

describe('authenticate (how the Authorization header is read)', () => {
  const app = Fastify();
  beforeAll(async () => {
    app.addHook('onRequest', authenticate(verifier));
    app.get('/whoami', async (request) => ({ uid: request.identity.uid }));
    await app.ready();
  });
  afterAll(() => app.close());

  const call = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/whoami', headers });

  it.each(['Bearer', 'bearer', 'BEARER'])('accepts the %s scheme, in any case', async (scheme) => {
    const response = await call({ 'firebase-id': 'ada', authorization: `${scheme} token-ada` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ uid: 'ada' });
  });

  it.each([
    ['two spaces after the scheme', 'Bearer  token-ada'],
    ['a trailing space', 'Bearer token-ada '],
  ])('accepts %s around the token', async (_, authorization) => {
    const response = await call({ 'firebase-id': 'ada', authorization });
    expect([response.statusCode, response.json()]).toEqual([200, { uid: 'ada' }]);
  });

  it.each([
    ['another scheme', 'Basic token-ada'],
    ['a scheme with no token', 'Bearer '],
    ['a token with no scheme', 'token-ada'],
    ['two tokens', 'Bearer token-ada token-ada'],
    ['a scheme that only ends in Bearer', 'NotBearer token-ada'],
  ])('refuses %s with 401 Unauthorized', async (_, authorization) => {
    const response = await call({ 'firebase-id': 'ada', authorization });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });
});

describe('authenticate (whose token, and how many refusals an address gets)', () => {
  const deleted = new Set<string>();
  let keysDown = false;
  const app = Fastify();
  beforeAll(async () => {
    const checked: IdTokenVerifier = {
      verify: (idToken) =>
        keysDown ? Promise.reject(new UpstreamError('keys unreachable')) : verifier.verify(idToken),
    };
    app.addHook(
      'onRequest',
      authenticate(checked, { deletedSinceIssued: async ({ uid }) => deleted.has(uid) }),
    );
    app.get('/whoami', async (request) => ({ uid: request.identity.uid }));
    await app.ready();
  });
  afterAll(() => app.close());
  afterEach(() => vi.useRealTimers());

  const call = (remoteAddress: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/whoami', remoteAddress, headers });
  const asAda = { 'firebase-id': 'ada', authorization: 'Bearer token-ada' };
  const refused = (remoteAddress: string) =>
    call(remoteAddress, { 'firebase-id': 'ada', authorization: 'Bearer forged' });

  it.each([
    ['a firebase-id header naming someone else', { ...asAda, 'firebase-id': 'bob' }],
    ['no firebase-id header', { authorization: 'Bearer token-ada' }],
    ['an empty firebase-id header', { ...asAda, 'firebase-id': '' }],
    ['no Authorization header', { 'firebase-id': 'ada' }],
  ])('refuses %s with 401 Unauthorized', async (_, headers) => {
    const response = await call('192.0.2.1', headers);
    expect([response.statusCode, response.json()]).toEqual([401, UNAUTHORIZED]);
  });

  it('refuses the token of a deleted account, and only that account’s', async () => {
    deleted.add('bob');
    const bob = await call('192.0.2.2', {
      'firebase-id': 'bob',
      authorization: 'Bearer token-bob',
    });
    expect([bob.statusCode, bob.json()]).toEqual([401, UNAUTHORIZED]);
    const ada = await call('192.0.2.2', asAda);
    expect([ada.statusCode, ada.json()]).toEqual([200, { uid: 'ada' }]);
  });

  it('answers 503 with Retry-After, not 401, while the signing keys cannot be fetched', async () => {
    keysDown = true;
    try {
      const response = await call('192.0.2.3', asAda);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBeDefined();
      expect(response.json()).toEqual({
        message: 'Sign-in checks are unavailable right now. Please try again in a few seconds.',
        code: 'errors.signInUnavailable',
      });
    } finally {
      keysDown = false;
    }
  });

  it(`answers 429 once an address has had ${REFUSED_SIGN_INS_PER_MINUTE} refusals in a minute, until the minute ends`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T08:00:00Z'));
    for (let i = 0; i < REFUSED_SIGN_INS_PER_MINUTE; i++) {
      expect((await refused('198.51.100.9')).statusCode).toBe(401);
    }
    const limited = await refused('198.51.100.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.json()).toEqual({
      message: 'Too many requests without a valid sign-in. Please wait and try again.',
      code: 'errors.tooManyUnsigned',
    });
    // A token that verifies still passes from that address; another address is not counted.
    expect((await call('198.51.100.9', asAda)).statusCode).toBe(200);
    expect((await refused('198.51.100.10')).statusCode).toBe(401);

    vi.setSystemTime(new Date('2026-11-25T08:00:20.500Z'));
    expect((await refused('198.51.100.9')).headers['retry-after']).toBe('40');
    vi.setSystemTime(new Date('2026-11-25T08:00:59.999Z'));
    expect((await refused('198.51.100.9')).headers['retry-after']).toBe('1');
    // A new minute starts a new count.
    vi.setSystemTime(new Date('2026-11-25T08:01:00Z'));
    for (let i = 0; i < REFUSED_SIGN_INS_PER_MINUTE; i++) {
      expect((await refused('198.51.100.9')).statusCode).toBe(401);
    }
    expect((await refused('198.51.100.9')).statusCode).toBe(429);
  });
});

describe('authenticate (a refused request goes no further)', () => {
  const reached: string[] = [];
  const app = Fastify();
  beforeAll(async () => {
    app.addHook(
      'onRequest',
      authenticate(verifier, {
        // Deleted accounts: 'gone' is known at once, 'went' after a query.
        deletedSinceIssued: ({ uid }) => (uid === 'went' ? Promise.resolve(true) : uid === 'gone'),
      }),
    );
    app.post('/goals', async (request) => {
      reached.push(request.identity?.uid ?? 'nobody');
      return { created: true };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['no token', { 'firebase-id': 'ada' }, 401],
    ['a refused token', { 'firebase-id': 'ada', authorization: 'Bearer forged' }, 401],
    ['someone else’s uid', { 'firebase-id': 'bob', authorization: 'Bearer token-ada' }, 401],
    ['an account deleted here', { 'firebase-id': 'gone', authorization: 'Bearer token-gone' }, 401],
    [
      'an account deleted elsewhere',
      { 'firebase-id': 'went', authorization: 'Bearer token-went' },
      401,
    ],
    ['a valid token', { 'firebase-id': 'ada', authorization: 'Bearer token-ada' }, 200],
  ])('with %s, the route runs only when the answer is 200', async (_, headers, status) => {
    reached.length = 0;
    const response = await app.inject({ method: 'POST', url: '/goals', headers, payload: {} });
    expect(response.statusCode).toBe(status);
    // Anything the route would do after the answer has had its turn by now.
    await new Promise((resolve) => setImmediate(resolve));
    expect(reached).toEqual(status === 200 ? ['ada'] : []);
  });
});

describe('authenticate (the log lines of a signed-in request)', () => {
  const lines: Array<{ msg: string; uid?: string; who?: string }> = [];
  const app = Fastify({
    logger: {
      level: 'info',
      stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    },
  });
  beforeAll(async () => {
    app.addHook('onRequest', authenticate(verifier));
    app.get('/whoami', async (request) => {
      // Two callers' requests under way at once must not lend each other their uid.
      await new Promise((resolve) => setTimeout(resolve, 5));
      request.log.info({ who: request.identity.uid }, 'inside');
      return { uid: request.identity.uid };
    });
    // As app.ts writes its closing line: after the answer, through the request's logger.
    app.addHook('onResponse', async (request) => {
      request.log.info({ who: request.identity?.uid }, 'closing');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('names the verified uid on every line after the sign-in check, its own on each request', async () => {
    const as = (uid: string) =>
      app.inject({
        method: 'GET',
        url: '/whoami',
        headers: { 'firebase-id': uid, authorization: `Bearer token-${uid}` },
      });
    const answers = await Promise.all([as('ada'), as('bob'), as('ada'), as('bob')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const ours = lines.filter((line) => line.msg === 'inside' || line.msg === 'closing');
    expect(ours).toHaveLength(8);
    for (const line of ours) expect(line.uid).toBe(line.who);
    // The app's own logger, shared by every request, is left as it was.
    app.log.info('after');
    expect(lines.at(-1)).toMatchObject({ msg: 'after' });
    expect(lines.at(-1)!.uid).toBeUndefined();
  });
});
