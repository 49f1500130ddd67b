import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';

/**
 * What `npm run bench` writes into docs/performance.md: the latest run's tables and, for each
 * figure read as a ratio, its median, its spread over the pairs (or ticks) it came from and the
 * load average when it was measured. The bench writes it itself, between two markers, so no run
 * is ever pasted by hand and the prose around the block stays as written.
 */

export const GENERATED_START =
  '<!-- bench:start: written by `npm run bench` (a full run); do not edit by hand -->';
export const GENERATED_END = '<!-- bench:end -->';

/** One figure read as a ratio (app to baseline, npm start to the emulator, tick to bare page). */
export interface RatioFigure {
  /** What is compared, e.g. "PostgreSQL GET /api/outcomes, throughput (app / baseline)". */
  name: string;
  /** One ratio per pair (or per tick); the figure is their median. */
  ratios: number[];
  /** The machine's 1-minute load average when the figure's last pair ended. */
  loadAverage: number;
}

export interface BenchRun {
  /** When the run started, as an ISO date and time. */
  startedAt: string;
  cores: number;
  /** Load averages (1, 5 and 15 minutes) at the start and at the end. */
  loadAtStart: readonly number[];
  loadAtEnd: readonly number[];
  minutes: number;
  figures: RatioFigure[];
  /** The run's tables as the bench printed them (Markdown lines). */
  tables: string[];
}

export const median = (values: readonly number[]) => {
  if (!values.length) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const ratio = (value: number) => `${value.toFixed(2)}x`;
const loads = (values: readonly number[]) => values.map((value) => value.toFixed(1)).join(' / ');

/** The ratios table: each figure's median, min / median / max over its pairs, and the load then. */
export function ratioTable(figures: readonly RatioFigure[]): string[] {
  if (!figures.length) return [];
  return [
    '| figure | ratio (median) | min / median / max over the pairs | pairs | load average then |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...figures.map((figure) => {
      const sorted = [...figure.ratios].sort((a, b) => a - b);
      const middle = median(sorted);
      return `| ${figure.name} | ${ratio(middle)} | ${ratio(sorted[0]!)} / ${ratio(middle)} / ${ratio(sorted.at(-1)!)} | ${sorted.length} | ${figure.loadAverage.toFixed(1)} |`;
    }),
  ];
}

/** The whole generated block, markers included. */
export function generatedSection(run: BenchRun): string {
  return [
    GENERATED_START,
    '',
    `Run of ${run.startedAt.slice(0, 16).replace('T', ' ')} UTC on ${run.cores} cores, ` +
      `${run.minutes} min; load average ${loads(run.loadAtStart)} at the start, ` +
      `${loads(run.loadAtEnd)} at the end.`,
    '',
    ...(run.figures.length ? ['### Ratios', '', ...ratioTable(run.figures), ''] : []),
    // The bench prints its tables under level-2 headings; here they sit under the doc's own.
    ...run.tables.map((line) => (line.startsWith('## ') ? `#${line}` : line)),
    GENERATED_END,
  ].join('\n');
}

/**
 * The document with its generated block replaced by `section`. A document without both markers,
 * in order, is refused: the bench never guesses where its figures belong.
 */
export function withGeneratedSection(document: string, section: string): string {
  const start = document.indexOf(GENERATED_START);
  const end = document.indexOf(GENERATED_END);
  if (start < 0 || end < start) {
    throw new Error(
      `the document has no generated block: expected the markers "${GENERATED_START}" and "${GENERATED_END}"`,
    );
  }
  return document.slice(0, start) + section + document.slice(end + GENERATED_END.length);
}

/**
 * Writes the run into `file`'s generated block, formatted as `npm run lint` expects (Prettier
 * aligns Markdown tables), so a bench run leaves the repository lint-clean. A missing file is
 * created holding the block alone (a scratch copy, e.g. `--doc=/tmp/performance.md`).
 */
export async function writeGeneratedSection(file: string, run: BenchRun): Promise<void> {
  const current = existsSync(file)
    ? readFileSync(file, 'utf8')
    : `${GENERATED_START}\n${GENERATED_END}\n`;
  const updated = withGeneratedSection(current, generatedSection(run));
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(updated, { ...options, filepath: file }));
}
