import { describe, expect, it } from 'vitest';
import { dayStates, heatMapWeeks, needsComeback } from './pauses.ts';
import { localDateIn, reminderInstant } from './reminders.ts';
import { isWeekStart, reviewedWeek, weekFigures } from './review.ts';
import { describeRhythm, rhythm } from './rhythm.ts';
import {
  personDate,
  startOfWeek,
  todayLocal,
  weekdayOf,
  weekdaysFrom,
  weeklyActivity,
  type CheckInHistory,
  type LocalDate,
  type Repeat,
} from './schedule.ts';
import { DAY_SETTINGS_MESSAGES, daySettingsSchema, updateMeSchema } from './schemas.ts';
import { english } from '#test/words.ts';

/**
 * "Your day, your week" (docs/decisions/262-your-day-your-week.md): the day rule read on the wall
 * clock, never by taking hours off an instant, and the week rule for every repeat kind.
 */
const dayIn = (zone: string, instant: string) => localDateIn(zone, Date.parse(instant), '03:00');

describe('a day that starts at 03:00, across daylight-saving changes', () => {
  it('keeps the clock’s date from 03:00 on and the day before until then', () => {
    expect(personDate('2026-11-24', '01:30', '03:00')).toBe('2026-11-23');
    expect(personDate('2026-11-24', '02:59', '03:00')).toBe('2026-11-23');
    expect(personDate('2026-11-24', '03:00', '03:00')).toBe('2026-11-24');
    expect(personDate('2026-03-01', '00:10', '00:30')).toBe('2026-02-28');
    expect(personDate('2026-11-24', '00:00', '00:00')).toBe('2026-11-24');
  });

  it('America/New_York: spring forward (8 Mar) and fall back (1 Nov 2026)', () => {
    // 01:30 EST, then 03:00 and 03:30 EDT (02:00-02:59 never happen that night).
    expect(dayIn('America/New_York', '2026-03-08T06:30:00Z')).toBe('2026-03-07');
    expect(dayIn('America/New_York', '2026-03-08T07:00:00Z')).toBe('2026-03-08');
    // Three hours before 03:30 EDT is 23:30 EST on the 7th: an instant shift would be wrong.
    expect(dayIn('America/New_York', '2026-03-08T07:30:00Z')).toBe('2026-03-08');
    // 01:30 happens twice (EDT, then EST) and 02:59 EST: all still the 31st; 03:00 EST is the 1st.
    expect(dayIn('America/New_York', '2026-11-01T05:30:00Z')).toBe('2026-10-31');
    expect(dayIn('America/New_York', '2026-11-01T06:30:00Z')).toBe('2026-10-31');
    expect(dayIn('America/New_York', '2026-11-01T07:59:00Z')).toBe('2026-10-31');
    expect(dayIn('America/New_York', '2026-11-01T08:00:00Z')).toBe('2026-11-01');
  });

  it('Europe/Berlin: spring forward (29 Mar) and fall back (25 Oct 2026)', () => {
    expect(dayIn('Europe/Berlin', '2026-03-29T00:59:00Z')).toBe('2026-03-28'); // 01:59 CET
    expect(dayIn('Europe/Berlin', '2026-03-29T01:00:00Z')).toBe('2026-03-29'); // 03:00 CEST
    expect(dayIn('Europe/Berlin', '2026-10-25T00:30:00Z')).toBe('2026-10-24'); // 02:30 CEST
    expect(dayIn('Europe/Berlin', '2026-10-25T01:30:00Z')).toBe('2026-10-24'); // 02:30 CET
    expect(dayIn('Europe/Berlin', '2026-10-25T02:00:00Z')).toBe('2026-10-25'); // 03:00 CET
  });

  it('Australia/Sydney: fall back (5 Apr) and spring forward (4 Oct 2026)', () => {
    expect(dayIn('Australia/Sydney', '2026-04-04T15:30:00Z')).toBe('2026-04-04'); // 02:30 AEDT
    expect(dayIn('Australia/Sydney', '2026-04-04T16:30:00Z')).toBe('2026-04-04'); // 02:30 AEST
    expect(dayIn('Australia/Sydney', '2026-04-04T17:00:00Z')).toBe('2026-04-05'); // 03:00 AEST
    expect(dayIn('Australia/Sydney', '2026-10-03T15:59:00Z')).toBe('2026-10-03'); // 01:59 AEST
    expect(dayIn('Australia/Sydney', '2026-10-03T16:00:00Z')).toBe('2026-10-04'); // 03:00 AEDT
  });

  it('reads the browser’s own clock the same way (the unit tests run in Pacific/Auckland)', () => {
    // 27 Sep 2026: 01:30 NZST, then 03:30 NZDT (three hours earlier is 23:30 NZST on the 26th).
    expect(todayLocal(new Date('2026-09-26T13:30:00Z'), '03:00')).toBe('2026-09-26');
    expect(todayLocal(new Date('2026-09-26T14:30:00Z'), '03:00')).toBe('2026-09-27');
    expect(todayLocal(new Date('2026-09-26T13:30:00Z'))).toBe('2026-09-27');
  });

  it('rings a reminder earlier than the day’s start on the night after its day', () => {
    // New York's 7 March at 01:00 rings at 01:00 EST on the 8th; at 23:00 on the 7th itself.
    expect(new Date(reminderInstant('America/New_York', '2026-03-07', '01:00', '03:00'))).toEqual(
      new Date('2026-03-08T06:00:00Z'),
    );
    expect(new Date(reminderInstant('America/New_York', '2026-03-07', '23:00', '03:00'))).toEqual(
      new Date('2026-03-08T04:00:00Z'),
    );
    // With days from midnight nothing moves.
    expect(new Date(reminderInstant('Europe/Berlin', '2026-11-24', '01:00'))).toEqual(
      new Date('2026-11-24T00:00:00Z'),
    );
  });
});

