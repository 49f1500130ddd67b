import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Toaster } from '../components/ui/toaster.tsx';
import { AuthProvider, useAuth } from '../auth/auth-provider.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { AppRoutes } from './routes.tsx';
import { AppShell } from './shell.tsx';

// The saved plan and the offline queue load with the signed-in app, off the landing page's path.
const OfflineLayer = lazy(() => import('../plan/offline/offline-layer.tsx'));

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
        <AppShell user={auth.user}>
          <AppRoutes />
        </AppShell>
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
