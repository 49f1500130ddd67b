import { describe, expect, it } from 'vitest';
import type { IdTokenVerifier, VerifiedIdentity } from './auth.ts';
import { cacheVerifiedTokens } from './token-cache.ts';

/** A verifier that counts its calls; token 'good-<uid>-<exp ms>' verifies, anything else fails. */
function countingVerifier() {
  const calls: string[] = [];
  const verifier: IdTokenVerifier = {
    async verify(idToken) {
      calls.push(idToken);
      const match = /^good-(\w+)-(\d+)$/.exec(idToken);
      if (!match) throw new Error('invalid token');
      return { uid: match[1]!, email: null, name: null, expiresAt: Number(match[2]) };
    },
  };
  return { verifier, calls };
}

describe('cacheVerifiedTokens', () => {
  it('checks a token once, then answers from memory until it expires', async () => {
    let now = 1_000;
    const { verifier, calls } = countingVerifier();
    const cached = cacheVerifiedTokens(verifier, { now: () => now });
    const token = 'good-ada-61000';

    expect((await cached.verify(token)).uid).toBe('ada');
    now = 30_000;
    expect((await cached.verify(token)).uid).toBe('ada');
    expect(calls).toHaveLength(1);

    // At its exp the token goes back to the real verifier.
    now = 61_000;
    await cached.verify(token);
    expect(calls).toHaveLength(2);
  });

  it('never answers from memory past exp', async () => {
    let now = 0;
    let verdict: Promise<VerifiedIdentity> = Promise.resolve({
      uid: 'ada',
      email: null,
      name: null,
      expiresAt: 10_000,
    });
    let calls = 0;
    const cached = cacheVerifiedTokens(
      {
        verify: () => {
          calls++;
          return verdict;
        },
      },
      { now: () => now },
    );
    await cached.verify('t');
    now = 9_999;
    await cached.verify('t');
    expect(calls).toBe(1);
    now = 10_000;
    verdict = Promise.reject(new Error('token expired'));
    await expect(cached.verify('t')).rejects.toThrow('token expired');
    expect(calls).toBe(2);
  });

  it('trusts a verification for at most maxAgeMs, even for a long-lived token', async () => {
    let now = 0;
    const { verifier, calls } = countingVerifier();
    const cached = cacheVerifiedTokens(verifier, { now: () => now, maxAgeMs: 5_000 });
    await cached.verify('good-ada-999999');
    now = 4_999;
    await cached.verify('good-ada-999999');
    now = 5_000;
    await cached.verify('good-ada-999999');
    expect(calls).toHaveLength(2);
  });

  it('does not remember refusals', async () => {
    const { verifier, calls } = countingVerifier();
    const cached = cacheVerifiedTokens(verifier, { now: () => 0 });
    await expect(cached.verify('forged')).rejects.toThrow('invalid token');
    await expect(cached.verify('forged')).rejects.toThrow('invalid token');
    expect(calls).toEqual(['forged', 'forged']);
  });

  it('shares one check between concurrent calls with the same token', async () => {
    const { verifier, calls } = countingVerifier();
    const cached = cacheVerifiedTokens(verifier, { now: () => 0 });
    const results = await Promise.all([1, 2, 3].map(() => cached.verify('good-ada-60000')));
    expect(results.map((identity) => identity.uid)).toEqual(['ada', 'ada', 'ada']);
    expect(calls).toHaveLength(1);
  });

  it('holds at most maxEntries tokens, forgetting the least recently used', async () => {
    const { verifier, calls } = countingVerifier();
    const cached = cacheVerifiedTokens(verifier, { now: () => 0, maxEntries: 2 });
    await cached.verify('good-a-60000');
    await cached.verify('good-b-60000');
    await cached.verify('good-a-60000'); // a is now the most recently used
    await cached.verify('good-c-60000'); // evicts b
    await cached.verify('good-a-60000');
    expect(calls).toEqual(['good-a-60000', 'good-b-60000', 'good-c-60000']);
    await cached.verify('good-b-60000');
    expect(calls).toHaveLength(4);
  });

  it('keeps the token just added when every other one was used since it was last passed over', async () => {
    const { verifier, calls } = countingVerifier();
    const cached = cacheVerifiedTokens(verifier, { now: () => 0, maxEntries: 2 });
    await cached.verify('good-a-60000');
    await cached.verify('good-b-60000');
    await cached.verify('good-a-60000');
    await cached.verify('good-b-60000');
    await cached.verify('good-c-60000'); // a and b are passed over once, then a, the oldest, goes
    await cached.verify('good-c-60000');
    await cached.verify('good-b-60000');
    expect(calls).toEqual(['good-a-60000', 'good-b-60000', 'good-c-60000']);
    await cached.verify('good-a-60000');
    expect(calls).toHaveLength(4);
  });

  it('does not cache an identity without an expiry', async () => {
    let calls = 0;
    const cached = cacheVerifiedTokens(
      {
        verify: async () => {
          calls++;
          return { uid: 'ada', email: null, name: null };
        },
      },
      { now: () => 0 },
    );
    await cached.verify('t');
    await cached.verify('t');
    expect(calls).toBe(2);
  });

  // A check that ends after its entry was evicted and the token asked for again must leave the
  // newer check's entry alone, whatever its own verdict.
  it.each([
    ['is refused', (settle: Settle) => settle.reject(new Error('invalid token'))],
    ['gives an identity without expiry', (settle: Settle) => settle.resolve(ada())],
  ])(
    'keeps the newer check of a token when an older one, evicted meanwhile, %s',
    async (_, end) => {
      const pending: Settle[] = [];
      const calls: string[] = [];
      const cached = cacheVerifiedTokens(
        {
          verify: (idToken) => {
            calls.push(idToken);
            // Only the first two checks of 'slow' wait; a third would answer at once.
            if (idToken !== 'slow' || pending.length === 2) return Promise.resolve(ada(60_000));
            return new Promise((resolve, reject) => pending.push({ resolve, reject }));
          },
        },
        { now: () => 0, maxEntries: 1 },
      );
      const older = cached.verify('slow');
      await cached.verify('fast'); // evicts the older check of 'slow'
      const newer = cached.verify('slow'); // a second check, which evicts 'fast'
      end(pending[0]!);
      await older.catch(() => undefined);
      pending[1]!.resolve(ada(60_000));
      expect((await newer).uid).toBe('ada');
      // The newer verdict is remembered: no third check.
      expect((await cached.verify('slow')).uid).toBe('ada');
      expect(calls).toEqual(['slow', 'fast', 'slow']);
    },
  );
});

