import { describe, expect, it } from 'vitest';
import { translator } from '#server/i18n.ts';
import {
  describeRepeatWeek,
  inTheWeekFirst,
  isWeekStart,
  loggedInWeek,
  REVIEW_MESSAGES,
  reviewedWeek,
  slipped,
  weekFigures,
  weekHeldSomething,
  weekNotes,
  type ReviewTactic,
} from './review.ts';
import { saveReviewSchema, weekStartFor, weekStartSchema } from './review-schemas.ts';

// Monday 16 to Sunday 22 November 2026; the review is made on the Sunday.
const MONDAY = '2026-11-16';
const SUNDAY = '2026-11-22';

const tactic = (over: Partial<ReviewTactic>): ReviewTactic => ({
  id: over.title ?? 't',
  title: 't',
  completed: false,
  completedAt: null,
  dueDate: null,
  repeat: null,
  checkIns: [],
  ...over,
});
const run = (checkIns: string[], dueDate: string | null = null) =>
  tactic({
    id: 'run',
    title: 'Run',
    repeat: { frequency: 'weekly', days: ['mon', 'wed', 'fri'] },
    checkIns,
    dueDate,
  });
const goal = (...tactics: ReviewTactic[]) => [{ title: 'Get fit', tactics }];
/** Tactics in one goal still worked on, as `slipped` takes them. */
const open = (tactics: ReviewTactic[]) => [{ status: 'active' as const, tactics }];

describe('the reviewed week (Monday to Sunday)', () => {
  it('is the current week on its Sunday and the week before on any other day', () => {
    expect(reviewedWeek(SUNDAY)).toBe(MONDAY);
    expect(reviewedWeek('2026-11-21')).toBe('2026-11-09'); // Saturday: the week is not over
    expect(reviewedWeek('2026-11-23')).toBe(MONDAY); // the next Monday looks back on it
    expect(reviewedWeek('2026-11-29')).toBe('2026-11-23');
  });

  it('starts only on a real Monday', () => {
    expect(isWeekStart(MONDAY)).toBe(true);
    expect(isWeekStart(SUNDAY)).toBe(false);
    expect(isWeekStart('2026-02-30')).toBe(false);
    expect(isWeekStart('16.11.2026')).toBe(false);
  });

  it('is a Monday from 2000 on', () => {
    expect(isWeekStart('2000-01-03')).toBe(true);
    expect(isWeekStart('1999-12-27')).toBe(false);
  });
});

