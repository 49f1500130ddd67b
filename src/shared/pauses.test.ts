import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dayStates,
  MAX_PAUSES_KEPT,
  needsComeback,
  pauseProblem,
  resumedOn,
  twoMinuteVersion,
  withPause,
  type PausedHistory,
} from './pauses.ts';
import { addDays, type LocalDate, type Pause, type Repeat } from './schedule.ts';
import { rhythm } from './rhythm.ts';
import { english } from '#test/words.ts';

/** The English words, as the brief writes them. */

// Wednesday; its week starts on Monday 2026-11-23.
const TODAY = '2026-11-25';
const daily: Repeat = { frequency: 'daily' };
const run = (last: LocalDate, n: number) =>
  Array.from({ length: n }, (_, i) => addDays(last, i - n + 1));
const tactic = (
  repeat: Repeat,
  checkIns: LocalDate[],
  pauses: Pause[] = [],
  dueDate: LocalDate | null = null,
): PausedHistory => ({ repeat, checkIns, pauses, dueDate, repeatSetAt: null });

describe('pauses: stored days', () => {
  it('joins touching or overlapping pauses, keeps others apart in order, and keeps the newest 20', () => {
    const week = { from: TODAY, until: addDays(TODAY, 6) };
    expect(withPause([week], TODAY, addDays(TODAY, 6))).toEqual([week]);
    expect(withPause([week], addDays(TODAY, 7), addDays(TODAY, 8))).toEqual([
      { from: TODAY, until: addDays(TODAY, 8) },
    ]);
    const earlier = { from: '2026-10-01', until: '2026-10-03' };
    expect(withPause([week], earlier.from, earlier.until)).toEqual([earlier, week]);
    let many: Pause[] = [];
    for (let i = 0; i < 25; i++)
      many = withPause(many, addDays(TODAY, 3 * i), addDays(TODAY, 3 * i));
    expect(many).toHaveLength(MAX_PAUSES_KEPT);
    expect(many[0]!.from).toBe(addDays(TODAY, 15));
  });

  it('resumes on a day: earlier paused days stay paused, that day and later are not', () => {
    const week = { from: TODAY, until: addDays(TODAY, 6) };
    expect(resumedOn([week], addDays(TODAY, 2))).toEqual([
      { from: TODAY, until: addDays(TODAY, 1) },
    ]);
    expect(resumedOn([week], TODAY)).toEqual([]);
    expect(resumedOn([week], addDays(TODAY, 10))).toEqual([week]);
  });

  it('takes a pause that starts today (a day either side for time zones), of at most 28 days', () => {
    expect(pauseProblem({ from: TODAY, until: addDays(TODAY, 6) }, TODAY)).toBeNull();
    expect(pauseProblem({ from: addDays(TODAY, -1), until: TODAY }, TODAY)).toBeNull();
    expect(pauseProblem({ from: addDays(TODAY, -2), until: TODAY }, TODAY)).toBe('start');
    expect(pauseProblem({ from: TODAY, until: addDays(TODAY, 28) }, TODAY)).toBe('length');
    expect(pauseProblem({ from: TODAY, until: addDays(TODAY, -1) }, TODAY)).toBe('order');
  });
});