// Sunday 2026-11-22 to Saturday 2026-11-28 is one Sunday week; Monday weeks split it.
const history = (repeat: Repeat, checkIns: LocalDate[]): CheckInHistory => ({
  repeat,
  checkIns,
  dueDate: '2026-11-01',
  repeatSetAt: null,
});

describe('weeks that start on Sunday', () => {
  it('start on the Sunday, for any day of the week', () => {
    expect(startOfWeek('2026-11-22', 'sunday')).toBe('2026-11-22');
    expect(startOfWeek('2026-11-28', 'sunday')).toBe('2026-11-22');
    expect(startOfWeek('2026-11-23', 'sunday')).toBe('2026-11-22');
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16');
    expect(startOfWeek('2026-11-22', 'monday')).toBe('2026-11-16');
    expect(weekdaysFrom('sunday')).toEqual(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']);
  });

  it('make "N times a week" keep a Sunday-to-Saturday week', () => {
    const twice = history({ frequency: 'timesPerWeek', times: 2 }, ['2026-11-22', '2026-11-28']);
    const sunday = rhythm(twice, '2026-11-29', 'sunday').periods.find(
      (p) => p.from === '2026-11-22',
    );
    expect(sunday).toMatchObject({ to: '2026-11-28', status: 'kept', kept: 2, needed: 2 });
    // The same check-ins in Monday weeks are one in each of two weeks.
    const monday = rhythm(twice, '2026-11-29').periods.filter((p) => p.from >= '2026-11-16');
    expect(monday.map((p) => [p.from, p.kept])).toEqual([
      ['2026-11-16', 1],
      ['2026-11-23', 1],
    ]);
    expect(describeRhythm(twice, '2026-11-29', 'sunday', english).thisWeek).toBe(
      '0 of 2 this week',
    );
  });

  it('make "weekly on chosen days" keep a Sunday-to-Saturday week', () => {
    const weekend = history({ frequency: 'weekly', days: ['sun', 'sat'] }, [
      '2026-11-22',
      '2026-11-28',
    ]);
    const periods = rhythm(weekend, '2026-11-28', 'sunday').periods;
    expect(periods.at(-1)).toMatchObject({ from: '2026-11-22', to: '2026-11-28', kept: 2 });
    expect(periods.every((p) => weekdayOf(p.from) === 'sun')).toBe(true);
  });

  it.each<[string, Repeat]>([
    ['daily', { frequency: 'daily' }],
    ['every 3 days', { frequency: 'everyNDays', interval: 3, anchor: '2026-11-01' }],
    ['monthly', { frequency: 'monthly', day: 22 }],
  ])('leave %s kept day by day, whatever the week start', (_, repeat) => {
    const tactic = history(repeat, ['2026-11-22', '2026-11-25']);
    expect(rhythm(tactic, '2026-11-28', 'sunday')).toEqual(rhythm(tactic, '2026-11-28'));
  });

  it('count consistency in Sunday weeks: "N of 4 weeks"', () => {
    const sundays = ['2026-11-01', '2026-11-08', '2026-11-15', '2026-11-22'];
    const once = history({ frequency: 'timesPerWeek', times: 1 }, sundays);
    expect(describeRhythm(once, '2026-11-29', 'sunday', english).consistency).toBe('4 of 4 weeks');
    expect(rhythm(once, '2026-11-29', 'sunday').streak.count).toBe(4);
  });

  it('start the heat map rows and the activity chart on Sunday', () => {
    const weeks = heatMapWeeks('2026-11-25', 12, 'sunday');
    expect(weeks.at(-1)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(weeks.every((week) => weekdayOf(week[0]!) === 'sun')).toBe(true);
    const activity = weeklyActivity([], '2026-11-25', 2, 'sunday');
    expect(activity.map((week) => week.weekStart)).toEqual(['2026-11-15', '2026-11-22']);
    const thrice = history({ frequency: 'timesPerWeek', times: 1 }, ['2026-11-22']);
    expect(dayStates(thrice, ['2026-11-22'], '2026-11-29', 'sunday').get('2026-11-22')).toBe(
      'kept',
    );
    expect(needsComeback(thrice, '2026-11-29', 'sunday')).toBe(false);
  });
});

describe('review keys', () => {
  it('keep the Monday of a Monday week exactly as before', () => {
    expect(isWeekStart('2026-11-23')).toBe(true);
    expect(isWeekStart('2026-11-22')).toBe(false);
    expect(reviewedWeek('2026-11-29')).toBe('2026-11-23'); // Sunday: the week ending today
    expect(reviewedWeek('2026-11-25')).toBe('2026-11-16');
  });

  it('key a Sunday week by its Sunday, reviewed on its Saturday or later', () => {
    expect(isWeekStart('2026-11-22', 'sunday')).toBe(true);
    expect(isWeekStart('2026-11-23', 'sunday')).toBe(false);
    expect(isWeekStart('1999-12-26', 'sunday')).toBe(false);
    expect(reviewedWeek('2026-11-28', 'sunday')).toBe('2026-11-22'); // Saturday: this week
    expect(reviewedWeek('2026-11-29', 'sunday')).toBe('2026-11-22'); // Sunday: the week before
    expect(reviewedWeek('2026-11-25', 'sunday')).toBe('2026-11-15');
  });

  it('count "N times a week" in the Sunday week a review names', () => {
    const goals = [
      {
        title: 'Fit',
        tactics: [
          {
            id: 't',
            title: 'Swim',
            completed: false,
            completedAt: null,
            dueDate: '2026-11-01',
            repeat: { frequency: 'timesPerWeek', times: 2 } as Repeat,
            checkIns: ['2026-11-22', '2026-11-28'],
          },
        ],
      },
    ];
    expect(weekFigures(goals, '2026-11-22', '2026-11-28', 'sunday').goals[0]!.repeats).toEqual([
      { title: 'Swim', checkIns: 2, scheduled: 2 },
    ]);
  });
});

describe('the day and week settings’ one check', () => {
  it.each(['00:00', '00:30', '03:00', '04:59', '05:00'])('takes %s', (dayStartsAt) => {
    expect(daySettingsSchema.safeParse({ dayStartsAt, weekStartsOn: 'sunday' }).success).toBe(true);
  });

  it.each([['05:01'], ['05:30'], ['06:00'], ['3:00'], ['03:60'], ['24:00'], [''], [300], [null]])(
    'refuses a day start of %j with the range in words',
    (dayStartsAt) => {
      const result = updateMeSchema.safeParse({ dayStartsAt });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        DAY_SETTINGS_MESSAGES.dayStartsAt,
      ]);
    },
  );

  it.each([['friday'], ['Monday'], [''], [1]])('refuses a week start of %j', (weekStartsOn) => {
    const result = updateMeSchema.safeParse({ weekStartsOn });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      DAY_SETTINGS_MESSAGES.weekStartsOn,
    ]);
  });
});
