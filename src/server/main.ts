import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { clientConfigFromEnv, EnvError, parseEnv, type Env } from './env.ts';
import { createIdTokenVerifier } from './plugins/id-token-verifier.ts';

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

const app = await buildApp({
  database,
  verifier: createIdTokenVerifier({
    projectId: env.FIREBASE_PROJECT_ID!,
    emulator: Boolean(env.FIREBASE_AUTH_EMULATOR_HOST),
    certsUrl: env.FIREBASE_CERTS_URL,
    keyFetchTimeoutMs: env.KEY_FETCH_TIMEOUT_MS,
  }),
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