describe('weekFigures: what the week held', () => {
  it('counts check-ins against the scheduled days, a missed day included', () => {
    const [figures] = weekFigures(goal(run([MONDAY, '2026-11-20'])), MONDAY, SUNDAY).goals;
    expect(figures!.repeats).toEqual([{ title: 'Run', checkIns: 2, scheduled: 3 }]);
  });

  it('ignores check-ins on unscheduled days and outside the week', () => {
    const checkIns = ['2026-11-15', '2026-11-17', '2026-11-18', '2026-11-23'];
    const [figures] = weekFigures(goal(run(checkIns)), MONDAY, SUNDAY).goals;
    expect(figures!.repeats).toEqual([{ title: 'Run', checkIns: 1, scheduled: 3 }]);
  });

  it('counts scheduled days only up to today and from the repeat’s start', () => {
    // On Wednesday, Friday has not come yet.
    expect(weekFigures(goal(run([])), MONDAY, '2026-11-18').goals[0]!.repeats[0]!.scheduled).toBe(
      2,
    );
    // Started on Tuesday: Monday was never scheduled.
    expect(
      weekFigures(goal(run([], '2026-11-17')), MONDAY, SUNDAY).goals[0]!.repeats[0]!.scheduled,
    ).toBe(2);
  });

  it('counts one-offs ticked done that week and nothing else', () => {
    const figures = weekFigures(
      goal(
        tactic({ title: 'a', completed: true, completedAt: '2026-11-18T12:00:00' }),
        tactic({ title: 'b', completed: true, completedAt: '2026-11-10T12:00:00' }),
        tactic({ title: 'c', completed: false, dueDate: '2026-11-18' }),
      ),
      MONDAY,
      SUNDAY,
    );
    expect(figures.goals[0]!.done).toBe(1);
  });

  it('counts a tick late on the Sunday, not an undone tick’s time or a repeat', () => {
    const figures = weekFigures(
      goal(
        tactic({ title: 'a', completed: true, completedAt: '2026-11-22T23:30:00' }),
        tactic({ title: 'b', completed: false, completedAt: '2026-11-18T12:00:00' }),
        { ...run([]), completed: true, completedAt: '2026-11-18T12:00:00' },
      ),
      MONDAY,
      SUNDAY,
    );
    expect(figures.goals[0]!.done).toBe(1);
  });

  it('lists no repeats for a goal of one-offs', () => {
    const figures = weekFigures(goal(tactic({ title: 'a', dueDate: MONDAY })), MONDAY, SUNDAY);
    expect(figures.goals).toEqual([{ title: 'Get fit', done: 0, repeats: [] }]);
  });

  it('counts the day a repeat starts when it is scheduled', () => {
    // Started on Wednesday: Wednesday and Friday.
    const [figures] = weekFigures(goal(run([], '2026-11-18')), MONDAY, SUNDAY).goals;
    expect(figures!.repeats).toEqual([{ title: 'Run', checkIns: 0, scheduled: 2 }]);
  });

  it('words a repeat’s week as check-ins of scheduled days', () => {
    const week = { title: 'Run', checkIns: 2, scheduled: 3 };
    expect(describeRepeatWeek(week, translator('en'))).toBe('Run: 2 of 3');
    expect(describeRepeatWeek(week, translator('es'))).toBe('Run: 2 de 3');
  });
});

describe('a long list of the review shown first (decision 254)', () => {
  const numbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
  const even = (n: number) => n % 2 === 0;

  it('puts what the week held first, plan order within each group, from 9 items', () => {
    expect(inTheWeekFirst(numbers(9), even)).toEqual([2, 4, 6, 8, 1, 3, 5, 7, 9]);
  });

  it('keeps a list of 8 or fewer in plan order', () => {
    expect(inTheWeekFirst(numbers(8), even)).toEqual(numbers(8));
  });

  it('counts a goal’s week as held by a one-off done or a repeat scheduled or checked in', () => {
    const goal = { title: 'Get fit', done: 0, repeats: [] };
    expect(weekHeldSomething(goal)).toBe(false);
    expect(weekHeldSomething({ ...goal, done: 1 })).toBe(true);
    expect(
      weekHeldSomething({ ...goal, repeats: [{ title: 'Run', checkIns: 0, scheduled: 0 }] }),
    ).toBe(false);
    expect(
      weekHeldSomething({ ...goal, repeats: [{ title: 'Run', checkIns: 0, scheduled: 2 }] }),
    ).toBe(true);
  });

  it('counts a value logged on the week’s first or last day as in it, not a day out of it', () => {
    const logged = (date: string) => ({ measurements: [{ date }] });
    expect(loggedInWeek(logged(MONDAY), MONDAY)).toBe(true);
    expect(loggedInWeek(logged(SUNDAY), MONDAY)).toBe(true);
    expect(loggedInWeek(logged('2026-11-15'), MONDAY)).toBe(false);
    expect(loggedInWeek(logged('2026-11-23'), MONDAY)).toBe(false);
  });
});

