import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Toaster } from '../components/ui/toaster.tsx';
import { AuthProvider, useAuth } from '../auth/auth-provider.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { hasSessionHint } from '../auth/session-hint.ts';

const loadSignedInApp = () => import('./signed-in-app.tsx');
// A returning user's shell and page load alongside Firebase, not one after another.
if (typeof window !== 'undefined' && hasSessionHint()) {
  void loadSignedInApp();
  void (window.location.pathname.startsWith('/explore')
    ? import('../features/explore/index.ts')
    : import('../features/workflow/workflow.tsx'));
}
const SignedInApp = lazy(loadSignedInApp);

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
      <SignedInApp user={auth.user} />
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
