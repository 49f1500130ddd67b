import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFeed, escapeText, foldLine, type FeedTactic } from './ics.ts';
import { offsetChanges } from './vtimezone.ts';
import { addDays, isScheduledOn, type LocalDate, type Repeat } from '#shared/schedule';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('leaves a line of 75 octets alone and folds a longer one with a leading space', () => {
    const exact = 'X'.repeat(75);
    expect(foldLine(exact)).toBe(exact);
    const folded = foldLine('Y'.repeat(160)).split('\r\n');
    expect(folded.map(octets)).toEqual([75, 75, 12]);
    expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.map((line, index) => (index ? line.slice(1) : line)).join('')).toBe(
      'Y'.repeat(160),
    );
  });

  it('never splits a multi-byte character and keeps every line within 75 octets', () => {
    const text = `SUMMARY:${'Schlaf 😴 früh, ünd gut '.repeat(12)}`;
    const lines = foldLine(text).split('\r\n');
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    expect(lines.map((line, index) => (index ? line.slice(1) : line)).join('')).toBe(text);
  });
});

/** An undated one-off from 2027-01-01 on, each test setting what it is about. */
const swim: FeedTactic = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Swim',
  goalTitle: 'Triathlon',
  completed: false,
  dueDate: null,
  repeat: null,
  repeatStart: '2027-01-01',
  repeatsUntil: null,
  plan: null,
  link: null,
  remindAt: null,
  pauses: [],
};

describe('calendarFeed', () => {
  const base = swim;
  const now = new Date('2027-01-02T03:04:05.678Z');

  it('writes CRLF lines with the calendar header and no event for an undated one-off', () => {
    const feed = calendarFeed([base], now);
    expect(feed.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(feed.split('\r\n').slice(0, 3)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Momentum//Action plan//EN',
    ]);
    expect(feed).not.toContain('VEVENT');
  });

  it('starts a weekly repeat on its first chosen day on or after its start', () => {
    const feed = calendarFeed(
      [
        {
          ...base,
          repeat: { frequency: 'weekly', days: ['sat', 'sun'] },
          repeatStart: '2027-01-04',
        },
      ],
      now,
    );
    // Monday 4 January 2027: the first Saturday after it is the 9th.
    expect(feed).toContain('DTSTART;VALUE=DATE:20270109\r\nDTEND;VALUE=DATE:20270110\r\n');
    expect(feed).toContain('RRULE:FREQ=WEEKLY;BYDAY=SA,SU\r\n');
    expect(feed).toContain('DTSTAMP:20270102T030405Z\r\n');
  });

  it('ends a repeat on its goal’s target date with UNTIL, and drops one that ended before it began', () => {
    const weekly = { ...base, repeat: { frequency: 'weekly' as const, days: ['mon' as const] } };
    const feed = calendarFeed([{ ...weekly, repeatsUntil: '2027-03-31' }], now);
    expect(feed).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20270331\r\n');
    const daily = calendarFeed(
      [{ ...base, repeat: { frequency: 'daily' }, repeatsUntil: '2027-01-01' }],
      now,
    );
    expect(daily).toContain('RRULE:FREQ=DAILY;UNTIL=20270101\r\n');
    // Set up on 4 January for a goal due on the 3rd: nothing left to repeat.
    const over = calendarFeed(
      [{ ...weekly, repeatStart: '2027-01-04', repeatsUntil: '2027-01-03' }],
      now,
    );
    expect(over).not.toContain('VEVENT');
  });

  it('ends a due date at month and year ends on the next day', () => {
    const feed = calendarFeed([{ ...base, dueDate: '2027-12-31' }], now);
    expect(feed).toContain('DTSTART;VALUE=DATE:20271231\r\nDTEND;VALUE=DATE:20280101\r\n');
  });

  it('writes only eight-digit dates, leaving out a date outside the range the API accepts', () => {
    const weekly: Repeat = { frequency: 'weekly', days: ['mon'] };
    const tactics: FeedTactic[] = [
      { ...base, id: 'far-one-off', dueDate: '9999-12-31' },
      { ...base, id: 'far-repeat', dueDate: '9999-12-31', repeat: weekly },
      { ...base, id: 'last-repeat', dueDate: '2100-12-31', repeat: weekly },
      { ...base, id: 'last-one-off', dueDate: '2100-12-31' },
    ];
    const feed = calendarFeed(tactics, now);
    expect(feed).not.toContain('far-');
    // 2100-12-31 is a Friday: the weekly repeat's first Monday is in 2101, still a real date.
    expect(feed).toContain(
      'UID:last-repeat@momentum\r\nDTSTAMP:20270102T030405Z\r\nDTSTART;VALUE=DATE:21010103',
    );
    expect(feed).toContain('DTSTART;VALUE=DATE:21001231\r\nDTEND;VALUE=DATE:21010101\r\n');
    const dates = [...feed.matchAll(/^DT(?:START|END);VALUE=DATE:(.*)$/gm)].map((m) =>
      m[1]!.trim(),
    );
    expect(dates).toHaveLength(4);
    expect(dates.every((date) => /^\d{8}$/.test(date))).toBe(true);
  });
});

