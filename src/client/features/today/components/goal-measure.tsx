import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Measure } from '#shared/measure';
import { addDays, type LocalDate } from '#shared/schedule';
import {
  MEASURE_MESSAGES,
  checkMeasure,
  checkMeasureValue,
  checkMeasurement,
  type Checked,
} from '#shared/measure-checks';
import type { GoalWithTactics } from '#shared/schemas';
import { GoalProgress } from '#client/components/goal-progress/goal-progress.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { textFieldClass } from '#client/components/ui/text-field.ts';
import { targetDateOf } from '#client/plan/goals.ts';
import { useLogValue, useSetMeasure } from '#client/plan/measures.ts';
import { t, useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/today';
import { checkWords } from '#client/lib/check-words.ts';

type Field = 'unit' | 'start' | 'target' | 'value';
/** What is wrong, and in which field: the field is marked, described by the message, focused. */
interface FormError {
  field?: Field;
  message: string;
}

/**
 * A number typed into a form: blank and words are refused by the field's name, a decimal comma
 * too (is '1,500' one and a half or fifteen hundred?); the range is the API's rule.
 */
function typedNumber(text: string, label: string): Checked<number> {
  const typed = text.trim();
  if (typed === '') return { ok: false, message: t('today.needsNumber', { label }) };
  if (typed.includes(',')) {
    return { ok: false, message: t('today.numberWithoutCommas', { label }) };
  }
  // Number('') and Number(' ') are 0, handled above; '-0' is saved as 0.
  const value = Number(typed) + 0;
  if (Number.isNaN(value)) {
    return { ok: false, message: t('today.mustBeNumber', { label }) };
  }
  return checkMeasureValue(value);
}

/** Props that tie a field to the form's error: marked invalid and described by the message. */
function errorProps(error: FormError | undefined, field: Field, errorId: string) {
  return error?.field === field
    ? { 'aria-invalid': true as const, 'aria-describedby': errorId }
    : { 'aria-invalid': undefined, 'aria-describedby': undefined };
}

/** The form's error line; focuses the field it names when it appears. */
function FormErrorLine({ error, id, formId }: { error?: FormError; id: string; formId: string }) {
  useEffect(() => {
    if (error?.field) document.getElementById(`${formId}-${error.field}`)?.focus();
  }, [error, formId]);
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {checkWords(error.message)}
    </p>
  );
}

/** A goal's measure on Today's Progress: its progress and chart, logging a value, editing it. */
export function GoalMeasure({ goal, today }: { goal: GoalWithTactics; today: LocalDate }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const setMeasure = useSetMeasure();
  // An achieved goal is finished: its measure is shown as it ended, with nothing to add or log.
  if (goal.status === 'achieved') return goal.measure && <GoalReading goal={goal} today={today} />;
  if (editing || !goal.measure) {
    return editing ? (
      <MeasureForm
        goal={goal}
        onDone={(measure) => {
          if (measure !== undefined) setMeasure.mutate({ goalId: goal.id, measure });
          setEditing(false);
        }}
      />
    ) : (
      <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
        {t('today.addMeasure')}
      </Button>
    );
  }
  return (
    <div className="space-y-3">
      <GoalReading goal={goal} today={today} />
      <LogValueForm goal={goal} measure={goal.measure} today={today} />
      <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
        {t('today.editMeasure')}
      </Button>
    </div>
  );
}

function GoalReading({ goal, today }: { goal: GoalWithTactics; today: LocalDate }) {
  return (
    <GoalProgress
      title={goal.title}
      measure={goal.measure!}
      measurements={goal.measurements}
      targetDate={targetDateOf(goal)}
      today={today}
    />
  );
}

