/**
 * Todoist's CSV template export (docs/product.md, Your data): columns TYPE (task, section or
 * note), CONTENT, DESCRIPTION, PRIORITY, INDENT, AUTHOR, RESPONSIBLE, DATE, DATE_LANG and
 * TIMEZONE. Sections become goals (tasks before the first one go to 'Tasks'), top-level tasks
 * tactics, sub-tasks (INDENT 2 and more) sub-steps of the task above them. DATE is Todoist's
 * natural language: a date becomes the due date, a recurring string ("every mon, fri") a repeat
 * where Momentum has one. Dates are local dates; "today" is today in the row's TIMEZONE, else the
 * account's time zone.
 */
import { parse } from 'csv-parse/sync';
import { FOREIGN_MESSAGES } from '#shared/foreign-import';
import type { Translate } from '#shared/i18n/catalogue';
import { translator } from '#server/i18n.ts';
import {
  addDays,
  isPlanDate,
  REPEAT_LIMITS,
  WEEKDAYS,
  type LocalDate,
  type Repeat,
  type Weekday,
} from '#shared/schedule';
import {
  goalsOf,
  localDateIn,
  outcomeOf,
  refuse,
  stepsFrom,
  titleFrom,
  type ConvertContext,
  type Conversion,
  type ForeignGoal,
  type ForeignTactic,
} from './common.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "mon", "monday", "Mon." as a weekday. */
function weekdayOf(word: string): Weekday | undefined {
  const key = word.toLowerCase().replace(/\.$/, '').slice(0, 3);
  return WEEKDAYS.find((day) => day === key);
}

/** What a DATE string says: a due date, a repeat, or neither (said in `problem`). */
export interface TodoistDate {
  dueDate?: LocalDate;
  repeat?: Repeat;
  /** What could not be kept of it, for the unmapped list. */
  problem?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A one-off date: ISO, "today", "tomorrow", "Dec 3 2026", "3 Dec 2026", "Dec 3" (this year). */
function oneOff(text: string, today: LocalDate): LocalDate | undefined {
  const words = text
    .replace(/,/g, ' ')
    .replace(/\s+(at|@)\s+.*$/, '')
    .trim()
    .split(/\s+/);
  const joined = words.join(' ');
  if (joined === 'today') return today;
  if (joined === 'tomorrow') return addDays(today, 1);
  if (/^\d{4}-\d{2}-\d{2}$/.test(joined)) return joined;
  const month = words.findIndex(
    (word) => MONTHS.includes(word.slice(0, 3)) && /^[a-z]+\.?$/.test(word),
  );
  if (month < 0) return undefined;
  const numbers = words
    .filter((_, at) => at !== month)
    .map((word) => Number(word.replace(/(st|nd|rd|th)$/, '')));
  if (numbers.length < 1 || numbers.length > 2 || numbers.some((n) => !Number.isInteger(n)))
    return undefined;
  const day = numbers.find((n) => n >= 1 && n <= 31);
  const year = numbers.find((n) => n >= 1000) ?? Number(today.slice(0, 4));
  if (day === undefined) return undefined;
  const date = `${year}-${pad(MONTHS.indexOf(words[month]!.slice(0, 3)) + 1)}-${pad(day)}`;
  return isPlanDate(date) ? date : undefined;
}

/**
 * Todoist's DATE column, in English (DATE_LANG "en"), read as Momentum's due date or repeat; its
 * problem said in `t`'s language (English when not given).
 */
export function readTodoistDate(
  raw: string,
  today: LocalDate,
  t: Translate = translator(null),
): TodoistDate {
  const text = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!text) return {};
  const [, recurring, time] = /^(?:every|ev)(?:!)? (.*?)(?: (?:at|@) (.*))?$/.exec(text) ?? [];
  if (recurring === undefined && text !== 'daily') {
    const dueDate = oneOff(text, today);
    if (dueDate)
      return /\b(at|@)\b/.test(text)
        ? { dueDate, problem: t('foreignImport.todoistTimeOfDay') }
        : { dueDate };
    return { problem: t('foreignImport.todoistDateNotUnderstood', { date: raw.trim() }) };
  }
  const rest = (recurring ?? 'day').trim();
  const timeProblem = time ? { problem: t('foreignImport.todoistTimeOfDay') } : {};
  const { min, max } = REPEAT_LIMITS.everyNDays;
  if (rest === 'day' || text === 'daily') return { repeat: { frequency: 'daily' }, ...timeProblem };
  if (rest === 'weekday' || rest === 'workday') {
    return {
      repeat: { frequency: 'weekly', days: ['mon', 'tue', 'wed', 'thu', 'fri'] },
      ...timeProblem,
    };
  }
  if (rest === 'other day')
    return { repeat: { frequency: 'everyNDays', interval: 2, anchor: today }, ...timeProblem };
  const days = /^(\d+) days$/.exec(rest);
  if (days) {
    const interval = Number(days[1]);
    if (interval === 1) return { repeat: { frequency: 'daily' }, ...timeProblem };
    if (interval >= min && interval <= max) {
      return { repeat: { frequency: 'everyNDays', interval, anchor: today }, ...timeProblem };
    }
  }
  if (rest === 'week') {
    return { repeat: { frequency: 'timesPerWeek', times: 1 }, ...timeProblem };
  }
  if (rest === 'month') {
    return { repeat: { frequency: 'monthly', day: Number(today.slice(8, 10)) }, ...timeProblem };
  }
  const monthDay = /^(?:month on the )?(\d{1,2})(?:st|nd|rd|th)?(?: of the month)?$/.exec(rest);
  if (monthDay && Number(monthDay[1]) >= 1 && Number(monthDay[1]) <= 31) {
    return { repeat: { frequency: 'monthly', day: Number(monthDay[1]) }, ...timeProblem };
  }
  const named = rest.split(/\s*(?:,|\band\b)\s*/).filter(Boolean);
  const weekdays = named.map(weekdayOf);
  if (named.length && weekdays.every((day): day is Weekday => day !== undefined)) {
    const chosen = WEEKDAYS.filter((day) => weekdays.includes(day));
    return {
      repeat: chosen.length === 7 ? { frequency: 'daily' } : { frequency: 'weekly', days: chosen },
      ...timeProblem,
    };
  }
  return { problem: t('foreignImport.todoistRepeatNoMatch', { date: raw.trim() }) };
}

