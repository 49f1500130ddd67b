import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

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
 * The file is written aside and linked into place, so a crash never leaves half a key.
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
  const file = path.join(settings.DATA_DIR, VAPID_KEYS_FILE);
  const read = (): VapidKeys => {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Pick<
      VapidKeys,
      'publicKey' | 'privateKey'
    >;
    return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
  };
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(settings.DATA_DIR, { recursive: true });
  const { publicKey, privateKey } = generateVapidKeys();
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, JSON.stringify({ publicKey, privateKey }), { mode: 0o600 });
  try {
    linkSync(partial, file);
  } catch (error) {
    // Another process linked its pair first: use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(partial);
  }
  return read();
}
