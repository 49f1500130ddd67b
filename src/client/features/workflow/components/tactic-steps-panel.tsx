import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MAX_STEPS_PER_TACTIC } from '#shared/limits';
import { checkSteps } from '#shared/measure-checks';
import type { Step, Tactic } from '#shared/schemas';
import { Button } from '#client/components/ui/button.tsx';
import { textFieldClass } from '#client/components/ui/text-field.ts';
import { useSetSteps } from '#client/plan/completion.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';
import { checkWords } from '#client/lib/check-words.ts';

/** The list with step `id` moved `by` places (-1 up, 1 down); unchanged at either end. */
const moved = (steps: readonly Step[], id: string, by: number) => {
  const from = steps.findIndex((step) => step.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= steps.length) return undefined;
  const next = [...steps];
  const [step] = next.splice(from, 1);
  next.splice(to, 0, step!);
  return next;
};

const sameSteps = (a: readonly Step[], b: readonly Step[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The open list of a tactic's steps (tactic-steps.tsx): tick, reorder with the arrow buttons or
 * Alt+Arrow keys, add and remove. `onTicked` hears whether every step is now done.
 */
export function TacticStepsPanel({
  tactic,
  onTicked,
}: {
  tactic: Tactic;
  onTicked: (allDone: boolean) => void;
}) {
  const t = useT();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  const setSteps = useSetSteps();
  const { steps } = tactic;
  // Lists sent but not yet shown by the card, oldest first. The whole list is saved each time, so
  // a change made before the card shows the one before it (Enter, Enter) must build on the last
  // list sent, not on the list on screen, or it would drop that change.
  const unshown = useRef<Step[][]>([]);
  useEffect(() => {
    const at = unshown.current.findIndex((sent) => sameSteps(sent, steps));
    // A list from elsewhere (the server, another tab) replaces whatever was waiting.
    unshown.current = at === -1 ? [] : unshown.current.slice(at + 1);
  }, [steps]);
  const latest = () => unshown.current.at(-1) ?? steps;

  const save = (next: Step[] | undefined) => {
    if (!next) return;
    const parsed = checkSteps(next);
    if (!parsed.ok) return setError(parsed.message);
    setError(undefined);
    unshown.current = [...unshown.current, parsed.value];
    setSteps.mutate({ id: tactic.id, steps: parsed.value });
  };
  const tick = (id: string, done: boolean) => {
    const next = latest().map((step) => (step.id === id ? { ...step, done } : step));
    save(next);
    onTicked(done && next.every((step) => step.done));
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    save([...latest(), { id: crypto.randomUUID(), title, done: false }]);
    setTitle('');
  };
  const onKeyDown = (id: string) => (event: KeyboardEvent) => {
    if (!event.altKey) return;
    const by = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    const next = by === 0 ? undefined : moved(latest(), id, by);
    if (!next) return;
    event.preventDefault();
    save(next);
  };

  return (
    <>
      <ol className="space-y-1" aria-label={t('workflow.stepsOf', { title: tactic.title })}>
        {steps.map((step, index) => (
          <li key={step.id} className="flex items-center gap-2">
            <label className="flex min-h-8 min-w-0 flex-1 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-primary"
                checked={step.done}
                onChange={(event) => tick(step.id, event.target.checked)}
                onKeyDown={onKeyDown(step.id)}
                aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
              />
              <span className={step.done ? 'text-muted-foreground line-through' : undefined}>
                {step.title}
              </span>
            </label>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('workflow.moveStepUp', { title: step.title })}
              disabled={index === 0}
              onClick={() => save(moved(latest(), step.id, -1))}
            >
              <ArrowUp aria-hidden className="size-4" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('workflow.moveStepDown', { title: step.title })}
              disabled={index === steps.length - 1}
              onClick={() => save(moved(latest(), step.id, 1))}
            >
              <ArrowDown aria-hidden className="size-4" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('workflow.removeStep', { title: step.title })}
              onClick={() => save(latest().filter((other) => other.id !== step.id))}
            >
              <X aria-hidden className="size-4" />
            </Button>
          </li>
        ))}
      </ol>
      {steps.length < MAX_STEPS_PER_TACTIC && (
        <form onSubmit={add} className="flex gap-2" noValidate>
          <input
            aria-label={t('workflow.newStepFor', { title: tactic.title })}
            className={textFieldClass(Boolean(error))}
            value={title}
            maxLength={120}
            onChange={(event) => setTitle(event.target.value)}
          />
          <Button type="submit" size="sm" variant="outline">
            {t('workflow.addStep')}
          </Button>
        </form>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {checkWords(error)}
        </p>
      )}
    </>
  );
}
