import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';

const dataDirs: string[] = [];
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * The server's log lines go to its standard output; whoever reads them (a terminal, a pipe into a
 * log shipper) may go away first. The lines still queued then have nowhere to go, and stopping
 * must not wait for them (src/server/main.ts, docs/decisions/239-logs-nobody-reads.md).
 */
// With no drain, the lines of its shutdown are still queued at exit; with one, they are written
// (and meet the broken pipe) while it drains.
it.each([0, 1_500])(
  'stops on SIGTERM after the reader of its log has gone (drain %i ms)',
  async (drainMs) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'momentum-log-reader-'));
    dataDirs.push(dataDir);
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        FIREBASE_PROJECT_ID: 'real',
        VITE_FIREBASE_API_KEY: 'key',
        VITE_FIREBASE_AUTH_DOMAIN: 'real.firebaseapp.com',
        PUBLIC_URL: 'https://plan.example.com',
        DATA_DIR: dataDir,
        PORT: '0',
        DRAIN_DELAY_MS: String(drainMs),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    try {
      await expect.poll(() => log, { timeout: 45_000 }).toContain('Momentum is ready');
      server.stdout.destroy(); // The reader goes away; the next lines meet a broken pipe.

      server.kill('SIGTERM');
      const stopped = await Promise.race([
        exited,
        new Promise<'still running'>((resolve) =>
          setTimeout(() => resolve('still running'), 10_000),
        ),
      ]);

      expect(stopped).toBe(0);
    } finally {
      server.kill('SIGKILL');
    }
  },
  60_000,
);
