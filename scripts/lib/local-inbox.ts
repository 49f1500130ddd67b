import { spawn } from 'node:child_process';
import path from 'node:path';
import { exited, freePort, portOr, waitFor } from './processes.ts';

export interface LocalInbox {
  /** smtp://127.0.0.1:port: the server's SMTP_URL. */
  smtpUrl: string;
  /** Where the caught mail is read in the browser. */
  webUrl: string;
  /** Resolves once the inbox answers; rejects if it exits or times out first. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

const maildevBin = path.resolve('node_modules/.bin/maildev');

/**
 * Local mode (docs/email.md): MailDev catches every email the server sends, on loopback only,
 * readable in the browser. Its web inbox takes 1080 when free; both ports are otherwise free ones,
 * so two checkouts never collide. Mail is kept in memory: a restart empties the inbox.
 */
export async function launchLocalInbox(): Promise<LocalInbox> {
  const smtp = await freePort();
  const web = await portOr(1080);
  const child = spawn(
    maildevBin,
    ['--smtp', String(smtp), '--web', String(web), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
    // Same process group: a closed terminal ends it too.
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_UPDATE_NOTIFIER: '1' } },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const killOnExit = () => {
    try {
      child.kill('SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', killOnExit);
  const webUrl = `http://127.0.0.1:${web}`;
  const ready = waitFor(
    'Local inbox (MailDev)',
    async () => (await fetch(`${webUrl}/api/healthz`)).ok,
    {
      timeoutMs: 60_000,
      abort: () => (child.exitCode !== null ? `exited early:\n${output}` : undefined),
    },
  );
  ready.catch(killOnExit);
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    webUrl,
    ready,
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(killOnExit, 5_000);
        await exited(child);
        clearTimeout(timer);
      }
    },
  };
}
