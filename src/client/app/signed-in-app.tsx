import type { SignedInUser } from '../auth/auth-provider.tsx';
import { AppRoutes } from './routes.tsx';
import { AppShell } from './shell.tsx';

/** Everything a signed-in user sees; loaded lazily, so the landing page does not carry it. */
export default function SignedInApp({ user }: { user: SignedInUser }) {
  return (
    <AppShell user={user}>
      <AppRoutes />
    </AppShell>
  );
}
