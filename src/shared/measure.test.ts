import { describe, expect, it } from 'vitest';
import {
  describePace,
  describeProgress,
  formatValue,
  idealValueOn,
  paceOf,
  progressOf,
  type Measure,
  type Measurement,
} from './measure.ts';
import { english } from '#test/words.ts';

const savings: Measure = { unit: 'USD', start: 0, target: 5000, direction: 'increase' };
const weight: Measure = { unit: 'kg', start: 80, target: 74, direction: 'decrease' };
const at = (date: string, value: number): Measurement => ({ date, value, note: null });

describe('progress', () => {
  it('reads the latest value towards a higher target', () => {
    const progress = progressOf(savings, [at('2026-01-31', 400), at('2026-03-31', 1200)]);
    expect(progress).toEqual({ current: 1200, fraction: 0.24, reached: false });
    expect(describeProgress(english, savings, progress)).toBe('$1,200 of $5,000, 24 %');
  });

  it('counts downwards for a decrease', () => {
    const progress = progressOf(weight, [at('2026-01-01', 80), at('2026-02-01', 77)]);
    expect(progress.current).toBe(77);
    expect(progress.fraction).toBeCloseTo(0.5);
    expect(describeProgress(english, weight, progress)).toBe('77 kg of 74 kg, 50 %');
  });

  it('starts at the start value with nothing logged, and at the one value logged', () => {
    expect(progressOf(savings, [])).toEqual({ current: 0, fraction: 0, reached: false });
    expect(progressOf(savings, [at('2026-01-05', 500)]).fraction).toBe(0.1);
  });

  it('caps values past the target at 100 % and values behind the start at 0 %', () => {
    expect(progressOf(savings, [at('2026-01-05', 6000)])).toEqual({
      current: 6000,
      fraction: 1,
      reached: true,
    });
    expect(progressOf(weight, [at('2026-01-05', 82)]).fraction).toBe(0);
  });

  it('takes the value of the latest date, not the latest logged', () => {
    // Logged out of date order: the March value was typed first.
    const values = [at('2026-03-01', 900), at('2026-01-01', 100)];
    expect(progressOf(savings, values).current).toBe(900);
  });
});

describe('reaching the target', () => {
  it('is reached exactly at the target, not one step before', () => {
    expect(progressOf(savings, [at('2026-05-01', 5000)])).toEqual({
      current: 5000,
      fraction: 1,
      reached: true,
    });
    expect(progressOf(savings, [at('2026-05-01', 4999)]).reached).toBe(false);
    expect(progressOf(weight, [at('2026-05-01', 74)]).reached).toBe(true);
  });

  it('measures the way from the start, not from zero', () => {
    const books: Measure = { unit: 'books', start: 10, target: 20, direction: 'increase' };
    expect(progressOf(books, [at('2026-05-01', 15)]).fraction).toBe(0.5);
  });
});

