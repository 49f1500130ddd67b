import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { logOutput } from './log-output.ts';
import { clientConfigFromEnv, loadSettings, stop } from './env.ts';
import { createIdTokenVerifier, type IdTokenVerifier } from './plugins/id-token-verifier.ts';
import { waitForAuthEmulator } from './plugins/auth-emulator-ready.ts';
import { keepLocalAccounts } from './plugins/local-accounts.ts';
import { loadVapidKeys, REMINDER_INTERVAL_MS } from './modules/push/index.ts';
import { loadUnsubscribeSecret } from './modules/mail/index.ts';

const env = loadSettings();
let dataDirLock: Awaited<ReturnType<typeof lockDataDir>> | undefined;
if (!env.DATABASE_URL) {
  try {
    dataDirLock = await lockDataDir(env.DATA_DIR);
  } catch (error) {
    stop(`Cannot start: ${(error as Error).message}.`);
  }
}
const database = openDatabase(env);
const where = env.DATABASE_URL
  ? `PostgreSQL at ${new URL(env.DATABASE_URL).host}`
  : `the embedded database in ${env.DATA_DIR}`;
try {
  // SKIP_MIGRATIONS=1 when `npm run db:migrate` runs as its own release step.
  if (env.SKIP_MIGRATIONS) await database.ping();
  else await database.migrate();
} catch (error) {
  await database.close().catch(() => {});
  const reason = (error as Error).message.split('\n')[0] || (error as { code?: string }).code;
  stop(`Cannot start: ${where} is not usable (${reason}).`);
}

let verifier: IdTokenVerifier = createIdTokenVerifier({
  projectId: env.FIREBASE_PROJECT_ID!,
  emulator: Boolean(env.FIREBASE_AUTH_EMULATOR_HOST),
  certsUrl: env.FIREBASE_CERTS_URL,
  keyFetchTimeoutMs: env.KEY_FETCH_TIMEOUT_MS,
});
if (env.FIREBASE_AUTH_EMULATOR_HOST && env.AUTH_EMULATOR_ACCOUNTS_DIR) {
  verifier = keepLocalAccounts(verifier, {
    emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    projectId: env.FIREBASE_PROJECT_ID!,
    dir: env.AUTH_EMULATOR_ACCOUNTS_DIR,
    onSaveError: (error) =>
      app.log.error({ err: error }, 'could not save the local emulator accounts'),
  });
}

const logDestination = logOutput();

let vapid;
let unsubscribeSecret;
try {
  vapid = loadVapidKeys(env);
  unsubscribeSecret = loadUnsubscribeSecret(env);
} catch (error) {
  await database.close().catch(() => {});
  stop(
    `Cannot start: the VAPID keys or the unsubscribe secret in ${env.DATA_DIR} are not readable (${(error as Error).message}).`,
  );
}

const app = await buildApp({
  database,
  verifier,
  clientConfig: clientConfigFromEnv(env),
  clientDistDir: env.CLIENT_DIST_DIR,
  logger: { level: env.LOG_LEVEL, stream: logDestination },
  trustProxy: env.TRUST_PROXY,
  publicUrl: env.PUBLIC_URL,
  timeouts: {
    requestMs: env.REQUEST_TIMEOUT_MS,
    connectionMs: env.CONNECTION_TIMEOUT_MS,
    keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS,
  },
  // Push services only on public addresses, in every mode (docs/decisions/240).
  push: { vapid },
  mail: {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    unsubscribeSecret,
    localOrigin: `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`,
  },
});
app.addHook('onClose', async () => {
  await database.close();
  await dataDirLock?.release();
});

/**
 * SIGTERM or SIGINT: health answers 503 at once and for DRAIN_DELAY_MS (so a load balancer stops
 * sending traffic) while requests are still served; then the server stops accepting, requests in
 * flight finish, the database closes, exit 0. Past SHUTDOWN_TIMEOUT_MS the process exits 1 with a
 * line naming what was still running. See docs/decisions/032-timeouts-and-honest-outages.md.
 */
let closing = false;
async function shutDown(signal: string) {
  if (closing) return;
  closing = true;
  app.lifecycle.startDraining();
  app.log.info({ signal, drainMs: env.DRAIN_DELAY_MS }, 'draining: health answers 503');
  await new Promise((resolve) => setTimeout(resolve, env.DRAIN_DELAY_MS));
  app.log.info('closing: finishing requests in flight');
  const deadline = setTimeout(() => {
    app.log.error(
      { stillRunning: app.lifecycle.inFlight(), timeoutMs: env.SHUTDOWN_TIMEOUT_MS },
      `shutdown deadline passed with requests still running: ${app.lifecycle.inFlight().join(', ') || 'none (the database did not close)'}`,
    );
    process.exit(1);
  }, env.SHUTDOWN_TIMEOUT_MS);
  try {
    await app.close();
    clearTimeout(deadline);
    app.log.info('closed cleanly');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'did not close cleanly');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutDown('SIGINT'));
process.on('SIGTERM', () => void shutDown('SIGTERM'));

try {
  if (env.FIREBASE_AUTH_EMULATOR_HOST) await waitForAuthEmulator(env.FIREBASE_AUTH_EMULATOR_HOST);
} catch (error) {
  await database.close().catch(() => {});
  stop(`Cannot start: ${(error as Error).message}.`);
}
try {
  await app.listen({ host: env.HOST, port: env.PORT });
} catch (error) {
  await database.close().catch(() => {});
  stop(`Cannot start: ${env.HOST}:${env.PORT} is not available (${(error as Error).message}).`);
}
// SEND_REMINDERS=0 leaves sending to other instances (each reminder is claimed once anyway).
if (env.SEND_REMINDERS) {
  app.reminders.start();
  app.mail.start(REMINDER_INTERVAL_MS);
}
app.log.info(
  `Momentum is ready at http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT} (database: ${database.kind === 'pglite' ? `embedded, ${env.DATA_DIR}` : 'PostgreSQL'})`,
);
