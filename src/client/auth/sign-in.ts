import { useState } from 'react';
import { useLocation } from 'wouter';
import type { User } from '#shared/schemas';
import { apiRequest } from '../lib/api.ts';
import { getFirebaseAuth } from '../lib/firebase.ts';
import { settleWhenPopupCloses } from '../lib/popup-closure.ts';
import { toast, toastError } from '../components/ui/toast-store.ts';
import { joinTokenOf, PATHS } from '../lib/paths.ts';
import { currentLocale, t } from '../lib/i18n.tsx';
import type { MessageId } from '#shared/i18n/catalogue';
import 'virtual:messages/auth';

export const HEADER_SIGN_IN_FALLBACK: MessageId = 'auth.headerSignInFailed';
export const LANDING_SIGN_IN_FALLBACK: MessageId = 'auth.landingSignInFailed';

/** Calm, specific wording for the identity service's common failures. */
export function describeSignInError(error: unknown, fallback: string): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'auth/unauthorized-domain':
      return t('auth.unauthorizedDomain', { host: window.location.host });
    case 'auth/popup-closed-by-user':
      return t('auth.popupClosed');
    case 'auth/cancelled-popup-request':
    case 'auth/user-cancelled':
      return undefined; // A newer sign-in replaced this one, or the user chose to stop: say nothing.
    case 'auth/popup-blocked':
      return t('auth.popupBlocked');
    case 'auth/network-request-failed':
      return t('auth.networkFailed');
  }
  if (typeof code === 'string') return fallback; // Other identity-service codes: no raw internals.
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * Starts the sign-in service when someone reaches for a sign-in button (pointer or focus), so the
 * click rarely waits for it; a first visit that never does loads none of it. A failure here is
 * left to the click, which reports it.
 */
export const prepareSignIn = () => void getFirebaseAuth().catch(() => {});

async function openGooglePopup() {
  const [auth, { GoogleAuthProvider, signInWithPopup }] = await Promise.all([
    getFirebaseAuth(),
    import('../lib/firebase-sdk.ts'),
  ]);
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return settleWhenPopupCloses(() => signInWithPopup(auth, provider));
}

function useSignInAction(action: () => Promise<void>, fallback: MessageId) {
  const [pending, setPending] = useState(false);
  const signIn = async () => {
    setPending(true);
    try {
      await action();
    } catch (error) {
      const message = describeSignInError(error, t(fallback));
      if (message) toastError(message);
    } finally {
      setPending(false);
    }
  };
  return { signIn, pending };
}

/** Landing page buttons: popup, then create or refresh the profile, then go to '/'. */
export function useLandingSignIn() {
  const [location, navigate] = useLocation();
  return useSignInAction(async () => {
    const { user } = await openGooglePopup();
    if (!user) {
      toastError(t('auth.noCredentials'));
      return;
    }
    try {
      const profile = await apiRequest<User>(
        'POST',
        '/api/users',
        {
          email: user.email ?? '',
          displayName: user.displayName,
          // Stored only while the account has none: reminders at a time of day are read in it.
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          // The language this page shows, the browser's: emails and pushes are written in it.
          locale: currentLocale(),
        },
        t('auth.unknownError'),
      );
      console.info('Profile ready', profile.id);
    } catch (error) {
      toastError(t('auth.profileFailed', { reason: (error as Error).message }));
      return;
    }
    toast({ title: t('auth.welcomeTitle'), description: t('auth.welcomeText') });
    // An invitation link stays open: signed in, it offers Accept and Decline.
    if (!joinTokenOf(location)) navigate(PATHS.home);
  }, LANDING_SIGN_IN_FALLBACK);
}

/** The top bar's button. */
export function useHeaderSignIn() {
  return useSignInAction(async () => {
    await openGooglePopup();
    toast({ title: t('common.success'), description: t('auth.signInStarted') });
  }, HEADER_SIGN_IN_FALLBACK);
}

/**
 * 'Sign in again' after the server turned the session away (401): the popup, then `onSignedIn`
 * (such as loading the plan again) with the fresh token; failures word as the top bar's do.
 */
export function useSignInAgain(onSignedIn: () => void) {
  return useSignInAction(async () => {
    await openGooglePopup();
    onSignedIn();
  }, HEADER_SIGN_IN_FALLBACK);
}

export function useSignOut() {
  const [, navigate] = useLocation();
  return async () => {
    try {
      const [auth, { signOut }, { clearLocalData }, { forgetPushDevice }] = await Promise.all([
        getFirebaseAuth(),
        import('../lib/firebase-sdk.ts'),
        import('../lib/local-store.ts'),
        import('../lib/push-device.ts'),
      ]);
      // While still signed in: the server forgets this device's reminders (docs/product.md, Reminders).
      await forgetPushDevice();
      // This device keeps nothing of the account once it signs out (docs/decisions/019-offline.md).
      await clearLocalData();
      await signOut(auth);
      toast({ title: t('common.success'), description: t('auth.signedOut') });
      navigate(PATHS.home);
    } catch {
      toastError(t('auth.signOutFailed'));
    }
  };
}
