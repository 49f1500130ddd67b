/**
 * The rules of measures, logged values, notes and steps (docs/product.md, Limits) as plain code,
 * so the browser can check a form without shipping zod (docs/decisions/034-lean-client-bundles.md);
 * the server's zod schemas in schemas.ts give the same answers in the same words.
 */
import {
  MAX_STEPS_PER_TACTIC,
  MEASURE_UNIT_MAX_LENGTH,
  MEASURE_VALUE_MAX,
  NOTE_MAX_LENGTH,
  STEP_TITLE_MAX_LENGTH,
} from './limits.ts';
import type { Measure } from './measure.ts';
import { characterMessages, characterProblem, hasVisibleText } from './titles.ts';

/** The API's answers to mistakes in measures, values, steps and notes (docs/product.md, Limits). */
export const MEASURE_MESSAGES = {
  value: `Values are numbers from -${MEASURE_VALUE_MAX.toLocaleString('en-US')} to ${MEASURE_VALUE_MAX.toLocaleString('en-US')}`,
  unit: `Units can be at most ${MEASURE_UNIT_MAX_LENGTH} characters`,
  direction: 'Direction is "increase" or "decrease"',
  increase: 'To increase, the target must be above the start',
  decrease: 'To decrease, the target must be below the start',
  shape: 'A measure is {"unit", "start", "target", "direction"} or null',
  noMeasure: 'Set a measure on this goal before logging values',
  futureValue: 'You can log a value at most one day ahead',
  note: `Notes can be at most ${NOTE_MAX_LENGTH} characters`,
  stepTitle: 'Each step needs a title',
  stepTitleLong: `Steps can be at most ${STEP_TITLE_MAX_LENGTH} characters`,
  steps: `A tactic can have at most ${MAX_STEPS_PER_TACTIC} steps`,
  stepIds: 'Each step needs its own id',
} as const;

/** What a check answers: the cleaned value, or the first thing wrong in the API's words. */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };
const wrong = (message: string) => ({ ok: false, message }) as const;

/** A finite number within ±MEASURE_VALUE_MAX (a blank field is NaN). */
export const checkMeasureValue = (value: number): Checked<number> =>
  Number.isFinite(value) && Math.abs(value) <= MEASURE_VALUE_MAX
    ? { ok: true, value }
    : wrong(MEASURE_MESSAGES.value);

/** An optional note of up to NOTE_MAX_LENGTH characters, trimmed; blank is no note (null). */
export function checkNote(text: string): Checked<string | null> {
  const note = text.trim();
  if (note.length > NOTE_MAX_LENGTH) return wrong(MEASURE_MESSAGES.note);
  const problem = characterProblem(note, characterMessages('Notes'));
  if (problem) return wrong(problem);
  return { ok: true, value: note === '' ? null : note };
}

/** A measure's unit, values and direction; the direction must agree with start and target. */
export function checkMeasure(measure: Measure): Checked<Measure> {
  const unit = measure.unit.trim();
  if (unit.length > MEASURE_UNIT_MAX_LENGTH) return wrong(MEASURE_MESSAGES.unit);
  const problem = characterProblem(unit, characterMessages('Units'));
  if (problem) return wrong(problem);
  for (const value of [measure.start, measure.target]) {
    const checked = checkMeasureValue(value);
    if (!checked.ok) return checked;
  }
  const { start, target, direction } = measure;
  const agrees = direction === 'increase' ? target > start : target < start;
  return agrees ? { ok: true, value: { ...measure, unit } } : wrong(MEASURE_MESSAGES[direction]);
}

/** A value logged on a goal's measure, with an optional note. */
export function checkMeasurement(
  value: number,
  note: string,
): Checked<{ value: number; note: string | null }> {
  const checkedValue = checkMeasureValue(value);
  if (!checkedValue.ok) return checkedValue;
  const checkedNote = checkNote(note);
  if (!checkedNote.ok) return checkedNote;
  return { ok: true, value: { value, note: checkedNote.value } };
}

interface Step {
  id: string;
  title: string;
  done: boolean;
}

/** A tactic's steps: each titled, trimmed, within the limits, each with its own id. */
export function checkSteps<T extends Step>(steps: T[]): Checked<T[]> {
  const cleaned: T[] = [];
  for (const step of steps) {
    const title = step.title.trim();
    if (title === '') return wrong(MEASURE_MESSAGES.stepTitle);
    if (title.length > STEP_TITLE_MAX_LENGTH) return wrong(MEASURE_MESSAGES.stepTitleLong);
    const problem = characterProblem(title, characterMessages('Titles'));
    if (problem) return wrong(problem);
    if (!hasVisibleText(title)) return wrong(MEASURE_MESSAGES.stepTitle);
    cleaned.push({ ...step, title });
  }
  if (steps.length > MAX_STEPS_PER_TACTIC) return wrong(MEASURE_MESSAGES.steps);
  if (new Set(steps.map(({ id }) => id)).size !== steps.length)
    return wrong(MEASURE_MESSAGES.stepIds);
  return { ok: true, value: cleaned };
}
