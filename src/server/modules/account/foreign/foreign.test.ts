import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkImportFile } from '#shared/export';
import { FOREIGN_MESSAGES } from '#shared/foreign-import';
import { type Repeat } from '#shared/schedule';
import { streak } from '#shared/rhythm';
import {
  daysAgo,
  FOREIGN_NOW,
  FOREIGN_TODAY,
  habiticaFile,
  LOOP_HABITS,
  loopZip,
  run,
  TODOIST_ROWS,
  todoistCsv,
} from '#test/foreign-files.ts';
import type { Conversion, ForeignTactic } from './common.ts';
import { convertForeign } from './index.ts';
import { readTodoistDate } from './todoist.ts';

const context = { now: FOREIGN_NOW, timeZone: null };

function converted(conversion: Conversion) {
  if (!conversion.ok) throw new Error(conversion.message);
  // Every converted file passes Import's own check.
  const checked = checkImportFile(conversion.file);
  if (!checked.ok) throw new Error(checked.message);
  return {
    outcome: checked.data.outcomes[0]!,
    all: checked.data.outcomes,
    unmapped: conversion.unmapped,
  };
}

const tacticsOf = (outcome: { goals: Array<{ tactics: ForeignTactic[] }> }) =>
  Object.fromEntries(outcome.goals.flatMap((goal) => goal.tactics).map((t) => [t.title, t]));

const streakOf = (tactic: ForeignTactic) =>
  streak(
    {
      repeat: tactic.repeat as Repeat,
      dueDate: tactic.dueDate ?? null,
      checkIns: tactic.checkIns!.map((c) => c.date),
    },
    FOREIGN_TODAY,
  ).count;

