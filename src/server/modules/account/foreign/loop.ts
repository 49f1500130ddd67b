/**
 * Loop Habit Tracker's "Export as CSV" (docs/product.md, Your data): a .zip holding Habits.csv
 * (one row per habit: its name, how often, whether numeric or archived) and Checkmarks.csv (one
 * row per date, one column per habit, in the habits' order). A checkmark is 2 (done by hand), 1
 * (implied by the frequency), 0 (not done), -1 (unknown) or 3 (skipped); a numeric habit's
 * column holds the amount. Only done marks become check-ins: Momentum's "N times a week" keeps
 * the week by its N check-ins, which is what Loop's implied days stand for.
 */
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { FOREIGN_MESSAGES } from '#shared/foreign-import';
import type { Translate } from '#shared/i18n/catalogue';
import { isPlanDate, REPEAT_LIMITS, type Repeat } from '#shared/schedule';
import {
  checkInsFrom,
  goalsOf,
  outcomeOf,
  refuse,
  titleFrom,
  type ConvertContext,
  type Conversion,
  type ForeignTactic,
} from './common.ts';

const DONE_BY_HAND = 2;
const SKIPPED = 3;

type Row = Record<string, string>;

const notLoop = () => refuse(FOREIGN_MESSAGES.notThisApp('loop'));

/** The file of that name anywhere in the zip, the one nearest its top (habits' own folders hold more). */
function entry(files: Record<string, Uint8Array>, name: string): string | undefined {
  const paths = Object.keys(files)
    .filter((path) => path === name || path.endsWith(`/${name}`))
    .sort((a, b) => a.split('/').length - b.split('/').length);
  return paths[0] === undefined ? undefined : new TextDecoder().decode(files[paths[0]]);
}

const readCsv = <T>(text: string, columns: boolean): T[] =>
  parse(text, {
    bom: true,
    columns,
    skip_empty_lines: true,
    relax_column_count: true,
    trim: true,
  }) as T[];

/** Loop's "N times in D days" as a repeat: exact where one matches, else the nearest, and says so. */
export function loopRepeat(
  numerator: number,
  denominator: number,
  anchor: string,
): { repeat: Repeat; exact: boolean } {
  if (numerator >= 1 && numerator === denominator)
    return { repeat: { frequency: 'daily' }, exact: true };
  if (denominator === 7 && numerator >= 1 && numerator <= REPEAT_LIMITS.timesPerWeek.max) {
    return { repeat: { frequency: 'timesPerWeek', times: numerator }, exact: true };
  }
  const { min, max } = REPEAT_LIMITS.everyNDays;
  if (numerator === 1 && denominator >= min && denominator <= max) {
    return { repeat: { frequency: 'everyNDays', interval: denominator, anchor }, exact: true };
  }
  // The nearest: the same number of times a week where Momentum has it, else every N days.
  const perWeek = (numerator * 7) / denominator;
  if (!Number.isFinite(perWeek) || perWeek >= 6.5)
    return { repeat: { frequency: 'daily' }, exact: false };
  if (perWeek >= 1) {
    return { repeat: { frequency: 'timesPerWeek', times: Math.round(perWeek) }, exact: false };
  }
  const interval = Math.min(max, Math.max(min, Math.round(denominator / numerator)));
  return { repeat: { frequency: 'everyNDays', interval, anchor }, exact: false };
}

function describeRepeat(repeat: Repeat, t: Translate): string {
  switch (repeat.frequency) {
    case 'daily':
      return t('foreignImport.repeatDaily');
    case 'timesPerWeek':
      return t('foreignImport.repeatTimesPerWeek', { times: repeat.times });
    case 'everyNDays':
      return t('foreignImport.repeatEveryNDays', { interval: repeat.interval });
    default:
      return repeat.frequency;
  }
}

const numberIn = (row: Row, ...names: string[]) => {
  for (const name of names) {
    const value = Number(row[name]);
    if (row[name] !== undefined && row[name] !== '' && Number.isFinite(value)) return value;
  }
  return undefined;
};

