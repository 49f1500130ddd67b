import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Toaster } from '../components/ui/toaster.tsx';
import { AuthProvider, useAuth } from '../auth/auth-provider.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { hasSessionHint } from '../auth/session-hint.ts';

const loadSignedInApp = () => import('./signed-in-app.tsx');
// The saved plan and the offline queue load with the signed-in app, off the landing page's path.
const loadOfflineLayer = () => import('../plan/offline/offline-layer.tsx');
// A returning user's shell and page load alongside Firebase, not one after another.
if (typeof window !== 'undefined' && hasSessionHint()) {
  void loadSignedInApp();
  void loadOfflineLayer();
  void (window.location.pathname.startsWith('/explore')
    ? import('../features/explore/index.ts')
    : import('../features/workflow/workflow.tsx'));
}
const SignedInApp = lazy(loadSignedInApp);
const OfflineLayer = lazy(loadOfflineLayer);

const loading = (
  <div role="status" className="grid min-h-dvh place-items-center text-muted-foreground">
    Loading...
  </div>
);

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
        <AuthGate />
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
