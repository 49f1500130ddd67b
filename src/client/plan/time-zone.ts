import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '#shared/schemas';
import { apiRequest, fetchQuery } from '../lib/api.ts';
import { t } from '../lib/i18n.tsx';
import 'virtual:messages/toasts';
import { useFollowLocale } from './locale.ts';
import { ME_KEY } from './me-key.ts';

/** The signed-in person's profile with the time zone reminders are read in (docs/product.md). */
export { ME_KEY };

/** The profile; wherever it is read, the person's language follows it (locale.ts). */
export function useMe() {
  const query = useQuery<User>({ queryKey: ME_KEY });
  useFollowLocale(query.data);
  return query;
}

/** The zone this browser runs in, e.g. "Europe/Berlin". */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const saveTimeZone = (timeZone: string) =>
  apiRequest<User>('PATCH', '/api/users/me', { timeZone }, t('toasts.timeZoneFailed'));

/** Account: changes the stored zone. */
export function useSetTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTimeZone,
    onSuccess: (user) => queryClient.setQueryData(ME_KEY, user),
  });
}

/**
 * A reminder time means little without a zone: before the first one is set, the browser's zone
 * is stored unless the person already has one. Best effort (offline it waits for the next time).
 */
export async function ensureTimeZone(queryClient: QueryClient): Promise<void> {
  try {
    const me = await queryClient.fetchQuery<User>({
      queryKey: ME_KEY,
      queryFn: () => fetchQuery<User>(ME_KEY[0]),
    });
    if (me.timeZone) return;
  } catch {
    // No profile yet (404) or no network: storing the zone below covers the first case.
  }
  try {
    queryClient.setQueryData(ME_KEY, await saveTimeZone(browserTimeZone()));
  } catch {
    // Offline: the feed reads times in UTC until a zone is stored; the next reminder set retries.
  }
}
