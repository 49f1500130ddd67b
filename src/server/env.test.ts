import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { clientConfigFromEnv, parseEnv } from './env.ts';

const local = {
  NODE_ENV: 'development',
  FIREBASE_PROJECT_ID: 'demo-momentum',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
};
const production = {
  FIREBASE_PROJECT_ID: 'real',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'real.firebaseapp.com',
  PUBLIC_URL: 'https://plan.example.com',
};

describe('settings', () => {
  it('takes both VAPID keys or neither, and a subject push services can reach', () => {
    const keys = {
      VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'k'.repeat(43),
    };
    expect(parseEnv({ ...production, ...keys })).toMatchObject({ ...keys, SEND_REMINDERS: true });
    expect(() => parseEnv({ ...production, VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      'Setting VAPID_PRIVATE_KEY is not set: it must be set together with the other VAPID key',
    );
    expect(() => parseEnv({ ...production, ...keys, VAPID_PRIVATE_KEY: 'short' })).toThrow(
      'Setting VAPID_PRIVATE_KEY is "short": it expects a VAPID private key, 43 base64url characters',
    );
    expect(() => parseEnv({ ...local, VAPID_SUBJECT: 'http://plan.example.com' })).toThrow(
      'Setting VAPID_SUBJECT is "http://plan.example.com": it expects a mailto: address or an https URL',
    );
    expect(parseEnv({ ...local, SEND_REMINDERS: '0' }).SEND_REMINDERS).toBe(false);
  });

  it('takes an SMTP server, and outside local mode a sender and an unsubscribe secret with it', () => {
    const mail = {
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Momentum <reminders@example.com>',
      UNSUBSCRIBE_SECRET: 's'.repeat(64),
    };
    expect(parseEnv({ ...production, ...mail })).toMatchObject(mail);
    expect(parseEnv({ ...local, SMTP_URL: 'smtp://127.0.0.1:1025' }).MAIL_FROM).toBeUndefined();
    expect(() => parseEnv({ ...local, SMTP_URL: 'https://smtp.example.com' })).toThrow(
      'Setting SMTP_URL is "https://smtp.example.com": it expects smtp://user:password@host:port',
    );
    expect(() => parseEnv({ ...production, ...mail, MAIL_FROM: 'Momentum' })).toThrow(
      'Setting MAIL_FROM is "Momentum": it expects an address, for example Momentum <reminders@example.com>',
    );
    expect(() => parseEnv({ ...production, ...mail, UNSUBSCRIBE_SECRET: 'short' })).toThrow(
      'Setting UNSUBSCRIBE_SECRET is "short": it expects at least 32 random characters',
    );
    for (const missing of ['MAIL_FROM', 'UNSUBSCRIBE_SECRET'] as const) {
      const { [missing]: _left, ...rest } = mail;
      expect(() => parseEnv({ ...production, ...rest })).toThrow(
        `Setting ${missing} is not set: it expects`,
      );
    }
  });

  it('fills defaults for a local run', () => {
    const env = parseEnv(local);
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', NODE_ENV: 'development' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(clientConfigFromEnv(env).authEmulatorUrl).toBe('http://127.0.0.1:9099');
  });

  it('listens on loopback only in local mode, everywhere otherwise, unless HOST says', () => {
    expect(parseEnv(local).HOST).toBe('127.0.0.1');
    for (const host of ['localhost', '127.0.0.2', '::1', '[::1]']) {
      expect(parseEnv({ ...local, HOST: host }).HOST).toBe(host);
    }
    expect(parseEnv(production).HOST).toBe('0.0.0.0');
    expect(parseEnv({ ...production, HOST: '::' }).HOST).toBe('::');
  });

  it('keeps the emulator, which accepts unsigned tokens, off the network and out of unnamed modes', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'myhost.lan']) {
      expect(() => parseEnv({ ...local, HOST: host })).toThrow(
        `Setting HOST is "${host}": it must be a loopback address (127.0.0.1, ::1 or localhost) while the Auth emulator is in use`,
      );
    }
    const { NODE_ENV: _mode, ...unnamed } = local;
    expect(() => parseEnv(unnamed)).toThrow(
      'Setting NODE_ENV is not set: it must be development or test while FIREBASE_AUTH_EMULATOR_HOST is set',
    );
    expect(parseEnv({ ...local, NODE_ENV: 'test' }).NODE_ENV).toBe('test');
    // Without the emulator an unset NODE_ENV still means development.
    expect(parseEnv(production).NODE_ENV).toBe('development');
  });

  it('builds links on PUBLIC_URL, which real Firebase settings need', () => {
    expect(parseEnv({ ...production, PUBLIC_URL: 'https://plan.example.com/' }).PUBLIC_URL).toBe(
      'https://plan.example.com',
    );
    expect(parseEnv(local).PUBLIC_URL).toBeUndefined();
    const { PUBLIC_URL: _url, ...withoutUrl } = production;
    expect(() => parseEnv(withoutUrl)).toThrow(
      'Setting PUBLIC_URL is not set: it expects the http(s) address',
    );
    expect(() => parseEnv({ ...production, PUBLIC_URL: 'ftp://x.example' })).toThrow(
      'Setting PUBLIC_URL is "ftp://x.example": it expects the http(s) address',
    );
    expect(() => parseEnv({ ...production, PUBLIC_URL: 'https://x.example/app' })).toThrow(
      'it expects an origin only',
    );
  });

  it('trusts no proxy unless told how many hops or which addresses', () => {
    expect(parseEnv(local).TRUST_PROXY).toBe(false);
    expect(parseEnv({ ...local, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ ...local, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it.each([
    [{ ...local, PORT: 'abc' }, 'Setting PORT is "abc": it expects a port number from 0 to 65535'],
    [
      { ...local, DATABASE_URL: 'mysql://x' },
      'Setting DATABASE_URL is "mysql://x": it expects a URL starting with postgres:// or postgresql://',
    ],
    [
      { NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      'Setting FIREBASE_PROJECT_ID is not set: it expects your Firebase project id',
    ],
    [
      { ...local, NODE_ENV: 'production' },
      'Setting FIREBASE_AUTH_EMULATOR_HOST is "127.0.0.1:9099": it must be empty when NODE_ENV=production',
    ],
    [
      { FIREBASE_PROJECT_ID: 'real-project' },
      'Setting VITE_FIREBASE_API_KEY is not set: it expects your Firebase web app setting',
    ],
    [{ ...local, LOG_LEVEL: 'loud' }, 'Setting LOG_LEVEL is "loud": it expects one of fatal'],
    [
      { ...production, FIREBASE_AUTH_EMULATOR_HOST: '   ', NODE_ENV: 'production' },
      'Setting FIREBASE_AUTH_EMULATOR_HOST is "   ": it is blank; remove it to use the default, or give it a value',
    ],
    [{ ...local, DATABASE_URL: '' }, 'Setting DATABASE_URL is "": it is blank'],
    [
      { ...local, TRUST_PROXY: 'yes' },
      'Setting TRUST_PROXY is "yes": it expects a number of proxy hops',
    ],
    [
      { ...local, SHUTDOWN_TIMEOUT_MS: '0' },
      'Setting SHUTDOWN_TIMEOUT_MS is "0": it expects a positive',
    ],
  ])('refuses %j with one line naming the variable', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });

  // Starting the server from source compiles all of it first: 7.5 s on this machine under load,
  // more on a busier one, so the default 20 s is not enough (log-reader-gone.test.ts starts it
  // likewise). What is checked does not depend on how long that takes.
  it('stops the server at start-up with that one line and exit code 1', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { PATH: process.env.PATH, ...local, PORT: '70000' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Setting PORT is "70000": it expects a port number from 0 to 65535',
    );
  }, 60_000);
});
