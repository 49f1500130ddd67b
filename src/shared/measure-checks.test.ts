import { describe, expect, it } from 'vitest';
import {
  MAX_STEPS_PER_TACTIC,
  MEASURE_UNIT_MAX_LENGTH,
  MEASURE_VALUE_MAX,
  NOTE_MAX_LENGTH,
  STEP_TITLE_MAX_LENGTH,
} from './limits.ts';
import { checkMeasure, checkMeasurement, checkNote, checkSteps } from './measure-checks.ts';
import type { Measure } from './measure.ts';
import { measureSchema, measurementBodySchema, noteSchema, stepsSchema } from './schemas.ts';

/** The browser's plain checks answer exactly as the API's schemas do, in the same words. */
const same = (
  checked: { ok: true; value: unknown } | { ok: false; message: string },
  parsed:
    | { success: true; data: unknown }
    | { success: false; error: { issues: Array<{ message: string }> } },
) => {
  if (parsed.success) expect(checked).toEqual({ ok: true, value: parsed.data });
  else expect(checked).toEqual({ ok: false, message: parsed.error.issues[0]!.message });
};

describe('measure checks without zod', () => {
  it('checks notes as the API does', () => {
    for (const note of [
      '',
      '   ',
      ' felt good ',
      // Exactly the limit is fine, also with spaces around it; one more is not.
      ` ${'x'.repeat(NOTE_MAX_LENGTH)} `,
      'x'.repeat(NOTE_MAX_LENGTH + 1),
      'a\u0000b',
      'a\u202Eb',
      'two\nlines',
    ])
      same(checkNote(note), noteSchema.safeParse(note));
  });

  it('checks measures as the API does', () => {
    const measures: Measure[] = [
      { unit: ' km ', start: 0, target: 10, direction: 'increase' },
      { unit: 'kg', start: 80, target: 75, direction: 'decrease' },
      { unit: 'kg', start: 80, target: 85, direction: 'decrease' },
      { unit: 'kg', start: 5, target: 5, direction: 'increase' },
      { unit: 'kg', start: 5, target: 5, direction: 'decrease' },
      { unit: 'x'.repeat(MEASURE_UNIT_MAX_LENGTH), start: 0, target: 1, direction: 'increase' },
      { unit: 'x'.repeat(MEASURE_UNIT_MAX_LENGTH + 1), start: 0, target: 1, direction: 'increase' },
      { unit: 'a\u202Eb', start: 0, target: 1, direction: 'increase' },
      { unit: '', start: NaN, target: 1, direction: 'increase' },
      { unit: '', start: 0, target: 1e12, direction: 'increase' },
    ];
    for (const measure of measures) same(checkMeasure(measure), measureSchema.safeParse(measure));
  });

  it('checks logged values as the API does', () => {
    for (const [value, note] of [
      [3, ''],
      [3, ' ok '],
      [NaN, ''],
      [Infinity, ''],
      [-1e12, ''],
      [MEASURE_VALUE_MAX, ''],
      [-MEASURE_VALUE_MAX, ''],
      [MEASURE_VALUE_MAX * 1.5, ''],
      [2, 'x'.repeat(NOTE_MAX_LENGTH)],
      [2, 'x'.repeat(NOTE_MAX_LENGTH + 1)],
    ] as const) {
      const checked = checkMeasurement(value, note);
      const parsed = measurementBodySchema.safeParse({ value, note });
      if (parsed.success)
        expect(checked).toEqual({ ok: true, value: { value, note: parsed.data.note ?? null } });
      else same(checked, parsed);
    }
  });

  it('checks steps as the API does', () => {
    const step = (id: string, title: string) => ({
      id: crypto.randomUUID().replace(/^.{1}/, id),
      title,
      done: false,
    });
    const one = step('a', ' Buy shoes ');
    const lists = [
      [one],
      [step('b', '   ')],
      [step('c', 'x'.repeat(STEP_TITLE_MAX_LENGTH + 1))],
      [step('c', 'x'.repeat(STEP_TITLE_MAX_LENGTH))],
      [step('f', 'Buy shoes'), step('0', 'Run')],
      Array.from({ length: MAX_STEPS_PER_TACTIC }, (_, i) => step('1', `Step ${i + 1}`)),
      Array.from({ length: MAX_STEPS_PER_TACTIC + 1 }, (_, i) => step('2', `Step ${i + 1}`)),
      [step('d', '\u200B')],
      [step('e', 'a\tb')],
      [one, { ...one }],
    ];
    for (const steps of lists) same(checkSteps(steps), stepsSchema.safeParse(steps));
  });
});
