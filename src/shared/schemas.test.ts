import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { samplePlan } from './sample-plan.ts';
import { english, spanish } from '#test/words.ts';
import {
  createTacticSchema,
  goalTitleSchema,
  isHttpsUrl,
  latestCheckInDate,
  localDateSchema,
  measureSchema,
  noteSchema,
  outcomeTitleSchema,
  positionSchema,
  ratingSchema,
  repeatSchema,
  stepsSchema,
  tacticHistoryQuerySchema,
  tacticTitleSchema,
  updateGoalSchema,
  updateOutcomeSchema,
  updateTacticSchema,
} from './schemas.ts';

/** The distinct messages a value is refused with, in order (none when it passes). */
const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
};

const STEP_ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const step = (n: number, title = `Step ${n}`) => ({ id: STEP_ID(n), title, done: false });

describe('titles', () => {
  it('are trimmed before they are kept', () => {
    expect(tacticTitleSchema.parse('  Run a 10k  ')).toBe('Run a 10k');
  });

  it('are required, in the spec’s words, when empty, blank or invisible', () => {
    for (const value of ['', '   ', '\u200b\u200b', undefined]) {
      expect(messages(tacticTitleSchema, value)).toEqual(['Tactic is required']);
    }
  });

  it('hold 200 characters, not 201 (spaces around them do not count)', () => {
    expect(messages(tacticTitleSchema, ` ${'a'.repeat(200)} `)).toEqual([]);
    expect(messages(tacticTitleSchema, 'a'.repeat(201))).toEqual([
      'Titles can be at most 200 characters',
    ]);
  });

  it('refuse control characters', () => {
    expect(messages(tacticTitleSchema, 'Run\u0007')).toEqual([
      'Titles cannot contain control characters',
    ]);
  });
});

describe('numbers chosen in a form', () => {
  it('ratings are whole numbers from 1 to 5', () => {
    for (const value of [1, 5]) expect(messages(ratingSchema, value)).toEqual([]);
    for (const value of [0, 6, 2.5]) {
      expect(messages(ratingSchema, value)).toEqual(['Ratings are whole numbers from 1 to 5']);
    }
  });

  it('positions are whole numbers from 0 to 100000', () => {
    for (const value of [0, 100_000]) expect(messages(positionSchema, value)).toEqual([]);
    for (const value of [-1, 100_001, 1.5, '3']) {
      expect(messages(positionSchema, value)).toEqual([
        'Positions are whole numbers from 0 to 100000',
      ]);
    }
  });
});

describe('dates', () => {
  it('are real calendar dates written YYYY-MM-DD', () => {
    expect(messages(localDateSchema, '2026-11-25')).toEqual([]);
    for (const value of ['2026-02-30', '25/11/2026', 20261125]) {
      expect(messages(localDateSchema, value)[0]).toMatch(
        /^Dates must be real calendar dates from/,
      );
    }
  });

  it('a check-in or value may name at most the day after the server’s UTC date', () => {
    // Late on 25 November in UTC, already the 26th in most of Asia and the Pacific.
    expect(latestCheckInDate(new Date('2026-11-25T23:00:00Z'))).toBe('2026-11-26');
    expect(latestCheckInDate(new Date('2026-12-31T00:30:00Z'))).toBe('2027-01-01');
  });
});

