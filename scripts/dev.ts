/**
 * `npm run dev`: Vite with hot reload on PORT (default 3000), proxying /api to the server, which
 * restarts on change (tsx watch) on API_PORT (default 3001). Local mode starts the Auth emulator
 * beside them (its ports from the settings, see .env.example); the server waits for it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { authEmulatorPorts } from './lib/auth-emulator.ts';
import { launchLocalAuthIfUnconfigured } from './lib/local-auth.ts';
import { exited, portOr } from './lib/processes.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development' };
const emulator = await launchLocalAuthIfUnconfigured(env, {
  ports: await authEmulatorPorts(env),
  persistDir: `${env.DATA_DIR ?? './data'}/auth-emulator`,
});
if (emulator)
  console.log(`Local mode: starting the Firebase Auth emulator at http://${emulator.host}`);

const apiPort = String(env.API_PORT ?? (await portOr(3001)));
const children: ChildProcess[] = [
  spawn(
    path.resolve('node_modules/.bin/tsx'),
    ['watch', '--clear-screen=false', 'src/server/main.ts'],
    {
      env: { ...env, PORT: apiPort, HOST: '127.0.0.1' },
      stdio: 'inherit',
    },
  ),
  spawn(path.resolve('node_modules/.bin/vite'), [], {
    env: { ...env, API_PORT: apiPort },
    stdio: 'inherit',
  }),
];

emulator?.ready.catch((error: Error) => {
  console.error(error.message);
  children.forEach((child) => child.kill('SIGTERM'));
});
// Ctrl-C reaches the children directly; when either ends, stop the other, then the emulator.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => children.forEach((child) => child.kill('SIGTERM')));
const code = await Promise.race(children.map(exited));
children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
await Promise.all(children.map(exited));
await emulator?.stop();
process.exit(code);