export function convertLoop(body: Buffer, context: ConvertContext): Conversion {
  const { now, t } = context;
  // A zip starts with "PK"; anything else is not what Loop writes.
  if (body.length < 4 || body[0] !== 0x50 || body[1] !== 0x4b) return notLoop();
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(new Uint8Array(body));
  } catch {
    return notLoop();
  }
  const habitsText = entry(files, 'Habits.csv');
  const checkmarksText = entry(files, 'Checkmarks.csv');
  if (habitsText === undefined) return notLoop();
  let habitRows: Row[];
  let markRows: string[][];
  try {
    habitRows = readCsv<Row>(habitsText, true);
    markRows = checkmarksText === undefined ? [] : readCsv<string[]>(checkmarksText, false);
  } catch {
    return notLoop();
  }
  if (habitRows.length && !('Name' in habitRows[0]!)) return notLoop();

  const unmapped: string[] = [];
  // Checkmarks.csv: "Date" then one column per habit, named after it; newest date first.
  const [header = [], ...dated] = markRows;
  const columnOf = new Map<number, number>();
  const used = new Set<number>();
  habitRows.forEach((habit, index) => {
    const column = header.findIndex(
      (name, at) => at > 0 && !used.has(at) && name === (habit.Name ?? '').trim(),
    );
    if (column > 0) {
      used.add(column);
      columnOf.set(index, column);
    }
  });

  const active: ForeignTactic[] = [];
  const archived: ForeignTactic[] = [];
  let skippedHabits = 0;
  let skippedDays = 0;
  let numericHabits = 0;
  let described = 0;
  habitRows.forEach((habit, index) => {
    const title = titleFrom(habit.Name, unmapped, t);
    const column = columnOf.get(index);
    const numeric = habit.Type === '1';
    const target = numberIn(habit, 'Target Value', 'TargetValue');
    const atMost = habit['Target Type'] === '1';
    const dates: string[] = [];
    let skipped = 0;
    for (const row of column === undefined ? [] : dated) {
      const date = row[0] ?? '';
      const value = Number(row[column!]);
      if (!isPlanDate(date) || row[column!] === undefined || !Number.isFinite(value)) continue;
      if (numeric) {
        // Loop counts a numeric day as done when it reached its target.
        const reached =
          target === undefined
            ? value > 0
            : atMost
              ? value >= 0 && value <= target
              : value >= target;
        if (reached && value >= 0) dates.push(date);
      } else if (value === DONE_BY_HAND) dates.push(date);
      else if (value === SKIPPED) skipped += 1;
    }
    if (numeric) numericHabits += 1;
    if (skipped) {
      skippedHabits += 1;
      skippedDays += skipped;
    }
    if ((habit.Question ?? '').trim() || (habit.Description ?? '').trim()) described += 1;
    const checkIns = checkInsFrom(dates, title, unmapped, t);
    const first = checkIns[0]?.date;
    const numerator = numberIn(habit, 'NumRepetitions', 'FrequencyNumerator') ?? 1;
    const denominator = numberIn(habit, 'Interval', 'FrequencyDenominator') ?? 1;
    const { repeat, exact } = loopRepeat(
      numerator,
      denominator,
      first ?? now.toISOString().slice(0, 10),
    );
    if (!exact) {
      unmapped.push(
        t('foreignImport.loopRepeatNoMatch', {
          title,
          numerator,
          denominator,
          repeat: describeRepeat(repeat, t),
        }),
      );
    }
    const tactic: ForeignTactic = {
      title,
      repeat,
      dueDate: first ?? null,
      checkIns,
    };
    const isArchived = ['true', '1', 'yes'].includes(
      (habit['Archived?'] ?? habit.Archived ?? '').toLowerCase(),
    );
    (isArchived ? archived : active).push(tactic);
  });

  if (numericHabits) unmapped.push(t('foreignImport.loopNumericHabits', { count: numericHabits }));
  if (skippedDays) {
    unmapped.push(t('foreignImport.loopSkippedDays', { days: skippedDays, habits: skippedHabits }));
  }
  if (described) unmapped.push(t('foreignImport.loopDescribed', { count: described }));
  const archivedGoal = t('foreignImport.goalArchivedHabits');
  if (archived.length) {
    unmapped.push(t('foreignImport.loopArchived', { count: archived.length, goal: archivedGoal }));
  }
  const goals = [
    ...goalsOf(t('foreignImport.goalHabits'), active, t),
    ...goalsOf(archivedGoal, archived, t, 'achieved'),
  ];
  return outcomeOf('loop', goals, unmapped, context);
}