describe('a repeat', () => {
  it('is daily, or weekly on days that come back in week order', () => {
    expect(repeatSchema.parse({ frequency: 'daily' })).toEqual({ frequency: 'daily' });
    expect(repeatSchema.parse({ frequency: 'weekly', days: ['sun', 'fri', 'mon', 'wed'] })).toEqual(
      { frequency: 'weekly', days: ['mon', 'wed', 'fri', 'sun'] },
    );
  });

  it('names at least one day, each once', () => {
    expect(messages(repeatSchema, { frequency: 'weekly', days: [] })).toEqual([
      'Choose at least one day for a weekly repeat',
    ]);
    expect(messages(repeatSchema, { frequency: 'weekly', days: ['mon', 'tue', 'mon'] })).toEqual([
      'Each day can be chosen only once',
    ]);
    expect(messages(repeatSchema, { frequency: 'weekly', days: ['monday'] })).toEqual([
      'Days are mon, tue, wed, thu, fri, sat, sun',
    ]);
  });

  it('is N times a week (1-6), every N days (2-30) from an anchor, or monthly on a day (1-31)', () => {
    for (const repeat of [
      { frequency: 'timesPerWeek', times: 1 },
      { frequency: 'timesPerWeek', times: 6 },
      { frequency: 'everyNDays', interval: 2, anchor: '2026-11-18' },
      { frequency: 'everyNDays', interval: 30, anchor: '2028-02-29' },
      { frequency: 'monthly', day: 1 },
      { frequency: 'monthly', day: 31 },
    ]) {
      expect(repeatSchema.parse(repeat)).toEqual(repeat);
    }
  });

  it('refuses counts out of range or not whole, with the range in the message', () => {
    const times = 'Times a week is a whole number from 1 to 6';
    for (const value of [0, 7, 2.5, '3', null]) {
      expect(
        messages(repeatSchema, { frequency: 'timesPerWeek', times: value }),
        String(value),
      ).toEqual([times]);
    }
    const interval = 'Every N days takes a whole number of days from 2 to 30';
    for (const value of [1, 31, 1.5, '2']) {
      expect(
        messages(repeatSchema, { frequency: 'everyNDays', interval: value, anchor: '2026-11-18' }),
      ).toEqual([interval]);
    }
    const day = "A monthly repeat's day is a whole number from 1 to 31";
    for (const value of [0, 32, 15.5, -1]) {
      expect(messages(repeatSchema, { frequency: 'monthly', day: value })).toEqual([day]);
    }
    expect(
      messages(repeatSchema, { frequency: 'everyNDays', interval: 3, anchor: '2026-02-30' }),
    ).toEqual([
      'Dates must be real calendar dates from 2000-01-01 to 2100-12-31, written YYYY-MM-DD',
    ]);
    expect(messages(repeatSchema, { frequency: 'everyNDays', interval: 3 })).toEqual([
      'Dates must be real calendar dates from 2000-01-01 to 2100-12-31, written YYYY-MM-DD',
    ]);
    expect(messages(repeatSchema, { frequency: 'monthly', day: 3, days: ['mon'] })).toHaveLength(1);
    expect(messages(repeatSchema, { frequency: 'yearly' })[0]).toMatch(/^Repeat is null, /);
  });
});

describe('links', () => {
  it('are absolute https addresses with a host', () => {
    expect(isHttpsUrl('https://example.com/run?plan=10k')).toBe(true);
    for (const value of ['http://example.com', 'example.com', 'https://', 'javascript:alert(1)']) {
      expect(isHttpsUrl(value), value).toBe(false);
    }
  });

  it('refuse spaces and control characters that a browser would silently drop', () => {
    expect(isHttpsUrl('https://exa mple.com')).toBe(false);
    expect(isHttpsUrl('https://example.com/\u0000')).toBe(false);
    expect(isHttpsUrl(' https://example.com')).toBe(false);
  });

  it('are at most 2048 characters, with the message of each fault', () => {
    const link = (length: number) => `https://example.com/${'a'.repeat(length - 20)}`;
    expect(messages(createTacticSchema.shape.link, link(2048))).toEqual([]);
    expect(messages(createTacticSchema.shape.link, link(2049))).toEqual([
      'Links can be at most 2048 characters',
    ]);
    expect(messages(createTacticSchema.shape.link, 'http://example.com')).toEqual([
      'Links must be web addresses starting with https://',
    ]);
  });
});

describe('a goal’s measure', () => {
  const measure = { unit: 'km', start: 0, target: 10, direction: 'increase' } as const;

  it('has a target beyond the start in its direction, reported on the target', () => {
    expect(messages(measureSchema, measure)).toEqual([]);
    expect(
      messages(measureSchema, { ...measure, start: 80, target: 70, direction: 'decrease' }),
    ).toEqual([]);
    const wrongWay = measureSchema.safeParse({ ...measure, target: -5 });
    expect(wrongWay.error?.issues).toEqual([
      expect.objectContaining({
        path: ['target'],
        message: 'To increase, the target must be above the start',
      }),
    ]);
    for (const target of [0, 10]) {
      expect(
        messages(measureSchema, { ...measure, start: 0, target, direction: 'decrease' }),
      ).toEqual(['To decrease, the target must be below the start']);
    }
    expect(messages(measureSchema, { ...measure, target: 0 })).toEqual([
      'To increase, the target must be above the start',
    ]);
  });

  it('has a trimmed unit of at most 20 characters and values within a trillion', () => {
    expect(measureSchema.parse({ ...measure, unit: '  km ' }).unit).toBe('km');
    expect(messages(measureSchema, { ...measure, unit: 'k'.repeat(21) })).toEqual([
      'Units can be at most 20 characters',
    ]);
    expect(messages(measureSchema, { ...measure, target: 1e12 + 1 })).toEqual([
      'Values are numbers from -1,000,000,000,000 to 1,000,000,000,000',
    ]);
  });
});

