import { formatDay, weekdayLabel, weekdayOf, type LocalDate } from '#shared/schedule';
import { t } from './i18n.tsx';
import 'virtual:messages/schedule';

/**
 * A plan's date as a screen shows it, in the active language: `formatDay`, the one rule for a
 * date's words ("Fri 28 Nov", "vie, 28 nov"; "28 Nov" without the weekday).
 */
export const formatLocalDay = (
  date: LocalDate,
  today?: LocalDate,
  options?: { weekday?: boolean },
): string => formatDay(t, date, today, options);

/** A date's weekday, short ("Mon"), in the active language: a calendar's column header. */
export const formatWeekday = (date: LocalDate) => weekdayLabel(t, weekdayOf(date));