describe('slipped: what the review offers to reschedule', () => {
  it('lists overdue one-offs oldest first, not those due today, later or done', () => {
    const items = slipped(
      open([
        tactic({ id: 'late', dueDate: '2026-11-20' }),
        tactic({ id: 'older', dueDate: '2026-11-02' }),
        tactic({ id: 'today', dueDate: SUNDAY }),
        tactic({ id: 'later', dueDate: '2026-11-25' }),
        tactic({ id: 'done', dueDate: '2026-11-18', completed: true, completedAt: '2026-11-19' }),
        tactic({ id: 'unscheduled' }),
      ]),
      SUNDAY,
    );
    expect(items.map((item) => [item.tactic.id, item.kind])).toEqual([
      ['older', 'overdue'],
      ['late', 'overdue'],
    ]);
  });

  it('orders any number of overdue one-offs by due date', () => {
    const dueDates = ['2026-11-12', '2026-11-03', '2026-11-20', '2026-11-03', '2026-11-09'];
    const items = slipped(
      open(dueDates.map((dueDate, n) => tactic({ id: `t${n}`, dueDate }))),
      SUNDAY,
    );
    expect(items.map((item) => item.kind === 'overdue' && item.since)).toEqual([
      '2026-11-03',
      '2026-11-03',
      '2026-11-09',
      '2026-11-12',
      '2026-11-20',
    ]);
    // Two due the same day keep the order of the plan.
    expect(items.slice(0, 2).map((item) => item.tactic.id)).toEqual(['t1', 't3']);
  });

  it('lists a repeat’s scheduled days of the last seven not checked in, today excluded', () => {
    const repeat = {
      frequency: 'weekly' as const,
      days: ['wed' as const, 'fri' as const, 'sun' as const],
    };
    const [item] = slipped(open([tactic({ repeat, checkIns: [MONDAY] })]), SUNDAY);
    // Sunday 15 is the seventh day back; Sunday 22 is today, not over yet.
    expect(item).toMatchObject({
      kind: 'missed',
      days: ['2026-11-15', '2026-11-18', '2026-11-20'],
    });
  });

  it('leaves out a repeat checked in on every scheduled day', () => {
    expect(slipped(open([run([MONDAY, '2026-11-18', '2026-11-20'])]), SUNDAY)).toEqual([]);
  });

  it('does not count days before the repeat’s start as missed', () => {
    expect(slipped(open([run([], SUNDAY)]), SUNDAY)).toEqual([]);
    expect(slipped(open([run([], '2026-11-19')]), SUNDAY)).toMatchObject([
      { kind: 'missed', days: ['2026-11-20'] },
    ]);
    // Its first day counts when it is scheduled.
    expect(slipped(open([run([], '2026-11-18')]), SUNDAY)).toMatchObject([
      { kind: 'missed', days: ['2026-11-18', '2026-11-20'] },
    ]);
  });

  it('leaves out every tactic of an achieved goal, keeping those of the goals still open', () => {
    const late = (id: string) => tactic({ id, dueDate: '2026-11-20' });
    const items = slipped(
      [
        { status: 'achieved', tactics: [late('finished'), run([])] },
        { status: 'active', tactics: [late('open')] },
      ],
      SUNDAY,
    );
    expect(items.map((item) => item.tactic.id)).toEqual(['open']);
  });

  it('reaches back seven days, across the Monday', () => {
    // On Tuesday 24: last Wednesday and Friday, and Monday 23, are within the seven days.
    const [item] = slipped(open([run([])]), '2026-11-24');
    expect(item).toMatchObject({ days: ['2026-11-18', '2026-11-20', '2026-11-23'] });
  });
});

