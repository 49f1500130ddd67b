import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DEFAULT_DAY_SETTINGS, todayLocal, type DaySettings } from '#shared/schedule';
import type { User } from '#shared/schemas';
import { apiRequest } from '../lib/api.ts';
import { ME_KEY, useMe } from './time-zone.ts';
import type { MessageId } from '#shared/i18n/catalogue';
import { t } from '../lib/i18n.tsx';
import 'virtual:messages/toasts';

/**
 * When the person's day starts and the first day of their week, from their profile
 * (docs/decisions/262-your-day-your-week.md); midnight and Monday until it is read.
 */
export function useDaySettings(): DaySettings {
  const { data } = useMe();
  const dayStartsAt = data?.dayStartsAt ?? DEFAULT_DAY_SETTINGS.dayStartsAt;
  const weekStartsOn = data?.weekStartsOn ?? DEFAULT_DAY_SETTINGS.weekStartsOn;
  return useMemo(() => ({ dayStartsAt, weekStartsOn }), [dayStartsAt, weekStartsOn]);
}

/** The person's today, their day start applied (`todayLocal`); read on every render. */
export function usePersonToday() {
  const settings = useDaySettings();
  return { ...settings, today: todayLocal(new Date(), settings.dayStartsAt) };
}

export const DAY_SETTINGS_FAILED: MessageId = 'toasts.dayWeekFailed';

/** Account: saves the day start and the week start. */
export function useSaveDaySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Partial<DaySettings>) =>
      apiRequest<User>('PATCH', '/api/users/me', settings, t(DAY_SETTINGS_FAILED)),
    onSuccess: (user) => queryClient.setQueryData(ME_KEY, user),
  });
}
