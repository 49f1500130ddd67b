import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The contents of `name` in `dataDir`, made with `make` on the first start and reused after: the
 * VAPID keys and the unsubscribe secret of local mode (docs/push.md, docs/email.md), so what was
 * sent before a restart still works after it. The file is written aside and linked into place, so
 * a crash never leaves half a secret, and when two processes start at once both use the one
 * linked first.
 */
export function keptSecret(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, name);
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, make(), { mode: 0o600 });
  try {
    linkSync(partial, file);
  } catch (error) {
    // Another process linked its secret first: use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(partial);
  }
  return readFileSync(file, 'utf8');
}
