import { describe, expect, it } from 'vitest';
import {
  PUSH_MESSAGES,
  pushEndpointBodySchema,
  pushSubscriptionBodySchema,
} from './push-schemas.ts';

/** Base64url text of `bytes` bytes, as browsers give a subscription's keys. */
const keyOf = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64url');
const device = (over: object = {}) => ({
  endpoint: 'https://push.example.com/send/abc',
  keys: { p256dh: keyOf(65), auth: keyOf(16) },
  ...over,
});
const refusal = (allowLoopbackHttp: boolean, body: unknown) => {
  const result = pushSubscriptionBodySchema(allowLoopbackHttp).safeParse(body);
  return result.success ? undefined : result.error.issues[0]!.message;
};

describe('a device signed up for reminders', () => {
  it('gives an https push endpoint of at most 1,000 characters', () => {
    expect(refusal(false, device())).toBeUndefined();
    expect(refusal(false, device({ expirationTime: null }))).toBeUndefined();
    const long = (length: number) => `https://push.example.com/${'a'.repeat(length - 25)}`;
    expect(refusal(false, device({ endpoint: long(1000) }))).toBeUndefined();
    for (const endpoint of [
      long(1001),
      'http://push.example.com/send/abc',
      'push.example.com/send/abc',
      'https://user:secret@push.example.com/send/abc',
      'https://user@push.example.com/send/abc',
    ]) {
      expect(refusal(false, device({ endpoint })), endpoint).toBe(PUSH_MESSAGES.endpoint);
    }
  });

  it('names a push service by a public host name: no IP address in any spelling, no local name, no port', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGuQyavXutnMmT',
      'https://push.example.com:443/send/abc',
    ]) {
      expect(refusal(false, device({ endpoint })), endpoint).toBeUndefined();
    }
    for (const host of [
      '127.0.0.1',
      '127.1',
      '0x7f000001',
      '2130706433',
      '0177.0.0.1',
      '127.0.0.1.',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '10.0.0.8',
      '169.254.169.254',
      '[fd00::1]',
      '8.8.8.8',
      'localhost',
      'LOCALHOST.',
      'api.localhost',
      'printer.local',
      'db.internal',
      'nas.home.arpa',
      'intranet',
      'push.example.com:8443',
      'push.example.com:80',
    ]) {
      const endpoint = `https://${host}/send/abc`;
      expect(refusal(false, device({ endpoint })), endpoint).toBe(PUSH_MESSAGES.endpoint);
      // Tests' loopback push services are http only: https on these is refused there too.
      expect(refusal(true, device({ endpoint })), endpoint).toBe(PUSH_MESSAGES.endpoint);
    }
  });

  it('may use this machine’s own http push service only where that is allowed', () => {
    for (const host of ['127.0.0.1', 'localhost', '[::1]']) {
      const endpoint = `http://${host}:9000/push`;
      expect(refusal(true, device({ endpoint })), host).toBeUndefined();
      expect(refusal(false, device({ endpoint })), host).toBe(PUSH_MESSAGES.endpoint);
    }
    for (const endpoint of ['http://push.example.com/send', 'ftp://localhost/push']) {
      expect(refusal(true, device({ endpoint })), endpoint).toBe(PUSH_MESSAGES.endpoint);
    }
    expect(pushEndpointBodySchema(true).safeParse({ endpoint: 'http://localhost/p' }).success).toBe(
      true,
    );
    expect(
      pushEndpointBodySchema(false).safeParse({ endpoint: 'http://localhost/p' }).success,
    ).toBe(false);
  });

  it('gives keys of the sizes Web Push needs, padded or not', () => {
    expect(
      refusal(false, device({ keys: { p256dh: keyOf(65), auth: `${keyOf(16)}==` } })),
    ).toBeUndefined();
    for (const keys of [
      { p256dh: keyOf(64), auth: keyOf(16) },
      { p256dh: keyOf(65), auth: keyOf(17) },
      { p256dh: keyOf(65), auth: `${keyOf(15)}+/` },
      { p256dh: keyOf(65) },
      // The right length, but a character base64url does not use.
      { p256dh: `.${keyOf(65).slice(1)}`, auth: keyOf(16) },
    ]) {
      expect(refusal(false, device({ keys })), JSON.stringify(keys)).toBe(PUSH_MESSAGES.keys);
    }
  });

  it('says what is missing when the endpoint or the keys are left out', () => {
    expect(refusal(false, { keys: device().keys })).toBe(PUSH_MESSAGES.endpoint);
    expect(refusal(false, { endpoint: device().endpoint })).toBe(PUSH_MESSAGES.keys);
  });

  it('refuses fields it does not know', () => {
    expect(refusal(false, device({ name: 'Phone' }))).toBeDefined();
  });
});