/** Unit, start, target and direction; undefined to onDone is Cancel, null removes the measure. */
function MeasureForm({
  goal,
  onDone,
}: {
  goal: GoalWithTactics;
  onDone: (measure: Measure | null | undefined) => void;
}) {
  const t = useT();
  const id = useId();
  const [unit, setUnit] = useState(goal.measure?.unit ?? '');
  const [start, setStart] = useState(String(goal.measure?.start ?? '0'));
  const [target, setTarget] = useState(String(goal.measure?.target ?? ''));
  const [direction, setDirection] = useState<Measure['direction']>(
    goal.measure?.direction ?? 'increase',
  );
  const [error, setError] = useState<FormError>();
  const errorId = `${id}-error`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startValue = typedNumber(start, t('today.measureStart'));
    if (!startValue.ok) return setError({ field: 'start', message: startValue.message });
    const targetValue = typedNumber(target, t('today.measureTarget'));
    if (!targetValue.ok) return setError({ field: 'target', message: targetValue.message });
    const parsed = checkMeasure({
      unit,
      start: startValue.value,
      target: targetValue.value,
      direction,
    });
    if (!parsed.ok) {
      // Numbers are fine by now: what is left is the unit, or a target on the wrong side.
      const wrongWay = [MEASURE_MESSAGES.increase, MEASURE_MESSAGES.decrease] as string[];
      const field = wrongWay.includes(parsed.message) ? 'target' : 'unit';
      return setError({ field, message: parsed.message });
    }
    onDone(parsed.value);
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-3"
      aria-label={t('today.measureOf', { title: goal.title })}
      noValidate
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="space-y-1 text-sm" htmlFor={`${id}-unit`}>
          <span className="font-medium">{t('today.measureUnit')}</span>
          <input
            id={`${id}-unit`}
            className={textFieldClass(error?.field === 'unit')}
            {...errorProps(error, 'unit', errorId)}
            value={unit}
            maxLength={20}
            placeholder={t('today.unitPlaceholder')}
            onChange={(event) => setUnit(event.target.value)}
          />
        </label>
        <label className="space-y-1 text-sm" htmlFor={`${id}-start`}>
          <span className="font-medium">{t('today.measureStart')}</span>
          <input
            id={`${id}-start`}
            className={textFieldClass(error?.field === 'start')}
            {...errorProps(error, 'start', errorId)}
            inputMode="decimal"
            value={start}
            onChange={(event) => setStart(event.target.value)}
          />
        </label>
        <label className="space-y-1 text-sm" htmlFor={`${id}-target`}>
          <span className="font-medium">{t('today.measureTarget')}</span>
          <input
            id={`${id}-target`}
            className={textFieldClass(error?.field === 'target')}
            {...errorProps(error, 'target', errorId)}
            inputMode="decimal"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          />
        </label>
      </div>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="mb-1 font-medium">{t('today.progressWhen')}</legend>
        {(['increase', 'decrease'] as const).map((value) => (
          <label key={value} className="inline-flex min-h-8 items-center gap-2">
            <input
              type="radio"
              name={`${id}-direction`}
              checked={direction === value}
              onChange={() => setDirection(value)}
            />
            {t(value === 'increase' ? 'today.goesUp' : 'today.goesDown')}
          </label>
        ))}
      </fieldset>
      <FormErrorLine error={error} id={errorId} formId={id} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          {t('today.saveMeasure')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onDone(undefined)}>
          {t('today.cancel')}
        </Button>
        {goal.measure && (
          <Button variant="destructive" size="sm" onClick={() => onDone(null)}>
            {t('today.removeMeasure')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** One value for a day (today unless changed; at most tomorrow) and an optional note. */
function LogValueForm({
  goal,
  measure,
  today,
}: {
  goal: GoalWithTactics;
  measure: Measure;
  today: LocalDate;
}) {
  const t = useT();
  const id = useId();
  const logValue = useLogValue();
  const [date, setDate] = useState(today);
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<FormError>();
  const errorId = `${id}-error`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = typedNumber(value, t('today.measureValue'));
    if (!typed.ok) return setError({ field: 'value', message: typed.message });
    const parsed = checkMeasurement(typed.value, note);
    if (!parsed.ok) return setError({ message: parsed.message });
    if (!date || date > addDays(today, 1))
      return setError({ message: MEASURE_MESSAGES.futureValue });
    setError(undefined);
    logValue.mutate({
      goalId: goal.id,
      date,
      value: parsed.value.value,
      note: parsed.value.note,
    });
    setValue('');
    setNote('');
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-2"
      aria-label={t('today.logValueFor', { title: goal.title })}
      noValidate
    >
      <div className="grid gap-2 sm:grid-cols-[auto_1fr]">
        <label className="space-y-1 text-sm" htmlFor={`${id}-date`}>
          <span className="font-medium">{t('today.measureDate')}</span>
          <input
            id={`${id}-date`}
            type="date"
            className={textFieldClass(false)}
            value={date}
            max={addDays(today, 1)}
            onChange={(event) => setDate(event.target.value)}
          />
        </label>
        <label className="space-y-1 text-sm" htmlFor={`${id}-value`}>
          <span className="font-medium">
            {t('today.valueIn', { unit: measure.unit || t('today.number') })}
          </span>
          <input
            id={`${id}-value`}
            className={textFieldClass(error?.field === 'value')}
            {...errorProps(error, 'value', errorId)}
            inputMode="decimal"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </label>
      </div>
      <label className="block space-y-1 text-sm" htmlFor={`${id}-note`}>
        <span className="font-medium">{t('today.noteOptional')}</span>
        <input
          id={`${id}-note`}
          className={textFieldClass(false)}
          value={note}
          maxLength={280}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      <FormErrorLine error={error} id={errorId} formId={id} />
      <Button type="submit" size="sm">
        {t('today.logValue')}
      </Button>
    </form>
  );
}