describe('notes', () => {
  it('are trimmed, and a blank one is no note', () => {
    expect(noteSchema.parse('  Too tired  ')).toBe('Too tired');
    expect(noteSchema.parse('   ')).toBeNull();
    expect(noteSchema.parse(null)).toBeNull();
  });

  it('hold at most 280 characters', () => {
    expect(messages(noteSchema, 'n'.repeat(280))).toEqual([]);
    expect(messages(noteSchema, 'n'.repeat(281))).toEqual(['Notes can be at most 280 characters']);
  });
});

describe('a tactic’s steps', () => {
  it('have titles of 1 to 120 characters', () => {
    expect(stepsSchema.parse([step(1, '  Buy shoes ')])[0]!.title).toBe('Buy shoes');
    expect(messages(stepsSchema, [step(1, '  ')])).toEqual(['Each step needs a title']);
    expect(messages(stepsSchema, [step(1, 's'.repeat(121))])).toEqual([
      'Steps can be at most 120 characters',
    ]);
  });

  it('are at most 20, each with its own id', () => {
    const twenty = Array.from({ length: 20 }, (_, n) => step(n));
    expect(messages(stepsSchema, twenty)).toEqual([]);
    expect(messages(stepsSchema, [...twenty, step(20)])).toEqual([
      'A tactic can have at most 20 steps',
    ]);
    expect(messages(stepsSchema, [step(1), step(2), step(1, 'Again')])).toEqual([
      'Each step needs its own id',
    ]);
  });
});

describe('an update', () => {
  it('changes at least one field', () => {
    for (const schema of [updateOutcomeSchema, updateGoalSchema, updateTacticSchema]) {
      expect(messages(schema, {})).toEqual(['Nothing to update']);
      expect(messages(schema, { title: undefined })).toEqual(['Nothing to update']);
    }
  });

  it('may set a field to false or null', () => {
    expect(messages(updateTacticSchema, { completed: false })).toEqual([]);
    expect(messages(updateTacticSchema, { dueDate: null })).toEqual([]);
    expect(messages(updateGoalSchema, { measure: null })).toEqual([]);
  });

  it('refuses fields it does not know', () => {
    expect(messages(updateTacticSchema, { completed: true, colour: 'red' })).toHaveLength(1);
  });
});

describe('a page of check-ins', () => {
  it('holds 50 unless asked, and from 1 to 400', () => {
    expect(tacticHistoryQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(tacticHistoryQuerySchema.parse({ limit: '400' }).limit).toBe(400);
    for (const limit of ['0', '401', '2.5', 'ten']) {
      expect(messages(tacticHistoryQuerySchema, { limit })).toEqual([
        'limit must be a whole number from 1 to 400',
      ]);
    }
  });
});

describe('the sample plan', () => {
  it.each([
    ['English', english],
    ['Spanish', spanish],
  ])(
    'is a plan the API would accept in %s: titles and ratings within the rules, a tactic per goal',
    (_language, t) => {
      const { outcome: SAMPLE_OUTCOME, goals: SAMPLE_GOALS } = samplePlan(t);
      expect(messages(outcomeTitleSchema, SAMPLE_OUTCOME)).toEqual([]);
      expect(SAMPLE_GOALS.length).toBeGreaterThan(0);
      for (const goal of SAMPLE_GOALS) {
        expect(messages(goalTitleSchema, goal.title), goal.title).toEqual([]);
        expect(goal.tactics.length, goal.title).toBeGreaterThan(0);
        for (const { title, effort, impact } of goal.tactics) {
          expect(messages(tacticTitleSchema, title), title).toEqual([]);
          expect(messages(ratingSchema, effort), title).toEqual([]);
          expect(messages(ratingSchema, impact), title).toEqual([]);
        }
      }
    },
  );
});
