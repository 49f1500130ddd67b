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
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';
import 'virtual:messages/schedule';

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
  const t = useT();
  return (
    <ul aria-label={t('workflow.done')} className="divide-y divide-border border-t border-border">
      {achievedGoals.map((goal) => (
        <DoneRow
          key={goal.id}
          title={goal.title}
          detail={
            t('workflow.goalAchievedOn', {
              date: formatDay(t, localDateOf(goal.statusChangedAt)),
            }) +
            (goal.targetDate
              ? ` · ${t('workflow.targetDateOn', { date: formatDay(t, goal.targetDate) })}`
              : '')
          }
          onReopen={() => updateGoal.mutate({ id: goal.id, status: 'active' })}
        />
      ))}
      {doneTactics.map(({ goal, tactic }) => (
        <DoneRow
          key={tactic.id}
          title={tactic.title}
          detail={
            tactic.completedAt
              ? `${goal.title} · ${t('workflow.doneOn', { date: formatDay(t, localDateOf(tactic.completedAt)) })}`
              : `${goal.title} · ${t('workflow.doneLower')}`
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

// Found by a mark, not their words: the words follow the person's language.
const REOPEN_BUTTON = 'button[data-reopen]';
const ACHIEVED_BUTTON = 'button[data-mark-achieved]';

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
  const t = useT();
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
        data-reopen
        aria-label={t('workflow.reopenTitle', { title })}
      >
        {t('workflow.reopen')}
      </Button>
      {children}
    </li>
  );
}

/** The body of Your goals: each open goal with its target date and Mark as achieved. */
export function GoalFinishList({ outcomes }: { outcomes: Outcomes }) {
  const t = useT();
  const updateGoal = useUpdateGoal();
  const open = outcomes.goals
    .map((goal, goalIndex) => ({ goal, goalIndex }))
    .filter(({ goal }) => isOpenGoal(goal));
  return (
    <ul aria-label={t('workflow.yourGoals')} className="space-y-2 border-t border-border p-3">
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
              data-mark-achieved
              aria-label={t('workflow.markAchievedTitle', { title: goal.title })}
              onClick={(event) => {
                focusAfterRemoval(event.currentTarget, ACHIEVED_BUTTON);
                updateGoal.mutate({ id: goal.id, status: 'achieved' });
              }}
            >
              {t('workflow.markAchieved')}
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
  const t = useT();
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {t('workflow.targetDate')}
      </label>
      <input
        id={id}
        type="date"
        aria-label={t('workflow.targetDateFor', { title })}
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