type Row = Record<string, string>;

export function convertTodoist(body: Buffer, context: ConvertContext): Conversion {
  const { t } = context;
  const notTodoist = refuse(FOREIGN_MESSAGES.notThisApp('todoist'));
  let rows: Row[];
  try {
    rows = parse<Row>(body, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toUpperCase()),
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
    });
  } catch {
    return notTodoist;
  }
  const first = rows[0];
  if (!first || !('TYPE' in first) || !('CONTENT' in first)) {
    // A template with its header and no rows is Todoist's, and empty.
    const header =
      body
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/)[0] ?? '';
    return /\bTYPE\b.*\bCONTENT\b/i.test(header)
      ? refuse(FOREIGN_MESSAGES.nothing('todoist'))
      : notTodoist;
  }

  const unmapped: string[] = [];
  const goals: Array<{ title: string; tactics: ForeignTactic[] }> = [];
  let goal: { title: string; tactics: ForeignTactic[] } | undefined;
  let task: (ForeignTactic & { subtasks: Array<{ title: string; done: boolean }> }) | undefined;
  let comments = 0;
  let assigned = 0;
  let descriptions = 0;
  let otherLanguage = 0;
  const tasks: Array<ForeignTactic & { subtasks: Array<{ title: string; done: boolean }> }> = [];
  for (const row of rows) {
    const type = (row.TYPE ?? '').trim().toLowerCase();
    if (type === 'section') {
      goal = { title: titleFrom(row.CONTENT, unmapped, t), tactics: [] };
      goals.push(goal);
      task = undefined;
    } else if (type === 'task') {
      const indent = Number(row.INDENT) || 1;
      const title = titleFrom(row.CONTENT, unmapped, t);
      if (indent > 1 && task) {
        task.subtasks.push({ title, done: false });
        if (indent > 2)
          unmapped.push(t('foreignImport.todoistSubSubTask', { title, parent: task.title }));
        continue;
      }
      if (!goal) {
        goal = { title: t('foreignImport.goalTasks'), tactics: [] };
        goals.push(goal);
      }
      const today = localDateIn(context.now, row.TIMEZONE?.trim() || context.timeZone);
      const language = (row.DATE_LANG ?? '').trim().toLowerCase();
      let when: TodoistDate = {};
      if (row.DATE?.trim() && language && language !== 'en') {
        otherLanguage += 1;
        when = {
          problem: t('foreignImport.todoistDateLanguage', { date: row.DATE.trim(), language }),
        };
      } else when = readTodoistDate(row.DATE ?? '', today, t);
      if (when.problem)
        unmapped.push(t('foreignImport.todoistTask', { title, problem: when.problem }));
      if ((row.RESPONSIBLE ?? '').trim()) assigned += 1;
      if ((row.DESCRIPTION ?? '').trim()) descriptions += 1;
      task = {
        title,
        dueDate: when.dueDate ?? null,
        repeat: when.repeat ?? null,
        subtasks: [],
      };
      tasks.push(task);
      goal.tactics.push(task);
    } else if (type === 'note') {
      comments += 1;
    }
  }
  for (const each of tasks) {
    each.steps = stepsFrom(each.title, each.subtasks, unmapped, t);
    delete (each as Partial<typeof each>).subtasks;
  }
  if (comments) unmapped.push(t('foreignImport.todoistComments', { count: comments }));
  if (descriptions) unmapped.push(t('foreignImport.todoistDescriptions', { count: descriptions }));
  if (assigned) unmapped.push(t('foreignImport.todoistAssigned', { count: assigned }));
  if (otherLanguage)
    unmapped.push(t('foreignImport.todoistOtherLanguage', { count: otherLanguage }));
  const converted: ForeignGoal[] = goals.flatMap((each) => goalsOf(each.title, each.tactics, t));
  return outcomeOf('todoist', converted, unmapped, context);
}
