import { formatDay, type LocalDate } from '#shared/schedule';
import { SOURCE_LOCALE } from '#shared/i18n/locales';
import { currentLocale, formatDate, t } from './i18n.tsx';
import 'virtual:messages/schedule';

const atUtcMidnight = (date: LocalDate) => new Date(`${date}T00:00:00Z`);

/**
 * A plan's date as a screen shows it: "Fri 28 Nov" in English, as written before there was a
 * second language (`formatDay`), the active language's own short form in any other; the year is
 * added when it differs from `today`'s. Without the weekday ("28 Nov") for a compact label.
 */
export function formatLocalDay(
  date: LocalDate,
  today?: LocalDate,
  { weekday = true }: { weekday?: boolean } = {},
): string {
  if (currentLocale() === SOURCE_LOCALE) {
    const text = formatDay(t, date, today);
    return weekday ? text : text.slice(4);
  }
  return formatDate(atUtcMidnight(date), {
    weekday: weekday ? 'short' : undefined,
    day: 'numeric',
    month: 'short',
    year: today && today.slice(0, 4) !== date.slice(0, 4) ? 'numeric' : undefined,
    timeZone: 'UTC',
  });
}

/** A date's weekday, short ("Mon"), in the active language: a calendar's column header. */
export const formatWeekday = (date: LocalDate) =>
  formatDate(atUtcMidnight(date), { weekday: 'short', timeZone: 'UTC' });
