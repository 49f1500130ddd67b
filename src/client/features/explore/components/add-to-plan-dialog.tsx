import { clsx } from 'clsx';
import { useId, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { MAX_GOALS_PER_OUTCOME, RATING_MAX, RATING_MIN, TITLE_MAX_LENGTH } from '#shared/limits';
import type { Goal, Outcome } from '#shared/schemas';
import { titleProblem } from '#shared/titles';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { toast, toastError } from '#client/components/ui/toast-store.ts';
import { useAddTactic } from '#client/plan/add-tactic.ts';
import { saveErrorMessage } from '#client/plan/error-message.ts';
import { activeOutcomes, useCurrentOutcome } from '#client/plan/current-outcome.ts';
import { useCurrentPlan } from '#client/plan/outcomes.ts';
import { textFieldClass } from '#client/components/ui/text-field.ts';
import type { PlanSource } from './plan-source.ts';
import { PATHS } from '#client/lib/paths.ts';
import { formatNumber, useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/explore';
import { checkWords } from '#client/lib/check-words.ts';

const NEW_GOAL = 'new';

/**
 * The Add to plan dialog, in its own chunk with Radix Dialog: it loads when someone first
 * reaches for an Add to plan button (docs/decisions/034-lean-client-bundles.md). Focus goes back
 * to `returnFocusTo`, the button that opened it, when it closes.
 */
export function AddToPlanDialog({
  source,
  returnFocusTo,
  onClose,
}: {
  source: PlanSource;
  returnFocusTo: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('explore.addToPlan')} returnFocusTo={returnFocusTo}>
        {/* Mounted only while open: the plan is fetched when someone wants to add to it. */}
        <AddToPlanForm source={source} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}

function AddToPlanForm({ source, onDone }: { source: PlanSource; onDone: () => void }) {
  const t = useT();
  // Goals of the current outcome, where a new goal goes too (docs/product.md, Outcomes).
  const current = useCurrentOutcome();
  const [, navigate] = useLocation();
  // Made once per dialog and kept for every retry, so a double click adds one tactic (docs/decisions/009-retries-never-duplicate.md).
  const [tacticId] = useState(() => crypto.randomUUID());
  const [createdGoal, setCreatedGoal] = useState<Goal>();
  const [choice, setChoice] = useState<string>();
  const [newGoalTitle, setNewGoalTitle] = useState('');
  const [title, setTitle] = useState(source.title);
  // Prefilled from an idea's suggested ratings, so the tactic is ranked where it belongs.
  const [effort, setEffort] = useState(source.effort);
  const [impact, setImpact] = useState(source.impact);
  const [submitted, setSubmitted] = useState(false);
  // Shown inside the dialog too: while it is open, the page around it (and its toasts) is hidden from screen readers.
  const [failure, setFailure] = useState<string>();
  const titleId = useId();
  const newGoalId = useId();
  const legendId = useId();
  const add = useAddTactic({
    onGoalCreated: (goal) => {
      // A retry adds to this goal rather than creating a second one.
      setCreatedGoal(goal);
      setChoice(goal.id);
    },
  });

  // Outcome first, then its goals; the current outcome unless another is chosen (docs/product.md, Explore).
  const outcomes = current.query.data ? activeOutcomes(current.query.data.outcomes) : [];
  const [outcomeChoice, setOutcomeChoice] = useState<string>();
  const outcome = outcomes.find((each) => each.id === outcomeChoice) ?? current.outcome;
  // The chosen outcome's own read (docs/decisions/250): the current one's is the steps' read.
  const chosenPlan = useCurrentPlan(outcome?.id);
  const saved = chosenPlan.data?.goals ?? [];
  const goals: Goal[] =
    createdGoal &&
    createdGoal.outcomeId === outcome?.id &&
    !saved.some((goal) => goal.id === createdGoal.id)
      ? [...saved, createdGoal]
      : saved;
  const chosen = choice ?? goals[0]?.id ?? NEW_GOAL;
  const canCreateGoal = goals.length < MAX_GOALS_PER_OUTCOME;

  const tacticRequired = t('explore.tacticRequired');
  const goalRequired = t('explore.goalTitleRequired');
  const tacticError = submitted ? titleProblem(title, tacticRequired) : undefined;
  const goalError =
    submitted && chosen === NEW_GOAL ? titleProblem(newGoalTitle, goalRequired) : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (add.isPending) return;
    setSubmitted(true);
    setFailure(undefined);
    if (titleProblem(title, tacticRequired)) return focus(titleId);
    if (chosen === NEW_GOAL && titleProblem(newGoalTitle, goalRequired)) return focus(newGoalId);
    const goalTitle =
      chosen === NEW_GOAL
        ? newGoalTitle.trim()
        : (goals.find((goal) => goal.id === chosen)?.title ?? '');
    try {
      await add.mutateAsync({
        goal:
          chosen === NEW_GOAL
            ? { newGoalTitle: newGoalTitle.trim(), outcomeId: outcome?.id }
            : { goalId: chosen },
        tactic: {
          id: tacticId,
          title: title.trim(),
          ...(source.link !== undefined && { link: source.link }),
          ...(source.resourceId !== undefined && { resourceId: source.resourceId }),
          ...(effort !== undefined && { effort }),
          ...(impact !== undefined && { impact }),
        },
      });
    } catch (error) {
      const message = saveErrorMessage(error, t('explore.addFailed'));
      setFailure(message);
      toastError(message);
      return;
    }
    onDone();
    toast({
      title: t('explore.success'),
      description: t('explore.addedTo', { goal: goalTitle }),
      action: {
        label: t('explore.openTactics'),
        altText: t('explore.tacticsStepHint'),
        run: () => navigate(PATHS.tactics),
      },
    });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      {outcomes.length > 1 && (
        <OutcomeSelect
          outcomes={outcomes}
          value={outcome?.id ?? ''}
          onChange={(id) => {
            setOutcomeChoice(id);
            // The goals listed are the new outcome's: its first is chosen until another is.
            setChoice(undefined);
          }}
          disabled={add.isPending}
        />
      )}
      <fieldset aria-labelledby={legendId} className="grid gap-2">
        <legend id={legendId} className="text-sm font-medium">
          {t('explore.whichGoal')}
        </legend>
        {current.query.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('explore.loadingGoals')}
          </p>
        ) : null}
        {goals.map((goal) => (
          <Choice
            key={goal.id}
            value={goal.id}
            checked={chosen === goal.id}
            onChange={setChoice}
            disabled={add.isPending}
          >
            {goal.title}
          </Choice>
        ))}
        <Choice
          value={NEW_GOAL}
          checked={chosen === NEW_GOAL}
          onChange={setChoice}
          disabled={add.isPending || !canCreateGoal}
        >
          {t('explore.newGoal')}
        </Choice>
        {!canCreateGoal && (
          <p className="text-sm text-muted-foreground">
            {t('explore.goalLimit', { max: formatNumber(MAX_GOALS_PER_OUTCOME) })}
          </p>
        )}
        {chosen === NEW_GOAL && (
          <TextField
            id={newGoalId}
            label={t('explore.goalTitle')}
            value={newGoalTitle}
            onChange={setNewGoalTitle}
            error={goalError}
            readOnly={add.isPending}
            placeholder={t('explore.goalPlaceholder')}
          />
        )}
      </fieldset>
      <TextField
        id={titleId}
        label={t('explore.tactic')}
        value={title}
        onChange={setTitle}
        error={tacticError}
        readOnly={add.isPending}
      />
      <div className="grid grid-cols-2 gap-3">
        <RatingSelect
          label={t('explore.effort')}
          hint={t('explore.effortHint')}
          value={effort}
          onChange={setEffort}
          disabled={add.isPending}
        />
        <RatingSelect
          label={t('explore.impact')}
          hint={t('explore.impactHint')}
          value={impact}
          onChange={setImpact}
          disabled={add.isPending}
        />
      </div>
      {failure && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="submit" disabled={add.isPending || current.query.isPending}>
          {add.isPending ? t('explore.adding') : t('explore.add')}
        </Button>
      </div>
    </form>
  );
}

