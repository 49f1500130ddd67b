/**
 * The Web Push API's shapes (docs/product.md, "Reminders"), apart from push.ts so that the
 * service worker and the page carry no zod.
 */
import { z } from 'zod';
import { MAX_PUSH_DEVICES } from './limits.ts';
import type { PushKey, PushSubscriptionBody } from './push.ts';

export const PUSH_MESSAGES = {
  endpoint:
    'A device’s push endpoint must be the https address its browser’s push service gave: a public ' +
    'host name (no IP address, localhost or port), of at most 1,000 characters',
  keys: 'A device’s push keys are the browser’s p256dh and auth values',
  tooMany: `You can get reminders on at most ${MAX_PUSH_DEVICES} devices`,
} as const;

const ENDPOINT_MAX_LENGTH = 1000;

/** Base64url text that decodes to exactly `bytes` bytes (padding tolerated, as browsers vary). */
const base64UrlOf = (bytes: number) =>
  z
    .string({ error: PUSH_MESSAGES.keys })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_MESSAGES.keys)
    .refine(
      (value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes,
      PUSH_MESSAGES.keys,
    );

/** Whether `url` is a loopback http address: only a test's or this machine's own push service. */
function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** Names kept for one network or machine, never a public push service's (RFC 6761, 6762, 8375). */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|home\.arpa)$/;

/**
 * Whether `url` looks like what a browser's push service gives out: https on its usual port, a
 * DNS name of at least two labels. The URL parser has already turned an IP address in any
 * spelling (127.1, 0x7f000001, 2130706433) into dotted decimal, or `[...]` for IPv6, so an
 * address is a host whose last label is a number. Where a name points is checked again when a
 * reminder is sent (docs/decisions/240-push-goes-only-to-public-addresses.md).
 */
function isPushServiceUrl(url: URL): boolean {
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.replace(/\.$/, '');
  if (host.startsWith('[') || /(^|\.)\d+$/.test(host)) return false;
  return host.includes('.') && !LOCAL_NAME.test(host);
}

/**
 * An endpoint is a push service's https URL on a public host name (docs/product.md,
 * "Reminders"); `allowLoopbackHttp` also lets http://127.0.0.1, [::1] and localhost through, for
 * tests only.
 */
export const pushEndpointSchema = (allowLoopbackHttp: boolean) =>
  z
    .string({ error: PUSH_MESSAGES.endpoint })
    .max(ENDPOINT_MAX_LENGTH, PUSH_MESSAGES.endpoint)
    .refine((value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      if (url.username || url.password) return false;
      return isPushServiceUrl(url) || (allowLoopbackHttp && isLoopbackHttp(url));
    }, PUSH_MESSAGES.endpoint)
    .describe('The push service address the browser gave (PushSubscription.endpoint)');

export const pushSubscriptionBodySchema = (
  allowLoopbackHttp: boolean,
): z.ZodType<PushSubscriptionBody> =>
  z.strictObject({
    endpoint: pushEndpointSchema(allowLoopbackHttp),
    /** Sent by some browsers; the server keeps a device until its push service says it is gone. */
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      {
        // An uncompressed P-256 point and a 16-byte secret (RFC 8291).
        p256dh: base64UrlOf(65),
        auth: base64UrlOf(16),
      },
      { error: PUSH_MESSAGES.keys },
    ),
  });

export const pushEndpointBodySchema = (allowLoopbackHttp: boolean) =>
  z.strictObject({ endpoint: pushEndpointSchema(allowLoopbackHttp) });

export const pushKeySchema: z.ZodType<PushKey> = z.strictObject({
  publicKey: z.string().describe('The VAPID public key, base64url (applicationServerKey)'),
});
