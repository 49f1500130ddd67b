import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isDueOn,
  isTimeZone,
  localDateIn,
  nextReminder,
  offsetMinutes,
  remindAtSchema,
  zonedInstant,
  type Remindable,
} from './reminders.ts';
import type { Repeat, Weekday } from './schedule.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const daily: Repeat = { frequency: 'daily' };
const weekly = (...days: Weekday[]): Repeat => ({ frequency: 'weekly', days });
const tactic = (fields: Partial<Remindable>): Remindable => ({
  remindAt: '22:30',
  dueDate: null,
  repeat: null,
  completed: false,
  ...fields,
});

/** The next reminder's instant as an ISO string, or null. */
const next = (fields: Partial<Remindable>, zone: string, now: string) => {
  const reminder = nextReminder(tactic(fields), zone, at(now));
  return reminder && { date: reminder.date, at: iso(reminder.at) };
};

describe('times and zones', () => {
  it('accepts HH:MM on a 24-hour clock only', () => {
    for (const good of ['00:00', '07:05', '22:30', '23:59']) {
      expect(remindAtSchema.safeParse(good).success).toBe(true);
    }
    for (const bad of ['24:00', '7:05', '22:60', '22:30:00', '', '10pm']) {
      expect(remindAtSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('knows IANA zone names and refuses anything else', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('reads offsets on both sides of a change', () => {
    expect(offsetMinutes('Europe/Berlin', at('2026-03-29T00:59:00Z'))).toBe(60);
    expect(offsetMinutes('Europe/Berlin', at('2026-03-29T01:00:00Z'))).toBe(120);
    expect(offsetMinutes('Asia/Kolkata', at('2026-07-01T00:00:00Z'))).toBe(330);
    expect(localDateIn('Pacific/Auckland', at('2026-06-30T13:00:00Z'))).toBe('2026-07-01');
  });

  it('moves a time skipped in spring forward by the gap and takes the first of a doubled time', () => {
    // Berlin skips 02:00-03:00 on 29 March 2026 and repeats 02:00-03:00 on 25 October 2026.
    expect(iso(zonedInstant('Europe/Berlin', '2026-03-29', '02:30'))).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(iso(zonedInstant('Europe/Berlin', '2026-10-25', '02:30'))).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });
});

describe('nextReminder', () => {
  it('daily in Berlin keeps 22:30 local across the spring change', () => {
    // 22:31 CET on Saturday 28 March: that day's reminder has passed; Sunday's is in summer time.
    expect(next({ repeat: daily }, 'Europe/Berlin', '2026-03-28T21:31:00Z')).toEqual({
      date: '2026-03-29',
      at: '2026-03-29T20:30:00.000Z',
    });
    expect(next({ repeat: daily }, 'Europe/Berlin', '2026-03-28T21:29:00Z')).toEqual({
      date: '2026-03-28',
      at: '2026-03-28T21:30:00.000Z',
    });
  });

  it('daily in New York keeps 07:00 local across the autumn change', () => {
    expect(
      next({ repeat: daily, remindAt: '07:00' }, 'America/New_York', '2026-10-31T12:00:00Z'),
    ).toEqual({ date: '2026-11-01', at: '2026-11-01T12:00:00.000Z' });
    expect(
      next({ repeat: daily, remindAt: '07:00' }, 'America/New_York', '2026-10-31T10:00:00Z'),
    ).toEqual({ date: '2026-10-31', at: '2026-10-31T11:00:00.000Z' });
  });

  it('weekly in Sydney finds the next chosen day after the southern spring change', () => {
    // Friday 2 October 10:00 AEST; summer time (UTC+11) starts on Sunday 4 October.
    expect(
      next(
        { repeat: weekly('mon', 'thu'), remindAt: '06:15' },
        'Australia/Sydney',
        '2026-10-02T00:00:00Z',
      ),
    ).toEqual({ date: '2026-10-05', at: '2026-10-04T19:15:00.000Z' });
    // And before the autumn change (UTC+10 from Sunday 5 April), Monday 6 April 06:15 AEST.
    expect(
      next(
        { repeat: weekly('mon'), remindAt: '06:15' },
        'Australia/Sydney',
        '2026-04-02T00:00:00Z',
      ),
    ).toEqual({ date: '2026-04-06', at: '2026-04-05T20:15:00.000Z' });
  });

  it('weekly in a zone without daylight saving and a half-hour offset', () => {
    expect(
      next({ repeat: weekly('sun'), remindAt: '21:00' }, 'Asia/Kolkata', '2026-11-24T00:00:00Z'),
    ).toEqual({ date: '2026-11-29', at: '2026-11-29T15:30:00.000Z' });
  });

  it('weekly in New York on the day of the spring change itself', () => {
    // Sunday 8 March 2026: 02:00 EST becomes 03:00 EDT. 09:00 that day is EDT.
    expect(
      next(
        { repeat: weekly('sun'), remindAt: '09:00' },
        'America/New_York',
        '2026-03-07T12:00:00Z',
      ),
    ).toEqual({ date: '2026-03-08', at: '2026-03-08T13:00:00.000Z' });
    expect(
      next(
        { repeat: weekly('sun'), remindAt: '09:00' },
        'America/New_York',
        '2026-03-01T12:00:00Z',
      ),
    ).toEqual({ date: '2026-03-01', at: '2026-03-01T14:00:00.000Z' });
  });

  it('a one-off reminds on its due date only, and never when done or without a time', () => {
    const oneOff = { dueDate: '2026-11-28', remindAt: '08:00' };
    expect(next(oneOff, 'Europe/London', '2026-11-24T00:00:00Z')).toEqual({
      date: '2026-11-28',
      at: '2026-11-28T08:00:00.000Z',
    });
    expect(next(oneOff, 'Europe/London', '2026-11-28T08:01:00Z')).toBeNull();
    expect(
      next({ ...oneOff, completed: true }, 'Europe/London', '2026-11-24T00:00:00Z'),
    ).toBeNull();
    expect(next({ ...oneOff, remindAt: null }, 'Europe/London', '2026-11-24T00:00:00Z')).toBeNull();
    expect(next({ remindAt: '08:00' }, 'Europe/London', '2026-11-24T00:00:00Z')).toBeNull();
  });

  it('a repeat with a later due date starts on it', () => {
    expect(
      next(
        { repeat: daily, dueDate: '2026-12-01', remindAt: '07:30' },
        'UTC',
        '2026-11-24T00:00:00Z',
      ),
    ).toEqual({ date: '2026-12-01', at: '2026-12-01T07:30:00.000Z' });
  });

  it('a one-off due weeks ahead reminds on its day', () => {
    expect(
      next({ dueDate: '2027-01-15', remindAt: '09:00' }, 'UTC', '2026-11-24T00:00:00Z'),
    ).toEqual({
      date: '2027-01-15',
      at: '2027-01-15T09:00:00.000Z',
    });
  });

  it('still reminds at the very minute it is due', () => {
    const oneOff = { dueDate: '2026-11-28', remindAt: '08:00' };
    expect(next(oneOff, 'UTC', '2026-11-28T08:00:00Z')).toEqual({
      date: '2026-11-28',
      at: '2026-11-28T08:00:00.000Z',
    });
    expect(next({ repeat: daily, remindAt: '07:30' }, 'UTC', '2026-11-24T07:30:00Z')).toEqual({
      date: '2026-11-24',
      at: '2026-11-24T07:30:00.000Z',
    });
  });

  it('a repeat whose due date has passed keeps reminding from today', () => {
    expect(
      next(
        { repeat: daily, dueDate: '2026-11-01', remindAt: '07:30' },
        'UTC',
        '2026-11-24T00:00:00Z',
      ),
    ).toEqual({ date: '2026-11-24', at: '2026-11-24T07:30:00.000Z' });
  });

  it('a weekly repeat with a later due date starts on its first chosen day from then', () => {
    // 1 December 2026 is a Tuesday: the first Monday from it is the 7th.
    expect(
      next(
        { repeat: weekly('mon'), dueDate: '2026-12-01', remindAt: '07:30' },
        'UTC',
        '2026-11-24T00:00:00Z',
      ),
    ).toEqual({ date: '2026-12-07', at: '2026-12-07T07:30:00.000Z' });
  });

  it('always lands on the chosen local time on a chosen day, within a week', () => {
    const zones = [
      'Europe/Berlin',
      'America/New_York',
      'Australia/Sydney',
      'Asia/Kolkata',
      'America/Santiago',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: at('2025-01-01T00:00:00Z'), max: at('2030-12-31T00:00:00Z') }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.subarray(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as Weekday[], {
          minLength: 1,
        }),
        (zone, now, hour, minute, days) => {
          const remindAt = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          const reminder = nextReminder(tactic({ remindAt, repeat: weekly(...days) }), zone, now);
          expect(reminder).not.toBeNull();
          expect(reminder!.at).toBeGreaterThanOrEqual(now);
          expect(reminder!.at - now).toBeLessThanOrEqual(8 * 24 * 3600 * 1000);
          expect(localDateIn(zone, reminder!.at)).toBe(reminder!.date);
          // Unless that time was skipped by a change that night, the wall clock reads it exactly.
          const wall = new Date(reminder!.at + offsetMinutes(zone, reminder!.at) * 60_000);
          const skipped =
            offsetMinutes(zone, reminder!.at) !== offsetMinutes(zone, reminder!.at - 3 * 3600_000);
          if (!skipped) expect(wall.toISOString().slice(11, 16)).toBe(remindAt);
        },
      ),
    );
  });
});

describe('nextReminder for flexible repeats, in three zones across their changes', () => {
  it('monthly on the 31st reminds on February’s last day, past the spring change in Berlin', () => {
    // 1 February 2027, 08:00 UTC: the next is Sunday 28 February, then 31 March in summer time.
    const monthly31: Repeat = { frequency: 'monthly', day: 31 };
    expect(next({ repeat: monthly31 }, 'Europe/Berlin', '2027-02-01T08:00:00Z')).toEqual({
      date: '2027-02-28',
      at: '2027-02-28T21:30:00.000Z',
    });
    expect(next({ repeat: monthly31 }, 'Europe/Berlin', '2027-03-01T00:00:00Z')).toEqual({
      date: '2027-03-31',
      at: '2027-03-31T20:30:00.000Z',
    });
  });

  it('every 30 days finds its day a month ahead, across the autumn change in New York', () => {
    const every30: Repeat = { frequency: 'everyNDays', interval: 30, anchor: '2026-10-02' };
    expect(
      next({ repeat: every30, remindAt: '07:00' }, 'America/New_York', '2026-10-02T12:00:00Z'),
    ).toEqual({ date: '2026-11-01', at: '2026-11-01T12:00:00.000Z' });
  });

  it('N times a week may be done any day, so it reminds each day, in Sydney’s spring change', () => {
    const three: Repeat = { frequency: 'timesPerWeek', times: 3 };
    // Sunday 4 October 2026, 01:00 UTC (11:00 AEDT, the first day of summer time).
    expect(
      next({ repeat: three, remindAt: '09:00' }, 'Australia/Sydney', '2026-10-04T01:00:00Z'),
    ).toEqual({
      date: '2026-10-05',
      at: '2026-10-04T22:00:00.000Z',
    });
  });
});

describe('isDueOn', () => {
  const fields = (extra: Partial<Remindable>) => {
    const { remindAt: _remindAt, ...rest } = tactic(extra);
    return rest;
  };

  it('a one-off is due on its due date only, and not once done', () => {
    expect(isDueOn(fields({ dueDate: '2026-11-24' }), '2026-11-24')).toBe(true);
    expect(isDueOn(fields({ dueDate: '2026-11-24' }), '2026-11-25')).toBe(false);
    expect(isDueOn(fields({ dueDate: '2026-11-24', completed: true }), '2026-11-24')).toBe(false);
    expect(isDueOn(fields({}), '2026-11-24')).toBe(false);
  });

  it('a repeat is due on its days from its due date on', () => {
    const repeat = fields({ repeat: weekly('tue'), dueDate: '2026-12-01' });
    expect(isDueOn(repeat, '2026-11-24')).toBe(false);
    expect(isDueOn(repeat, '2026-12-01')).toBe(true);
    expect(isDueOn(repeat, '2026-12-02')).toBe(false);
    expect(isDueOn(repeat, '2026-12-08')).toBe(true);
  });
});
