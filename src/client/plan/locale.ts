import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Locale } from '#shared/i18n/locales';
import type { User } from '#shared/schemas';
import { apiRequest } from '../lib/api.ts';
import { currentLocale, switchLocale, t } from '../lib/i18n.tsx';
import { ME_KEY } from './me-key.ts';
import 'virtual:messages/language';

const saveLocale = (locale: Locale) =>
  apiRequest<User>('PATCH', '/api/users/me', { locale }, t('language.saveFailed'));

/** The browser's language is stored at most once per page load, whatever reads the profile. */
let browserLocaleSaved = false;

/**
 * The person's language follows them (docs/decisions/291-momentum-in-your-language.md): a
 * language stored on their profile is shown at once; with none stored (null), the one this page
 * shows (the browser's) is stored, so emails and pushes are written in it.
 */
export function useFollowLocale(user: User | undefined) {
  const queryClient = useQueryClient();
  const stored = user?.locale;
  useEffect(() => {
    if (stored) {
      if (stored !== currentLocale()) void switchLocale(stored).catch(() => {});
      return;
    }
    // Undefined: no profile read yet.
    if (stored !== null || browserLocaleSaved) return;
    browserLocaleSaved = true;
    saveLocale(currentLocale()).then(
      (saved) => queryClient.setQueryData(ME_KEY, saved),
      () => {
        // Offline or refused: the next page load tries again.
        browserLocaleSaved = false;
      },
    );
  }, [stored, queryClient]);
}

/** Account: shows the product in `locale` at once and stores it on the profile. */
export function useSaveLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (locale: Locale) => {
      await switchLocale(locale);
      return saveLocale(locale);
    },
    onSuccess: (user) => queryClient.setQueryData(ME_KEY, user),
  });
}
