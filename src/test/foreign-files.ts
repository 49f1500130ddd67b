/**
 * Files in the formats of Loop Habit Tracker, Habitica and Todoist, written here for the tests of
 * Import from another app (docs/product.md, Your data): each app's documented layout, with the
 * odd cases (archived and numeric habits, skipped days, time zones, repeats without a match).
 * Today, in every one of them, is Friday 2026-11-20.
 */
import { strToU8, zipSync } from 'fflate';

export const FOREIGN_TODAY = '2026-11-20';
export const FOREIGN_NOW = new Date('2026-11-20T12:00:00.000Z');

const DAY_MS = 86_400_000;
/** The date `days` before today. */
export const daysAgo = (days: number) =>
  new Date(Date.parse(`${FOREIGN_TODAY}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** Loop's CSV: a header row, then rows; no quoting needed for these values but commas. */
const csv = (rows: Array<Array<string | number>>) =>
  rows
    .map((row) =>
      row
        .map((cell) =>
          /[",\n]/.test(String(cell)) ? `"${String(cell).replace(/"/g, '""')}"` : String(cell),
        )
        .join(','),
    )
    .join('\n') + '\n';

export interface LoopHabit {
  name: string;
  numerator: number;
  denominator: number;
  /** Numeric habits have a unit and a target (at least). */
  numeric?: { unit: string; target: number };
  archived?: boolean;
  question?: string;
  /** Checkmark value for the date `days` ago; missing days are 0. */
  marks: Record<number, number>;
}

/**
 * A Loop "Export as CSV" zip: Habits.csv with its newer columns, Checkmarks.csv (newest date
 * first, one column per habit), and a folder per habit as Loop writes (its own Checkmarks.csv).
 */
export function loopZip(habits: LoopHabit[], { days = 40 } = {}): Buffer {
  const habitsCsv = csv([
    [
      'Position',
      'Name',
      'Type',
      'Question',
      'Description',
      'FrequencyNumerator',
      'FrequencyDenominator',
      'Color',
      'Unit',
      'Target Type',
      'Target Value',
      'Archived?',
    ],
    ...habits.map((habit, index) => [
      String(index + 1).padStart(3, '0'),
      habit.name,
      habit.numeric ? 1 : 0,
      habit.question ?? '',
      '',
      habit.numerator,
      habit.denominator,
      '#37474F',
      habit.numeric?.unit ?? '',
      0,
      habit.numeric?.target ?? 0,
      habit.archived ? 'true' : 'false',
    ]),
  ]);
  const checkmarks = csv([
    ['Date', ...habits.map((habit) => habit.name)],
    ...Array.from({ length: days }, (_, day) => [
      daysAgo(day),
      ...habits.map((habit) => habit.marks[day] ?? (habit.numeric ? 0 : 0)),
    ]),
  ]);
  const files: Record<string, Uint8Array> = {
    'Habits.csv': strToU8(habitsCsv),
    'Checkmarks.csv': strToU8(checkmarks),
  };
  habits.forEach((habit, index) => {
    files[`${String(index + 1).padStart(3, '0')} ${habit.name}/Checkmarks.csv`] =
      strToU8('Date,Value\n');
  });
  return Buffer.from(zipSync(files));
}

/** Marks for the days in [from, to] ago, all `value`. */
export const run = (from: number, to: number, value = 2): Record<number, number> =>
  Object.fromEntries(Array.from({ length: to - from + 1 }, (_, i) => [from + i, value]));

/**
 * The Loop file of the tests: a daily habit with a 10-day streak after a break and a skipped day,
 * 3 times a week, every 3 days, a numeric habit (5 km), 2 times in 10 days (no match) and an
 * archived habit.
 */
