import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  comingUp,
  daysBetween,
  describeSchedule,
  describeScheduleAt,
  occursOn,
  repeatStart,
  dueStatus,
  dueToday,
  isLocalDate,
  isScheduledOn,
  localDateOf,
  progress,
  repeatingToday,
  repeatsUntil,
  startOfWeek,
  todayLocal,
  weekdayOf,
  weeklyActivity,
  WEEKDAYS,
  type LocalDate,
  type Repeat,
  type Weekday,
} from './schedule.ts';
import { describeStreak, rhythm, streak } from './rhythm.ts';
import { english, spanish } from '#test/words.ts';

// Wednesday; its week starts on Monday 2026-11-16.
const TODAY = '2026-11-18';
const daily: Repeat = { frequency: 'daily' };
const weekly = (...days: Weekday[]): Repeat => ({ frequency: 'weekly', days });

const tactic = (
  id: string,
  fields: Partial<{
    dueDate: LocalDate | null;
    repeat: Repeat | null;
    completed: boolean;
    completedAt: string | null;
    repeatSetAt: string | null;
    checkIns: LocalDate[];
  }> = {},
) => ({
  id,
  dueDate: null,
  repeat: null,
  completed: false,
  completedAt: null,
  checkIns: [],
  ...fields,
});
const ids = (tactics: { id: string }[]) => tactics.map((t) => t.id);

/** Any calendar date from 1900 to 2200, built independently of the code under test. */
const anyDate = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2200-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