describe('pace', () => {
  // 400 a month from January: about 4,800 by 31 December, short of 5,000.
  const monthly = [at('2026-01-31', 400), at('2026-03-03', 800), at('2026-04-02', 1200)];

  it('is behind, with the projected value, when the rate falls short', () => {
    const pace = paceOf(savings, monthly, '2026-12-31', '2026-04-02');
    expect(pace?.status).toBe('behind');
    expect(describePace(english, savings, pace!)).toBe(
      'behind: at this rate you reach $4,780 by 31 Dec',
    );
  });

  it('is on pace within 2 % of the whole way and ahead beyond it', () => {
    const onPace = [at('2026-01-01', 0), at('2026-07-02', 2500)];
    expect(paceOf(savings, onPace, '2026-12-31', '2026-07-02')).toEqual({ status: 'on-pace' });
    const fast = [at('2026-01-01', 0), at('2026-04-01', 2500)];
    expect(paceOf(savings, fast, '2026-12-31', '2026-04-01')).toEqual({ status: 'ahead' });
  });

  it('works downwards for a decrease', () => {
    // 0.5 kg a month: 78 by the end of May instead of 74.
    const slow = [at('2026-01-01', 80), at('2026-02-01', 79.5)];
    const pace = paceOf(weight, slow, '2026-06-01', '2026-02-01');
    expect(pace?.status).toBe('behind');
    expect(describePace(english, weight, pace!, '2026-02-01')).toMatch(
      /^behind: at this rate you reach 77\.\d+ kg by 1 Jun$/,
    );
    const fast = [at('2026-01-01', 80), at('2026-02-01', 77)];
    expect(paceOf(weight, fast, '2026-06-01', '2026-02-01')).toEqual({ status: 'ahead' });
  });

  it('needs a target date and two values', () => {
    expect(paceOf(savings, monthly, null, '2026-04-02')).toBeNull();
    expect(paceOf(savings, [at('2026-01-31', 400)], '2026-12-31', '2026-02-01')).toBeNull();
  });

  it('says reached once a value is past the target, with or without a date', () => {
    const values = [at('2026-01-01', 1000), at('2026-02-01', 5200)];
    expect(paceOf(savings, values, '2026-12-31', '2026-02-01')).toEqual({ status: 'reached' });
    expect(paceOf(savings, values, null, '2026-02-01')).toEqual({ status: 'reached' });
  });

  it('reads values logged out of date order by their dates', () => {
    const shuffled = [monthly[2]!, monthly[0]!, monthly[1]!];
    expect(paceOf(savings, shuffled, '2026-12-31', '2026-04-02')).toEqual(
      paceOf(savings, monthly, '2026-12-31', '2026-04-02'),
    );
  });

  it('still has one on the target date itself', () => {
    expect(paceOf(savings, monthly, '2026-04-02', '2026-04-02')?.status).toBe('behind');
  });

  it('names each pace in words', () => {
    expect(describePace(english, savings, { status: 'on-pace' })).toBe('on pace');
    expect(describePace(english, savings, { status: 'ahead' })).toBe('ahead');
    expect(describePace(english, savings, { status: 'reached' })).toBe('target reached');
  });

  it('shows the year of a projection only when it is not this year, and rounds by the way', () => {
    const behind = { status: 'behind', projected: 1234.567, targetDate: '2027-01-15' } as const;
    const hundred: Measure = { unit: 'pages', start: 0, target: 100, direction: 'increase' };
    expect(describePace(english, hundred, behind, '2026-12-01')).toBe(
      'behind: at this rate you reach 1,235 pages by 15 Jan 2027',
    );
    const small: Measure = { unit: 'pages', start: 0, target: 99, direction: 'increase' };
    expect(describePace(english, small, behind, '2027-01-01')).toBe(
      'behind: at this rate you reach 1,234.57 pages by 15 Jan',
    );
  });

  it('has none once the target date has passed', () => {
    expect(paceOf(savings, monthly, '2026-03-01', '2026-04-02')).toBeNull();
  });
});

describe('formatting', () => {
  it('formats currencies, known units and free units', () => {
    expect(formatValue(1200, 'USD')).toBe('$1,200');
    expect(formatValue(1200.5, '€')).toBe('€1,200.50');
    expect(formatValue(5.5, 'km')).toBe('5.5 km');
    expect(formatValue(12, 'pages')).toBe('12 pages');
    expect(formatValue(3, '')).toBe('3');
  });

  it('reads units as people type them: any case, spaces around', () => {
    expect(formatValue(5.5, ' KM ')).toBe('5.5 km');
    expect(formatValue(12, ' pages ')).toBe('12 pages');
    expect(formatValue(3, '   ')).toBe('3');
    expect(formatValue(1.2345, 'pages')).toBe('1.23 pages');
    expect(formatValue(12, ' $ ')).toBe('$12');
    expect(formatValue(12, ' EUR ')).toBe('€12');
    // Only a three-letter code Intl knows is a currency.
    expect(formatValue(12, 'usd')).toBe('12 usd');
    expect(formatValue(12, 'USDX')).toBe('12 USDX');
    expect(formatValue(12, 'XUSD')).toBe('12 XUSD');
  });

  it('draws the guide line from the start to the target', () => {
    expect(idealValueOn(savings, '2026-01-01', '2026-01-11', '2026-01-06')).toBe(2500);
    expect(idealValueOn(savings, '2026-01-01', '2026-01-11', '2026-02-01')).toBe(5000);
    expect(idealValueOn(weight, '2026-01-01', '2026-01-11', '2026-01-06')).toBe(77);
    // A target date on the first logged day: the line is the target.
    expect(idealValueOn(weight, '2026-01-01', '2026-01-01', '2026-01-01')).toBe(74);
  });
});