describe('flexible repeats in the review', () => {
  it('counts "N times a week" as check-ins of the N the week asks, extra ones not over N', () => {
    const three = tactic({
      title: 'Swim',
      repeat: { frequency: 'timesPerWeek', times: 3 },
      dueDate: MONDAY,
      checkIns: ['2026-11-16', '2026-11-17', '2026-11-19', '2026-11-21'],
    });
    const two = { ...three, checkIns: ['2026-11-16', '2026-11-19'] };
    expect(weekFigures(goal(three, two), MONDAY, SUNDAY).goals[0]!.repeats).toEqual([
      { title: 'Swim', checkIns: 3, scheduled: 3 },
      { title: 'Swim', checkIns: 2, scheduled: 3 },
    ]);
    // Not every day it may be done on is a missed one: only a week short of N, on its Sunday.
    expect(slipped(open([two]), '2026-11-23')).toMatchObject([
      { kind: 'missed', days: ['2026-11-22'] },
    ]);
    expect(slipped(open([two]), SUNDAY)).toEqual([]);
  });

  it('does not list a day a banked rest day stood in for', () => {
    // Kept 2-15 Nov (14 days: 2 rest days), missed the 16th and 17th, kept the 18th.
    const days = Array.from({ length: 14 }, (_, i) => `2026-11-${String(i + 2).padStart(2, '0')}`);
    const walk = tactic({
      title: 'Walk',
      repeat: { frequency: 'daily' },
      dueDate: '2026-11-02',
      checkIns: [...days, '2026-11-18'],
    });
    expect(slipped(open([walk]), '2026-11-19')).toEqual([]);
    // A third missed day, the 18th, had none left.
    const [item] = slipped(open([{ ...walk, checkIns: days }]), '2026-11-19');
    expect(item).toMatchObject({ kind: 'missed', days: ['2026-11-18'] });
  });
});

describe('a repeat set during or after the week', () => {
  it('counts and misses only the days from the local date it was set, with no due date', () => {
    // Set on Wednesday 25 November for Mon/Wed/Fri, reviewed that day: nothing before it slipped.
    const wed = '2026-11-25';
    const fresh = {
      ...run([]),
      repeatSetAt: new Date(2026, 10, 25, 15, 0).toISOString(),
    };
    expect(slipped(open([fresh]), wed)).toEqual([]);
    expect(weekFigures(goal(fresh), MONDAY, wed).goals[0]!.repeats).toEqual([
      { title: 'Run', checkIns: 0, scheduled: 0 },
    ]);
    // Set on Wednesday 18 instead: Friday 20 is missed, Monday 16 is not.
    const older = { ...fresh, repeatSetAt: new Date(2026, 10, 18, 7, 0).toISOString() };
    expect(
      slipped(open([older]), SUNDAY).map((item) => item.kind === 'missed' && item.days),
    ).toEqual([['2026-11-18', '2026-11-20']]);
  });
});

describe('the person’s time zone', () => {
  // The unit tests run in Pacific/Auckland (vitest.config.ts), 13 hours ahead of UTC in November:
  // 23:30 UTC on Sunday 22 November is already 12:30 on Monday 23 there.
  const doneAt = '2026-11-22T23:30:00.000Z';
  const ticked = tactic({ title: 'Buy shoes', completed: true, completedAt: doneAt });
  const noted = { ...ticked, completionNote: 'Half price', checkInNotes: [] };

  it('puts a tick in the week of its local date, not of its UTC date', () => {
    expect(new Date(doneAt).getTimezoneOffset()).toBe(-13 * 60);
    expect(weekFigures(goal(ticked), MONDAY, SUNDAY).goals[0]!.done).toBe(0);
    expect(weekFigures(goal(ticked), '2026-11-23', '2026-11-29').goals[0]!.done).toBe(1);
    expect(weekNotes([noted], MONDAY, SUNDAY)).toEqual([]);
    expect(weekNotes([noted], '2026-11-23', '2026-11-29')).toEqual([
      { tactic: 'Buy shoes', date: '2026-11-23', note: 'Half price' },
    ]);
  });
});

