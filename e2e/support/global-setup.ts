/**
 * Serves the production build with the real server on a free port, over a fresh embedded
 * database and the Firebase Auth emulator (started here unless the caller provides one), with
 * MailDev catching its email as under `npm start` (docs/email.md): tests read it through
 * MailDev's REST API at E2E_MAILDEV_URL.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAuthEmulator } from '#scripts/lib/auth-emulator.ts';
import { launchLocalInbox } from '#scripts/lib/local-inbox.ts';
import { buildClientIfStale } from '#scripts/lib/build.ts';
import { exited, freePort, waitFor } from '#scripts/lib/processes.ts';
import { CHROMIUM_INSTALL_HINT, chromiumPath, hasChromium } from '#scripts/lib/chromium.ts';

export default async function globalSetup() {
  if (!hasChromium()) {
    throw new Error(
      `Chromium was not found at ${chromiumPath()}. Install it with: ${CHROMIUM_INSTALL_HINT}`,
    );
  }
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST
    ? undefined
    : await startAuthEmulator({ quiet: true });
  const emulatorHost = emulator?.host ?? process.env.FIREBASE_AUTH_EMULATOR_HOST!;
  const inbox = await launchLocalInbox();
  await buildClientIfStale();
  await inbox.ready;

  const projectId = emulator?.projectId ?? process.env.FIREBASE_PROJECT_ID ?? 'demo-momentum';
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'momentum-e2e-data-'));
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      FIREBASE_PROJECT_ID: projectId,
      LOG_LEVEL: 'warn',
      SMTP_URL: inbox.smtpUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const baseURL = `http://127.0.0.1:${port}`;
  await waitFor('Momentum server', async () => (await fetch(`${baseURL}/api/health`)).ok, {
    abort: () => (server.exitCode !== null ? `exited early:\n${output}` : undefined),
  });
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_MAILDEV_URL = inbox.webUrl;
  process.env.E2E_AUTH_EMULATOR_HOST = emulatorHost;
  process.env.E2E_FIREBASE_PROJECT_ID = projectId;

  return async () => {
    server.kill('SIGTERM');
    await exited(server);
    if (output.trim()) console.log(`Server log (warnings and errors):\n${output}`);
    await emulator?.stop();
    await inbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
