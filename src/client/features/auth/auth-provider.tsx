import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { getFirebaseAuth } from '../../lib/firebase.ts';

export interface SignedInUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

export type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: SignedInUser };

const AuthContext = createContext<AuthState>({ status: 'loading' });

/** Follows Firebase's auth state; cached data never outlives the account that fetched it. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  const queryClient = useQueryClient();

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void (async () => {
      try {
        const [auth, { onAuthStateChanged }] = await Promise.all([
          getFirebaseAuth(),
          import('firebase/auth'),
        ]);
        if (cancelled) return;
        unsubscribe = onAuthStateChanged(auth, (user) => {
          queryClient.clear();
          setState(
            user
              ? {
                  status: 'signedIn',
                  user: {
                    uid: user.uid,
                    email: user.email,
                    displayName: user.displayName,
                    photoURL: user.photoURL,
                  },
                }
              : { status: 'signedOut' },
          );
        });
      } catch (error) {
        // Without the sign-in service the landing page still shows; signing in reports the error.
        console.error('Could not start Firebase Authentication', error);
        if (!cancelled) setState({ status: 'signedOut' });
      }
    })();
    return () => {
      cancelled = true;
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
