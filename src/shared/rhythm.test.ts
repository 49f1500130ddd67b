import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  describeSchedule,
  isScheduledOn,
  occursOn,
  type CheckInHistory,
  type LocalDate,
  type Pause,
  type Repeat,
  type WeekStart,
} from './schedule.ts';
import {
  describeConsistency,
  describeRhythm,
  describeStreak,
  KEPT_PER_REST_DAY,
  MAX_REST_DAYS_BANKED,
  rhythm,
  rhythmBefore,
  streak,
  summedUpFrom,
  withRhythmBefore,
} from './rhythm.ts';
import { english } from '#test/words.ts';
import { dayStates, needsComeback } from './pauses.ts';
import { TODAY_CHECK_IN_DAYS } from './limits.ts';

// Wednesday; its week starts on Monday 2026-11-16.
const TODAY = '2026-11-18';
const daily: Repeat = { frequency: 'daily' };
const timesPerWeek = (times: number): Repeat => ({ frequency: 'timesPerWeek', times });
const everyNDays = (interval: number, anchor: LocalDate): Repeat => ({
  frequency: 'everyNDays',
  interval,
  anchor,
});
const monthly = (day: number): Repeat => ({ frequency: 'monthly', day });

const history = (repeat: Repeat, checkIns: LocalDate[], dueDate: LocalDate | null = null) =>
  ({ repeat, checkIns, dueDate, repeatSetAt: null }) satisfies CheckInHistory;
/** The `n` days ending `last`, oldest first. */
const run = (last: LocalDate, n: number) =>
  Array.from({ length: n }, (_, i) => addDays(last, i - n + 1));
const between = (from: LocalDate, to: LocalDate) =>
  run(to, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1);

describe('flexible repeats: the days they occur on', () => {
  it('monthly on the 31st, 30th and 29th uses a short month’s last day, leap years included', () => {
    const days = (repeat: Repeat, from: LocalDate, to: LocalDate) =>
      between(from, to).filter((day) => isScheduledOn(repeat, day));
    expect(days(monthly(31), '2026-01-01', '2026-06-30')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
    ]);
    expect(days(monthly(30), '2028-01-01', '2028-03-31')).toEqual([
      '2028-01-30',
      '2028-02-29',
      '2028-03-30',
    ]);
    expect(days(monthly(29), '2027-02-01', '2027-03-31')).toEqual(['2027-02-28', '2027-03-29']);
    expect(days(monthly(29), '2028-02-01', '2028-02-29')).toEqual(['2028-02-29']);
    expect(days(monthly(1), '2026-12-01', '2027-01-31')).toEqual(['2026-12-01', '2027-01-01']);
  });

  it('every N days counts from its anchor, before and after it, across month ends and DST dates', () => {
    const every3 = everyNDays(3, '2026-03-28');
    expect(between('2026-03-24', '2026-04-03').filter((d) => isScheduledOn(every3, d))).toEqual([
      '2026-03-25',
      '2026-03-28',
      '2026-03-31',
      '2026-04-03',
    ]);
    // Every 30 days from the leap day.
    const every30 = everyNDays(30, '2028-02-29');
    expect(isScheduledOn(every30, '2028-03-30')).toBe(true);
    expect(isScheduledOn(every30, '2028-01-30')).toBe(true);
    expect(isScheduledOn(every30, '2028-03-29')).toBe(false);
  });

  it('N times a week may be done on any day, from its first day on', () => {
    const t = { ...history(timesPerWeek(3), [], TODAY), repeatsUntil: null };
    expect(occursOn(t, addDays(TODAY, -1))).toBe(false);
    expect(between(TODAY, addDays(TODAY, 6)).every((day) => occursOn(t, day))).toBe(true);
  });

  it('reads as the Schedule panel and the cards show it', () => {
    const say = (repeat: Repeat) => describeSchedule(english, { repeat, dueDate: null });
    expect(say(timesPerWeek(3))).toBe('3 times a week, any days');
    expect(say(timesPerWeek(1))).toBe('Once a week, any day');
    expect(say(everyNDays(2, TODAY))).toBe('Every 2 days');
    expect(say(monthly(1))).toBe('Monthly on the 1st');
    expect(say(monthly(22))).toBe('Monthly on the 22nd');
    expect(say(monthly(30))).toBe('Monthly on the 30th (or the last day)');
    // The day's ordinal is the catalogue's (ICU selectordinal), in every language.
    const ordinalOf = (day: number) =>
      english('schedule.monthly', { day }).replace('Monthly on the ', '');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 23, 31].map(ordinalOf)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '23rd',
      '31st',
    ]);
  });
});

