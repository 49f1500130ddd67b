import { describe, expect, it } from 'vitest';
import { checkImportFile, EXPORT_VERSION, IMPORT_MESSAGES } from './export.ts';

const base = { version: 1, exportedAt: '2026-11-22T10:00:00.000Z' };

describe('checkImportFile', () => {
  it('accepts an earlier, minimal file and fills in the fields added later', () => {
    const checked = checkImportFile({
      ...base,
      goals: [{ title: ' Sleep ', tactics: [{ title: 'Dark room' }] }],
    });
    expect(checked.ok && checked.data.outcomes.map(({ title, status }) => [title, status])).toEqual(
      [['My plan', 'active']],
    );
    expect(checked.ok && checked.data.outcomes[0]!.goals[0]).toEqual({
      title: 'Sleep',
      targetDate: null,
      status: 'active',
      measure: null,
      measurements: [],
      tactics: [
        {
          title: 'Dark room',
          effort: null,
          impact: null,
          completed: false,
          completedAt: null,
          dueDate: null,
          repeat: null,
          repeatSetAt: null,
          checkIns: [],
          plan: null,
          actualEffort: null,
          actualImpact: null,
          link: null,
          resourceId: null,
          steps: [],
          completionNote: null,
          remindAt: null,
          pauses: [],
        },
      ],
    });
    expect(checked.ok && checked.data.reviews).toEqual([]);
  });

  it.each([
    ['null', null, IMPORT_MESSAGES.foreign],
    ['another app’s JSON', { tasks: [] }, IMPORT_MESSAGES.foreign],
    ['a newer version', { ...base, version: EXPORT_VERSION + 1, goals: [] }, IMPORT_MESSAGES.newer],
    [
      'a link that is not https',
      { ...base, goals: [{ title: 'G', tactics: [{ title: 'T', link: 'javascript:alert(1)' }] }] },
      'This file cannot be imported: Links must be web addresses starting with https:// (at goals[1].tactics[1].link)',
    ],
    [
      'the same check-in date twice',
      {
        ...base,
        goals: [
          {
            title: 'G',
            tactics: [
              {
                title: 'T',
                repeat: { frequency: 'daily' },
                checkIns: [{ date: '2026-01-01' }, { date: '2026-01-01' }],
              },
            ],
          },
        ],
      },
      'This file cannot be imported: Each date can be checked in only once (at goals[1].tactics[1].checkIns)',
    ],
    [
      '51 goals',
      { ...base, goals: Array.from({ length: 51 }, () => ({ title: 'G', tactics: [] })) },
      'This file cannot be imported: An outcome can have at most 50 goals (at goals)',
    ],
  ])('refuses %s', (_name, file, message) => {
    const checked = checkImportFile(file);
    expect(checked.ok ? 'accepted' : checked.message).toBe(message);
  });

  it('reads a version 2 file with outcomes of every status, and refuses one without outcomes', () => {
    const checked = checkImportFile({
      version: 2,
      exportedAt: base.exportedAt,
      outcomes: [
        {
          title: 'Sleep well',
          goals: [{ title: 'Dark room', targetDate: '2027-01-31', tactics: [] }],
        },
        { title: 'Old plan', status: 'archived', goals: [] },
      ],
    });
    expect(checked.ok && checked.data.outcomes.map((o) => [o.title, o.status])).toEqual([
      ['Sleep well', 'active'],
      ['Old plan', 'archived'],
    ]);
    expect(checked.ok && checked.data.outcomes[0]!.goals[0]!.targetDate).toBe('2027-01-31');
    expect(checkImportFile({ version: 2, exportedAt: base.exportedAt, goals: [] })).toMatchObject({
      ok: false,
      message:
        'This file cannot be imported: Invalid input: expected array, received undefined (at outcomes)',
    });
  });
});
