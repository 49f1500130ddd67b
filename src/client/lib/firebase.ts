import type { Auth } from 'firebase/auth';
import type { ClientConfig } from '#shared/schemas';
import { watchfulPopupResolver } from './popup-closure.ts';

let authPromise: Promise<Auth> | undefined;
let announceAuth: (auth: Auth) => void = () => {};
const authCreated = new Promise<Auth>((resolve) => (announceAuth = resolve));

/**
 * Resolves once any `getFirebaseAuth()` call has created the instance. The auth state listener
 * waits on this, so that a sign-in that succeeds after a failed start still updates the app.
 */
export function whenFirebaseAuthCreated(): Promise<Auth> {
  return authCreated;
}

/** The last sign-in settings this browser received: public values, kept so a saved session can start offline. */
const SAVED_CONFIG_KEY = 'momentum.client-config';

function readableConfig(config: ClientConfig | null): config is ClientConfig {
  // A plain check, not the shared zod schema: zod would weigh more than the landing page itself.
  return (
    typeof config?.firebase?.apiKey === 'string' && typeof config.firebase.authDomain === 'string'
  );
}

function savedConfig(): ClientConfig | null {
  try {
    const saved = JSON.parse(localStorage.getItem(SAVED_CONFIG_KEY) ?? 'null') as ClientConfig;
    return readableConfig(saved) ? saved : null;
  } catch {
    return null;
  }
}

async function fetchClientConfig(): Promise<ClientConfig> {
  let response: Response;
  try {
    response = await fetch('/api/config', { credentials: 'include' });
  } catch (error) {
    // No network: a returning user's session starts from the settings saved last time
    // (docs/decisions/019-offline.md).
    const saved = savedConfig();
    if (saved) return saved;
    throw error;
  }
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const config = (await response.json()) as ClientConfig;
  if (!readableConfig(config)) throw new Error('The server sent unreadable sign-in settings');
  try {
    localStorage.setItem(SAVED_CONFIG_KEY, JSON.stringify(config));
  } catch {
    // Storage may be full or disabled; the settings are fetched again next time.
  }
  return config;
}

/**
 * The Firebase Auth instance, created once. The SDK (about 35 KB gzipped) is loaded with
 * `import()` in parallel with the settings, so it stays off the first paint.
 */
export function getFirebaseAuth(): Promise<Auth> {
  authPromise ??= (async () => {
    const [config, sdk] = await Promise.all([fetchClientConfig(), import('./firebase-sdk.ts')]);
    const app = sdk.initializeApp(config.firebase);
    // The session outlives reloads and browser restarts until the user signs out.
    const auth = sdk.initializeAuth(app, {
      persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
      popupRedirectResolver: watchfulPopupResolver(sdk.browserPopupRedirectResolver),
    });
    if (config.authEmulatorUrl) {
      sdk.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    }
    announceAuth(auth);
    return auth;
  })();
  authPromise.catch(() => {
    authPromise = undefined;
  });
  return authPromise;
}
