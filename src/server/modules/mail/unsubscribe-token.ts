import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MAIL_KINDS, type MailKind } from '#shared/mail';
import { keptSecret } from '#server/kept-secret.ts';

/**
 * How long an unsubscribe link works: emails are read weeks late, and RFC 8058 asks that the
 * link keep working for a while after the message (docs/decisions/270).
 */
export const UNSUBSCRIBE_LINK_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

export type TokenCheck =
  { ok: true; userId: string; kind: MailKind } | { ok: false; reason: 'invalid' | 'expired' };

/** The kinds as one byte each, in the token. */
const KIND_BYTES: Record<MailKind, number> = { reminders: 1, digest: 2 };
const SIGNATURE_BYTES = 16;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Signed unsubscribe tokens: `<payload>.<signature>`, base64url. The payload is the person's row
 * id (16 bytes), the kind of email (1 byte) and the second the link stops working (4 bytes); the
 * signature the first 128 bits of its HMAC-SHA256. Short enough for a path segment (the router
 * refuses one over 100 characters). No sign-in is needed to use one, so the signature is the
 * whole of its authority (docs/decisions/270).
 */
export function unsubscribeTokens(secret: string) {
  const sign = (payload: Buffer) =>
    createHmac('sha256', secret).update(payload).digest().subarray(0, SIGNATURE_BYTES);
  return {
    issue(userId: string, kind: MailKind, now: Date): string {
      if (!UUID.test(userId)) throw new Error('An unsubscribe token names a user row id');
      const payload = Buffer.alloc(21);
      Buffer.from(userId.replaceAll('-', ''), 'hex').copy(payload, 0);
      payload.writeUInt8(KIND_BYTES[kind], 16);
      payload.writeUInt32BE(
        Math.floor((now.getTime() + UNSUBSCRIBE_LINK_DAYS * DAY_MS) / 1000),
        17,
      );
      return `${payload.toString('base64url')}.${sign(payload).toString('base64url')}`;
    },
    check(token: string, now: Date): TokenCheck {
      const [encoded, signature, extra] = token.split('.');
      if (!encoded || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
      const payload = Buffer.from(encoded, 'base64url');
      const given = Buffer.from(signature, 'base64url');
      // Compared as sent: another spelling of the same bytes is refused too.
      if (payload.toString('base64url') !== encoded || given.toString('base64url') !== signature) {
        return { ok: false, reason: 'invalid' };
      }
      const expected = sign(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, reason: 'invalid' };
      }
      const kind = MAIL_KINDS.find((name) => KIND_BYTES[name] === payload[16]);
      if (payload.length !== 21 || !kind) return { ok: false, reason: 'invalid' };
      if (payload.readUInt32BE(17) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
      const hex = payload.subarray(0, 16).toString('hex');
      const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      return { ok: true, userId, kind };
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;

export const UNSUBSCRIBE_SECRET_FILE = 'unsubscribe-secret';

/** A fresh secret, for a test app or the first local start. */
export const generateUnsubscribeSecret = () => randomBytes(32).toString('hex');

/**
 * UNSUBSCRIBE_SECRET, or (local mode) the one kept in `dataDir`, made on the first start so that
 * links in mail sent before a restart still work.
 */
export function loadUnsubscribeSecret(settings: {
  UNSUBSCRIBE_SECRET?: string;
  DATA_DIR: string;
}): string {
  if (settings.UNSUBSCRIBE_SECRET) return settings.UNSUBSCRIBE_SECRET;
  return keptSecret(settings.DATA_DIR, UNSUBSCRIBE_SECRET_FILE, generateUnsubscribeSecret).trim();
}
