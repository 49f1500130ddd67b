/**
 * `npm start`: serves the app with the compiled server (dist/server, built here when its sources
 * changed, as is the client). In local mode the Auth emulator starts first, with a local inbox
 * (MailDev) that catches the emails, and the builds and the server start beside it, so the wait is
 * about the emulator's own start-up; the server answers /api/health once all are ready. Ctrl-C closes the server first (requests in flight finish),
 * then the emulator.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { authEmulatorPorts } from './lib/auth-emulator.ts';
import { buildClientIfStale, buildServerIfStale } from './lib/build.ts';
import { launchLocalAuthIfUnconfigured } from './lib/local-auth.ts';
import { launchLocalInbox } from './lib/local-inbox.ts';
import { lowerPriority, restorePriority } from './lib/priority.ts';
import { exited, portOr, waitFor } from './lib/processes.ts';

const startedAt = performance.now();
const seconds = () => ((performance.now() - startedAt) / 1000).toFixed(1);

// The same settings file the server reads (the real environment wins over it).
if (existsSync('.env')) process.loadEnvFile('.env');
const env = { ...process.env };
env.NODE_ENV ??= 'production';
// Unset, the port is 3000 when free, so a second checkout still starts (on another port).
env.PORT ??= String(await portOr(3000));

let ports;
try {
  ports = await authEmulatorPorts(env);
} catch (error) {
  console.error(`Cannot start: ${(error as Error).message}.`);
  process.exit(1);
}
const dataDir = env.DATA_DIR ?? './data';
const emulator = await launchLocalAuthIfUnconfigured(env, {
  ports,
  persistDir: `${dataDir}/auth-emulator`,
});
if (emulator) {
  // The emulator accepts unsigned tokens, so the server refuses it in production: run as development.
  env.NODE_ENV = 'development';
  console.log(
    `Local mode: starting the Firebase Auth emulator at http://${emulator.host} (project ${emulator.projectId}); it takes ten seconds or more.`,
  );
}
// Local mode without an SMTP server of one's own: emails are caught by a local inbox (docs/email.md).
const inbox = emulator && !env.SMTP_URL?.trim() ? await launchLocalInbox() : undefined;
if (inbox) env.SMTP_URL = inbox.smtpUrl;

try {
  await buildClientIfStale(
    'dist/client',
    'Building the client with Vite (first start, or its sources changed): about a minute on a small machine...',
  );
  await buildServerIfStale('Compiling the server to dist/server...');
} catch (error) {
  console.error(`Cannot start: the build failed.\n${(error as Error).message}`);
  await emulator?.stop();
  await inbox?.stop();
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  env,
  stdio: 'inherit',
});
// The emulator takes longest: while it starts, the server's own start-up takes only the processor
// time the emulator leaves, and gets its normal priority back once both are ready (when the system
// allows that: docs/decisions/238-the-emulator-starts-first.md).
const yieldToEmulator = Boolean(emulator && server.pid && lowerPriority(server.pid));
// Ctrl-C reaches the server directly (same process group); here we only wait for it.
const ignore = () => {};
process.on('SIGINT', ignore);
process.on('SIGTERM', () => server.kill('SIGTERM'));

const host = env.HOST && env.HOST !== '0.0.0.0' ? env.HOST : 'localhost';
Promise.all([
  emulator?.ready,
  inbox?.ready,
  waitFor(
    'Momentum server',
    async () => (await fetch(`http://127.0.0.1:${env.PORT}/api/health`)).ok,
    {
      // The server opens its port once the emulator answers, which may take minutes on a busy machine.
      timeoutMs: 240_000,
      intervalMs: 100,
      abort: () => (server.exitCode !== null ? 'exited' : undefined),
    },
  ),
]).then(
  () => {
    if (yieldToEmulator) restorePriority(server.pid!);
    console.log(`\nReady in ${seconds()} s: open http://${host}:${env.PORT}\n`);
    if (inbox) console.log(`Emails the app sends arrive in the local inbox: ${inbox.webUrl}\n`);
  },
  (error: Error) => {
    console.error(`Cannot start: ${error.message.split('\n')[0]}`);
    server.kill('SIGTERM');
  },
);

const code = await exited(server);
await emulator?.stop();
await inbox?.stop();
process.exit(code);