describe('weekNotes: the look back’s notes', () => {
  it('lists check-in and completion notes of the week in date order', () => {
    const notes = weekNotes(
      [
        {
          ...run([MONDAY, '2026-11-20', '2026-11-23']),
          completionNote: null,
          checkInNotes: [
            { date: '2026-11-20', note: 'Too tired after work' },
            { date: '2026-11-23', note: 'Next week' },
            { date: '2026-11-09', note: 'Week before' },
          ],
        },
        {
          ...tactic({ title: 'Buy shoes', completed: true, completedAt: '2026-11-17T10:00:00' }),
          completionNote: 'Half price',
          checkInNotes: [],
        },
        {
          ...tactic({ title: 'Open', completed: false, completedAt: null }),
          completionNote: 'Left from an undone tick',
          checkInNotes: [],
        },
      ],
      MONDAY,
      SUNDAY,
    );
    expect(notes).toEqual([
      { tactic: 'Buy shoes', date: '2026-11-17', note: 'Half price' },
      { tactic: 'Run', date: '2026-11-20', note: 'Too tired after work' },
    ]);
  });

  const noted = (over: Partial<ReviewTactic>, completionNote: string | null) => ({
    ...tactic(over),
    completionNote,
    checkInNotes: [],
  });

  it('reaches to the Sunday, and mid-week only to today (a check-in may be a day ahead)', () => {
    const sunday = [{ date: SUNDAY, note: 'Long run' }];
    const thursday = [{ date: '2026-11-19', note: 'Ahead of the rain' }];
    const repeat = { ...run([]), completionNote: null };
    expect(weekNotes([{ ...repeat, checkInNotes: sunday }], MONDAY, SUNDAY)).toEqual([
      { tactic: 'Run', date: SUNDAY, note: 'Long run' },
    ]);
    expect(weekNotes([{ ...repeat, checkInNotes: thursday }], MONDAY, '2026-11-18')).toEqual([]);
  });

  it('keeps a completion note only of a one-off that is done', () => {
    const at = '2026-11-18T10:00:00';
    expect(
      weekNotes(
        [
          noted({ title: 'Done, no note', completed: true, completedAt: at }, null),
          noted({ title: 'Undone', completed: false, completedAt: at }, 'Left over'),
          {
            ...run([]),
            completed: true,
            completedAt: at,
            completionNote: 'A repeat’s',
            checkInNotes: [],
          },
        ],
        MONDAY,
        SUNDAY,
      ),
    ).toEqual([]);
  });
});

describe('a saved review’s answers', () => {
  const refusal = (body: unknown) => {
    const result = saveReviewSchema.safeParse(body);
    return result.success ? undefined : result.error.issues[0]!.message;
  };

  it('are trimmed, may span lines, and default to blank', () => {
    expect(saveReviewSchema.parse({ wentWell: '  Ran twice\nslept well  ' })).toEqual({
      wentWell: 'Ran twice\nslept well',
      gotInTheWay: '',
      changeNext: '',
    });
    expect(refusal({ changeNext: 'Rest on\r\nSundays' })).toBeUndefined();
  });

  it('hold at most 1,000 characters each and no other control characters', () => {
    expect(refusal({ gotInTheWay: 'w'.repeat(1000) })).toBeUndefined();
    expect(refusal({ gotInTheWay: 'w'.repeat(1001) })).toBe(
      'Each answer can be at most 1,000 characters',
    );
    expect(refusal({ wentWell: 'Ran\ttwice' })).toBe('Answers cannot contain control characters');
  });

  it('belong to a week named by its Monday, or its Sunday for weeks from Sunday', () => {
    expect(weekStartFor('monday').safeParse(MONDAY).success).toBe(true);
    expect(weekStartFor('monday').safeParse(SUNDAY).error?.issues[0]!.message).toBe(
      'A review’s week starts on a Monday, written YYYY-MM-DD',
    );
    expect(weekStartFor('sunday').safeParse(SUNDAY).success).toBe(true);
    expect(weekStartFor('sunday').safeParse(MONDAY).error?.issues[0]!.message).toBe(
      REVIEW_MESSAGES.notSunday,
    );
    // An export holds either kind; any other day is refused.
    expect(weekStartSchema.safeParse(SUNDAY).success).toBe(true);
    expect(weekStartSchema.safeParse('2026-11-17').error?.issues[0]!.message).toBe(
      REVIEW_MESSAGES.weekStart,
    );
  });
});
