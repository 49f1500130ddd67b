import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { toast, toastError } from '../components/ui/toast-store.ts';
import { apiRequest } from '../lib/api.ts';
import { getFirebaseAuth } from '../lib/firebase.ts';
import { describeSignInError } from './sign-in.ts';
import { PATHS } from '../lib/paths.ts';
import { t } from '../lib/i18n.tsx';
import 'virtual:messages/auth';

/**
 * Deletes the Firebase account of the signed-in user. Firebase refuses when the sign-in is old
 * ('auth/requires-recent-login'): then the Google popup confirms who it is, and we try again.
 */
async function deleteFirebaseAccount() {
  const [auth, { deleteUser, GoogleAuthProvider, reauthenticateWithPopup }] = await Promise.all([
    getFirebaseAuth(),
    import('../lib/firebase-sdk.ts'),
  ]);
  const user = auth.currentUser;
  if (!user) return;
  try {
    await deleteUser(user);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'auth/requires-recent-login') throw error;
    const provider = new GoogleAuthProvider();
    provider.setCustomParameters({ prompt: 'select_account' });
    await reauthenticateWithPopup(user, provider);
    await deleteUser(user);
  }
  const [{ signOut }, { clearLocalData }, { forgetPushDevice }] = await Promise.all([
    import('../lib/firebase-sdk.ts'),
    import('../lib/local-store.ts'),
    import('../lib/push-device.ts'),
  ]);
  // The server dropped the subscriptions with the account; the browser's goes too.
  await forgetPushDevice();
  // Nothing of the account stays on this device: the saved plan and unsent changes go too.
  await clearLocalData();
  await signOut(auth);
}

/**
 * Delete my account (docs/product.md, Your data): the server removes every row first, then the
 * Firebase account goes, the session ends, cached data is dropped and the landing page shows.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const deleteAccount = async () => {
    setPending(true);
    const failed = t('auth.deleteFailed');
    try {
      await apiRequest<void>('DELETE', '/api/users/me', undefined, failed);
      await deleteFirebaseAccount();
      queryClient.clear();
      // The landing page arrives at its top, whatever the Account page was scrolled to.
      navigate(PATHS.home);
      window.scrollTo({ top: 0 });
      toast({ title: t('common.success'), description: t('auth.deleted') });
    } catch (error) {
      toastError(describeSignInError(error, failed) ?? failed);
    } finally {
      setPending(false);
    }
  };
  return { deleteAccount, pending };
}
