import { describe, expect, it } from 'vitest';
import { exportFileName, importSummary, outcomeLimitMessage } from './export-file.ts';
import { LIMIT_MESSAGES } from './limits.ts';

describe('the export file', () => {
  it('is named by the day it is downloaded', () => {
    expect(exportFileName('2026-11-22', 'json')).toBe('momentum-export-2026-11-22.json');
    expect(exportFileName('2026-11-22', 'csv')).toBe('momentum-export-2026-11-22.csv');
  });

  it('sums up what an import adds: outcomes, the active ones, goals and tactics', () => {
    const goal = (tactics: number) => ({ tactics: Array.from({ length: tactics }, () => ({})) });
    expect(
      importSummary({
        outcomes: [
          { status: 'active', goals: [goal(2), goal(0)] },
          { status: 'archived', goals: [goal(3)] },
          { status: 'active', goals: [] },
        ],
      }),
    ).toEqual({ outcomes: 3, activeOutcomes: 2, goals: 3, tactics: 5 });
    expect(importSummary({ outcomes: [] })).toEqual({
      outcomes: 0,
      activeOutcomes: 0,
      goals: 0,
      tactics: 0,
    });
  });

  it('says how far over the active limit a file would go', () => {
    expect(outcomeLimitMessage(18, 3)).toBe(
      `${LIMIT_MESSAGES.outcomes}: you have 18 and this file adds 3.`,
    );
  });
});
