/**
 * Habitica's user data export, JSON (docs/product.md, Your data): `tasks.habits` (+ and −
 * buttons, with a history of clicks), `tasks.dailys` (a frequency of daily, weekly, monthly or
 * yearly, `everyX`, the weekdays in `repeat`, `daysOfMonth`, `startDate` and a history whose
 * entries say whether the daily was `completed`), `tasks.todos` (a due `date`, `completed`,
 * `dateCompleted`) and checklists, which become sub-steps. History entries are instants; their
 * day is the person's local day in Habitica (`preferences.timezoneOffset`, minutes behind UTC,
 * and `dayStart`, the hour a day starts), else the account's time zone.
 */
import { FOREIGN_MESSAGES } from '#shared/foreign-import';
import type { Translate } from '#shared/i18n/catalogue';
import { isPlanDate, REPEAT_LIMITS, WEEKDAYS, type Repeat, type Weekday } from '#shared/schedule';
import {
  checkInsFrom,
  goalsOf,
  localDateIn,
  outcomeOf,
  refuse,
  stepsFrom,
  titleFrom,
  type ConvertContext,
  type Conversion,
  type ForeignTactic,
} from './common.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** Habitica's weekday keys, in Momentum's week order. */
const HABITICA_DAYS: Record<Weekday, string> = {
  mon: 'm',
  tue: 't',
  wed: 'w',
  thu: 'th',
  fri: 'f',
  sat: 's',
  sun: 'su',
};

/** The instant as the local date of the person's Habitica day. */
function dayReader(file: Json, context: ConvertContext) {
  const preferences = isObject(file.preferences) ? file.preferences : {};
  const offset = preferences.timezoneOffset;
  const dayStart =
    typeof preferences.dayStart === 'number' && Number.isFinite(preferences.dayStart)
      ? preferences.dayStart
      : 0;
  return (value: unknown): string | null => {
    const ms =
      typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : NaN;
    const shifted = ms - dayStart * 3_600_000;
    if (typeof offset === 'number' && Number.isFinite(offset)) {
      const local = shifted - offset * 60_000;
      // Beyond what a Date holds (a damaged file): no day, never an error.
      return Math.abs(local) <= 8.64e15 ? new Date(local).toISOString().slice(0, 10) : null;
    }
    return Math.abs(shifted) <= 8.64e15 ? localDateIn(new Date(shifted), context.timeZone) : null;
  };
}

/** A daily's schedule as a repeat: exact where Momentum has one, else the nearest, said in `note`. */
export function habiticaRepeat(
  daily: Json,
  start: string,
  t: Translate,
): { repeat: Repeat; note?: string } {
  const every =
    typeof daily.everyX === 'number' && daily.everyX >= 1 ? Math.round(daily.everyX) : 1;
  const { min, max } = REPEAT_LIMITS.everyNDays;
  switch (daily.frequency) {
    case 'weekly': {
      const flags = isObject(daily.repeat) ? daily.repeat : {};
      const days = WEEKDAYS.filter((day) => flags[HABITICA_DAYS[day]] === true);
      if (!days.length)
        return {
          repeat: { frequency: 'weekly', days: ['mon'] },
          note: t('foreignImport.habiticaNoDay'),
        };
      const repeat: Repeat =
        days.length === 7 ? { frequency: 'daily' } : { frequency: 'weekly', days };
      return every === 1
        ? { repeat }
        : { repeat, note: t('foreignImport.habiticaEveryWeeks', { every }) };
    }
    case 'monthly': {
      const days = Array.isArray(daily.daysOfMonth)
        ? daily.daysOfMonth.filter(
            (day): day is number => Number.isInteger(day) && day >= 1 && day <= 31,
          )
        : [];
      const day = days[0] ?? Number(start.slice(8, 10));
      const repeat: Repeat = { frequency: 'monthly', day };
      if (!days.length)
        return {
          repeat,
          note: t('foreignImport.habiticaMonthWeeks', { day }),
        };
      if (days.length > 1)
        return { repeat, note: t('foreignImport.habiticaFirstMonthDay', { day }) };
      return every === 1
        ? { repeat }
        : { repeat, note: t('foreignImport.habiticaEveryMonths', { every }) };
    }
    case 'yearly': {
      const day = Number(start.slice(8, 10));
      return {
        repeat: { frequency: 'monthly', day },
        note: t('foreignImport.habiticaYearly', { day }),
      };
    }
    default: {
      if (every === 1) return { repeat: { frequency: 'daily' } };
      if (every <= max)
        return {
          repeat: { frequency: 'everyNDays', interval: Math.max(min, every), anchor: start },
        };
      return {
        repeat: { frequency: 'everyNDays', interval: max, anchor: start },
        note: t('foreignImport.habiticaEveryDays', { every, max }),
      };
    }
  }
}

const checklistOf = (task: Json) =>
  listOf(task.checklist).map((item) => ({ title: item.text, done: item.completed === true }));

