import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MAX_STEPS_PER_TACTIC } from '#shared/limits';
import { stepsSchema, type Step, type Tactic } from '#shared/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { textFieldClass } from '../../../components/ui/text-field.ts';
import { useSetCompleted, useSetSteps } from '../../../plan/completion.ts';

/** "2/5": steps done of all. */
export const stepsCount = (steps: readonly Step[]) =>
  `${steps.filter((step) => step.done).length}/${steps.length}`;

const moved = (steps: readonly Step[], from: number, to: number) => {
  const next = [...steps];
  const [step] = next.splice(from, 1);
  next.splice(to, 0, step!);
  return next;
};

/**
 * A tactic's sub-steps on its card (docs/product.md, "Sub-steps"): tick each, reorder with the
 * arrow buttons or Alt+Arrow keys on a step, add and remove. Ticking the last one asks whether
 * the tactic is done; it is never marked done silently.
 */
export function TacticSteps({ tactic }: { tactic: Tactic }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  const setSteps = useSetSteps();
  const setCompleted = useSetCompleted();
  const { steps } = tactic;

  const save = (next: Step[]) => {
    const parsed = stepsSchema.safeParse(next);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setSteps.mutate({ id: tactic.id, steps: parsed.data });
  };
  const tick = (index: number, done: boolean) => {
    const next = steps.map((step, at) => (at === index ? { ...step, done } : step));
    save(next);
    const offer = done && next.every((step) => step.done) && !tactic.completed && !tactic.repeat;
    setAsking(offer);
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    save([...steps, { id: crypto.randomUUID(), title, done: false }]);
    setTitle('');
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (!event.altKey) return;
    const to = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : -1;
    if (to < 0 || to >= steps.length) return;
    event.preventDefault();
    save(moved(steps, index, to));
  };

  return (
    <div className="w-full">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {steps.length === 0 ? 'Add steps' : `Steps ${stepsCount(steps)}`}
      </Button>
      {asking && (
        <div
          role="status"
          className="mt-2 flex flex-wrap items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm"
        >
          <span>All steps are done. Mark “{tactic.title}” as done?</span>
          <Button
            size="sm"
            onClick={() => {
              setCompleted.mutate({ id: tactic.id, completed: true });
              setAsking(false);
            }}
          >
            Mark as done
          </Button>
          <Button size="sm" variant="outline" onClick={() => setAsking(false)}>
            Not yet
          </Button>
        </div>
      )}
      <div id={panelId} hidden={!open} className="mt-2 space-y-2">
        <ol className="space-y-1" aria-label={`Steps of ${tactic.title}`}>
          {steps.map((step, index) => (
            <li key={step.id} className="flex items-center gap-2">
              <label className="flex min-h-8 min-w-0 flex-1 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-primary"
                  checked={step.done}
                  onChange={(event) => tick(index, event.target.checked)}
                  onKeyDown={onKeyDown(index)}
                  aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                />
                <span
                  className={
                    step.done ? 'break-words text-muted-foreground line-through' : 'break-words'
                  }
                >
                  {step.title}
                </span>
              </label>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Move “${step.title}” up`}
                disabled={index === 0}
                onClick={() => save(moved(steps, index, index - 1))}
              >
                <ArrowUp aria-hidden className="size-4" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Move “${step.title}” down`}
                disabled={index === steps.length - 1}
                onClick={() => save(moved(steps, index, index + 1))}
              >
                <ArrowDown aria-hidden className="size-4" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove “${step.title}”`}
                onClick={() => save(steps.filter((other) => other.id !== step.id))}
              >
                <X aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ol>
        {steps.length < MAX_STEPS_PER_TACTIC && (
          <form onSubmit={add} className="flex gap-2" noValidate>
            <input
              aria-label={`New step for ${tactic.title}`}
              className={textFieldClass(Boolean(error))}
              value={title}
              maxLength={120}
              onChange={(event) => setTitle(event.target.value)}
            />
            <Button type="submit" size="sm" variant="outline">
              Add step
            </Button>
          </form>
        )}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
