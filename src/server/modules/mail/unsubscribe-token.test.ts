import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  loadUnsubscribeSecret,
  UNSUBSCRIBE_LINK_DAYS,
  UNSUBSCRIBE_SECRET_FILE,
  unsubscribeTokens,
} from './unsubscribe-token.ts';

const USER = '11111111-1111-4111-8111-111111111111';
const NOW = new Date('2026-11-24T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const SECRET = 'a'.repeat(64);
const tokens = unsubscribeTokens(SECRET);

describe('unsubscribe tokens', () => {
  it('name the person and kind they were issued for', () => {
    for (const kind of ['reminders', 'digest'] as const) {
      expect(tokens.check(tokens.issue(USER, kind, NOW), NOW)).toEqual({
        ok: true,
        userId: USER,
        kind,
      });
    }
  });

  it(`work for ${UNSUBSCRIBE_LINK_DAYS} days, then answer expired`, () => {
    const token = tokens.issue(USER, 'digest', NOW);
    const later = (days: number, ms = 0) => new Date(NOW.getTime() + days * DAY_MS + ms);
    expect(tokens.check(token, later(UNSUBSCRIBE_LINK_DAYS, -1000)).ok).toBe(true);
    expect(tokens.check(token, later(UNSUBSCRIBE_LINK_DAYS))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('fit in one path segment', () => {
    expect(tokens.issue(USER, 'reminders', NOW).length).toBeLessThan(60);
  });

  it('refuse a token signed with another secret, altered, or malformed', () => {
    const token = tokens.issue(USER, 'reminders', NOW);
    const [payload, signature] = token.split('.') as [string, string];
    const bytes = Buffer.from(payload, 'base64url');
    const altered = (at: number, value: number) => {
      const copy = Buffer.from(bytes);
      copy[at] = value;
      return `${copy.toString('base64url')}.${signature}`;
    };
    for (const bad of [
      unsubscribeTokens('b'.repeat(64)).issue(USER, 'reminders', NOW),
      // Another person, another kind, a later expiry: the signature covers all of it.
      altered(0, bytes[0]! ^ 1),
      altered(16, 2),
      altered(17, 0xff),
      `${payload}.${signature.slice(0, -2)}`,
      `${payload}.`,
      payload,
      `${token}.${signature}`,
      '',
    ]) {
      expect(tokens.check(bad, NOW), bad).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuse a correctly signed payload that names no kind we send', () => {
    const signed = (payload: Buffer) =>
      `${payload.toString('base64url')}.${createHmac('sha256', SECRET).update(payload).digest().subarray(0, 16).toString('base64url')}`;
    const bytes = Buffer.from(tokens.issue(USER, 'digest', NOW).split('.')[0]!, 'base64url');
    expect(tokens.check(signed(bytes), NOW).ok).toBe(true);
    const unknownKind = Buffer.from(bytes);
    unknownKind[16] = 9;
    for (const payload of [unknownKind, bytes.subarray(0, 20), Buffer.concat([bytes, bytes])]) {
      expect(tokens.check(signed(payload), NOW)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});

describe('the unsubscribe secret', () => {
  it('comes from UNSUBSCRIBE_SECRET, else is made once in DATA_DIR and kept', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'momentum-secret-'));
    try {
      expect(loadUnsubscribeSecret({ UNSUBSCRIBE_SECRET: 's'.repeat(32), DATA_DIR: dir })).toBe(
        's'.repeat(32),
      );
      const made = loadUnsubscribeSecret({ DATA_DIR: dir });
      expect(made).toMatch(/^[0-9a-f]{64}$/);
      expect(readFileSync(path.join(dir, UNSUBSCRIBE_SECRET_FILE), 'utf8')).toBe(made);
      expect(loadUnsubscribeSecret({ DATA_DIR: dir })).toBe(made);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
