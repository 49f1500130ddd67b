import path from 'node:path';
import {
  LOCAL_PROJECT_ID,
  launchAuthEmulator,
  type AuthEmulator,
  type LaunchedAuthEmulator,
} from './auth-emulator.ts';

const FIREBASE_SETTINGS = [
  'FIREBASE_PROJECT_ID',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
];

/**
 * Local mode: with no Firebase settings at all, start the Auth emulator and point the app at it
 * (`env` gains its address at once; `ready` says when it answers). With any real setting, start
 * nothing and let the server validate what was given.
 */
export async function launchLocalAuthIfUnconfigured(
  env: NodeJS.ProcessEnv,
  options: Parameters<typeof launchAuthEmulator>[0] = {},
): Promise<LaunchedAuthEmulator | undefined> {
  if (FIREBASE_SETTINGS.some((name) => env[name]?.trim())) return undefined;
  const emulator = await launchAuthEmulator(options);
  env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  env.FIREBASE_PROJECT_ID = LOCAL_PROJECT_ID;
  // The server saves the accounts there as they sign in, so they survive a crash (see 031).
  if (options.persistDir) env.AUTH_EMULATOR_ACCOUNTS_DIR = path.resolve(options.persistDir);
  return emulator;
}

/** As launchLocalAuthIfUnconfigured, and waits until the emulator is ready. */
export async function startLocalAuthIfUnconfigured(
  env: NodeJS.ProcessEnv,
  options: Parameters<typeof launchAuthEmulator>[0] = {},
): Promise<AuthEmulator | undefined> {
  const launched = await launchLocalAuthIfUnconfigured(env, options);
  if (!launched) return undefined;
  const { ready, ...emulator } = launched;
  await ready;
  return emulator;
}
