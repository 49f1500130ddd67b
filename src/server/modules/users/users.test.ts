import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import {
  createTestApp,
  dbKind,
  describeWithDb,
  signInTestUser,
  type TestContext,
  type TestUser,
  refusal,
} from '#test/server/test-app.ts';

describeWithDb(`users and sign-in checks (${dbKind})`, () => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    [alice, bob] = await Promise.all([signInTestUser('Alice'), signInTestUser('Bob')]);
  });
  afterAll(() => ctx.close());

  const countUsers = async () => (await ctx.database.db.select().from(users)).length;
  const postUser = (
    headers: Record<string, string>,
    payload: Record<string, unknown> = { email: 'a@example.com', displayName: 'A' },
  ) => ctx.app.inject({ method: 'POST', url: '/api/users', headers, payload });

  it('creates the caller profile, then refreshes it', async () => {
    const created = await postUser(alice.headers, { email: alice.email, displayName: 'Alice' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ email: alice.email, displayName: 'Alice' });

    const refreshed = await postUser(alice.headers, {
      email: alice.email,
      displayName: 'Alice Liddell',
    });
    expect(refreshed.json()).toMatchObject({ id: created.json().id, displayName: 'Alice Liddell' });
    const rows = await ctx.database.db.select().from(users).where(eq(users.firebaseUid, alice.uid));
    expect(rows).toHaveLength(1);
  });

  it('keeps one row per uid under 20 concurrent calls', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postUser(bob.headers, { email: bob.email, displayName: `Bob ${index}` }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const rows = await ctx.database.db.select().from(users).where(eq(users.firebaseUid, bob.uid));
    expect(rows).toHaveLength(1);
  });

  it('refuses a body with unknown fields or a bad email, in the shared schema words', async () => {
    const before = await countUsers();
    const extra = await postUser(alice.headers, {
      email: alice.email,
      displayName: 'A',
      admin: true,
    });
    expect(extra.statusCode).toBe(400);
    const badEmail = await postUser(alice.headers, { email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().issues[0].path).toEqual(['email']);
    expect(await countUsers()).toBe(before);
  });

  describe('time zone', () => {
    const me = (
      headers: Record<string, string>,
      method: 'GET' | 'PATCH' = 'GET',
      payload?: object,
    ) => ctx.app.inject({ method, url: '/api/users/me', headers, payload });

    it('takes the browser’s zone at sign-in only while none is stored; Account changes it', async () => {
      const carol = await signInTestUser('Carol');
      expect((await me(carol.headers)).statusCode).toBe(404);
      const first = await postUser(carol.headers, {
        email: carol.email,
        timeZone: 'Europe/Berlin',
      });
      expect(first.json()).toMatchObject({ timeZone: 'Europe/Berlin' });
      // Signing in from a laptop set to another zone does not move the stored one.
      await postUser(carol.headers, { email: carol.email, timeZone: 'America/New_York' });
      expect((await me(carol.headers)).json()).toMatchObject({ timeZone: 'Europe/Berlin' });

      const changed = await me(carol.headers, 'PATCH', { timeZone: 'Asia/Kolkata' });
      expect([changed.statusCode, changed.json().timeZone]).toEqual([200, 'Asia/Kolkata']);
      expect((await me(carol.headers)).json()).toMatchObject({
        email: carol.email,
        timeZone: 'Asia/Kolkata',
      });
      // Each person's own: Alice's profile has no zone from Carol's changes.
      expect((await me(alice.headers)).json().timeZone).toBeNull();
    });

    it('accepts what Account offers: UTC, today’s names and the older ones, stored as sent', async () => {
      const erin = await signInTestUser('Erin');
      await postUser(erin.headers, { email: erin.email, timeZone: 'Asia/Calcutta' });
      for (const zone of [
        'UTC',
        'Europe/Kyiv',
        'Asia/Ho_Chi_Minh',
        'Asia/Kathmandu',
        'America/Nuuk',
        'Pacific/Kanton',
        'Asia/Calcutta',
      ]) {
        const response = await me(erin.headers, 'PATCH', { timeZone: zone });
        expect([response.statusCode, response.json().timeZone]).toEqual([200, zone]);
        expect((await me(erin.headers)).json().timeZone).toBe(zone);
      }
    });

    it('refuses names that are not time zones, in the shared words, and keeps the old one', async () => {
      const dave = await signInTestUser('Dave');
      await me(dave.headers, 'PATCH', { timeZone: 'Europe/Paris' });
      for (const bad of ['Mars/Olympus_Mons', '', 'x'.repeat(65), 2]) {
        const response = await me(dave.headers, 'PATCH', { timeZone: bad });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          issues: [{ path: ['timeZone'], message: 'Time zones are names such as Europe/Berlin' }],
        });
      }
      // The free-text rule of every text comes first (docs/product.md, Limits).
      const control = await me(dave.headers, 'PATCH', { timeZone: 'Europe/Berlin\u0007' });
      expect(control.json().issues[0]).toEqual({
        path: ['timeZone'],
        message: 'Time zones cannot contain control characters',
      });
      const unknownField = await me(dave.headers, 'PATCH', { timeZone: 'UTC', admin: true });
      expect(unknownField.statusCode).toBe(400);
      const badAtSignIn = await postUser(dave.headers, { email: dave.email, timeZone: 'Nowhere' });
      expect(badAtSignIn.statusCode).toBe(400);
      expect((await me(dave.headers)).json().timeZone).toBe('Europe/Paris');
    });
  });

  describe('language', () => {
    const me = (headers: Record<string, string>, payload?: object) =>
      ctx.app.inject({ method: payload ? 'PATCH' : 'GET', url: '/api/users/me', headers, payload });

    it('reads null until the person chooses, then the language chosen, theirs alone', async () => {
      const frank = await signInTestUser('Frank');
      await postUser(frank.headers, { email: frank.email });
      expect((await me(frank.headers)).json().locale).toBeNull();
      const chosen = await me(frank.headers, { locale: 'es' });
      expect([chosen.statusCode, chosen.json().locale]).toEqual([200, 'es']);
      // Another field changed later keeps the language.
      await me(frank.headers, { weekStartsOn: 'sunday' });
      expect((await me(frank.headers)).json()).toMatchObject({
        locale: 'es',
        weekStartsOn: 'sunday',
      });
      expect((await me(frank.headers, { locale: 'en' })).json().locale).toBe('en');
      expect((await me(alice.headers)).json().locale).toBeNull();
    });

    it('takes the browser’s language at sign-in only while none is stored, so the first email speaks it', async () => {
      const hana = await signInTestUser('Hana');
      const first = await postUser(hana.headers, { email: hana.email, locale: 'es' });
      expect([first.statusCode, first.json().locale]).toEqual([200, 'es']);
      // Signing in later from an English browser keeps the stored language; Account changes it.
      await postUser(hana.headers, { email: hana.email, locale: 'en' });
      expect((await me(hana.headers)).json().locale).toBe('es');
      expect((await me(hana.headers, { locale: 'en' })).json().locale).toBe('en');
      await postUser(hana.headers, { email: hana.email, locale: 'es' });
      expect((await me(hana.headers)).json().locale).toBe('en');
      const refused = await postUser(hana.headers, { email: hana.email, locale: 'xx' });
      expect(refused.statusCode).toBe(400);
    });

    it('refuses a language Momentum does not speak with a clear sentence, and keeps the old one', async () => {
      const gina = await signInTestUser('Gina');
      await me(gina.headers, { locale: 'es' });
      for (const bad of ['de', 'ES', 'es-MX', '', null, 3]) {
        const refused = await me(gina.headers, { locale: bad });
        expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
        expect(refused.json()).toMatchObject({
          message: 'Your language is one Momentum speaks: en, es',
          code: 'errors.locale',
        });
      }
      expect((await me(gina.headers)).json().locale).toBe('es');
    });
  });

  describe('refuses callers it cannot verify with 401 and changes nothing', () => {
    const cases: Array<[string, () => Record<string, string>]> = [
      ['no token', () => ({ 'firebase-id': alice.uid })],
      [
        'a forged firebase-id header alone',
        () => ({ 'firebase-id': alice.uid, authorization: '' }),
      ],
      [
        'a garbage token',
        () => ({ 'firebase-id': alice.uid, authorization: 'Bearer not.a.token' }),
      ],
      ['another user\u2019s firebase-id', () => ({ ...alice.headers, 'firebase-id': bob.uid })],
      ['no firebase-id', () => ({ authorization: alice.headers.authorization })],
      [
        'a token for another project',
        () => ({
          'firebase-id': alice.uid,
          authorization: `Bearer ${forgeToken(alice.idToken, { aud: 'demo-other', iss: 'https://securetoken.google.com/demo-other' })}`,
        }),
      ],
      [
        'an expired token',
        () => ({
          'firebase-id': alice.uid,
          authorization: `Bearer ${forgeToken(alice.idToken, { exp: Math.floor(Date.now() / 1000) - 60, iat: Math.floor(Date.now() / 1000) - 3700 })}`,
        }),
      ],
    ];
    for (const [name, headers] of cases) {
      it(name, async () => {
        const before = await countUsers();
        const response = await postUser(headers(), {
          email: 'intruder@example.com',
          displayName: 'X',
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(refusal('Unauthorized'));
        expect(await countUsers()).toBe(before);
      });
    }
  });
});

/** The emulator's tokens are unsigned JWTs: rewrite claims to make an invalid one. */
function forgeToken(token: string, claims: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  const forged = Buffer.from(JSON.stringify({ ...decoded, ...claims })).toString('base64url');
  return [header, forged, signature].join('.');
}