describe('rhythm: rest days', () => {
  it('earns one rest day per 7 kept days and spends it on a missed day, which shows as rested', () => {
    // Kept 2-8 Nov (7 days), missed the 9th, kept 10-18 Nov.
    const checkIns = [...run('2026-11-08', 7), ...run(TODAY, 9)];
    const now = rhythm(history(daily, checkIns, '2026-11-02'), TODAY);
    expect(now.streak).toEqual({ count: 16, unit: 'day' });
    expect(now.periods.find((p) => p.from === '2026-11-09')).toMatchObject({
      status: 'rested',
      restedDays: ['2026-11-09'],
    });
    // 9 kept since: a new rest day by the 7th of them.
    expect(now.restDays).toBe(1);
    expect(describeStreak(now.streak, english)).toBe('16-day streak');
  });

  it('breaks the streak on a missed day with no rest day banked', () => {
    const checkIns = [...run('2026-11-07', 6), ...run(TODAY, 9)];
    const now = rhythm(history(daily, checkIns, '2026-11-02'), TODAY);
    expect(now.periods.find((p) => p.from === '2026-11-08')?.status).toBe('missed');
    expect(now.streak.count).toBe(9);
    expect(now.best.count).toBe(9);
  });

  it('banks at most two rest days, and two misses in a row spend both', () => {
    // 28 kept days would earn 4: only 2 are held.
    const kept = run('2026-11-15', 28);
    const withBank = rhythm(history(daily, kept, kept[0]), '2026-11-15');
    expect(withBank.restDays).toBe(MAX_REST_DAYS_BANKED);
    // Missed the 16th and 17th: both rested; today (18th) is not over.
    const now = rhythm(history(daily, kept, kept[0]), TODAY);
    expect(now.streak.count).toBe(28);
    expect(now.periods.slice(-3).map((p) => p.status)).toEqual(['rested', 'rested', 'open']);
    expect(now.restDays).toBe(0);
    // A third miss breaks it.
    expect(rhythm(history(daily, kept, kept[0]), addDays(TODAY, 1)).streak.count).toBe(0);
  });

  it('keeps today open: no rest day is spent before the day is over', () => {
    const checkIns = run(addDays(TODAY, -1), KEPT_PER_REST_DAY);
    const now = rhythm(history(daily, checkIns, checkIns[0]), TODAY);
    expect(now.periods.at(-1)?.status).toBe('open');
    expect(now.restDays).toBe(1);
    expect(now.streak.count).toBe(7);
  });

  it('keeps every-N-days and monthly streaks by occurrence, with rest days', () => {
    const every2 = everyNDays(2, '2026-10-01');
    const occurrences = between('2026-10-01', TODAY).filter((d) => isScheduledOn(every2, d));
    // All but 2026-10-17 (the 9th occurrence, after 8 kept): rested.
    const checkIns = occurrences.filter((d) => d !== '2026-10-17');
    const now = rhythm(history(every2, checkIns, '2026-10-01'), TODAY);
    expect(now.streak).toEqual({ count: occurrences.length - 1, unit: 'occurrence' });
    expect(describeStreak(now.streak, english)).toBe(`${occurrences.length - 1} in a row`);

    const m = rhythm(history(monthly(31), ['2026-09-30', '2026-10-31'], '2026-09-01'), TODAY);
    expect(m.streak).toEqual({ count: 2, unit: 'month' });
    expect(describeStreak(m.streak, english)).toBe('2-month streak');
  });
});