export const LOOP_HABITS: LoopHabit[] = [
  {
    name: 'Meditate',
    numerator: 1,
    denominator: 1,
    question: 'Did you meditate today?',
    // Done the last 10 days (today included), not done 10 and 11 days ago, done 12 to 14 days
    // ago, skipped 15 days ago; 1 (implied) on day 16 is no check-in.
    marks: { ...run(0, 9), 10: 0, 11: 0, ...run(12, 14), 15: 3, 16: 1 },
  },
  { name: 'Gym', numerator: 3, denominator: 7, marks: { 0: 2, 2: 2, 4: 2, 1: 1, 3: 1 } },
  { name: 'Water plants', numerator: 1, denominator: 3, marks: { 0: 2, 3: 2, 6: 2 } },
  {
    name: 'Run',
    numerator: 1,
    denominator: 1,
    numeric: { unit: 'km', target: 5 },
    marks: { 0: 6, 1: 5, 2: 3.5, 3: 0 },
  },
  { name: 'Call mum', numerator: 2, denominator: 10, marks: { 1: 2 } },
  { name: 'Floss', numerator: 1, denominator: 1, archived: true, marks: run(20, 25) },
];

/** The instant `hour`:00 UTC on the date `days` ago, as Habitica's history stores it (ms). */
const at = (days: number, hour: number) =>
  Date.parse(`${daysAgo(days)}T${String(hour).padStart(2, '0')}:00:00Z`);

/**
 * A Habitica user data export: the person lives at UTC+1 (timezoneOffset -60), so a daily
 * completed at 23:30 UTC counts for the next local day.
 */
export function habiticaFile() {
  return {
    _id: 'a3c1d7e0-0000-4000-8000-000000000001',
    profile: { name: 'Tester' },
    preferences: { timezoneOffset: -60, dayStart: 0 },
    tasks: {
      habits: [
        {
          type: 'habit',
          text: 'Drink water',
          notes: '',
          up: true,
          down: false,
          frequency: 'daily',
          history: [
            { date: at(2, 9), value: 1, scoredUp: 2, scoredDown: 0 },
            { date: at(1, 9), value: 1.5, scoredUp: 1, scoredDown: 1 },
          ],
        },
        {
          type: 'habit',
          text: 'Snack',
          up: false,
          down: true,
          history: [{ date: at(1, 10), value: -1, scoredUp: 0, scoredDown: 1 }],
        },
      ],
      dailys: [
        {
          type: 'daily',
          text: 'Stretch',
          notes: 'Ten minutes',
          frequency: 'daily',
          everyX: 1,
          startDate: `${daysAgo(30)}T00:00:00.000Z`,
          streak: 5,
          checklist: [
            { text: 'Neck', completed: true, id: 'c1' },
            { text: 'Back', completed: false, id: 'c2' },
          ],
          // Completed the last 5 local days; the one of 3 days ago at 23:30 UTC is 2 days ago locally.
          history: [
            { date: at(9, 8), value: 1, isDue: true, completed: true },
            { date: at(8, 8), value: 0, isDue: true, completed: false },
            { date: at(7, 8), value: 0, isDue: true, completed: false },
            { date: at(6, 8), value: 0, isDue: true, completed: false },
            { date: at(5, 8), value: 0, isDue: true, completed: false },
            { date: at(4, 8), value: 1, isDue: true, completed: true },
            { date: at(3, 8), value: 1, isDue: true, completed: true },
            { date: at(3, 23) + 30 * 60_000, value: 1, isDue: true, completed: true },
            { date: at(1, 8), value: 1, isDue: true, completed: true },
            { date: at(0, 8), value: 1, isDue: true, completed: true },
          ],
          reminders: [{ time: '2026-11-01T07:00:00.000Z' }],
        },
        {
          type: 'daily',
          text: 'Review budget',
          frequency: 'weekly',
          everyX: 1,
          repeat: { m: true, t: false, w: false, th: false, f: true, s: false, su: false },
          startDate: `${daysAgo(60)}T00:00:00.000Z`,
          history: [],
        },
        {
          type: 'daily',
          text: 'Water the garden',
          frequency: 'daily',
          everyX: 3,
          startDate: `${daysAgo(9)}T00:00:00.000Z`,
          history: [],
        },
        {
          type: 'daily',
          text: 'Pay rent',
          frequency: 'monthly',
          everyX: 1,
          daysOfMonth: [1],
          startDate: `${daysAgo(90)}T00:00:00.000Z`,
          history: [],
        },
        {
          type: 'daily',
          text: 'Birthday card',
          frequency: 'yearly',
          everyX: 1,
          startDate: '2026-03-14T00:00:00.000Z',
          history: [],
        },
      ],
      todos: [
        {
          type: 'todo',
          text: 'Book dentist',
          completed: false,
          date: '2026-12-01T00:00:00.000Z',
          checklist: [{ text: 'Find number', completed: true, id: 'k1' }],
        },
        {
          type: 'todo',
          text: 'Renew passport',
          completed: true,
          dateCompleted: '2026-11-18T15:00:00.000Z',
        },
      ],
      rewards: [{ type: 'reward', text: 'Cake', value: 20 }],
    },
  };
}

