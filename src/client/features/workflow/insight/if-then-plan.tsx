import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  ifThenProblems,
  ifThenSentence,
  PLAN_PART_REQUIRED,
  PLAN_PART_TOO_LONG,
  type IfThenPlan,
} from '#shared/if-then';
import { TITLE_MAX_LENGTH } from '#shared/limits';
import { Button } from '#client/components/ui/button.tsx';
import { tickBoxOf } from '#client/components/ui/tick-box.tsx';
import { useSetIfThenPlan } from '#client/plan/patch-tactic.ts';
import type { PlanTactic } from '#client/plan/plan-tactics.ts';
import type { Translate } from '#shared/i18n/catalogue';
import { useT } from '#client/lib/i18n.tsx';
import { checkWords } from '#client/lib/check-words.ts';
import 'virtual:messages/plan';
import 'virtual:messages/workflow';

type Problems = ReturnType<typeof ifThenProblems>;

/** The API's words for a plan's problems, in the person's language; others as the API says them. */
function problemInWords(t: Translate, problem: string): string {
  if (problem === PLAN_PART_REQUIRED.when) return t('plan.whenRequired');
  if (problem === PLAN_PART_REQUIRED.then) return t('plan.thenRequired');
  if (problem === PLAN_PART_TOO_LONG) return t('plan.partTooLong', { max: TITLE_MAX_LENGTH });
  return checkWords(problem);
}

/**
 * An implementation intention on an action-plan card (docs/product.md, If-then plans): shown as
 * one sentence, editable and removable; `offer` adds the "Add an if-then plan" button when the
 * tactic has none yet.
 */
export function IfThenPlanEditor({ tactic, offer }: { tactic: PlanTactic; offer: boolean }) {
  const t = useT();
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
          <span className="sr-only">{t('plan.ifThenPlanPrefix')} </span>
          {ifThenSentence(t, tactic.plan)}
        </p>
        <Button ref={nextControl} variant="ghost" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden />
          {t('plan.edit')}
          <span className="sr-only"> {t('plan.theIfThenPlanFor', { title: tactic.title })}</span>
        </Button>
        <Button variant="destructive" size="sm" onClick={() => save(null)}>
          <Trash2 aria-hidden />
          {t('plan.remove')}
          <span className="sr-only"> {t('plan.theIfThenPlanFor', { title: tactic.title })}</span>
        </Button>
      </div>
    );
  }
  if (!offer) return null;
  return (
    <Button ref={nextControl} variant="ghost" size="sm" onClick={() => setEditing(true)}>
      <Plus aria-hidden />
      {t('plan.addIfThen')}
      <span className="sr-only"> {t('workflow.forTactic', { title: tactic.title })}</span>
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
  const t = useT();
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
        {t('plan.ifThenPlan')}
        <span className="sr-only"> {t('workflow.forTactic', { title: tactic.title })}</span>
      </p>
      <PlanField
        label={t('plan.when')}
        hint={t('plan.whenHint')}
        value={draft.when}
        problem={problems.when && problemInWords(t, problems.when)}
        onChange={(when) => setDraft({ ...draft, when })}
        autoFocus
      />
      <PlanField
        label={t('plan.then')}
        hint={t('plan.thenHint')}
        value={draft.then}
        problem={problems.then && problemInWords(t, problems.then)}
        onChange={(then) => setDraft({ ...draft, then })}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          {t('plan.save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('plan.cancel')}
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
