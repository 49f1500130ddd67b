import type { Auth } from 'firebase/auth';
import type { ClientConfig } from '#shared/schemas';

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

async function fetchClientConfig(): Promise<ClientConfig> {
  const response = await fetch('/api/config', { credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const config = (await response.json()) as ClientConfig;
  // A plain check, not the shared zod schema: zod would weigh more than the landing page itself.
  if (
    typeof config.firebase?.apiKey !== 'string' ||
    typeof config.firebase.authDomain !== 'string'
  ) {
    throw new Error('The server sent unreadable sign-in settings');
  }
  return config;
}

/**
 * The Firebase Auth instance, created once. The SDK (about 35 KB gzipped) is loaded with
 * `import()` in parallel with the settings, so it stays off the first paint.
 */
export function getFirebaseAuth(): Promise<Auth> {
  authPromise ??= (async () => {
    const [config, { initializeApp }, authSdk] = await Promise.all([
      fetchClientConfig(),
      import('firebase/app'),
      import('firebase/auth'),
    ]);
    const app = initializeApp(config.firebase);
    // The session outlives reloads and browser restarts until the user signs out.
    const auth = authSdk.initializeAuth(app, {
      persistence: [authSdk.indexedDBLocalPersistence, authSdk.browserLocalPersistence],
      popupRedirectResolver: authSdk.browserPopupRedirectResolver,
    });
    if (config.authEmulatorUrl) {
      authSdk.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    }
    announceAuth(auth);
    return auth;
  })();
  authPromise.catch(() => {
    authPromise = undefined;
  });
  return authPromise;
}