describe('rhythm: N times a week', () => {
  const three = timesPerWeek(3);
  // Weeks (Mondays) before TODAY's.
  const weekOf = (monday: LocalDate, ...offsets: number[]) =>
    offsets.map((n) => addDays(monday, n));

  it('keeps a week with N check-ins on any days, and counts this week once it has them', () => {
    const checkIns = [
      ...weekOf('2026-11-02', 0, 3, 6),
      ...weekOf('2026-11-09', 1, 2, 4, 5),
      ...weekOf('2026-11-16', 0, 1),
    ];
    const t = history(three, checkIns, '2026-11-02');
    expect(rhythm(t, TODAY).streak).toEqual({ count: 2, unit: 'week' });
    expect(rhythm(t, TODAY).periods.at(-1)?.status).toBe('open');
    expect(describeStreak(rhythm(t, TODAY).streak, english)).toBe('2-week streak');
    const done = history(three, [...checkIns, TODAY], '2026-11-02');
    expect(rhythm(done, TODAY).streak.count).toBe(3);
    // Extra check-ins in a week count once: 3 of 3, not 4.
    expect(rhythm(done, TODAY).periods[1]).toMatchObject({ kept: 3, needed: 3 });
  });

  it('asks the first week for no more check-ins than it has days left', () => {
    // Set up on Saturday 14 Nov: two days left, so two check-ins keep it.
    const t = history(three, ['2026-11-14', '2026-11-15'], '2026-11-14');
    expect(rhythm(t, TODAY).periods[0]).toMatchObject({ status: 'kept', needed: 2 });
  });

  it('spends banked rest days on a week one check-in short, and breaks on a week without', () => {
    const kept = [
      ...weekOf('2026-10-19', 0, 2, 4),
      ...weekOf('2026-10-26', 0, 2, 4),
      ...weekOf('2026-11-02', 0, 2, 4),
    ];
    // 9 kept: one rest day, spent on the week of 9 Nov (2 of 3).
    const short = history(three, [...kept, ...weekOf('2026-11-09', 1, 3)], '2026-10-19');
    const now = rhythm(short, TODAY);
    expect(now.periods.at(-2)).toMatchObject({ status: 'rested', restedDays: ['2026-11-15'] });
    expect(now.streak.count).toBe(4);
    expect(describeConsistency(now.consistency, english)).toBe('3 of 4 weeks');
    // Two short: one rest day is not enough.
    const shorter = history(three, [...kept, '2026-11-10'], '2026-10-19');
    expect(rhythm(shorter, TODAY).streak.count).toBe(0);
    expect(rhythm(shorter, TODAY).best.count).toBe(3);
  });
});

describe('rhythm: consistency and best streak', () => {
  it('says how many of the last 7 occurrences were kept, today counted once checked in', () => {
    const checkIns = ['2026-11-11', '2026-11-12', '2026-11-14', '2026-11-15', '2026-11-17'];
    const t = history(daily, checkIns, '2026-11-01');
    // 11-17 Nov: today is not over, so it is not counted yet.
    expect(describeConsistency(rhythm(t, TODAY).consistency, english)).toBe('5 of the last 7');
    // Checked in today: 12-18 Nov, the 11th drops out.
    const withToday = rhythm({ ...t, checkIns: [...checkIns, TODAY] }, TODAY);
    expect(withToday.consistency).toEqual({ kept: 5, of: 7, unit: 'occurrence' });
    const withoutEleventh = rhythm({ ...t, checkIns: [...checkIns.slice(1), TODAY] }, TODAY);
    expect(describeConsistency(withoutEleventh.consistency, english)).toBe('5 of the last 7');
    expect(
      describeConsistency(
        rhythm({ ...t, checkIns: checkIns.slice(1) }, TODAY).consistency,
        english,
      ),
    ).toBe('4 of the last 7');
  });

  it('counts only days from the first day on, and nothing before anything is over', () => {
    const fresh = history(daily, [], TODAY);
    expect(describeConsistency(rhythm(fresh, TODAY).consistency, english)).toBeNull();
    const twoDays = history(daily, [addDays(TODAY, -1)], addDays(TODAY, -2));
    expect(describeConsistency(rhythm(twoDays, TODAY).consistency, english)).toBe(
      '1 of the last 2',
    );
  });

  it('keeps the best streak after a break', () => {
    const checkIns = [...run('2026-11-05', 5), ...run(TODAY, 2)];
    const now = rhythm(history(daily, checkIns, '2026-11-01'), TODAY);
    expect(now.streak.count).toBe(2);
    expect(now.best.count).toBe(5);
  });
});

