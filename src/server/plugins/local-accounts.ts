import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IdTokenVerifier } from './id-token-verifier.ts';

/**
 * Local mode only. The Auth emulator keeps its accounts in memory and writes them out only on a
 * clean exit, so after a crash, kill -9 or a closed terminal the same Google account came back with
 * a new uid and its plan was unreachable. Here the server copies the emulator's accounts to
 * `dir` (in the emulator's own export layout, which `--import` reads at the next start) before it
 * answers the first request of each uid: every account that owns data is on disk first.
 * See docs/decisions/031-local-accounts-survive-a-crash.md.
 */
export function keepLocalAccounts(
  verifier: IdTokenVerifier,
  options: {
    emulatorHost: string;
    projectId: string;
    dir: string;
    /** A failed save is logged, not shown to the caller: their request itself is fine. */
    onSaveError: (error: unknown) => void;
  },
): IdTokenVerifier {
  const saved = new Set<string>();
  let saving: Promise<void> | undefined;
  const accountsUrl = `http://${options.emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${options.projectId}/accounts:batchGet?maxResults=-1`;

  async function saveAll() {
    const response = await fetch(accountsUrl, {
      headers: { authorization: 'Bearer owner' },
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`the emulator answered ${response.status}`);
    const text = await response.text();
    const { users = [] } = JSON.parse(text) as { users?: Array<{ localId: string }> };
    writeDurably(path.join(options.dir, 'auth_export', 'accounts.json'), text);
    writeDurably(
      path.join(options.dir, 'firebase-export-metadata.json'),
      JSON.stringify({ version: 'momentum', auth: { version: 'momentum', path: 'auth_export' } }),
    );
    for (const user of users) saved.add(user.localId);
  }

  /** One save at a time; a caller whose uid a running save may have missed waits for the next. */
  async function ensureSaved(uid: string) {
    for (let attempt = 0; attempt < 2 && !saved.has(uid); attempt++) {
      if (saving) await saving.catch(() => {});
      if (saved.has(uid)) return;
      saving ??= saveAll().finally(() => (saving = undefined));
      await saving;
    }
  }

  return {
    async verify(idToken) {
      const identity = await verifier.verify(idToken);
      try {
        await ensureSaved(identity.uid);
      } catch (error) {
        options.onSaveError(error);
      }
      return identity;
    },
  };
}

/** Whole file or the previous one, never half: write aside, flush to disk, rename over. */
function writeDurably(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  writeFileSync(partial, text);
  const handle = openSync(partial, 'r');
  fsyncSync(handle);
  closeSync(handle);
  renameSync(partial, file);
  const folder = openSync(path.dirname(file), 'r');
  fsyncSync(folder);
  closeSync(folder);
}