describe('todayLocal', () => {
  it('is the calendar date of the local clock, whatever the hour', () => {
    expect(todayLocal(new Date(2026, 10, 22, 0, 0))).toBe('2026-11-22');
    expect(todayLocal(new Date(2026, 10, 22, 23, 59, 59))).toBe('2026-11-22');
    expect(todayLocal(new Date(2025, 11, 31, 23, 30))).toBe('2025-12-31');
    expect(todayLocal(new Date(2026, 0, 1, 0, 5))).toBe('2026-01-01');
    expect(todayLocal(new Date(2024, 1, 29, 12))).toBe('2024-02-29');
  });
  it('keeps the date on daylight-saving change days (Europe and US, spring and autumn)', () => {
    for (const [month, day] of [
      [2, 29],
      [9, 25],
      [2, 8],
      [10, 1],
    ] as const) {
      for (const hour of [0, 1, 3, 12, 23]) {
        const expected = `2026-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(todayLocal(new Date(2026, month, day, hour, 30))).toBe(expected);
      }
    }
  });
  it('matches the local year, month and day of any instant', () => {
    fc.assert(
      fc.property(
        fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }),
        (now) => {
          const [year, month, day] = todayLocal(now).split('-').map(Number);
          expect([year, month, day]).toEqual([
            now.getFullYear(),
            now.getMonth() + 1,
            now.getDate(),
          ]);
        },
      ),
    );
  });
  it('gives the local date of a completion timestamp', () => {
    expect(localDateOf(new Date(2026, 10, 20, 23, 45).toISOString())).toBe('2026-11-20');
  });
});

describe('calendar arithmetic', () => {
  it('crosses month ends, leap days and year ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-18', 0)).toBe('2026-11-18');
  });
  it('counts one day across daylight-saving weekends', () => {
    // Europe: 29 Mar and 25 Oct 2026; US: 8 Mar and 1 Nov 2026.
    for (const sunday of ['2026-03-29', '2026-10-25', '2026-03-08', '2026-11-01']) {
      expect(daysBetween(addDays(sunday, -1), addDays(sunday, 1))).toBe(2);
      expect(weekdayOf(sunday)).toBe('sun');
      expect(weekdayOf(addDays(sunday, 1))).toBe('mon');
    }
  });
  it('names weekdays', () => {
    expect(weekdayOf('2025-11-28')).toBe('fri');
    expect(weekdayOf('2024-02-29')).toBe('thu');
    expect(weekdayOf('2026-11-22')).toBe('sun');
    expect(weekdayOf('2026-11-16')).toBe('mon');
  });
  it('starts weeks on Monday', () => {
    expect(startOfWeek('2026-11-18')).toBe('2026-11-16');
    expect(startOfWeek('2026-11-16')).toBe('2026-11-16');
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16');
    expect(startOfWeek('2026-01-01')).toBe('2025-12-29');
  });
  it('adds and subtracts days consistently for any date', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -3000, max: 3000 }), (date, n) => {
        const later = addDays(date, n);
        expect(isLocalDate(later)).toBe(true);
        expect(daysBetween(date, later)).toBe(n);
        expect(addDays(later, -n)).toBe(date);
        const shift = ((n % 7) + 7) % 7;
        expect(weekdayOf(later)).toBe(WEEKDAYS[(WEEKDAYS.indexOf(weekdayOf(date)) + shift) % 7]);
      }),
    );
  });
  it('refuses strings that are not calendar dates', () => {
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2024-02-29')).toBe(true);
    expect(isLocalDate('2026-13-01')).toBe(false);
    expect(isLocalDate('2026-1-01')).toBe(false);
    expect(isLocalDate('2026-00-10')).toBe(false);
    expect(isLocalDate('2026-04-31')).toBe(false);
    // Date.UTC reads years 0 to 99 as 1900 to 1999.
    expect(isLocalDate('0099-01-01')).toBe(false);
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError);
  });
});

describe('isScheduledOn', () => {
  it('daily repeats every day, across month and year ends and the leap day', () => {
    for (const day of ['2024-02-29', '2025-12-31', '2026-01-01', '2026-03-29']) {
      expect(isScheduledOn(daily, day)).toBe(true);
    }
  });
  it('weekly repeats on its days only', () => {
    const monWedFri = weekly('mon', 'wed', 'fri');
    const week = WEEKDAYS.map((_, i) => addDays('2026-11-16', i));
    expect(week.filter((day) => isScheduledOn(monWedFri, day))).toEqual([
      '2026-11-16',
      '2026-11-18',
      '2026-11-20',
    ]);
  });
  it('weekly keeps its weekday over month ends, the leap day, year end and DST weekends', () => {
    const thursdays = weekly('thu');
    expect(isScheduledOn(thursdays, '2024-02-29')).toBe(true);
    expect(isScheduledOn(thursdays, '2026-01-01')).toBe(true);
    expect(isScheduledOn(thursdays, '2025-12-31')).toBe(false);
    const sundays = weekly('sun');
    expect(isScheduledOn(sundays, '2026-03-29')).toBe(true);
    expect(isScheduledOn(sundays, '2026-03-30')).toBe(false);
    expect(isScheduledOn(sundays, '2026-11-01')).toBe(true);
    expect(isScheduledOn(sundays, '2026-02-01')).toBe(true);
  });
  it('never schedules a tactic without a repeat', () => {
    expect(isScheduledOn(null, TODAY)).toBe(false);
  });
  it('stops after the goal’s target date, which is still included', () => {
    const until = repeatsUntil({ targetDate: '2026-11-18' });
    expect(isScheduledOn(daily, '2026-11-18', until)).toBe(true);
    expect(isScheduledOn(daily, '2026-11-19', until)).toBe(false);
    expect(isScheduledOn(daily, '2099-01-01', repeatsUntil({ targetDate: null }))).toBe(true);
  });
  it('leaves repeats past the target date out of Today and Coming up', () => {
    const tactic = { dueDate: null, repeat: daily, completed: false, repeatsUntil: '2026-11-17' };
    expect(repeatingToday([tactic], '2026-11-17')).toEqual([tactic]);
    expect(repeatingToday([tactic], '2026-11-18')).toEqual([]);
    expect(comingUp([tactic], '2026-11-16', 3).map((day) => day.date)).toEqual(['2026-11-17']);
  });
});

describe('dueStatus', () => {
  it('is overdue before today, today on the day, upcoming after', () => {
    expect(dueStatus('2026-11-17', TODAY)).toBe('overdue');
    expect(dueStatus('2025-12-31', '2026-01-01')).toBe('overdue');
    expect(dueStatus(TODAY, TODAY)).toBe('today');
    expect(dueStatus('2026-11-19', TODAY)).toBe('upcoming');
    expect(dueStatus('2026-01-01', '2025-12-31')).toBe('upcoming');
  });
});

describe('dueToday', () => {
  it('lists open one-offs due today or earlier, oldest first, marking overdue ones', () => {
    const result = dueToday(
      [
        tactic('today', { dueDate: TODAY }),
        tactic('lastWeek', { dueDate: '2026-11-11' }),
        tactic('tomorrow', { dueDate: '2026-11-19' }),
        tactic('done', { dueDate: '2026-11-17', completed: true }),
        tactic('undated'),
        tactic('repeating', { dueDate: '2026-11-17', repeat: daily }),
        tactic('yesterday', { dueDate: '2026-11-17' }),
      ],
      TODAY,
    );
    expect(result.map((r) => [r.tactic.id, r.overdue])).toEqual([
      ['lastWeek', true],
      ['yesterday', true],
      ['today', false],
    ]);
  });
});

describe('repeatingToday', () => {
  it('lists repeating tactics with an occurrence today', () => {
    const result = repeatingToday(
      [
        tactic('daily', { repeat: daily }),
        tactic('wed', { repeat: weekly('mon', 'wed') }),
        tactic('thu', { repeat: weekly('thu') }),
        tactic('oneOff', { dueDate: TODAY }),
      ],
      TODAY,
    );
    expect(ids(result)).toEqual(['daily', 'wed']);
  });
  it('leaves out a repeat whose first day is still to come', () => {
    const later = tactic('later', { repeat: daily, dueDate: addDays(TODAY, 1) });
    expect(repeatingToday([later], TODAY)).toEqual([]);
    expect(repeatingToday([later], addDays(TODAY, 1))).toEqual([later]);
  });
});

describe('comingUp', () => {
  it('groups the next 7 days by date, skipping empty days and today', () => {
    const result = comingUp(
      [
        tactic('fri', { repeat: weekly('fri') }),
        tactic('dueThu', { dueDate: '2026-11-19' }),
        tactic('dueToday', { dueDate: TODAY }),
        tactic('dueNextWed', { dueDate: '2026-11-25' }),
        tactic('dueTooLate', { dueDate: '2026-11-26' }),
        tactic('doneThu', { dueDate: '2026-11-19', completed: true }),
        tactic('wed', { repeat: weekly('wed') }),
      ],
      TODAY,
    );
    expect(
      result.map((day) => [day.date, day.items.map((i) => `${i.kind}:${i.tactic.id}`)]),
    ).toEqual([
      ['2026-11-19', ['due:dueThu']],
      ['2026-11-20', ['repeat:fri']],
      ['2026-11-25', ['due:dueNextWed', 'repeat:wed']],
    ]);
  });
  it('lists a daily tactic on each of the 7 days, across a year end', () => {
    const result = comingUp([tactic('daily', { repeat: daily })], '2025-12-29');
    expect(result.map((day) => day.date)).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
      '2026-01-05',
    ]);
  });
  it('places every open one-off in exactly one of Due today, Coming up or later', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -20, max: 20 }), (today, offset) => {
        const t = tactic('t', { dueDate: addDays(today, offset) });
        const inDue = dueToday([t], today).length;
        const inComingUp = comingUp([t], today).length;
        expect(inDue).toBe(offset <= 0 ? 1 : 0);
        expect(inComingUp).toBe(offset >= 1 && offset <= 7 ? 1 : 0);
      }),
    );
  });
});

describe('streak', () => {
  const daysBack = (from: LocalDate, ...offsets: number[]) => offsets.map((n) => addDays(from, -n));

  it('counts consecutive daily check-ins ending today', () => {
    const t = tactic('d', { repeat: daily, checkIns: daysBack(TODAY, 3, 2, 1, 0) });
    expect(streak(t, TODAY)).toEqual({ count: 4, unit: 'day' });
  });
  it('is not broken by today not being checked in yet', () => {
    const t = tactic('d', { repeat: daily, checkIns: daysBack(TODAY, 3, 2, 1) });
    expect(streak(t, TODAY)).toEqual({ count: 3, unit: 'day' });
  });
  it('stops at a missed day', () => {
    const t = tactic('d', { repeat: daily, checkIns: daysBack(TODAY, 5, 4, 2, 1, 0) });
    expect(streak(t, TODAY)).toEqual({ count: 3, unit: 'day' });
  });
  it('is 0 when yesterday and today were both missed', () => {
    const t = tactic('d', { repeat: daily, checkIns: daysBack(TODAY, 4, 3, 2) });
    expect(streak(t, TODAY)).toEqual({ count: 0, unit: 'day' });
  });
  it('runs across a month end, the leap day and a DST weekend', () => {
    const leap = tactic('d', { repeat: daily, checkIns: daysBack('2024-03-01', 2, 1, 0) });
    expect(leap.checkIns).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(streak(leap, '2024-03-01').count).toBe(3);
    const dst = tactic('d', {
      repeat: daily,
      checkIns: ['2026-03-28', '2026-03-29', '2026-03-30'],
    });
    expect(streak(dst, '2026-03-31').count).toBe(3);
  });
  it('counts n days when the last n days are checked in, for any date', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: 1, max: 60 }), fc.boolean(), (today, n, doneToday) => {
        const offsets = Array.from({ length: n }, (_, i) => (doneToday ? i : i + 1));
        const t = tactic('d', { repeat: daily, checkIns: daysBack(today, ...offsets).reverse() });
        expect(streak(t, today)).toEqual({ count: n, unit: 'day' });
      }),
    );
  });

  it('starts a daily streak with a new repeat’s first check-in, and keeps a run from before it', () => {
    const fresh = tactic('d', { repeat: daily, dueDate: TODAY, checkIns: [TODAY] });
    expect(streak(fresh, TODAY)).toEqual({ count: 1, unit: 'day' });
    const changed = { ...fresh, checkIns: daysBack(TODAY, 2, 1, 0) };
    expect(streak(changed, TODAY)).toEqual({ count: 3, unit: 'day' });
  });

  describe('weekly', () => {
    const monWedFri = weekly('mon', 'wed', 'fri');
    // Mondays of the weeks before TODAY's (2026-11-16).
    const fullWeek = (monday: LocalDate) => [monday, addDays(monday, 2), addDays(monday, 4)];
    const pastThree = [
      ...fullWeek('2026-10-26'),
      ...fullWeek('2026-11-02'),
      ...fullWeek('2026-11-09'),
    ];

    it('counts full past weeks and this week once every occurrence so far is done', () => {
      const t = tactic('w', { repeat: monWedFri, checkIns: [...pastThree, '2026-11-16', TODAY] });
      expect(streak(t, TODAY)).toEqual({ count: 4, unit: 'week' });
    });
    it('does not count or break this week while only today is missing', () => {
      const t = tactic('w', { repeat: monWedFri, checkIns: [...pastThree, '2026-11-16'] });
      expect(streak(t, TODAY)).toEqual({ count: 3, unit: 'week' });
    });
    it('counts this week on a day without an occurrence once the earlier ones are done', () => {
      const t = tactic('w', { repeat: monWedFri, checkIns: [...pastThree, '2026-11-16', TODAY] });
      expect(streak(t, '2026-11-19')).toEqual({ count: 4, unit: 'week' });
    });
    it('is 0 once an occurrence earlier this week was missed with no rest day banked', () => {
      // Two kept weeks are 6 check-ins: one short of a rest day.
      const t = tactic('w', { repeat: monWedFri, checkIns: [...pastThree.slice(3), TODAY] });
      expect(streak(t, TODAY)).toEqual({ count: 0, unit: 'week' });
    });
    it('spends a banked rest day on an occurrence missed earlier this week', () => {
      // Three kept weeks are 9 check-ins: one rest day, spent on Monday the 16th.
      const t = tactic('w', { repeat: monWedFri, checkIns: [...pastThree, TODAY] });
      const now = rhythm(t, TODAY);
      expect(now.streak).toEqual({ count: 4, unit: 'week' });
      expect(now.periods.at(-1)).toMatchObject({ status: 'rested', restedDays: ['2026-11-16'] });
      expect(now.restDays).toBe(0);
    });
    it('does not break on a week whose first occurrence has not come yet', () => {
      const t = tactic('w', {
        repeat: weekly('fri'),
        checkIns: ['2026-10-30', '2026-11-06', '2026-11-13'],
      });
      expect(streak(t, TODAY)).toEqual({ count: 3, unit: 'week' });
    });
    it('stops at a past week with a missed occurrence', () => {
      const gap = pastThree.filter((day) => day !== '2026-11-04');
      const t = tactic('w', { repeat: monWedFri, checkIns: [...gap, '2026-11-16'] });
      expect(streak(t, TODAY)).toEqual({ count: 1, unit: 'week' });
    });
    it('ignores check-ins on days without an occurrence', () => {
      const t = tactic('w', {
        repeat: weekly('mon'),
        checkIns: ['2026-11-03', '2026-11-10', '2026-11-17'],
      });
      expect(streak(t, TODAY)).toEqual({ count: 0, unit: 'week' });
    });
    it('starts at once on a repeat’s first day: earlier days are not missed', () => {
      // Set up on Wednesday 25 Nov for Mon/Wed/Fri: Monday 23 came before the repeat did.
      const wed = '2026-11-25';
      const fresh = tactic('w', { repeat: monWedFri, dueDate: wed, checkIns: [] });
      expect(streak(fresh, wed)).toEqual({ count: 0, unit: 'week' });
      expect(streak({ ...fresh, checkIns: [wed] }, wed)).toEqual({ count: 1, unit: 'week' });
      expect(describeStreak(streak({ ...fresh, checkIns: [wed] }, wed), english)).toBe(
        '1-week streak',
      );
      // Full weeks before the first day neither count nor break: the week it began counts once.
      const nextMon = '2026-11-30';
      const kept = tactic('w', {
        repeat: monWedFri,
        dueDate: wed,
        checkIns: [...pastThree, wed, '2026-11-27', nextMon],
      });
      expect(streak(kept, nextMon)).toEqual({ count: 2, unit: 'week' });
    });
    it('keeps the weeks earned before a repeat was changed or started again', () => {
      // Changed today (Wednesday 18): the full weeks before still count, this week's Monday too.
      const t = tactic('w', {
        repeat: monWedFri,
        dueDate: TODAY,
        checkIns: [...pastThree, '2026-11-16', TODAY],
      });
      expect(streak(t, TODAY)).toEqual({ count: 4, unit: 'week' });
      // A missed Monday before the new first day is let go.
      expect(streak({ ...t, checkIns: [...pastThree, TODAY] }, TODAY)).toEqual({
        count: 4,
        unit: 'week',
      });
    });
    it('without a due date, starts on the local date the repeat was set', () => {
      // Set up on Wednesday 25 Nov at 15:00 local time, with no due date.
      const wed = '2026-11-25';
      const repeatSetAt = new Date(2026, 10, 25, 15, 0).toISOString();
      expect(repeatStart({ dueDate: null, repeatSetAt })).toBe(wed);
      expect(repeatStart({ dueDate: '2026-11-27', repeatSetAt })).toBe('2026-11-27');
      expect(repeatStart({ dueDate: null, repeatSetAt: null })).toBeNull();
      const t = tactic('w', { repeat: monWedFri, repeatSetAt, checkIns: [...pastThree, wed] });
      expect(streak(t, wed)).toEqual({ count: 1, unit: 'week' });
      expect(occursOn(t, '2026-11-23')).toBe(false);
      expect(occursOn(t, wed)).toBe(true);
    });
    it('runs across a year end', () => {
      const t = tactic('w', {
        repeat: weekly('thu'),
        checkIns: ['2025-12-25', '2026-01-01', '2026-01-08'],
      });
      expect(streak(t, '2026-01-09')).toEqual({ count: 3, unit: 'week' });
    });
  });

  it('is 0 days for a tactic without a repeat', () => {
    expect(streak(tactic('o', { checkIns: [TODAY] }), TODAY)).toEqual({ count: 0, unit: 'day' });
  });
});

describe('describeStreak', () => {
  it('reads as the issue shows it', () => {
    expect(describeStreak({ count: 4, unit: 'day' }, english)).toBe('4-day streak');
    expect(describeStreak({ count: 1, unit: 'day' }, english)).toBe('1-day streak');
    expect(describeStreak({ count: 3, unit: 'week' }, english)).toBe('3-week streak');
    expect(describeStreak({ count: 0, unit: 'week' }, english)).toBeNull();
  });
});

describe('progress', () => {
  it('counts one-offs done of total and check-ins in the last 28 days, per goal', () => {
    const goals = [
      {
        id: 'run',
        tactics: [
          tactic('a', { completed: true }),
          tactic('b', { completed: false, dueDate: TODAY }),
          tactic('c', {
            repeat: daily,
            // 27 days ago is inside the window, 28 days ago is not, tomorrow is not.
            checkIns: [
              addDays(TODAY, -28),
              addDays(TODAY, -27),
              '2026-11-17',
              TODAY,
              addDays(TODAY, 1),
            ],
          }),
        ],
      },
      { id: 'empty', tactics: [] },
    ];
    expect(progress(goals, TODAY).map(({ goal, ...rest }) => ({ id: goal.id, ...rest }))).toEqual([
      { id: 'run', done: 1, total: 2, checkIns: 3 },
      { id: 'empty', done: 0, total: 0, checkIns: 0 },
    ]);
  });
});

describe('weeklyActivity', () => {
  const at = (date: LocalDate, hour: number) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return new Date(y, m - 1, d, hour).toISOString();
  };
  it('gives 8 Monday-start weeks ending this week, counting completions and check-ins', () => {
    const result = weeklyActivity(
      [
        tactic('doneThisWeek', { completed: true, completedAt: at('2026-11-16', 0) }),
        tactic('doneLastSunday', { completed: true, completedAt: at('2026-11-15', 23) }),
        tactic('reopened', { completed: false, completedAt: at('2026-11-16', 9) }),
        tactic('doneLongAgo', { completed: true, completedAt: at('2026-09-20', 9) }),
        tactic('checkIns', {
          repeat: daily,
          checkIns: ['2026-09-27', '2026-09-28', '2026-11-15', '2026-11-16', TODAY, '2026-11-19'],
        }),
      ],
      TODAY,
    );
    expect(result).toHaveLength(8);
    expect(result[0]).toEqual({ weekStart: '2026-09-28', completions: 0, checkIns: 1 });
    expect(result[6]).toEqual({ weekStart: '2026-11-09', completions: 1, checkIns: 1 });
    expect(result[7]).toEqual({ weekStart: '2026-11-16', completions: 1, checkIns: 2 });
    expect(result.slice(1, 6).every((w) => w.completions === 0 && w.checkIns === 0)).toBe(true);
  });
  it('takes another number of weeks', () => {
    expect(weeklyActivity([], TODAY, 2).map((w) => w.weekStart)).toEqual([
      '2026-11-09',
      '2026-11-16',
    ]);
  });
});

describe('describeSchedule', () => {
  it('shows a due date as the issue does', () => {
    expect(describeSchedule(english, { dueDate: '2025-11-28', repeat: null })).toBe(
      'Due Fri 28 Nov',
    );
    expect(describeSchedule(english, { dueDate: '2024-02-29', repeat: null })).toBe(
      'Due Thu 29 Feb',
    );
    expect(describeSchedule(english, { dueDate: '2026-01-01', repeat: null }, '2026-01-01')).toBe(
      'Due Thu 1 Jan',
    );
    expect(describeSchedule(english, { dueDate: '2027-01-01', repeat: null }, '2026-12-30')).toBe(
      'Due Fri 1 Jan 2027',
    );
  });
  it('shows repeats, days in calendar order', () => {
    expect(describeSchedule(english, { dueDate: null, repeat: daily })).toBe('Every day');
    expect(describeSchedule(english, { dueDate: null, repeat: weekly('fri', 'mon', 'wed') })).toBe(
      'Every Mon, Wed, Fri',
    );
    expect(describeSchedule(english, { dueDate: null, repeat: weekly('sun') })).toBe('Every Sun');
    expect(
      describeSchedule(english, {
        dueDate: null,
        repeat: weekly('mon', 'tue', 'wed', 'thu', 'fri'),
      }),
    ).toBe('Every weekday');
    expect(describeSchedule(english, { dueDate: null, repeat: weekly(...WEEKDAYS) })).toBe(
      'Every day',
    );
    expect(describeSchedule(english, { dueDate: '2025-11-28', repeat: weekly('sat', 'sun') })).toBe(
      'Every Sat, Sun',
    );
  });
  it('is null when nothing is scheduled', () => {
    expect(describeSchedule(english, { dueDate: null, repeat: null })).toBeNull();
  });
});

describe('rules only mutation testing showed unchecked', () => {
  it('lists a repeating tactic with a due date under its repeat only, never as due', () => {
    const both = tactic('both', { repeat: daily, dueDate: TODAY });
    expect(dueToday([both], TODAY)).toEqual([]);
    const tomorrow = addDays(TODAY, 1);
    const dueTomorrow = tactic('both', { repeat: daily, dueDate: tomorrow });
    expect(comingUp([dueTomorrow], TODAY, 1)).toEqual([
      { date: tomorrow, items: [{ tactic: dueTomorrow, kind: 'repeat' }] },
    ]);
  });

  it('says "Every weekday" for Monday to Friday only, and nothing for a week of no days', () => {
    expect(
      describeSchedule(english, {
        dueDate: null,
        repeat: weekly('tue', 'wed', 'thu', 'fri', 'sat'),
      }),
    ).toBe('Every Tue, Wed, Thu, Fri, Sat');
    expect(describeSchedule(english, { dueDate: TODAY, repeat: weekly() })).toBeNull();
  });

  it('counts no streak for a weekly repeat with no days, whatever was checked in', () => {
    const t = tactic('none', { repeat: weekly(), checkIns: [addDays(TODAY, -7), TODAY] });
    expect(streak(t, TODAY)).toEqual({ count: 0, unit: 'week' });
  });
});

describe('describeSchedule in Spanish', () => {
  it('writes days, months and repeats in the person’s language', () => {
    expect(describeSchedule(spanish, { dueDate: '2025-11-28', repeat: null })).toBe(
      'Vence el vie, 28 nov',
    );
    expect(
      describeSchedule(spanish, {
        dueDate: null,
        repeat: { frequency: 'weekly', days: ['fri', 'mon', 'wed'] },
      }),
    ).toBe('Cada lun, mié, vie');
    expect(
      describeScheduleAt(spanish, {
        dueDate: null,
        repeat: { frequency: 'monthly', day: 31 },
        remindAt: '07:30',
      }),
    ).toBe('Cada mes, el día 31 (o el último día) a las 07:30');
  });
});