describe('rhythm: properties', () => {
  const anyToday = fc
    .integer({ min: Date.UTC(2001, 0, 1), max: Date.UTC(2099, 11, 1) })
    .map((ms) => new Date(ms).toISOString().slice(0, 10));
  const anyRepeat = fc.oneof(
    fc.constant(daily),
    fc.integer({ min: 2, max: 5 }).map((n) => everyNDays(n, '2020-01-01')),
    fc.integer({ min: 1, max: 6 }).map(timesPerWeek),
    fc
      .subarray(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const, { minLength: 1 })
      .map((days): Repeat => ({ frequency: 'weekly', days })),
    fc.integer({ min: 1, max: 31 }).map(monthly),
  );
  /** Check-ins on some of the 70 days before `today`. */
  const anyHistory = fc.tuple(anyToday, fc.array(fc.boolean(), { minLength: 70, maxLength: 70 }));
  const checkInsOf = (today: LocalDate, kept: boolean[]) =>
    kept.flatMap((on, i) => (on ? [addDays(today, i - kept.length)] : []));

  it('never grows a streak on a missed day without a rest day, and never breaks it with one', () => {
    fc.assert(
      fc.property(anyHistory, ([today, kept]) => {
        const yesterday = addDays(today, -1);
        const checkIns = checkInsOf(today, kept).filter((d) => d !== yesterday);
        // Yesterday seen from yesterday (not over yet), then missed as seen from today.
        const before = rhythm(history(daily, checkIns, null), yesterday);
        const after = rhythm(history(daily, checkIns, null), today);
        expect(after.streak.count).toBe(before.restDays > 0 ? before.streak.count : 0);
        expect(after.restDays).toBe(Math.max(0, before.restDays - 1));
      }),
    );
  });

  it('never counts more than the periods kept, keeps best at least the streak, and rest days within 0-2', () => {
    fc.assert(
      fc.property(anyHistory, anyRepeat, ([today, kept], repeat) => {
        const now = rhythm(history(repeat, checkInsOf(today, kept), null), today);
        const keptPeriods = now.periods.filter((p) => p.status !== 'missed' && p.kept > 0);
        expect(now.streak.count).toBeLessThanOrEqual(keptPeriods.length);
        expect(now.best.count).toBeGreaterThanOrEqual(now.streak.count);
        expect(now.restDays).toBeGreaterThanOrEqual(0);
        expect(now.restDays).toBeLessThanOrEqual(MAX_REST_DAYS_BANKED);
        expect(now.consistency.kept).toBeLessThanOrEqual(now.consistency.of);
        // The streak the cards show is this one.
        expect(streak(history(repeat, checkInsOf(today, kept), null), today)).toEqual(now.streak);
      }),
    );
  });

  it('a missed period is always followed by a streak counted from after it', () => {
    fc.assert(
      fc.property(anyHistory, anyRepeat, ([today, kept], repeat) => {
        const now = rhythm(history(repeat, checkInsOf(today, kept), null), today);
        const lastMiss = now.periods.findLastIndex((p) => p.status === 'missed');
        if (lastMiss === -1) return;
        const since = now.periods
          .slice(lastMiss + 1)
          .filter((p) => (p.status === 'kept' || p.status === 'rested') && p.kept > 0);
        expect(now.streak.count).toBe(since.length);
      }),
    );
  });
});

describe('describeRhythm: the words beside a streak', () => {
  it('says the streak, consistency, best, a rest day used and the rest days in hand', () => {
    // Kept 1-12 Nov (a rest day, spent on the 13th), kept the 14th, missed the 15th with none
    // left (the streak ends), kept 16-17 Nov.
    const checkIns = [...run('2026-11-12', 12), '2026-11-14', '2026-11-16', '2026-11-17'];
    const words = describeRhythm(history(daily, checkIns, '2026-11-01'), TODAY, 'monday', english);
    expect(words).toEqual({
      streak: '2-day streak',
      thisWeek: null,
      // 11-17 Nov: the rested 13th is not kept.
      consistency: '5 of the last 7',
      best: 'Best: 13-day streak',
      rest: 'Rested Fri 13 Nov',
    });
    // Kept 1-16 Nov (two rest days), missed the 17th: one spent, one in hand.
    const rested = describeRhythm(
      history(daily, run('2026-11-16', 16), '2026-11-01'),
      TODAY,
      'monday',
      english,
    );
    expect(rested).toMatchObject({
      streak: '16-day streak',
      rest: 'Rested yesterday · 1 rest day in hand',
    });
    const earlier = history(daily, [...run('2026-11-15', 15), '2026-11-17', TODAY], '2026-11-01');
    expect(describeRhythm(earlier, '2026-11-19', 'monday', english)).toMatchObject({
      streak: '17-day streak',
      rest: 'Rested Mon 16 Nov · 1 rest day in hand',
    });
  });

  it('says how far this week is for N times a week, and nothing yet for a new repeat', () => {
    const t = history(timesPerWeek(3), ['2026-11-16', TODAY], '2026-11-16');
    expect(describeRhythm(t, TODAY, 'monday', english)).toEqual({
      streak: null,
      thisWeek: '2 of 3 this week',
      consistency: null,
      best: null,
      rest: null,
    });
  });
});