/** A Todoist CSV template export with its documented columns. */
export function todoistCsv(rows: Array<Partial<Record<TodoistColumn, string | number>>>): Buffer {
  const columns: TodoistColumn[] = [
    'TYPE',
    'CONTENT',
    'DESCRIPTION',
    'PRIORITY',
    'INDENT',
    'AUTHOR',
    'RESPONSIBLE',
    'DATE',
    'DATE_LANG',
    'TIMEZONE',
  ];
  return Buffer.from(
    csv([columns, ...rows.map((row) => columns.map((column) => row[column] ?? ''))]),
    'utf8',
  );
}
type TodoistColumn =
  | 'TYPE'
  | 'CONTENT'
  | 'DESCRIPTION'
  | 'PRIORITY'
  | 'INDENT'
  | 'AUTHOR'
  | 'RESPONSIBLE'
  | 'DATE'
  | 'DATE_LANG'
  | 'TIMEZONE';

export const TODOIST_ROWS: Array<Partial<Record<TodoistColumn, string | number>>> = [
  {
    TYPE: 'task',
    CONTENT: 'Inbox zero',
    PRIORITY: 1,
    INDENT: 1,
    DATE: 'every weekday',
    DATE_LANG: 'en',
    TIMEZONE: 'Europe/London',
  },
  { TYPE: 'section', CONTENT: 'Fitness' },
  {
    TYPE: 'task',
    CONTENT: 'Swim',
    PRIORITY: 4,
    INDENT: 1,
    DATE: 'every mon, fri',
    DATE_LANG: 'en',
    TIMEZONE: 'Europe/London',
  },
  { TYPE: 'task', CONTENT: 'Pack goggles', INDENT: 2 },
  { TYPE: 'note', CONTENT: 'Pool opens at 7' },
  {
    TYPE: 'task',
    CONTENT: 'Stretch',
    INDENT: 1,
    DATE: 'every 3 days at 7am',
    DATE_LANG: 'en',
    TIMEZONE: 'Europe/London',
  },
  { TYPE: 'section', CONTENT: 'Home' },
  {
    TYPE: 'task',
    CONTENT: 'Pay rent',
    INDENT: 1,
    DATE: 'every 15th',
    DATE_LANG: 'en',
    TIMEZONE: 'Europe/London',
  },
  {
    TYPE: 'task',
    CONTENT: 'Clean windows',
    INDENT: 1,
    DATE: 'every 2 weeks',
    DATE_LANG: 'en',
    TIMEZONE: 'Europe/London',
  },
  // 12:00 UTC on the 20th is already the 21st in Auckland: "today" is the person's day.
  {
    TYPE: 'task',
    CONTENT: 'Call plumber',
    INDENT: 1,
    DATE: 'today',
    DATE_LANG: 'en',
    TIMEZONE: 'Pacific/Auckland',
    RESPONSIBLE: 'Sam',
  },
  {
    TYPE: 'task',
    CONTENT: 'Buy gift',
    INDENT: 1,
    DATE: 'Dec 24 2026',
    DATE_LANG: 'en',
    TIMEZONE: 'Europe/London',
  },
];
