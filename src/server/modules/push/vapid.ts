import webpush from 'web-push';
import { keptSecret } from '#server/kept-secret.ts';

/** The key pair that signs push messages (VAPID, RFC 8292), and who runs the server. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Used when neither VAPID_SUBJECT nor an https PUBLIC_URL says who runs the server. */
export const PLACEHOLDER_SUBJECT = 'mailto:reminders@momentum.invalid';

export const VAPID_KEYS_FILE = 'vapid-keys.json';

/** A fresh key pair, for a test app or the first start of a local server. */
export function generateVapidKeys(subject = PLACEHOLDER_SUBJECT): VapidKeys {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { publicKey, privateKey, subject };
}

/**
 * The keys from settings; without them, the pair kept in `dataDir` (made there on the first
 * start and reused after, so devices subscribed before a restart still get their reminders).
 */
export function loadVapidKeys(settings: {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  PUBLIC_URL?: string;
  DATA_DIR: string;
}): VapidKeys {
  const subject =
    settings.VAPID_SUBJECT ??
    (settings.PUBLIC_URL?.startsWith('https://') ? settings.PUBLIC_URL : PLACEHOLDER_SUBJECT);
  if (settings.VAPID_PUBLIC_KEY && settings.VAPID_PRIVATE_KEY) {
    return {
      publicKey: settings.VAPID_PUBLIC_KEY,
      privateKey: settings.VAPID_PRIVATE_KEY,
      subject,
    };
  }
  const kept = JSON.parse(
    keptSecret(settings.DATA_DIR, VAPID_KEYS_FILE, () => {
      const { publicKey, privateKey } = generateVapidKeys();
      return JSON.stringify({ publicKey, privateKey });
    }),
  ) as Pick<VapidKeys, 'publicKey' | 'privateKey'>;
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
}