describe('Loop Habit Tracker', () => {
  it('makes its habits one outcome of tactics, with their repeats, check-ins and streaks', () => {
    const { outcome, all, unmapped } = converted(
      convertForeign('loop', loopZip(LOOP_HABITS), context),
    );
    expect(all).toHaveLength(1);
    expect(outcome.title).toBe('From Loop Habit Tracker');
    expect(outcome.goals.map((goal) => [goal.title, goal.status, goal.tactics.length])).toEqual([
      ['Habits', 'active', 5],
      ['Archived habits', 'achieved', 1],
    ]);
    const tactics = tacticsOf(outcome);
    expect(tactics.Meditate!.repeat).toEqual({ frequency: 'daily' });
    expect(tactics.Gym!.repeat).toEqual({ frequency: 'timesPerWeek', times: 3 });
    expect(tactics['Water plants']!.repeat).toEqual({
      frequency: 'everyNDays',
      interval: 3,
      anchor: daysAgo(6),
    });
    // Only marks made by hand are check-ins: Loop's implied (1) and skipped (3) days are not.
    expect(tactics.Meditate!.checkIns).toHaveLength(13);
    expect(tactics.Gym!.checkIns!.map((c) => c.date)).toEqual([daysAgo(4), daysAgo(2), daysAgo(0)]);
    // A numeric habit's day counts when it reached its target (5 km).
    expect(tactics.Run!.checkIns!.map((c) => c.date)).toEqual([daysAgo(1), daysAgo(0)]);
    // Loop's streak of Meditate is the last 10 days: two days not done broke the 3 before.
    expect(streakOf(tactics.Meditate!)).toBe(10);
    expect(tactics.Meditate!.dueDate).toBe(daysAgo(14));
    // 2 times in 10 days has no match: the nearest is said.
    expect(tactics['Call mum']!.repeat).toEqual({ frequency: 'timesPerWeek', times: 1 });
    expect(unmapped).toEqual([
      "'Call mum': 2 times in 10 days has no match; it repeats 1 time a week",
      "1 numeric habit's amounts (kept as check-ins on the days they reached their target)",
      '1 skipped day of 1 habit (Momentum has no skipped days: its rest days forgive a missed one)',
      "1 habit's questions and descriptions",
      "1 archived habit: imported into the achieved goal 'Archived habits'",
    ]);
  });

  it('splits more than 50 habits into goals of 50', () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      name: `Habit ${i + 1}`,
      numerator: 1,
      denominator: 1,
      marks: run(0, 1),
    }));
    const { outcome } = converted(convertForeign('loop', loopZip(many, { days: 3 }), context));
    expect(outcome.goals.map((goal) => [goal.title, goal.tactics.length])).toEqual([
      ['Habits', 50],
      ['Habits (2)', 50],
      ['Habits (3)', 20],
    ]);
  });

  it('shortens a title past 200 characters and cleans characters a title cannot hold', () => {
    const long = 'Read '.repeat(60);
    const { outcome, unmapped } = converted(
      convertForeign(
        'loop',
        loopZip([
          { name: long, numerator: 1, denominator: 1, marks: {} },
          { name: 'Tab\there\u202E', numerator: 1, denominator: 1, marks: {} },
        ]),
        context,
      ),
    );
    const [first, second] = outcome.goals[0]!.tactics;
    expect(first!.title).toHaveLength(200);
    expect(first!.title.endsWith('…')).toBe(true);
    expect(second!.title).toBe('Tab here');
    expect(unmapped[0]).toMatch(/its title was shortened to 200 characters$/);
  });

  it("refuses another app's file, a zip without Habits.csv and an empty export, clearly", () => {
    const notLoop = { ok: false, message: FOREIGN_MESSAGES.notThisApp('loop') };
    expect(convertForeign('loop', Buffer.from(JSON.stringify(habiticaFile())), context)).toEqual(
      notLoop,
    );
    expect(convertForeign('loop', habiticaFile(), context)).toEqual(notLoop);
    expect(convertForeign('loop', Buffer.alloc(0), context)).toEqual(notLoop);
    expect(convertForeign('loop', Buffer.from('PK\u0003\u0004garbage'), context)).toEqual(notLoop);
    const otherZip = Buffer.from(zipSync({ 'notes.txt': strToU8('hello') }));
    expect(convertForeign('loop', otherZip, context)).toEqual(notLoop);
    expect(convertForeign('loop', loopZip([]), context)).toEqual({
      ok: false,
      message: FOREIGN_MESSAGES.nothing('loop'),
    });
    expect(FOREIGN_MESSAGES.notThisApp('loop')).toBe(
      'This file is not a Loop Habit Tracker export. Choose the .zip file that Loop writes with Settings, Export as CSV.',
    );
  });
});

