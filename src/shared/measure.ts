/**
 * A goal's measure and the rules that read its logged values (docs/product.md, "Measures and
 * pace"): the current value, the progress towards the target and the pace. Both sides use them;
 * the browser also formats values with them.
 */
import type { Translate } from './i18n/catalogue.ts';
import { daysBetween, formatDay, type LocalDate } from './schedule.ts';
import '#messages/measures';

export type Direction = 'increase' | 'decrease';

export interface Measure {
  unit: string;
  start: number;
  target: number;
  direction: Direction;
}

export interface Measurement {
  date: LocalDate;
  value: number;
  note: string | null;
}

/** A logged value as the rules read it: a partner's view carries no note (docs/product.md, Partners). */
export type LoggedValue = Omit<Measurement, 'note'> & { note?: string | null };

/** The values in date order (they may be logged in any order; one per day). */
export const byDate = <T extends { date: LocalDate }>(values: readonly T[]): T[] =>
  [...values].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

export interface Progress {
  /** The value of the latest date, or the start while nothing is logged. */
  current: number;
  /** Share of the way from start to target, 0 to 1 (past the target counts as 1, behind the start as 0). */
  fraction: number;
  reached: boolean;
}

/** Progress moves towards the target; `direction` says which way that is. */
const gained = (measure: Measure, value: number) =>
  measure.direction === 'increase' ? value - measure.start : measure.start - value;

const span = (measure: Measure) => Math.abs(measure.target - measure.start);

export function progressOf(measure: Measure, values: readonly LoggedValue[]): Progress {
  const current = byDate(values).at(-1)?.value ?? measure.start;
  const whole = span(measure);
  const share = whole === 0 ? 1 : gained(measure, current) / whole;
  return { current, fraction: Math.min(1, Math.max(0, share)), reached: share >= 1 };
}

/** Within this share of the whole way from the target on the target date counts as on pace. */
export const PACE_TOLERANCE = 0.02;

export type Pace =
  | { status: 'on-pace' }
  | { status: 'ahead' }
  | { status: 'reached' }
  | { status: 'behind'; projected: number; targetDate: LocalDate };

/**
 * The pace: needs a target date not yet passed and at least two logged values. The rate is the
 * change from the earliest to the latest logged value per day, carried on to the target date;
 * the projection is compared with the target (docs/product.md, "Measures and pace").
 */
export function paceOf(
  measure: Measure,
  values: readonly LoggedValue[],
  targetDate: LocalDate | null,
  today: LocalDate,
): Pace | null {
  if (progressOf(measure, values).reached) return { status: 'reached' };
  const sorted = byDate(values);
  if (!targetDate || sorted.length < 2 || targetDate < today) return null;
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  const rate = (last.value - first.value) / daysBetween(first.date, last.date);
  const projected = last.value + rate * Math.max(0, daysBetween(last.date, targetDate));
  const short = (span(measure) - gained(measure, projected)) / (span(measure) || 1);
  if (short > PACE_TOLERANCE) return { status: 'behind', projected, targetDate };
  if (short < -PACE_TOLERANCE) return { status: 'ahead' };
  return { status: 'on-pace' };
}

/**
 * Where the straight line from the start to the target stands on `date`: from the start value on
 * the first logged date to the target on the target date (the chart's guide line).
 */
export function idealValueOn(
  measure: Measure,
  from: LocalDate,
  targetDate: LocalDate,
  date: LocalDate,
): number {
  const days = daysBetween(from, targetDate);
  if (days <= 0) return measure.target;
  const share = Math.min(1, Math.max(0, daysBetween(from, date) / days));
  return measure.start + (measure.target - measure.start) * share;
}

const CURRENCY_SYMBOLS: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY' };
/** Short units people type, as Intl names them. */
const INTL_UNITS: Record<string, string> = {
  km: 'kilometer',
  m: 'meter',
  mi: 'mile',
  kg: 'kilogram',
  g: 'gram',
  lb: 'pound',
  lbs: 'pound',
  h: 'hour',
  min: 'minute',
  l: 'liter',
};

function currencyOf(unit: string): string | undefined {
  if (CURRENCY_SYMBOLS[unit]) return CURRENCY_SYMBOLS[unit];
  if (!/^[A-Z]{3}$/.test(unit)) return undefined;
  return Intl.supportedValuesOf('currency').includes(unit) ? unit : undefined;
}

/** "$1,200", "5.5 km", "12 pages": a currency or a known unit through Intl, else number and unit. */
export function formatValue(value: number, unit: string, locale = 'en-US'): string {
  const whole = Number.isInteger(value);
  const digits = { minimumFractionDigits: 0, maximumFractionDigits: whole ? 0 : 2 };
  const currency = currencyOf(unit.trim());
  if (currency) {
    // Cents show both digits ("$12.50"), whole amounts none ("$1,200").
    const cents = { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 };
    return new Intl.NumberFormat(locale, { style: 'currency', currency, ...cents }).format(value);
  }
  const intlUnit = INTL_UNITS[unit.trim().toLowerCase()];
  if (intlUnit) {
    return new Intl.NumberFormat(locale, { style: 'unit', unit: intlUnit, ...digits }).format(
      value,
    );
  }
  const number = new Intl.NumberFormat(locale, digits).format(value);
  return unit.trim() ? `${number} ${unit.trim()}` : number;
}

/** "$1,200 of $5,000, 24 %" */
export function describeProgress(
  t: Translate,
  measure: Measure,
  progress: Progress,
  locale?: string,
): string {
  return t('measures.progress', {
    current: formatValue(progress.current, measure.unit, locale),
    target: formatValue(measure.target, measure.unit, locale),
    percent: Math.round(progress.fraction * 100),
  });
}

/** A projection is an estimate: whole numbers once the way is 100 or more, else two decimals. */
const roundFor = (measure: Measure, value: number) =>
  span(measure) >= 100 ? Math.round(value) : Math.round(value * 100) / 100;

/** "on pace", "ahead", "target reached" or "behind: at this rate you reach $3,900 by 31 Dec". */
export function describePace(
  t: Translate,
  measure: Measure,
  pace: Pace,
  today?: LocalDate,
  locale?: string,
): string {
  switch (pace.status) {
    case 'on-pace':
      return t('measures.onPace');
    case 'ahead':
      return t('measures.ahead');
    case 'reached':
      return t('measures.reached');
    case 'behind':
      return t('measures.behind', {
        value: formatValue(roundFor(measure, pace.projected), measure.unit, locale),
        date: formatDay(t, pace.targetDate, today, { weekday: false }),
      });
  }
}
