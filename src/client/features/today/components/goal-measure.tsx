import { useId, useState, type FormEvent } from 'react';
import type { Measure } from '#shared/measure';
import { addDays, type LocalDate } from '#shared/schedule';
import { measureSchema, measurementBodySchema, type GoalWithTactics } from '#shared/schemas';
import { GoalProgress } from '../../../components/goal-progress/goal-progress.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { textFieldClass } from '../../../components/ui/text-field.ts';
import { targetDateOf } from '../../../plan/goals.ts';
import { useLogValue, useSetMeasure } from '../../../plan/measures.ts';

const firstIssue = (error: { issues: ReadonlyArray<{ message: string }> }) =>
  error.issues[0]?.message ?? 'Please check the values';

/** A goal's measure on Today's Progress: its progress and chart, logging a value, editing it. */
export function GoalMeasure({ goal, today }: { goal: GoalWithTactics; today: LocalDate }) {
  const [editing, setEditing] = useState(false);
  const setMeasure = useSetMeasure();
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
        Add a measure
      </Button>
    );
  }
  return (
    <div className="space-y-3">
      <GoalProgress
        title={goal.title}
        measure={goal.measure}
        measurements={goal.measurements}
        targetDate={targetDateOf(goal)}
        today={today}
      />
      <LogValueForm goal={goal} measure={goal.measure} today={today} />
      <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
        Edit measure
      </Button>
    </div>
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
  const id = useId();
  const [unit, setUnit] = useState(goal.measure?.unit ?? '');
  const [start, setStart] = useState(String(goal.measure?.start ?? '0'));
  const [target, setTarget] = useState(String(goal.measure?.target ?? ''));
  const [direction, setDirection] = useState<Measure['direction']>(
    goal.measure?.direction ?? 'increase',
  );
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = measureSchema.safeParse({
      unit,
      start: start.trim() === '' ? NaN : Number(start),
      target: target.trim() === '' ? NaN : Number(target),
      direction,
    });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    onDone(parsed.data);
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-3"
      aria-label={`Measure of ${goal.title}`}
      noValidate
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="space-y-1 text-sm" htmlFor={`${id}-unit`}>
          <span className="font-medium">Unit</span>
          <input
            id={`${id}-unit`}
            className={textFieldClass(false)}
            value={unit}
            maxLength={20}
            placeholder="USD, km, kg"
            onChange={(event) => setUnit(event.target.value)}
          />
        </label>
        <label className="space-y-1 text-sm" htmlFor={`${id}-start`}>
          <span className="font-medium">Start</span>
          <input
            id={`${id}-start`}
            className={textFieldClass(false)}
            inputMode="decimal"
            value={start}
            onChange={(event) => setStart(event.target.value)}
          />
        </label>
        <label className="space-y-1 text-sm" htmlFor={`${id}-target`}>
          <span className="font-medium">Target</span>
          <input
            id={`${id}-target`}
            className={textFieldClass(false)}
            inputMode="decimal"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          />
        </label>
      </div>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="mb-1 font-medium">Progress is when the value</legend>
        {(['increase', 'decrease'] as const).map((value) => (
          <label key={value} className="inline-flex min-h-8 items-center gap-2">
            <input
              type="radio"
              name={`${id}-direction`}
              checked={direction === value}
              onChange={() => setDirection(value)}
            />
            {value === 'increase' ? 'goes up' : 'goes down'}
          </label>
        ))}
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          Save measure
        </Button>
        <Button variant="outline" size="sm" onClick={() => onDone(undefined)}>
          Cancel
        </Button>
        {goal.measure && (
          <Button variant="destructive" size="sm" onClick={() => onDone(null)}>
            Remove measure
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
  const id = useId();
  const logValue = useLogValue();
  const [date, setDate] = useState(today);
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = measurementBodySchema.safeParse({
      value: value.trim() === '' ? NaN : Number(value),
      note,
    });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    if (!date || date > addDays(today, 1))
      return setError('You can log a value at most one day ahead');
    setError(undefined);
    logValue.mutate({
      goalId: goal.id,
      date,
      value: parsed.data.value,
      note: parsed.data.note ?? null,
    });
    setValue('');
    setNote('');
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-2"
      aria-label={`Log a value for ${goal.title}`}
      noValidate
    >
      <div className="grid gap-2 sm:grid-cols-[auto_1fr]">
        <label className="space-y-1 text-sm" htmlFor={`${id}-date`}>
          <span className="font-medium">Date</span>
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
          <span className="font-medium">Value ({measure.unit || 'number'})</span>
          <input
            id={`${id}-value`}
            className={textFieldClass(false)}
            inputMode="decimal"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </label>
      </div>
      <label className="block space-y-1 text-sm" htmlFor={`${id}-note`}>
        <span className="font-medium">Note (optional)</span>
        <input
          id={`${id}-note`}
          className={textFieldClass(false)}
          value={note}
          maxLength={280}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" size="sm">
        Log value
      </Button>
    </form>
  );
}