describe('reminders at a time of day in the feed', () => {
  const base: FeedTactic = {
    id: '22222222-2222-4222-8222-222222222222',
    title: 'Lights out',
    goalTitle: 'Sleep 8 hours a night',
    completed: false,
    dueDate: null,
    repeat: { frequency: 'daily' },
    repeatStart: '2026-03-20',
    repeatsUntil: null,
    plan: null,
    link: null,
    remindAt: '22:30',
    pauses: [],
  };
  const now = new Date('2026-03-20T12:00:00Z');

  /** The feed as a calendar app reads it: its time zones registered, then each event. */
  function parse(feed: string) {
    const calendar = new ICAL.Component(ICAL.parse(feed));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(zone);
    }
    return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  }

  /** The first `count` occurrences, as UTC instants. */
  function occurrences(event: ICAL.Event, count: number): string[] {
    const iterator = event.iterator();
    const found: string[] = [];
    for (let next = iterator.next(); next && found.length < count; next = iterator.next()) {
      found.push(next.toJSDate().toISOString());
    }
    return found;
  }

  it('keeps a daily 22:30 in Berlin at 22:30 local on both sides of the spring change', () => {
    const [event] = parse(calendarFeed([base], now, 'Europe/Berlin'));
    // 28 March is the last night of winter time (UTC+1), 29 March the first of summer (UTC+2).
    expect(occurrences(event!, 10).slice(7, 10)).toEqual([
      '2026-03-27T21:30:00.000Z',
      '2026-03-28T21:30:00.000Z',
      '2026-03-29T20:30:00.000Z',
    ]);
    expect(event!.startDate.zone?.tzid).toBe('Europe/Berlin');
    expect(event!.duration.toSeconds()).toBe(15 * 60);
    const alarm = event!.component.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('trigger')!.toString()).toBe('PT0S');
  });

  it('leaves a paused week out of a repeat, timed or all-day, as a real parser reads it', () => {
    const pauses = [{ from: '2026-03-22', until: '2026-03-28' }];
    const [timed] = parse(calendarFeed([{ ...base, pauses }], now, 'Europe/Berlin'));
    expect(occurrences(timed!, 4)).toEqual([
      '2026-03-20T21:30:00.000Z',
      '2026-03-21T21:30:00.000Z',
      // Back on the 29th, the first night of summer time.
      '2026-03-29T20:30:00.000Z',
      '2026-03-30T20:30:00.000Z',
    ]);
    const [allDay] = parse(calendarFeed([{ ...base, remindAt: null, pauses }], now, 'UTC'));
    const iterator = allDay!.iterator();
    // All-day dates are floating: read as dates, not as instants of the test's zone.
    const days = [iterator.next(), iterator.next(), iterator.next()].map(String);
    expect(days).toEqual(['2026-03-20', '2026-03-21', '2026-03-29']);
  });

  it('keeps a weekly 07:00 in New York at 07:00 local across the autumn change', () => {
    const feed = calendarFeed(
      [
        {
          ...base,
          remindAt: '07:00',
          repeat: { frequency: 'weekly', days: ['sat', 'sun'] },
          repeatStart: '2026-10-24',
        },
      ],
      new Date('2026-10-24T00:00:00Z'),
      'America/New_York',
    );
    const [event] = parse(feed);
    expect(occurrences(event!, 4)).toEqual([
      '2026-10-24T11:00:00.000Z',
      '2026-10-25T11:00:00.000Z',
      '2026-10-31T11:00:00.000Z',
      // Sunday 1 November: eastern standard time (UTC-5) from 02:00.
      '2026-11-01T12:00:00.000Z',
    ]);
  });

  it('times a one-off on its due date in a southern zone, and years later still right', () => {
    const feed = calendarFeed(
      [
        {
          ...base,
          id: '33333333-3333-4333-8333-333333333333',
          repeat: null,
          dueDate: '2026-04-04',
          remindAt: '20:00',
        },
        {
          ...base,
          id: '44444444-4444-4444-8444-444444444444',
          repeat: null,
          dueDate: '2026-04-05',
          remindAt: '20:00',
        },
        {
          ...base,
          id: '55555555-5555-4555-8555-555555555555',
          repeat: null,
          dueDate: '2029-01-10',
          remindAt: '20:00',
        },
      ],
      now,
      'Australia/Sydney',
    );
    const starts = parse(feed).map((event) => event.startDate.toJSDate().toISOString());
    expect(starts).toEqual([
      // Summer time (UTC+11) ends at 03:00 on 5 April 2026.
      '2026-04-04T09:00:00.000Z',
      '2026-04-05T10:00:00.000Z',
      '2029-01-10T09:00:00.000Z',
    ]);
  });

  it('leaves tactics without a time all-day with the morning alarm, and adds no zone then', () => {
    const feed = calendarFeed([{ ...base, remindAt: null }], now, 'Europe/Berlin');
    expect(feed).toContain('DTSTART;VALUE=DATE:20260320\r\n');
    expect(feed).toContain('TRIGGER:PT9H\r\n');
    expect(feed).not.toContain('VTIMEZONE');
  });

  it('lists each change of a zone once, with the local time it happens at', () => {
    const changes = offsetChanges(
      'Europe/Berlin',
      Date.parse('2026-01-01T00:00:00Z'),
      Date.parse('2027-01-01T00:00:00Z'),
    );
    expect(changes).toEqual([
      { at: Date.parse('2026-03-29T01:00:00Z'), from: 60, to: 120 },
      { at: Date.parse('2026-10-25T01:00:00Z'), from: 120, to: 60 },
    ]);
    const feed = calendarFeed([base], now, 'Europe/Berlin');
    expect(feed).toContain(
      'BEGIN:DAYLIGHT\r\nDTSTART:20260329T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\n',
    );
    expect(feed).toContain(
      'BEGIN:STANDARD\r\nDTSTART:20261025T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\n',
    );
  });
});

