import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import {
  checkedLookup,
  isLoopbackAddress,
  isPublicAddress,
  RefusedAddressError,
  type ResolvedAddress,
} from './push-address.ts';

describe('the addresses a reminder may go to', () => {
  it('are public unicast addresses', () => {
    for (const address of [
      '8.8.8.8',
      '142.250.74.42',
      '1.1.1.1',
      '2a00:1450:4001:82b::200a',
      '2606:4700::1111',
      // NAT64 carrying a public IPv4 address, written either way.
      '64:ff9b::808:808',
      '64:ff9b::8.8.8.8',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('never loopback, private, link-local, unique-local, multicast or reserved ones', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '10.1.2.3',
      '100.64.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.0.0.1',
      '192.0.2.1',
      '192.168.1.1',
      '198.18.0.1',
      '198.51.100.7',
      '203.0.113.9',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '64:ff9b::7f00:1',
      '64:ff9b::10.0.0.1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fec0::1',
      'ff02::1',
      '2001:db8::1',
      '2001::1',
      '2002:7f00:1::1',
      '100::1',
      'localhost',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('on loopback only for tests’ own push services', () => {
    expect(['127.0.0.1', '127.9.9.9', '::1'].every(isLoopbackAddress)).toBe(true);
    expect(['10.0.0.1', '8.8.8.8', 'fe80::1', 'localhost'].some(isLoopbackAddress)).toBe(false);
  });
});

/** Calls a lookup as net.connect does, and gives what it answered. */
function lookUp(
  lookup: ReturnType<typeof checkedLookup>,
  hostname: string,
  options: { all?: boolean; family?: number } = {},
) {
  return new Promise<{ error: Error | null; answer: string | LookupAddress[]; family?: number }>(
    (resolve) =>
      lookup(hostname, options, (error, answer, family) => resolve({ error, answer, family })),
  );
}

describe('a connection’s lookup', () => {
  const table: Record<string, ResolvedAddress[]> = {
    'push.example.com': [
      { address: '8.8.8.8', family: 4 },
      { address: '2606:4700::1111', family: 6 },
    ],
    'inside.example.com': [{ address: '127.0.0.1', family: 4 }],
    'v6-inside.example.com': [{ address: '::1', family: 6 }],
    'mixed.example.com': [
      { address: '8.8.8.8', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ],
  };
  const resolve = (hostname: string) => {
    const found = table[hostname];
    return found
      ? Promise.resolve(found)
      : Promise.reject(Object.assign(new Error(`no ${hostname}`), { code: 'ENOTFOUND' }));
  };
  const lookup = checkedLookup(resolve, isPublicAddress);

  it('gives the public addresses it checked, all of them or the first', async () => {
    expect(await lookUp(lookup, 'push.example.com', { all: true })).toEqual({
      error: null,
      answer: table['push.example.com'],
      family: undefined,
    });
    expect(await lookUp(lookup, 'push.example.com')).toEqual({
      error: null,
      answer: '8.8.8.8',
      family: 4,
    });
    expect(await lookUp(lookup, 'push.example.com', { family: 6 })).toEqual({
      error: null,
      answer: '2606:4700::1111',
      family: 6,
    });
  });

  it('refuses a name with any address that is not public, and passes resolver errors on', async () => {
    for (const hostname of ['inside.example.com', 'v6-inside.example.com', 'mixed.example.com']) {
      for (const all of [true, false]) {
        const { error } = await lookUp(lookup, hostname, { all });
        expect(error, hostname).toBeInstanceOf(RefusedAddressError);
      }
    }
    expect((await lookUp(lookup, 'nowhere.example.com')).error).toMatchObject({
      code: 'ENOTFOUND',
    });
  });

  it('connects to the very addresses it checked: a name that answers otherwise later gains nothing', async () => {
    // A rebinding name: public on the first question, loopback on every one after.
    let asked = 0;
    const rebinding = checkedLookup(async () => {
      asked++;
      return [{ address: asked === 1 ? '8.8.8.8' : '127.0.0.1', family: 4 }];
    }, isPublicAddress);
    expect((await lookUp(rebinding, 'rebind.example.com')).answer).toBe('8.8.8.8');
    expect((await lookUp(rebinding, 'rebind.example.com')).error).toBeInstanceOf(
      RefusedAddressError,
    );
    // One question per lookup: the answer checked is the answer used.
    expect(asked).toBe(2);
  });
});
