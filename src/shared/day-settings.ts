/**
 * The check of a person's day start and week start (docs/decisions/262-your-day-your-week.md),
 * apart from schedule.ts so that only Account and the API carry it, not every screen that reads
 * dates (bundle budgets, scripts/lib/bundle-size.ts).
 */
import { WEEK_STARTS, type WeekStart } from './schedule.ts';

/** The latest time a day may start: later, a morning check-in would count for the day before. */
export const LATEST_DAY_START = '05:00';

/**
 * The one check of the two settings, plain code so the browser checks them without zod
 * (docs/decisions/034-lean-client-bundles.md); the API's zod schema is built on it (schemas.ts).
 */
export const DAY_SETTINGS_MESSAGES = {
  dayStartsAt: `Your day can start from 00:00 to ${LATEST_DAY_START}, written HH:MM`,
  weekStartsOn: 'Your week starts on monday or sunday',
} as const;

/** "HH:MM" from 00:00 to LATEST_DAY_START ("HH:MM" compares as text). */
export const isDayStart = (value: unknown): value is string =>
  typeof value === 'string' && /^0[0-5]:[0-5]\d$/.test(value) && value <= LATEST_DAY_START;

export const isWeekStartsOn = (value: unknown): value is WeekStart =>
  (WEEK_STARTS as readonly unknown[]).includes(value);