describe('flexible repeats in the feed, as a real iCalendar parser (ical.js) reads them', () => {
  const base: FeedTactic = {
    ...swim,
    id: '44444444-4444-4444-8444-444444444444',
    title: 'Pay the rent',
    goalTitle: 'Calm money',
  };
  const now = new Date('2027-01-01T08:00:00Z');

  /** Every day (local date) an event of the feed starts on, from all its events, up to `last`. */
  function feedDays(feed: string, last: LocalDate): LocalDate[] {
    const calendar = new ICAL.Component(ICAL.parse(feed));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(zone);
    }
    const days: LocalDate[] = [];
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      const iterator = new ICAL.Event(vevent).iterator();
      for (let next = iterator.next(); next; next = iterator.next()) {
        const day = `${String(next.year).padStart(4, '0')}-${String(next.month).padStart(2, '0')}-${String(next.day).padStart(2, '0')}`;
        if (day > last) break;
        days.push(day);
      }
    }
    return days.sort();
  }
  /** The days Today would show it on, from `from` to `last`. */
  const todayDays = (repeat: Repeat, from: LocalDate, last: LocalDate) => {
    const days: LocalDate[] = [];
    for (let day = from; day <= last; day = addDays(day, 1))
      if (isScheduledOn(repeat, day)) days.push(day);
    return days;
  };

  const cases: Array<[string, Repeat, string[]]> = [
    [
      'monthly on the 15th',
      { frequency: 'monthly', day: 15 },
      ['RRULE:FREQ=MONTHLY;BYMONTHDAY=15'],
    ],
    [
      'monthly on the 31st',
      { frequency: 'monthly', day: 31 },
      ['RRULE:FREQ=MONTHLY;BYMONTHDAY=-1'],
    ],
    [
      'monthly on the 30th',
      { frequency: 'monthly', day: 30 },
      ['RRULE:FREQ=MONTHLY;BYMONTHDAY=30', 'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1'],
    ],
    [
      'monthly on the 29th',
      { frequency: 'monthly', day: 29 },
      [
        'RRULE:FREQ=MONTHLY;BYMONTH=1,3,4,5,6,7,8,9,10,11,12;BYMONTHDAY=29',
        'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1',
      ],
    ],
    [
      'every 3 days',
      { frequency: 'everyNDays', interval: 3, anchor: '2026-12-30' },
      ['RRULE:FREQ=DAILY;INTERVAL=3'],
    ],
  ];
  for (const [name, repeat, rules] of cases) {
    it(`${name}: ${rules.join(' + ')}, on the days Today shows it, leap years included`, () => {
      const feed = calendarFeed([{ ...base, repeat }], now, 'Europe/Berlin');
      const written = feed.split('\r\n').filter((line) => line.startsWith('RRULE:'));
      expect(written).toEqual(rules);
      expect(feed).not.toContain('BYSETPOS');
      // Through 2028, a leap year.
      expect(feedDays(feed, '2028-12-31')).toEqual(todayDays(repeat, '2027-01-01', '2028-12-31'));
    });
  }

  it('monthly with a reminder time is timed in the zone, and ends on the goal’s target date', () => {
    const feed = calendarFeed(
      [
        {
          ...base,
          repeat: { frequency: 'monthly', day: 29 },
          remindAt: '08:15',
          repeatsUntil: '2028-03-01',
        },
      ],
      now,
      'America/New_York',
    );
    expect(feedDays(feed, '2030-12-31')).toEqual([
      '2027-01-29',
      '2027-02-28',
      '2027-03-29',
      '2027-04-29',
      '2027-05-29',
      '2027-06-29',
      '2027-07-29',
      '2027-08-29',
      '2027-09-29',
      '2027-10-29',
      '2027-11-29',
      '2027-12-29',
      '2028-01-29',
      '2028-02-29',
    ]);
    expect(feed).toContain('UID:44444444-4444-4444-8444-444444444444-february@momentum');
  });

  it('"3 times a week" is a week-long event each week, its count in the description', () => {
    const feed = calendarFeed(
      [
        {
          ...base,
          repeat: { frequency: 'timesPerWeek', times: 3 },
          repeatStart: '2027-01-06',
          remindAt: '07:30',
        },
      ],
      now,
      'Australia/Sydney',
    );
    // Wednesday 6 January: its week began on Monday the 4th.
    expect(feed).toContain(
      'DTSTART;VALUE=DATE:20270104\r\nDTEND;VALUE=DATE:20270111\r\nRRULE:FREQ=WEEKLY\r\n',
    );
    expect(feed).toContain('TRIGGER:PT7H30M');
    const calendar = new ICAL.Component(ICAL.parse(feed));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.description).toBe('Goal: Calm money\n3 times a week, any days: check in on Today');
    expect(feedDays(feed, '2027-01-31')).toEqual([
      '2027-01-04',
      '2027-01-11',
      '2027-01-18',
      '2027-01-25',
    ]);
    expect(event.duration.toSeconds()).toBe(7 * 24 * 3600);
  });
});