describe('Habitica', () => {
  it('makes habits, dailies and to-dos tactics, with repeats, check-ins on local days and sub-steps', () => {
    const { outcome, unmapped } = converted(convertForeign('habitica', habiticaFile(), context));
    expect(outcome.title).toBe('From Habitica');
    expect(outcome.goals.map((goal) => [goal.title, goal.tactics.map((t) => t.title)])).toEqual([
      ['Habits', ['Drink water']],
      ['Dailies', ['Stretch', 'Review budget', 'Water the garden', 'Pay rent', 'Birthday card']],
      ['To-dos', ['Book dentist', 'Renew passport']],
    ]);
    const tactics = tacticsOf(outcome);
    // A completion at 23:30 UTC is the next day at UTC+1 (timezoneOffset -60).
    expect(tactics.Stretch!.checkIns!.map((c) => c.date)).toEqual([9, 4, 3, 2, 1, 0].map(daysAgo));
    // Habitica's own streak figure for Stretch is 5: Momentum's matches.
    expect(streakOf(tactics.Stretch!)).toBe(habiticaFile().tasks.dailys[0]!.streak);
    expect(tactics.Stretch!.steps!.map(({ title, done }) => [title, done])).toEqual([
      ['Neck', true],
      ['Back', false],
    ]);
    expect(tactics['Drink water']!.checkIns!.map((c) => c.date)).toEqual([daysAgo(2), daysAgo(1)]);
    expect(tactics['Review budget']!.repeat).toEqual({ frequency: 'weekly', days: ['mon', 'fri'] });
    expect(tactics['Water the garden']!.repeat).toEqual({
      frequency: 'everyNDays',
      interval: 3,
      anchor: daysAgo(9),
    });
    expect(tactics['Pay rent']!.repeat).toEqual({ frequency: 'monthly', day: 1 });
    expect(tactics['Birthday card']!.repeat).toEqual({ frequency: 'monthly', day: 14 });
    expect(tactics['Book dentist']).toMatchObject({ dueDate: '2026-12-01', completed: false });
    expect(tactics['Renew passport']).toMatchObject({
      completed: true,
      completedAt: '2026-11-18T15:00:00.000Z',
    });
    expect(unmapped).toEqual([
      "habit 'Drink water': 1 − click",
      "habit 'Snack': a habit with only a − button has no match in Momentum",
      "daily 'Birthday card': a yearly repeat has no match; it repeats monthly on day 14",
      '1 reward (Momentum has no rewards)',
      "1 task's notes",
      "1 task's reminders (set a reminder time on a tactic instead)",
    ]);
  });

  it('reads days in the account time zone when the file has none', () => {
    const file = habiticaFile();
    delete (file.preferences as { timezoneOffset?: number }).timezoneOffset;
    const { outcome } = converted(
      convertForeign('habitica', file, { now: FOREIGN_NOW, timeZone: 'America/New_York' }),
    );
    // 08:00 UTC is 03:00 in New York: the same day; 23:30 UTC is 18:30, the same day too.
    expect(tacticsOf(outcome).Stretch!.checkIns!.map((c) => c.date)).toEqual(
      [9, 4, 3, 1, 0].map(daysAgo),
    );
  });

  it('reads a damaged file without an error: odd dates, offsets and repeats are left out or listed', () => {
    const file = {
      preferences: { timezoneOffset: 1e20, dayStart: 'x' },
      tasks: {
        dailys: [
          {
            text: 'Odd',
            frequency: 'weekly',
            everyX: 1e308,
            repeat: {},
            startDate: 'soon',
            history: [{ date: 'x', completed: true }, null, 5],
          },
          {
            text: 42,
            frequency: 'monthly',
            daysOfMonth: [0, 99],
            history: 'none',
            checklist: [{ text: '' }],
          },
        ],
        todos: [{ text: 'Far', date: '2999-01-01T00:00:00Z' }, 'not a task'],
      },
    };
    const { outcome, unmapped } = converted(convertForeign('habitica', file, context));
    const tactics = tacticsOf(outcome);
    expect(tactics.Odd).toMatchObject({
      repeat: { frequency: 'weekly', days: ['mon'] },
      checkIns: [],
    });
    expect(tactics.Untitled!.steps!.map((step) => step.title)).toEqual(['Untitled']);
    expect(tactics.Far!.dueDate).toBeNull();
    expect(unmapped).toContain("daily 'Odd': it is due on no day; it repeats on Mondays");
  });

  it("refuses another app's file and a file without tasks", () => {
    const notHabitica = { ok: false, message: FOREIGN_MESSAGES.notThisApp('habitica') };
    expect(convertForeign('habitica', loopZip(LOOP_HABITS), context)).toEqual(notHabitica);
    expect(convertForeign('habitica', Buffer.from('{"version":3,"outcomes":[]}'), context)).toEqual(
      notHabitica,
    );
    expect(convertForeign('habitica', 'text', context)).toEqual(notHabitica);
    expect(
      convertForeign('habitica', { tasks: { habits: [], dailys: [], todos: [] } }, context),
    ).toEqual({ ok: false, message: FOREIGN_MESSAGES.nothing('habitica') });
  });
});

