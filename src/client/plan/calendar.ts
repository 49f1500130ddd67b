import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarLink, CalendarStatus } from '#shared/schemas';
import { apiRequest } from '../lib/api.ts';
import { t } from '../lib/i18n.tsx';
import 'virtual:messages/today';

/** Whether the user has a calendar link (docs/decisions/014-calendar-subscription.md). */
export const CALENDAR_KEY = ['/api/calendar'] as const;

export const calendarQueryOptions = queryOptions<CalendarStatus>({ queryKey: CALENDAR_KEY });

export const useCalendarStatus = () => useQuery(calendarQueryOptions);

/**
 * The server keeps only the secret's hash, so it can never show a link again: the browser that
 * made it keeps the URL, one per signed-in user.
 */
const storageKey = (uid: string) => `momentum:calendar-url:${uid}`;

export function rememberedCalendarUrl(uid: string): string | null {
  try {
    return localStorage.getItem(storageKey(uid));
  } catch {
    return null; // Storage blocked: the user can still make a new link.
  }
}

function rememberCalendarUrl(uid: string, url: string) {
  try {
    localStorage.setItem(storageKey(uid), url);
  } catch {
    // Storage blocked: the URL is still shown for this visit.
  }
}

/** Makes a new calendar link (any earlier one stops working) and remembers it for `uid`. */
export function useCreateCalendarLink(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<CalendarLink>('POST', '/api/calendar/link', {}, t('today.calendarLinkFailed')),
    onSuccess: ({ url }) => {
      rememberCalendarUrl(uid, url);
      return queryClient.invalidateQueries({ queryKey: CALENDAR_KEY });
    },
  });
}

/** The feed's text, fetched without sign-in: the URL's secret is its credential. */
export async function fetchCalendarFile(url: string): Promise<Blob> {
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return response.blob();
}
