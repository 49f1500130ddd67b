import { useEffect } from 'react';
import type { SignedInUser } from '../auth/auth-provider.tsx';
import { AppRoutes } from './routes.tsx';
import { AppShell } from './shell.tsx';

/** Everything a signed-in user sees; loaded lazily, so the landing page does not carry it. */
export default function SignedInApp({ user }: { user: SignedInUser }) {
  useEffect(registerWhenLoaded, []);
  return (
    <AppShell user={user}>
      <AppRoutes />
    </AppShell>
  );
}

/**
 * The service worker (offline use, install) is registered by the signed-in app only, once the
 * page has loaded: a visitor who never signs in downloads the landing page and nothing more.
 */
function registerWhenLoaded() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    import('./service-worker.ts')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.warn('Offline use is not available', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
