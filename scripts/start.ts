/**
 * `npm start`: builds the client when needed, starts the Auth emulator in local mode, then
 * serves the app. Ctrl-C closes the server first (requests in flight finish), then the emulator.
 */
import { spawn } from 'node:child_process';
import { buildClientIfStale } from './lib/build.ts';
import { startLocalAuthIfUnconfigured } from './lib/local-auth.ts';
import { exited } from './lib/processes.ts';

const env = { ...process.env };
env.NODE_ENV ??= 'production';
await buildClientIfStale();

const dataDir = env.DATA_DIR ?? './data';
const emulator = await startLocalAuthIfUnconfigured(env, {
  preferredPort: 9099,
  persistDir: `${dataDir}/auth-emulator`,
});
if (emulator) {
  // The emulator accepts unsigned tokens, so the server refuses it in production: run as development.
  env.NODE_ENV = 'development';
  console.log(
    `Local mode: Firebase Auth emulator at http://${emulator.host} (project ${emulator.projectId})`,
  );
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  env,
  stdio: 'inherit',
});
// Ctrl-C reaches the server directly (same process group); here we only wait for it.
const ignore = () => {};
process.on('SIGINT', ignore);
process.on('SIGTERM', () => server.kill('SIGTERM'));

const code = await exited(server);
await emulator?.stop();
process.exit(code);
