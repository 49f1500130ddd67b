import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { clientConfigFromEnv, EnvError, parseEnv, type Env } from './env.ts';
import { createIdTokenVerifier } from './plugins/id-token-verifier.ts';
import { keepLocalAccounts } from './plugins/local-accounts.ts';

function readEnv(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const env = readEnv();
const database = openDatabase(env);
await database.migrate();

let verifier = createIdTokenVerifier({
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

const app = await buildApp({
  database,
  verifier,
  clientConfig: clientConfigFromEnv(env),
  clientDistDir: env.CLIENT_DIST_DIR,
  logger: { level: env.LOG_LEVEL },
});
app.addHook('onClose', async () => {
  await database.close();
});

let closing = false;
async function shutDown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'closing: finishing requests in flight');
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'did not close cleanly');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutDown('SIGINT'));
process.on('SIGTERM', () => void shutDown('SIGTERM'));

await app.listen({ host: env.HOST, port: env.PORT });
app.log.info(
  `Momentum is ready at http://localhost:${env.PORT} (database: ${database.kind === 'pglite' ? `embedded, ${env.DATA_DIR}` : 'PostgreSQL'})`,
);