describe('a day’s state: one rule for Today, the grid and the partner view', () => {
  it('says kept, rested, missed, paused, open or not due for each day', () => {
    // Kept 1-14 Nov (two rest days), missed 15-17 (two rested, one missed), paused 18-20,
    // kept 21-24; today open.
    const checkIns = [...run('2026-11-14', 14), ...run('2026-11-24', 4)];
    const pauses = [{ from: '2026-11-18', until: '2026-11-20' }];
    const days = run(addDays(TODAY, 1), 13);
    const states = dayStates(tactic(daily, checkIns, pauses, '2026-11-01'), days, TODAY);
    expect(Object.fromEntries(states)).toEqual({
      '2026-11-14': 'kept',
      '2026-11-15': 'rested',
      '2026-11-16': 'rested',
      '2026-11-17': 'missed',
      '2026-11-18': 'paused',
      '2026-11-19': 'paused',
      '2026-11-20': 'paused',
      '2026-11-21': 'kept',
      '2026-11-22': 'kept',
      '2026-11-23': 'kept',
      '2026-11-24': 'kept',
      '2026-11-25': 'open',
      '2026-11-26': 'not due',
    });
  });

  it('freezes a streak through a pause: neither kept nor missed', () => {
    const checkIns = [...run('2026-11-17', 5), '2026-11-24'];
    const pauses = [{ from: '2026-11-18', until: '2026-11-23' }];
    expect(rhythm(tactic(daily, checkIns, pauses, '2026-11-13'), TODAY).streak.count).toBe(6);
    expect(rhythm(tactic(daily, checkIns, [], '2026-11-13'), TODAY).streak.count).toBe(1);
    // N times a week: a paused week asks for nothing; a half-paused one for no more than its days.
    const swim: Repeat = { frequency: 'timesPerWeek', times: 3 };
    const swims = ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-23'];
    const weekOff = [{ from: '2026-11-16', until: '2026-11-22' }];
    expect(rhythm(tactic(swim, swims, weekOff, '2026-11-09'), TODAY).streak).toEqual({
      count: 1,
      unit: 'week',
    });
    const fridayOn = [{ from: '2026-11-23', until: '2026-11-28' }];
    expect(
      rhythm(
        tactic(swim, [...swims.slice(0, 3), '2026-11-29'], fridayOn, '2026-11-09'),
        '2026-11-30',
      ).periods.find((p) => p.from === '2026-11-23'),
    ).toMatchObject({ status: 'kept', needed: 1, kept: 1 });
  });

  it('offers a Comeback after two missed periods in a row, not after one, nor while paused', () => {
    // Five check-ins: no rest day banked yet.
    const start = '2026-11-18';
    const upTo22 = run('2026-11-22', 5);
    expect(needsComeback(tactic(daily, upTo22, [], start), TODAY)).toBe(true);
    expect(needsComeback(tactic(daily, [...upTo22, '2026-11-24'], [], start), TODAY)).toBe(false);
    expect(
      needsComeback(tactic(daily, upTo22, [{ from: TODAY, until: '2026-12-01' }], start), TODAY),
    ).toBe(false);
    // Started again today (Reschedule): the misses before are let go.
    expect(needsComeback(tactic(daily, upTo22, [], TODAY), TODAY)).toBe(false);
    expect(twoMinuteVersion({ title: 'Stretch', steps: [] }, english)).toBe(
      'Just 2 minutes of Stretch',
    );
    expect(
      twoMinuteVersion(
        {
          title: 'Stretch',
          steps: [
            { title: 'Mat out', done: true },
            { title: 'One toe touch', done: false },
          ],
        },
        english,
      ),
    ).toBe('One toe touch');
  });
});

describe('pauses: properties', () => {
  const anyToday = fc
    .integer({ min: Date.UTC(2001, 0, 1), max: Date.UTC(2099, 11, 1) })
    .map((ms) => new Date(ms).toISOString().slice(0, 10));
  const anyRepeat = fc.oneof(
    fc.constant(daily),
    fc.integer({ min: 2, max: 5 }).map((n): Repeat => ({
      frequency: 'everyNDays',
      interval: n,
      anchor: '2000-01-01',
    })),
    fc.integer({ min: 1, max: 6 }).map((times): Repeat => ({ frequency: 'timesPerWeek', times })),
    fc
      .subarray(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const, { minLength: 1 })
      .map((days): Repeat => ({ frequency: 'weekly', days })),
  );
  const anyCase = fc.record({
    today: anyToday,
    repeat: anyRepeat,
    kept: fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }),
    pause: fc.record({
      start: fc.integer({ min: 1, max: 50 }),
      days: fc.integer({ min: 1, max: 28 }),
    }),
  });

  it('a streak never grows across a paused or missed period, and a pause never breaks one', () => {
    fc.assert(
      fc.property(anyCase, ({ today, repeat, kept, pause }) => {
        const checkIns = kept.flatMap((on, i) => (on ? [addDays(today, i - kept.length)] : []));
        const from = addDays(today, -pause.start);
        const paused = { from, until: addDays(from, pause.days - 1) };
        // No check-in on paused days: the pause is a time off.
        const outside = checkIns.filter((day) => day < paused.from || day > paused.until);
        const now = rhythm(tactic(repeat, outside, [paused]), today);
        // Every period holds the check-ins it counts; none of them is on a paused day, so a
        // paused stretch adds nothing, and a missed period ends the count.
        for (const period of now.periods) {
          expect(period.kept).toBeLessThanOrEqual(period.needed);
          if (repeat.frequency !== 'timesPerWeek' && repeat.frequency !== 'weekly') {
            expect(period.from < paused.from || period.from > paused.until).toBe(true);
          }
        }
        const lastMiss = now.periods.findLastIndex((p) => p.status === 'missed');
        const since = now.periods
          .slice(lastMiss + 1)
          .filter((p) => (p.status === 'kept' || p.status === 'rested') && p.kept > 0);
        expect(now.streak.count).toBe(since.length);
        // Without the pause the same check-ins never make a longer streak.
        const unpaused = rhythm(tactic(repeat, outside), today);
        expect(unpaused.streak.count).toBeLessThanOrEqual(now.streak.count);
      }),
    );
  });
});
