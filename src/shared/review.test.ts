import { describe, expect, it } from 'vitest';
import {
  describeRepeatWeek,
  isWeekStart,
  reviewedWeek,
  slipped,
  weekFigures,
  type ReviewTactic,
} from './review.ts';
import type { Repeat } from './schedule.ts';

const daily: Repeat = { frequency: 'daily' };
const tactic = (title: string, fields: Partial<ReviewTactic> = {}): ReviewTactic => ({
  id: title,
  title,
  completed: false,
  completedAt: null,
  dueDate: null,
  repeat: null,
  checkIns: [],
  ...fields,
});
/** Midday, so the local date is the same in any time zone the tests run in. */
const doneOn = (date: string) => ({ completed: true, completedAt: `${date}T12:00:00` });

// 2026-11-16 is a Monday; the week runs to Sunday 2026-11-22.
const MONDAY = '2026-11-16';

describe('the reviewed week', () => {
  it('is a real Monday from 2000 on', () => {
    expect(isWeekStart(MONDAY)).toBe(true);
    expect(isWeekStart('2000-01-03')).toBe(true);
    expect(isWeekStart('1999-12-27')).toBe(false);
    expect(isWeekStart('2026-11-17')).toBe(false);
    expect(isWeekStart('2026-02-30')).toBe(false);
    expect(isWeekStart('next monday')).toBe(false);
  });

  it('is the current week on its Sunday, else the week before', () => {
    expect(reviewedWeek('2026-11-22')).toBe(MONDAY);
    expect(reviewedWeek('2026-11-21')).toBe('2026-11-09');
    expect(reviewedWeek('2026-11-23')).toBe(MONDAY);
  });
});

describe('weekFigures', () => {
  it('counts one-offs ticked during the week, by the day of the tick', () => {
    const figures = weekFigures(
      [
        {
          title: 'Save money',
          tactics: [
            tactic('Monday', doneOn(MONDAY)),
            tactic('Sunday', doneOn('2026-11-22')),
            tactic('Week before', doneOn('2026-11-15')),
            tactic('Week after', doneOn('2026-11-23')),
            tactic('Not done'),
          ],
        },
      ],
      MONDAY,
      '2026-11-22',
    );
    expect(figures).toEqual({ goals: [{ title: 'Save money', done: 2, repeats: [] }] });
  });

  it('counts check-ins against the scheduled days up to today, from a later due date on', () => {
    const figures = weekFigures(
      [
        {
          title: 'Run a 10k',
          tactics: [
            tactic('Jog', {
              repeat: { frequency: 'weekly', days: ['mon', 'wed', 'fri'] },
              // The Friday check-in is after "today"; a check-in on a day off does not count.
              checkIns: ['2026-11-16', '2026-11-17', '2026-11-20'],
            }),
            tactic('Stretch', { repeat: daily, dueDate: '2026-11-18', checkIns: ['2026-11-18'] }),
          ],
        },
        { title: 'Sleep', tactics: [] },
      ],
      MONDAY,
      '2026-11-19',
    );
    expect(figures.goals).toEqual([
      {
        title: 'Run a 10k',
        done: 0,
        repeats: [
          { title: 'Jog', checkIns: 1, scheduled: 2 },
          { title: 'Stretch', checkIns: 1, scheduled: 2 },
        ],
      },
      { title: 'Sleep', done: 0, repeats: [] },
    ]);
    expect(describeRepeatWeek(figures.goals[0]!.repeats[0]!)).toBe('Jog: 1 of 2');
  });
});

describe('slipped', () => {
  const TODAY = '2026-11-23';

  it('lists one-offs past their due date, oldest first, and never done or undated ones', () => {
    const late = tactic('Late', { dueDate: '2026-11-20' });
    const older = tactic('Older', { dueDate: '2026-11-02' });
    const result = slipped(
      [
        late,
        tactic('Due today', { dueDate: TODAY }),
        tactic('Done', { dueDate: '2026-11-01', ...doneOn('2026-11-03') }),
        tactic('Undated'),
        older,
      ],
      TODAY,
    );
    expect(result).toEqual([
      { tactic: older, kind: 'overdue', since: '2026-11-02' },
      { tactic: late, kind: 'overdue', since: '2026-11-20' },
    ]);
  });

  it('lists the days of the last week a repeat was not checked in, today excluded', () => {
    const jog = tactic('Jog', {
      repeat: { frequency: 'weekly', days: ['mon', 'wed', 'fri'] },
      checkIns: ['2026-11-18'],
    });
    const kept = tactic('Kept', {
      repeat: { frequency: 'weekly', days: ['sun'] },
      checkIns: ['2026-11-22'],
    });
    const fresh = tactic('Fresh', { repeat: daily, dueDate: '2026-11-22' });
    expect(slipped([jog, kept, fresh], TODAY)).toEqual([
      { tactic: jog, kind: 'missed', days: ['2026-11-16', '2026-11-20'] },
      { tactic: fresh, kind: 'missed', days: ['2026-11-22'] },
    ]);
  });
});
