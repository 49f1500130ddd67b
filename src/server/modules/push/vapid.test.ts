import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { loadVapidKeys, PLACEHOLDER_SUBJECT, VAPID_KEYS_FILE } from './vapid.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('generates a key pair into DATA_DIR once and reuses it after a restart', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'momentum-vapid-'));
  dirs.push(dir);
  const dataDir = path.join(dir, 'data');
  const first = loadVapidKeys({ DATA_DIR: dataDir });
  expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
  expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
  expect(first.subject).toBe(PLACEHOLDER_SUBJECT);
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(loadVapidKeys({ DATA_DIR: dataDir })).toEqual(first);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
    publicKey: first.publicKey,
    privateKey: first.privateKey,
  });
});

it('prefers the keys from settings, and an https PUBLIC_URL as the subject', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'momentum-vapid-'));
  dirs.push(dir);
  const keys = loadVapidKeys({
    DATA_DIR: dir,
    VAPID_PUBLIC_KEY: 'public',
    VAPID_PRIVATE_KEY: 'private',
    PUBLIC_URL: 'https://plan.example.com',
  });
  expect(keys).toEqual({
    publicKey: 'public',
    privateKey: 'private',
    subject: 'https://plan.example.com',
  });
  expect(() => statSync(path.join(dir, VAPID_KEYS_FILE))).toThrow();
});
