import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  GENERATED_END,
  GENERATED_START,
  generatedSection,
  ratioTable,
  withGeneratedSection,
  writeGeneratedSection,
  type BenchRun,
} from './bench-report.ts';

const run: BenchRun = {
  startedAt: '2026-12-01T21:04:05.000Z',
  cores: 2,
  loadAtStart: [2.31, 3.5, 5.2],
  loadAtEnd: [2.8, 2.6, 3.7],
  minutes: 12,
  figures: [
    {
      name: 'PostgreSQL GET /api/outcomes: throughput, app / baseline',
      ratios: [0.91, 0.78, 0.83],
      loadAverage: 2.44,
    },
    {
      name: 'start-up: `npm start` / the Auth emulator alone',
      ratios: [1.06, 1.11, 1.24, 1.4, 1.14],
      loadAverage: 3.1,
    },
  ],
  tables: ['## Bytes (KB)', '', '| what | JS gzip |', '| --- | ---: |', '| landing | 92.6 |', ''],
};

describe("the bench's generated block", () => {
  it('gives each ratio its median, its spread over the pairs and the load average then', () => {
    expect(ratioTable(run.figures).slice(2)).toEqual([
      '| PostgreSQL GET /api/outcomes: throughput, app / baseline | 0.83x | 0.78x / 0.83x / 0.91x | 3 | 2.4 |',
      '| start-up: `npm start` / the Auth emulator alone | 1.14x | 1.06x / 1.14x / 1.40x | 5 | 3.1 |',
    ]);
  });

  it("says when and under what load the run ran, and nests the bench's tables under it", () => {
    const section = generatedSection(run);
    expect(section.startsWith(GENERATED_START)).toBe(true);
    expect(section.endsWith(GENERATED_END)).toBe(true);
    expect(section).toContain(
      'Run of 2026-12-01 21:04 UTC on 2 cores, 12 min; load average 2.3 / 3.5 / 5.2 at the start, 2.8 / 2.6 / 3.7 at the end.',
    );
    expect(section).toContain('\n### Bytes (KB)\n');
    expect(section).toContain('| landing | 92.6 |');
  });

  it('replaces only what lies between the markers', () => {
    const document = `# Performance\n\nProse before.\n\n${GENERATED_START}\nold figures\n${GENERATED_END}\n\nProse after.\n`;
    const updated = withGeneratedSection(document, generatedSection(run));
    expect(updated.startsWith('# Performance\n\nProse before.\n\n')).toBe(true);
    expect(updated.endsWith(`${GENERATED_END}\n\nProse after.\n`)).toBe(true);
    expect(updated).not.toContain('old figures');
    expect(updated).toContain('| landing | 92.6 |');
  });

  it('refuses a document without its markers rather than guessing a place', () => {
    expect(() => withGeneratedSection('# Performance\n', 'figures')).toThrow(/no generated block/);
    expect(() => withGeneratedSection(`${GENERATED_END}\n${GENERATED_START}\n`, 'figures')).toThrow(
      /no generated block/,
    );
  });

  describe('written to a file', () => {
    let folder: string;
    afterEach(() => rmSync(folder, { recursive: true, force: true }));

    it('keeps the prose, formats the tables as the linter wants and replaces the last run', async () => {
      folder = mkdtempSync(path.join(tmpdir(), 'bench-report-'));
      const file = path.join(folder, 'performance.md');
      writeFileSync(
        file,
        `# Performance\n\nHow it is measured.\n\n${GENERATED_START}\n${GENERATED_END}\n`,
      );
      await writeGeneratedSection(file, run);
      await writeGeneratedSection(file, { ...run, minutes: 14 });
      const written = readFileSync(file, 'utf8');
      expect(written.startsWith('# Performance\n\nHow it is measured.\n\n')).toBe(true);
      expect(written).toContain('14 min;');
      expect(written).not.toContain('12 min;');
      // Prettier pads the cells of a Markdown table to one width per column.
      expect(written).toContain('| what    | JS gzip |');
    });

    it('creates a scratch file holding the block alone', async () => {
      folder = mkdtempSync(path.join(tmpdir(), 'bench-report-'));
      const file = path.join(folder, 'scratch.md');
      await writeGeneratedSection(file, run);
      const written = readFileSync(file, 'utf8');
      expect(written.startsWith(GENERATED_START)).toBe(true);
      expect(written.trimEnd().endsWith(GENERATED_END)).toBe(true);
    });
  });
});
