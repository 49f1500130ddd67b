import { describe, expect, it } from 'vitest';
import { calendarFeed, escapeText, foldLine, type FeedTactic } from './ics.ts';
import type { Repeat } from '#shared/schedule';

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

describe('calendarFeed', () => {
  const base: FeedTactic = {
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
  };
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