describe('Todoist', () => {
  it('reads its recurring strings as repeats where Momentum has one', () => {
    const today = FOREIGN_TODAY;
    expect(readTodoistDate('every day', today)).toEqual({ repeat: { frequency: 'daily' } });
    expect(readTodoistDate('Every Mon, Fri', today)).toEqual({
      repeat: { frequency: 'weekly', days: ['mon', 'fri'] },
    });
    expect(readTodoistDate('every tuesday and thursday', today)).toEqual({
      repeat: { frequency: 'weekly', days: ['tue', 'thu'] },
    });
    expect(readTodoistDate('every 3 days', today)).toEqual({
      repeat: { frequency: 'everyNDays', interval: 3, anchor: today },
    });
    expect(readTodoistDate('every 15th', today)).toEqual({
      repeat: { frequency: 'monthly', day: 15 },
    });
    expect(readTodoistDate('every month', today)).toEqual({
      repeat: { frequency: 'monthly', day: 20 },
    });
    expect(readTodoistDate('every week', today)).toEqual({
      repeat: { frequency: 'timesPerWeek', times: 1 },
    });
    expect(readTodoistDate('every day at 9am', today)).toEqual({
      repeat: { frequency: 'daily' },
      problem: 'its time of day',
    });
    expect(readTodoistDate('every 2 weeks', today)).toEqual({
      problem: "its repeat 'every 2 weeks' has no match; it does not repeat",
    });
    expect(readTodoistDate('every 45 days', today).problem).toMatch(/has no match/);
    expect(readTodoistDate('2026-12-24', today)).toEqual({ dueDate: '2026-12-24' });
    expect(readTodoistDate('Dec 24', today)).toEqual({ dueDate: '2026-12-24' });
    expect(readTodoistDate('24 dec 2027', today)).toEqual({ dueDate: '2027-12-24' });
    expect(readTodoistDate('tomorrow', today)).toEqual({ dueDate: '2026-11-21' });
    expect(readTodoistDate('someday soon', today)).toEqual({
      problem: "its date 'someday soon' was not understood",
    });
  });

  it('makes sections goals, tasks tactics and sub-tasks sub-steps; lists the rest', () => {
    const { outcome, unmapped } = converted(
      convertForeign('todoist', todoistCsv(TODOIST_ROWS), context),
    );
    expect(outcome.title).toBe('From Todoist');
    expect(outcome.goals.map((goal) => [goal.title, goal.tactics.map((t) => t.title)])).toEqual([
      ['Tasks', ['Inbox zero']],
      ['Fitness', ['Swim', 'Stretch']],
      ['Home', ['Pay rent', 'Clean windows', 'Call plumber', 'Buy gift']],
    ]);
    const tactics = tacticsOf(outcome);
    expect(tactics.Swim!.steps!.map((step) => step.title)).toEqual(['Pack goggles']);
    expect(tactics['Clean windows']!.repeat).toBeNull();
    // "today" is the person's day: already the 21st in Auckland at 12:00 UTC on the 20th.
    expect(tactics['Call plumber']!.dueDate).toBe('2026-11-21');
    expect(tactics['Buy gift']!.dueDate).toBe('2026-12-24');
    expect(unmapped).toEqual([
      "task 'Stretch': its time of day",
      "task 'Clean windows': its repeat 'every 2 weeks' has no match; it does not repeat",
      '1 comment on tasks',
      'who 1 task is assigned to',
    ]);
  });

  it("refuses another app's file; an empty template has nothing to import", () => {
    const notTodoist = { ok: false, message: FOREIGN_MESSAGES.notThisApp('todoist') };
    expect(convertForeign('todoist', Buffer.from(JSON.stringify(habiticaFile())), context)).toEqual(
      notTodoist,
    );
    expect(convertForeign('todoist', loopZip(LOOP_HABITS), context)).toEqual(notTodoist);
    expect(
      convertForeign('todoist', Buffer.from('Date,Meditate\n2026-11-20,2\n'), context),
    ).toEqual(notTodoist);
    expect(convertForeign('todoist', todoistCsv([]), context)).toEqual({
      ok: false,
      message: FOREIGN_MESSAGES.nothing('todoist'),
    });
  });
});
