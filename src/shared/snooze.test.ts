import { describe, expect, it } from 'vitest';
import {
  orderOfTheDay,
  shownAt,
  snoozedReminderAt,
  snoozeProblem,
  snoozeUntil,
  type ShownAt,
} from './snooze.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | string | null) =>
  ms === null || typeof ms === 'string' ? ms : new Date(ms).toISOString();
const until = (choice: 'hour' | 'evening' | 'tomorrow', now: string, zone: string) =>
  iso(snoozeUntil(choice, { now: at(now), zone, remindAt: '07:30' }));

describe('snooze times', () => {
  it('1 hour is an hour of real time, also across a daylight-saving change', () => {
    expect(until('hour', '2026-12-02T08:15:00Z', 'Europe/Berlin')).toBe('2026-12-02T09:15:00.000Z');
    // 01:30 in New York on the night clocks go back: an hour later reads 01:30 again.
    expect(until('hour', '2026-11-01T05:30:00Z', 'America/New_York')).toBe(
      '2026-11-01T06:30:00.000Z',
    );
  });

  it('this evening is 19:00 in the person’s zone, and not offered within the hour before it', () => {
    expect(until('evening', '2026-12-02T08:00:00Z', 'Europe/Berlin')).toBe(
      '2026-12-02T18:00:00.000Z',
    );
    expect(until('evening', '2026-12-02T08:00:00Z', 'Asia/Tokyo')).toBe('2026-12-02T10:00:00.000Z');
    expect(until('evening', '2026-12-02T08:00:00Z', 'America/Los_Angeles')).toBe(
      '2026-12-03T03:00:00.000Z',
    );
    // 18:00 exactly in Berlin: still an hour away. 18:01, and after the evening: no.
    expect(until('evening', '2026-12-02T17:00:00Z', 'Europe/Berlin')).toBe(
      '2026-12-02T18:00:00.000Z',
    );
    expect(until('evening', '2026-12-02T17:01:00Z', 'Europe/Berlin')).toBeNull();
    expect(until('evening', '2026-12-02T21:00:00Z', 'Europe/Berlin')).toBeNull();
  });

  it('tomorrow is the reminder’s own time on the next local day, across DST in three zones', () => {
    // Berlin springs forward on 29 Mar 2026: 07:30 is 06:30Z the day before and 05:30Z after.
    expect(until('tomorrow', '2026-03-28T10:00:00Z', 'Europe/Berlin')).toBe(
      '2026-03-29T05:30:00.000Z',
    );
    // New York falls back on 1 Nov 2026.
    expect(until('tomorrow', '2026-10-31T20:00:00Z', 'America/New_York')).toBe(
      '2026-11-01T12:30:00.000Z',
    );
    // Sydney springs forward on 4 Oct 2026 (UTC+10 to +11).
    expect(until('tomorrow', '2026-10-03T03:00:00Z', 'Australia/Sydney')).toBe(
      '2026-10-03T20:30:00.000Z',
    );
    // The local day decides: at 23:30Z on 2 Dec it is already 3 Dec in Berlin.
    expect(until('tomorrow', '2026-12-02T23:30:00Z', 'Europe/Berlin')).toBe(
      '2026-12-04T06:30:00.000Z',
    );
  });
});

describe('what a snooze may ask', () => {
  it('is for today (a day either side of the server’s date), ending within 2 days after it', () => {
    const ok = { date: '2026-12-02', until: '2026-12-02T18:00:00.000Z' };
    expect(snoozeProblem(ok, '2026-12-02')).toBeNull();
    expect(snoozeProblem(ok, '2026-12-03')).toBeNull();
    expect(snoozeProblem(ok, '2026-12-04')).toBe('start');
    expect(snoozeProblem({ ...ok, until: '2026-12-04T23:59:00+09:00' }, '2026-12-02')).toBeNull();
    expect(snoozeProblem({ ...ok, until: '2026-12-06T00:00:00Z' }, '2026-12-02')).toBe('until');
    expect(snoozeProblem({ ...ok, until: '2026-11-30T00:00:00Z' }, '2026-12-02')).toBe('until');
  });
});

describe('the order of the day', () => {
  const today = '2026-12-02';
  const item = (name: string, shown: ShownAt | null, done = false) => ({ name, shown, done });
  const names = (items: ReturnType<typeof item>[]) =>
    orderOfTheDay(items, today, (i) => i).map((i) => i.name);

  it('puts timed items by time, then untimed, and done items last in the same order', () => {
    expect(
      names([
        item('untimed', null),
        item('evening', { date: today, time: '19:00' }),
        item('done early', { date: today, time: '06:00' }, true),
        item('morning', { date: today, time: '07:30' }),
        item('done untimed', null, true),
        item('tomorrow', { date: '2026-12-03', time: '07:00' }),
        item('untimed too', null),
      ]),
    ).toEqual([
      'morning',
      'evening',
      'tomorrow',
      'untimed',
      'untimed too',
      'done early',
      'done untimed',
    ]);
  });

  it('shows a snoozed item at its snooze’s local time on the day it was snoozed only', () => {
    const snoozed = {
      remindAt: '07:30',
      snooze: { date: today, until: '2026-12-02T18:00:00.000Z' },
    };
    expect(shownAt(snoozed, today, 'Europe/Berlin')).toEqual({ date: today, time: '19:00' });
    expect(shownAt(snoozed, '2026-12-03', 'Europe/Berlin')).toEqual({
      date: '2026-12-03',
      time: '07:30',
    });
    expect(shownAt({ remindAt: null, snooze: null }, today, 'UTC')).toBeNull();
  });
});

describe('a snoozed reminder', () => {
  const zone = 'Europe/Berlin';
  const tactic = (untilIso: string) => ({
    remindAt: '07:30',
    snooze: { date: '2026-12-02', until: untilIso },
  });

  it('goes at its snooze instead of its own time, on its day only', () => {
    const everyDay = () => true;
    expect(
      iso(
        snoozedReminderAt(tactic('2026-12-02T08:30:00Z'), '2026-12-02', zone, everyDay),
      ) as string,
    ).toBe('2026-12-02T08:30:00.000Z');
    expect(snoozedReminderAt(tactic('2026-12-02T08:30:00Z'), '2026-12-01', zone, everyDay)).toBe(
      'not-snoozed',
    );
  });

  it('is the next day’s own reminder when snoozed onto it: one message, not two', () => {
    const tomorrow = '2026-12-03T06:30:00Z';
    expect(snoozedReminderAt(tactic(tomorrow), '2026-12-02', zone, () => true)).toBeNull();
    // Not a day of the repeat (or a one-off): the snoozed reminder goes itself.
    expect(iso(snoozedReminderAt(tactic(tomorrow), '2026-12-02', zone, () => false))).toBe(
      '2026-12-03T06:30:00.000Z',
    );
  });
});
