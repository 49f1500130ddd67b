/**
 * The Web Push API's shapes (docs/product.md, "Reminders"), apart from push.ts so that the
 * service worker and the page carry no zod.
 */
import { z } from 'zod';
import { MAX_PUSH_DEVICES } from './limits.ts';
import type { PushKey, PushSubscriptionBody } from './push.ts';

export const PUSH_MESSAGES = {
  endpoint: 'A device’s push endpoint is an https address of at most 1,000 characters',
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

/**
 * An endpoint is an https URL (push services only speak https); `allowLoopbackHttp` also lets
 * http://127.0.0.1 and http://localhost through, for local mode and tests only.
 */
export const pushEndpointSchema = (allowLoopbackHttp: boolean) =>
  z
    .string({ error: PUSH_MESSAGES.endpoint })
    .max(ENDPOINT_MAX_LENGTH, PUSH_MESSAGES.endpoint)
    .refine((value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      if (url.username || url.password) return false;
      return url.protocol === 'https:' || (allowLoopbackHttp && isLoopbackHttp(url));
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
