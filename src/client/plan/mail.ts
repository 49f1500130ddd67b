import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailSettings, MailSettingsBody } from '#shared/mail';
import { apiRequest, fetchQuery } from '../lib/api.ts';
import { t } from '../lib/i18n.tsx';
import 'virtual:messages/toasts';

/** How reminders reach the signed-in person, and the weekly digest (docs/email.md). */
export const MAIL_SETTINGS_KEY = ['/api/mail/settings'] as const;

export const useMailSettings = () =>
  useQuery<MailSettings>({
    queryKey: MAIL_SETTINGS_KEY,
    queryFn: () => fetchQuery<MailSettings>('/api/mail/settings'),
  });

/** Account: saves the whole choice at once. */
export function useSaveMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MailSettingsBody) =>
      apiRequest<MailSettings>('PUT', '/api/mail/settings', body, t('toasts.emailFailed')),
    onSuccess: (saved) => queryClient.setQueryData(MAIL_SETTINGS_KEY, saved),
  });
}