describe('known: a trusted token without waiting', () => {
  const connection = {};
  const otherConnection = {};

  it('knows a token only once its check has succeeded, then on any connection', async () => {
    const { verifier } = countingVerifier();
    const cached = cacheVerifiedTokens(verifier, { now: () => 0 });
    expect(cached.known('good-ada-60000', connection)).toBeUndefined();
    const checking = cached.verify('good-ada-60000');
    expect(cached.known('good-ada-60000', connection)).toBeUndefined();
    await checking;
    expect(cached.known('good-ada-60000', connection)?.uid).toBe('ada');
    expect(cached.known('good-ada-60000', otherConnection)?.uid).toBe('ada');
    expect(cached.known('good-bob-60000', connection)).toBeUndefined();
    await expect(cached.verify('bad')).rejects.toThrow();
    expect(cached.known('bad', connection)).toBeUndefined();
  });

  it('never answers past exp, not even on the connection that sent the token before', async () => {
    let now = 0;
    const { verifier } = countingVerifier();
    const cached = cacheVerifiedTokens(verifier, { now: () => now });
    await cached.verify('good-ada-10000');
    expect(cached.known('good-ada-10000', connection)?.uid).toBe('ada');
    now = 9_999;
    expect(cached.known('good-ada-10000', connection)?.uid).toBe('ada');
    now = 10_000;
    expect(cached.known('good-ada-10000', connection)).toBeUndefined();
    expect(cached.known('good-ada-10000', otherConnection)).toBeUndefined();
  });

  it('answers a connection that switches tokens for the token it sends now', async () => {
    const { verifier } = countingVerifier();
    const cached = cacheVerifiedTokens(verifier, { now: () => 0 });
    await cached.verify('good-ada-60000');
    await cached.verify('good-bob-60000');
    expect(cached.known('good-ada-60000', connection)?.uid).toBe('ada');
    expect(cached.known('good-bob-60000', connection)?.uid).toBe('bob');
    expect(cached.known('good-eve-60000', connection)).toBeUndefined();
    expect(cached.known('good-ada-60000', connection)?.uid).toBe('ada');
  });
});

interface Settle {
  resolve: (identity: VerifiedIdentity) => void;
  reject: (error: Error) => void;
}

const ada = (expiresAt?: number): VerifiedIdentity => ({
  uid: 'ada',
  email: null,
  name: null,
  ...(expiresAt === undefined ? {} : { expiresAt }),
});
