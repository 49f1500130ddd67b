import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useCurrentToast } from '../components/ui/toast-store.ts';
import { AuthProvider, useAuth } from '../auth/auth-provider.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { hasSessionHint } from '../auth/session-hint.ts';
import { PATHS } from '../lib/paths.ts';
import { LoadFailureBoundary } from './load-failure.tsx';
import { chunk, lazyChunk } from '../lib/load-chunk.ts';
import { useT } from '../lib/i18n.tsx';

const loadSignedInApp = chunk(() => import('./signed-in-app.tsx'));
// The toast region (Radix Toast) loads with the first toast: no page needs it to show.
const loadToaster = () => import('../components/ui/toaster.tsx');
// The saved plan and the offline queue load with the signed-in app, off the landing page's path.
const loadOfflineLayer = chunk(() => import('../plan/offline/offline-layer.tsx'));
/** The code of the page at `path` (src/client/app/routes.tsx), so it does not wait for the shell. */
function preloadPage(path: string) {
  if (path.startsWith(PATHS.explore)) return import('../features/explore/index.ts');
  if (path === PATHS.today) return import('../features/today/index.ts');
  if (path === PATHS.account) return import('../features/account/account-page.tsx');
  if (path.startsWith(PATHS.outcomes)) return import('../features/outcomes/index.ts');
  return import('../features/workflow/workflow.tsx');
}

// A returning user's shell and page load alongside Firebase, not one after another. A failed
// preload is only a head start lost: rendering loads the same code again, or says it cannot.
// They start in a task of their own: adding the preload links of every chunk they need takes
// tens of ms, which would lengthen the task that runs the app's first code (decision 227).
if (typeof window !== 'undefined' && hasSessionHint()) {
  const ignore = () => {};
  setTimeout(() => {
    loadSignedInApp().catch(ignore);
    loadOfflineLayer().catch(ignore);
    preloadPage(window.location.pathname).catch(ignore);
  });
}
const SignedInApp = lazyChunk(loadSignedInApp);
const OfflineLayer = lazyChunk(loadOfflineLayer);
const Toaster = lazyChunk(async () => ({ default: (await loadToaster()).Toaster }));

/** The toast region, mounted from the first toast on; until then there is nothing to load. */
function ToasterWhenNeeded() {
  const message = useCurrentToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && message) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

function Loading() {
  const t = useT();
  return (
    <div role="status" className="grid min-h-dvh place-items-center text-muted-foreground">
      {t('common.loading')}
    </div>
  );
}
const loading = <Loading />;

/** Signed out: only the landing page. Signed in: the app. Meanwhile: 'Loading...'. */
export function AuthGate() {
  const auth = useAuth();
  if (auth.status === 'loading') return loading;
  if (auth.status === 'signedOut') return <LandingPage />;
  return (
    <Suspense fallback={loading}>
      <OfflineLayer key={auth.user.uid} uid={auth.user.uid}>
        <SignedInApp user={auth.user} />
      </OfflineLayer>
    </Suspense>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <LoadFailureBoundary>
          <AuthGate />
        </LoadFailureBoundary>
        <ToasterWhenNeeded />
      </AuthProvider>
    </QueryClientProvider>
  );
}