const focus = (id: string) => document.getElementById(id)?.focus();

/** Which outcome the tactic goes to, asked only when there is more than one to choose from. */
function OutcomeSelect({
  outcomes,
  value,
  onChange,
  disabled,
}: {
  outcomes: readonly Outcome[];
  value: string;
  onChange: (id: string) => void;
  disabled: boolean;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t('explore.whichOutcome')}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
      >
        {outcomes.map((outcome) => (
          <option key={outcome.id} value={outcome.id}>
            {outcome.title}
          </option>
        ))}
      </select>
    </div>
  );
}

const selectClass =
  'min-h-11 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm';

/** A rating from RATING_MIN to RATING_MAX, or 'Not rated' (rated later, on Prioritize). */
function RatingSelect({
  label,
  hint,
  value,
  onChange,
  disabled,
}: {
  label: string;
  hint: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  disabled: boolean;
}) {
  const t = useT();
  const id = useId();
  const hintId = useId();
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        aria-describedby={hintId}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) =>
          onChange(event.target.value === '' ? undefined : Number(event.target.value))
        }
        className={selectClass}
      >
        <option value="">{t('explore.notRated')}</option>
        {RATINGS.map((rating) => (
          <option key={rating} value={rating}>
            {rating}
          </option>
        ))}
      </select>
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

const RATINGS = Array.from(
  { length: RATING_MAX - RATING_MIN + 1 },
  (_, index) => RATING_MIN + index,
);

function Choice({
  value,
  checked,
  onChange,
  disabled,
  children,
}: {
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <label
      className={clsx(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm',
        checked ? 'border-primary bg-secondary text-secondary-foreground' : 'border-border',
      )}
    >
      <input
        type="radio"
        name="goal"
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(value)}
        className="size-4 shrink-0 accent-primary"
      />
      <span className="min-w-0">{children}</span>
    </label>
  );
}

function TextField({
  id,
  label,
  value,
  onChange,
  error,
  readOnly,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  readOnly: boolean;
  placeholder?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        readOnly={readOnly}
        placeholder={placeholder}
        maxLength={TITLE_MAX_LENGTH}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={textFieldClass(Boolean(error))}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {checkWords(error)}
        </p>
      )}
    </div>
  );
}