describe('a read that sums up the check-ins before its window (rhythmBefore)', () => {
  const summed = (tactic: CheckInHistory, today: LocalDate, weekStartsOn: WeekStart = 'monday') =>
    withRhythmBefore(
      { ...tactic, checkInNotes: [] },
      summedUpFrom(today, TODAY_CHECK_IN_DAYS, weekStartsOn),
      weekStartsOn,
    );

  it('reports a streak of 300 days whole from 12 weeks of check-ins, and a check-in today adds one', () => {
    const year = history(daily, run(addDays(TODAY, -1), 300), addDays(TODAY, -300));
    const sent = summed(year, TODAY);
    expect(sent.checkIns.length).toBeLessThanOrEqual(TODAY_CHECK_IN_DAYS + 7);
    expect(sent.rhythmBefore).toMatchObject({ streak: { count: 300 - sent.checkIns.length } });
    expect(describeRhythm(sent, TODAY, 'monday', english).streak).toBe('300-day streak');
    const checkedIn = { ...sent, checkIns: [...sent.checkIns, TODAY] };
    expect(describeRhythm(checkedIn, TODAY, 'monday', english).streak).toBe('301-day streak');
    // Undone: as before.
    expect(
      describeRhythm({ ...checkedIn, checkIns: sent.checkIns }, TODAY, 'monday', english).streak,
    ).toBe('300-day streak');
  });

  it('sums up weekly and monthly streaks, and a week kept from Sunday', () => {
    const mondays = Array.from({ length: 40 }, (_, i) => addDays('2026-11-16', -7 * i)).reverse();
    const weekly = history({ frequency: 'weekly', days: ['mon'] }, mondays, mondays[0]);
    expect(describeRhythm(summed(weekly, TODAY), TODAY, 'monday', english).streak).toBe(
      '40-week streak',
    );
    const sundays = mondays.map((day) => addDays(day, -1));
    const onSunday = history(timesPerWeek(1), sundays, sundays[0]);
    expect(describeRhythm(summed(onSunday, TODAY, 'sunday'), TODAY, 'sunday', english).streak).toBe(
      '40-week streak',
    );
    const months = Array.from({ length: 14 }, (_, i) =>
      new Date(Date.UTC(2025, 9 + i, 5)).toISOString().slice(0, 10),
    );
    const sent = summed(history(monthly(5), months, months[0]), TODAY);
    expect(sent.rhythmBefore).not.toBeNull();
    expect(describeRhythm(sent, TODAY, 'monday', english).streak).toBe('14-month streak');
  });

  it('walks a week anew when it was summed up to another first day of the week', () => {
    const mondays = Array.from({ length: 40 }, (_, i) => addDays('2026-11-16', -7 * i)).reverse();
    const weekly = history({ frequency: 'weekly', days: ['mon'] }, mondays, mondays[0]);
    const sentForSunday = summed(weekly, TODAY, 'sunday');
    // Until the read comes again: the weeks it holds, none of them miscounted.
    expect(streak(sentForSunday, TODAY, 'monday')).toEqual(
      streak({ ...weekly, checkIns: sentForSunday.checkIns }, TODAY, 'monday'),
    );
    expect(rhythmBefore(weekly, mondays[0]!)).toBeNull();
  });

  it('offers the Comeback card after a long pause when the misses before it lie before the window', () => {
    const from = summedUpFrom(TODAY, TODAY_CHECK_IN_DAYS, 'monday');
    // Kept for 60 days, then 9 days not (two rested, seven missed), then paused up to yesterday.
    const pauses = [0, 1, 2, 3].map((i) => ({
      from: addDays(from, 28 * i),
      until: [addDays(from, 28 * i + 27), addDays(TODAY, -1)].sort()[0]!,
    }));
    const whole = {
      ...history(daily, run(addDays(from, -10), 60), addDays(from, -70)),
      pauses,
    };
    const sent = summed(whole, TODAY);
    expect(sent.rhythmBefore).toMatchObject({ missedInARow: 2 });
    expect(needsComeback(whole, TODAY)).toBe(true);
    expect(needsComeback(sent, TODAY)).toBe(true);
    // One period over since, kept: no card.
    const keptYesterday = { ...sent, pauses: pauses.slice(0, 3), checkIns: [addDays(TODAY, -1)] };
    expect(needsComeback(keptYesterday, TODAY)).toBe(false);
  });

  const anyToday = fc
    .integer({ min: Date.UTC(2001, 0, 1), max: Date.UTC(2099, 11, 1) })
    .map((ms) => new Date(ms).toISOString().slice(0, 10));
  const anyRepeat = fc.oneof(
    fc.constant(daily),
    fc.integer({ min: 2, max: 30 }).map((n) => everyNDays(n, '2020-01-01')),
    fc.integer({ min: 1, max: 6 }).map(timesPerWeek),
    fc
      .subarray(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const, { minLength: 1 })
      .map((days): Repeat => ({ frequency: 'weekly', days })),
    fc.integer({ min: 1, max: 31 }).map(monthly),
  );
  /** 300 days before today, each checked in at a rate, from a first day; pauses of up to 4 weeks. */
  const anyHistory = fc.record({
    today: anyToday,
    repeat: anyRepeat,
    rate: fc.constantFrom(0.5, 0.9, 1),
    seed: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 300, maxLength: 300 }),
    start: fc.option(fc.integer({ min: 0, max: 300 })),
    pauses: fc.array(fc.tuple(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 0, max: 27 })), {
      maxLength: 4,
    }),
    checkedInToday: fc.boolean(),
    weekStartsOn: fc.constantFrom<WeekStart>('monday', 'sunday'),
  });

  it('says and shows from the summary exactly what the whole history says and shows', () => {
    fc.assert(
      fc.property(anyHistory, (h) => {
        const checkIns = h.seed.flatMap((x, i) =>
          x < h.rate ? [addDays(h.today, i - h.seed.length)] : [],
        );
        if (h.checkedInToday) checkIns.push(h.today);
        const pauses: Pause[] = h.pauses.map(([ago, length]) => ({
          from: addDays(h.today, -ago),
          until: addDays(h.today, length - ago),
        }));
        const whole = {
          ...history(h.repeat, checkIns, h.start === null ? null : addDays(h.today, -h.start)),
          pauses,
        };
        const sent = summed(whole, h.today, h.weekStartsOn);
        const [was, now] = [whole, sent].map((t) => rhythm(t, h.today, h.weekStartsOn));
        expect(now!.streak).toEqual(was!.streak);
        expect(now!.best).toEqual(was!.best);
        expect(now!.restDays).toBe(was!.restDays);
        expect(now!.consistency).toEqual(was!.consistency);
        const from = summedUpFrom(h.today, TODAY_CHECK_IN_DAYS, h.weekStartsOn);
        expect(now!.periods).toEqual(was!.periods.filter((p) => p.from >= from));
        expect(describeRhythm(sent, h.today, h.weekStartsOn, english)).toEqual(
          describeRhythm(whole, h.today, h.weekStartsOn, english),
        );
        expect(needsComeback(sent, h.today, h.weekStartsOn)).toBe(
          needsComeback(whole, h.today, h.weekStartsOn),
        );
        const shown = between(addDays(h.today, -83), h.today);
        expect(dayStates(sent, shown, h.today, h.weekStartsOn)).toEqual(
          dayStates(whole, shown, h.today, h.weekStartsOn),
        );
      }),
      { numRuns: 400 },
    );
  });
});