export function convertHabitica(body: unknown, context: ConvertContext): Conversion {
  const notHabitica = refuse(FOREIGN_MESSAGES.notThisApp('habitica'));
  let file: unknown = body;
  if (Buffer.isBuffer(body)) {
    try {
      file = JSON.parse(body.toString('utf8').replace(/^\uFEFF/, ''));
    } catch {
      return notHabitica;
    }
  }
  if (!isObject(file) || !isObject(file.tasks)) return notHabitica;
  const tasks = file.tasks;
  if (!['habits', 'dailys', 'todos'].some((kind) => Array.isArray(tasks[kind]))) return notHabitica;

  const { t } = context;
  const dayOf = dayReader(file, context);
  const today = dayOf(context.now.getTime()) ?? localDateIn(context.now, context.timeZone);
  const unmapped: string[] = [];
  let notes = 0;
  let reminders = 0;
  const noted = (task: Json) => {
    if (typeof task.notes === 'string' && task.notes.trim()) notes += 1;
    if (Array.isArray(task.reminders) && task.reminders.length) reminders += 1;
  };

  // Habits: a + click is a check-in on its day; they repeat daily, as Habitica's counters reset.
  const habits: ForeignTactic[] = [];
  for (const habit of listOf(tasks.habits)) {
    const title = titleFrom(habit.text, unmapped, t);
    noted(habit);
    if (habit.up === false) {
      unmapped.push(t('foreignImport.habiticaOnlyDown', { title }));
      continue;
    }
    const history = listOf(habit.history);
    const dates = history
      .filter((entry) => (typeof entry.scoredUp === 'number' ? entry.scoredUp > 0 : false))
      .map((entry) => dayOf(entry.date))
      .filter((date): date is string => date !== null);
    const downs = history.reduce(
      (total, entry) =>
        total +
        (typeof entry.scoredDown === 'number' && entry.scoredDown > 0 ? entry.scoredDown : 0),
      0,
    );
    if (downs) unmapped.push(t('foreignImport.habiticaDownClicks', { title, count: downs }));
    const checkIns = checkInsFrom(dates, title, unmapped, t);
    habits.push({
      title,
      repeat: { frequency: 'daily' },
      dueDate: checkIns[0]?.date ?? null,
      checkIns,
      steps: stepsFrom(title, checklistOf(habit), unmapped, t),
    });
  }

  // Dailies: their schedule as a repeat, each completed day of their history a check-in.
  const dailies: ForeignTactic[] = [];
  for (const daily of listOf(tasks.dailys)) {
    const title = titleFrom(daily.text, unmapped, t);
    noted(daily);
    const dates = listOf(daily.history)
      .filter((entry) => entry.completed === true)
      .map((entry) => dayOf(entry.date))
      .filter((date): date is string => date !== null);
    const checkIns = checkInsFrom(dates, title, unmapped, t);
    const started = dayOf(daily.startDate);
    const start = (started && isPlanDate(started) ? started : null) ?? checkIns[0]?.date ?? today;
    const { repeat, note } = habiticaRepeat(daily, start, t);
    if (note) unmapped.push(t('foreignImport.habiticaDaily', { title, note }));
    const first = [start, checkIns[0]?.date].filter((date): date is string => !!date).sort()[0]!;
    dailies.push({
      title,
      repeat,
      dueDate: first,
      checkIns,
      steps: stepsFrom(title, checklistOf(daily), unmapped, t),
    });
  }

  // To-dos: one-offs with their due date and, when done, when.
  const todos: ForeignTactic[] = [];
  for (const todo of listOf(tasks.todos)) {
    const title = titleFrom(todo.text, unmapped, t);
    noted(todo);
    const completed = todo.completed === true;
    const doneAt = typeof todo.dateCompleted === 'string' ? Date.parse(todo.dateCompleted) : NaN;
    const due = todo.date ? dayOf(todo.date) : null;
    const dueDate = due && isPlanDate(due) ? due : null;
    if (due && !dueDate) unmapped.push(t('foreignImport.habiticaTodoDue', { title, date: due }));
    todos.push({
      title,
      dueDate,
      completed,
      completedAt: completed && Number.isFinite(doneAt) ? new Date(doneAt).toISOString() : null,
      steps: stepsFrom(title, checklistOf(todo), unmapped, t),
    });
  }

  const rewards = listOf(tasks.rewards).length;
  if (rewards) unmapped.push(t('foreignImport.habiticaRewards', { count: rewards }));
  if (notes) unmapped.push(t('foreignImport.habiticaNotes', { count: notes }));
  if (reminders) unmapped.push(t('foreignImport.habiticaReminders', { count: reminders }));
  const goals = [
    ...goalsOf(t('foreignImport.goalHabits'), habits, t),
    ...goalsOf(t('foreignImport.goalDailies'), dailies, t),
    ...goalsOf(t('foreignImport.goalTodos'), todos, t),
  ];
  return outcomeOf('habitica', goals, unmapped, context);
}
