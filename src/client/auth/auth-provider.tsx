import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { getFirebaseAuth, whenFirebaseAuthCreated } from '../lib/firebase.ts';
import { hasSessionHint, setSessionHint } from './session-hint.ts';

export interface SignedInUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

export type AuthState =
  { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: SignedInUser };

/** After a failed start, try again after 1, 2, 4 ... seconds, at most every 30 s. */
const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

function toSignedInUser(user: User): SignedInUser {
  const { uid, email, displayName, photoURL } = user;
  return { uid, email, displayName, photoURL };
}

const AuthContext = createContext<AuthState>({ status: 'loading' });

/**
 * Follows Firebase's auth state; cached data never outlives the account that fetched it.
 * Without a session hint the visitor is signed out until Firebase says otherwise, and Firebase
 * starts only when the visitor reaches for a sign-in button (docs/decisions/022-first-paint.md).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() =>
    hasSessionHint() ? { status: 'loading' } : { status: 'signedOut' },
  );
  const queryClient = useQueryClient();

  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    // Follow the auth state from whichever call first creates the instance: this effect's own
    // start, one of its retries, or a sign-in the user made after a failed start.
    whenFirebaseAuthCreated()
      .then(async (auth) => {
        const { onAuthStateChanged } = await import('../lib/firebase-sdk.ts');
        if (cancelled) return;
        unsubscribe = onAuthStateChanged(auth, (user) => {
          setSessionHint(Boolean(user));
          queryClient.clear();
          setState(
            user ? { status: 'signedIn', user: toSignedInUser(user) } : { status: 'signedOut' },
          );
        });
      })
      .catch((error: unknown) => console.error('Could not follow the sign-in state', error));

    const start = (attempt: number) => {
      getFirebaseAuth().catch((error: unknown) => {
        if (cancelled) return;
        // Without the sign-in service the landing page still shows; signing in reports the error.
        console.error('Could not start Firebase Authentication', error);
        setState((current) => (current.status === 'loading' ? { status: 'signedOut' } : current));
        retryTimer = setTimeout(() => start(attempt + 1), retryDelay(attempt));
      });
    };
    // Without the hint, the sign-in buttons start Firebase (prepareSignIn, then the popup).
    if (hasSessionHint()) start(0);

    return () => {
      cancelled = true;
      clearTimeout(retryTimer);
      unsubscribe?.();
    };
  }, [queryClient]);

  return <AuthContext value={state}>{children}</AuthContext>;
}

export const useAuth = () => useContext(AuthContext);

/** For tests and stories: a fixed auth state. */
export function StaticAuthProvider({ state, children }: { state: AuthState; children: ReactNode }) {
  return <AuthContext value={state}>{children}</AuthContext>;
}
