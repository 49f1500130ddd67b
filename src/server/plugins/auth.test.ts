import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate, type IdTokenVerifier } from './auth.ts';

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
    ['another scheme', 'Basic token-ada'],
    ['a scheme with no token', 'Bearer '],
    ['a token with no scheme', 'token-ada'],
    ['two tokens', 'Bearer token-ada token-ada'],
  ])('refuses %s with 401 Unauthorized', async (_, authorization) => {
    const response = await call({ 'firebase-id': 'ada', authorization });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });
});
