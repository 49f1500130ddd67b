import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Toaster } from '../components/ui/toaster.tsx';
import { AuthProvider, useAuth } from '../auth/auth-provider.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { AppRoutes } from './routes.tsx';
import { AppShell } from './shell.tsx';

/** Signed out: only the landing page. Signed in: the app. Meanwhile: 'Loading...'. */
export function AuthGate() {
  const auth = useAuth();
  if (auth.status === 'loading') {
    return (
      <div role="status" className="grid min-h-dvh place-items-center text-muted-foreground">
        Loading...
      </div>
    );
  }
  if (auth.status === 'signedOut') return <LandingPage />;
  return (
    <AppShell user={auth.user}>
      <AppRoutes />
    </AppShell>
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
