import type { MomentumExport } from '#shared/export';
import { describeSchedule } from '#shared/schedule';
import { ifThenSentence } from '#shared/if-then';
import { score } from '#shared/scoring';
import { t } from '#client/lib/i18n.tsx';
import type { MessageId } from '#shared/i18n/catalogue';
import 'virtual:messages/csv';
import 'virtual:messages/plan';
import 'virtual:messages/schedule';

/**
 * A spreadsheet program runs a cell that starts with one of these as a formula; a leading
 * apostrophe makes it plain text (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: the text neutralised, quoted, inner quotes doubled. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** UTF-8 byte order mark: spreadsheet programs then read accents and emoji correctly. */
const BOM = '\uFEFF';

/** Rows as CSV text: every field quoted, CRLF line ends (RFC 4180), a BOM first. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<Parameters<typeof csvCell>[0]>>): string {
  return BOM + rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}

/** The columns, in the active language, written when the file is made. */
const CSV_COLUMNS = [
  'csv.goal',
  'csv.tactic',
  'csv.effort',
  'csv.impact',
  'csv.score',
  'csv.completed',
  'csv.completedAt',
  'csv.dueDate',
  'csv.repeat',
  'csv.ifThenPlan',
  'csv.actualEffort',
  'csv.actualImpact',
  'csv.link',
] as const satisfies readonly MessageId[];

/** The tactics of an export, one row each, in plan order (docs/product.md, Your data). */
export function tacticsCsv(file: Pick<MomentumExport, 'outcomes'>): string {
  const rows = file.outcomes
    .flatMap((outcome) => outcome.goals)
    .flatMap((goal) =>
      goal.tactics.map((tactic) => [
        goal.title,
        tactic.title,
        tactic.effort,
        tactic.impact,
        score(tactic),
        t(tactic.completed ? 'csv.yes' : 'csv.no'),
        tactic.completedAt,
        tactic.dueDate,
        tactic.repeat ? describeSchedule(t, { repeat: tactic.repeat, dueDate: null }) : '',
        tactic.plan ? ifThenSentence(t, tactic.plan) : '',
        tactic.actualEffort,
        tactic.actualImpact,
        tactic.link,
      ]),
    );
  return toCsv([CSV_COLUMNS.map((column) => t(column)), ...rows]);
}
