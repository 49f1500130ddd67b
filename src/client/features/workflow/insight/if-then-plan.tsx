import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ifThenProblems, ifThenSentence, type IfThenPlan } from '#shared/if-then';
import { Button } from '#client/components/ui/button.tsx';
import { tickBoxOf } from '#client/components/ui/tick-box.tsx';
import { useSetIfThenPlan } from '#client/plan/patch-tactic.ts';
import type { PlanTactic } from '#client/plan/plan-tactics.ts';

type Problems = ReturnType<typeof ifThenProblems>;

/**
 * An implementation intention on an action-plan card (docs/product.md, If-then plans): shown as
 * one sentence, editable and removable; `offer` adds the "Add an if-then plan" button when the
 * tactic has none yet.
 */
export function IfThenPlanEditor({ tactic, offer }: { tactic: PlanTactic; offer: boolean }) {
  const setIfThenPlan = useSetIfThenPlan();
  const [editing, setEditing] = useState(false);
  // When the form or the plan goes away, focus goes to what replaced it (Edit or Add), not the page.
  const nextControl = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<{ to: HTMLElement | null; withPlan: boolean }>(undefined);
  const hasPlan = tactic.plan !== null;
  useEffect(() => {
    // Waits for the saved change to show (it reaches the cache a moment after the click).
    if (!returnFocus.current || returnFocus.current.withPlan !== hasPlan) return;
    (nextControl.current ?? returnFocus.current.to)?.focus();
    returnFocus.current = undefined;
  });
  const close = (withPlan: boolean) => {
    // Read now, while focus is still on the control pressed inside this card.
    returnFocus.current = { to: tickBoxOf(document.activeElement), withPlan };
    setEditing(false);
  };
  const save = (plan: IfThenPlan | null) => {
    setIfThenPlan.mutate({ id: tactic.id, plan });
    close(plan !== null);
  };

  if (editing) {
    return (
      <PlanForm
        tactic={tactic}
        initial={tactic.plan ?? { when: '', then: tactic.title }}
        onSave={save}
        onCancel={() => close(hasPlan)}
      />
    );
  }
  if (tactic.plan) {
    return (
      <div className="flex w-full basis-full flex-wrap items-center gap-2">
        <p className="min-w-0 flex-1 text-sm font-medium">
          <span className="sr-only">If-then plan: </span>
          {ifThenSentence(tactic.plan)}
        </p>
        <Button ref={nextControl} variant="ghost" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden />
          Edit<span className="sr-only"> the if-then plan for {tactic.title}</span>
        </Button>
        <Button variant="destructive" size="sm" onClick={() => save(null)}>
          <Trash2 aria-hidden />
          Remove<span className="sr-only"> the if-then plan for {tactic.title}</span>
        </Button>
      </div>
    );
  }
  if (!offer) return null;
  return (
    <Button ref={nextControl} variant="ghost" size="sm" onClick={() => setEditing(true)}>
      <Plus aria-hidden />
      Add an if-then plan<span className="sr-only"> for {tactic.title}</span>
    </Button>
  );
}

function PlanForm({
  tactic,
  initial,
  onSave,
  onCancel,
}: {
  tactic: PlanTactic;
  initial: IfThenPlan;
  onSave: (plan: IfThenPlan) => void;
  onCancel: () => void;
}) {
  const headingId = useId();
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    // The API's own rule and wording (src/shared/if-then.ts), checked before the call.
    const found = ifThenProblems(draft);
    if (Object.keys(found).length) return setProblems(found);
    onSave({ when: draft.when.trim(), then: draft.then.trim() });
  }

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
      className="w-full basis-full space-y-3 py-1"
    >
      <p id={headingId} className="text-sm font-semibold">
        If-then plan<span className="sr-only"> for {tactic.title}</span>
      </p>
      <PlanField
        label="When..."
        hint="The situation, e.g. I get home from work"
        value={draft.when}
        problem={problems.when}
        onChange={(when) => setDraft({ ...draft, when })}
        autoFocus
      />
      <PlanField
        label="I will..."
        hint="What you will do then"
        value={draft.then}
        problem={problems.then}
        onChange={(then) => setDraft({ ...draft, then })}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function PlanField(props: {
  label: string;
  hint: string;
  value: string;
  problem: string | undefined;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  return (
    <div className="space-y-1 text-sm">
      <label htmlFor={inputId} className="block font-medium">
        {props.label}
      </label>
      <input
        id={inputId}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        // The form opens on request, so focus belongs in it.
        autoFocus={props.autoFocus}
        aria-invalid={props.problem ? true : undefined}
        aria-describedby={props.problem ? `${hintId} ${problemId}` : hintId}
        autoComplete="off"
        className="block min-h-11 w-full min-w-0 rounded-md border border-input bg-card px-3 text-base text-card-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-invalid:border-destructive"
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {props.hint}
      </p>
      {props.problem && (
        <p id={problemId} role="alert" className="font-medium text-destructive">
          {props.problem}
        </p>
      )}
    </div>
  );
}
