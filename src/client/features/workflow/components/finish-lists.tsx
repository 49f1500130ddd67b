import { useId, type ReactNode } from 'react';
import { formatDay, localDateOf } from '#shared/schedule';
import type { GoalWithTactics, Outcomes, Tactic } from '#shared/schemas';
import { isOpenGoal } from '#shared/scoring';
import { Button } from '#client/components/ui/button.tsx';
import { AskHowItWent } from '#client/components/ui/how-did-it-go.tsx';
import { textFieldClass } from '#client/components/ui/text-field.ts';
import { focusAfterRemoval } from '#client/lib/focus-after-removal.ts';
import { useSetCompleted } from '#client/plan/completion.ts';
import { useUpdateGoal } from '#client/plan/finish-goal.ts';
import { useSetActualRatings } from '#client/plan/patch-tactic.ts';
import { GoalBadge } from './goal-badge.tsx';

/** Done's body: achieved goals, then done one-off tactics, each with **Reopen**. */
export function DoneList({
  achievedGoals,
  doneTactics,
}: {
  achievedGoals: GoalWithTactics[];
  doneTactics: Array<{ goal: GoalWithTactics; tactic: Tactic }>;
}) {
  const updateGoal = useUpdateGoal();
  const setCompleted = useSetCompleted();
  const setActualRatings = useSetActualRatings();
  return (
    <ul aria-label="Done" className="divide-y divide-border border-t border-border">
      {achievedGoals.map((goal) => (
        <DoneRow
          key={goal.id}
          title={goal.title}
          detail={`Goal achieved ${formatDay(localDateOf(goal.statusChangedAt))}${
            goal.targetDate ? ` · target date ${formatDay(goal.targetDate)}` : ''
          }`}
          onReopen={() => updateGoal.mutate({ id: goal.id, status: 'active' })}
        />
      ))}
      {doneTactics.map(({ goal, tactic }) => (
        <DoneRow
          key={tactic.id}
          title={tactic.title}
          detail={
            tactic.completedAt
              ? `${goal.title} · done ${formatDay(localDateOf(tactic.completedAt))}`
              : `${goal.title} · done`
          }
          onReopen={() => setCompleted.mutate({ id: tactic.id, completed: false })}
        >
          <AskHowItWent
            tactic={tactic}
            answerLater
            onSave={(actual) => setActualRatings.mutate({ id: tactic.id, ...actual })}
            focusAfter={reopenButtonOf}
          />
        </DoneRow>
      ))}
    </ul>
  );
}

const REOPEN_BUTTON = 'button[aria-label^="Reopen"]';
const ACHIEVED_BUTTON = 'button[aria-label^="Mark as achieved"]';

/** Once a skipped question is answered, focus goes to its row's Reopen. */
const reopenButtonOf = (element: Element | null) =>
  element?.closest('li')?.querySelector<HTMLElement>(REOPEN_BUTTON) ?? null;

function DoneRow({
  title,
  detail,
  onReopen,
  children,
}: {
  title: string;
  detail: string;
  onReopen: () => void;
  /** A done tactic's How did it go?, while it has no answer. */
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-2 px-4 py-3">
      <span className="min-w-0 grow basis-48">
        <span className="block font-medium">{title}</span>
        <span className="block text-sm text-muted-foreground">{detail}</span>
      </span>
      <Button
        variant="outline"
        size="sm"
        onClick={(event) => {
          focusAfterRemoval(event.currentTarget, REOPEN_BUTTON);
          onReopen();
        }}
        aria-label={`Reopen ${title}`}
      >
        Reopen
      </Button>
      {children}
    </li>
  );
}

/** The body of Your goals: each open goal with its target date and Mark as achieved. */
export function GoalFinishList({ outcomes }: { outcomes: Outcomes }) {
  const updateGoal = useUpdateGoal();
  const open = outcomes.goals
    .map((goal, goalIndex) => ({ goal, goalIndex }))
    .filter(({ goal }) => isOpenGoal(goal));
  return (
    <ul aria-label="Your goals" className="space-y-2 border-t border-border p-3">
      {open.map(({ goal, goalIndex }) => (
        <li
          key={goal.id}
          className="flex flex-wrap items-end justify-between gap-3 rounded-lg border border-border bg-card p-3 shadow-card"
        >
          <GoalBadge title={goal.title} goalIndex={goalIndex} />
          <div className="flex flex-wrap items-end gap-2">
            <TargetDate
              title={goal.title}
              value={goal.targetDate}
              onChange={(targetDate) => updateGoal.mutate({ id: goal.id, targetDate })}
            />
            <Button
              variant="outline"
              size="sm"
              className="min-h-11"
              aria-label={`Mark as achieved: ${goal.title}`}
              onClick={(event) => {
                focusAfterRemoval(event.currentTarget, ACHIEVED_BUTTON);
                updateGoal.mutate({ id: goal.id, status: 'achieved' });
              }}
            >
              Mark as achieved
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function TargetDate({
  title,
  value,
  onChange,
}: {
  title: string;
  value: string | null;
  onChange: (date: string | null) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        Target date
      </label>
      <input
        id={id}
        type="date"
        aria-label={`Target date for ${title}`}
        defaultValue={value ?? ''}
        // Saved when the field is left, not on every digit typed.
        onBlur={(event) => {
          const next = event.currentTarget.value || null;
          if (next !== value) onChange(next);
        }}
        className={textFieldClass(false) + ' w-auto'}
      />
    </div>
  );
}
