import { Flag } from 'lucide-react';
import { useId } from 'react';
import type { Outcomes } from '#shared/schemas';
import { isOpenGoal } from '#shared/scoring';
import { Button } from '../../../components/ui/button.tsx';
import { textFieldClass } from '../../../components/ui/text-field.ts';
import { useUpdateGoal } from '../../../plan/goals.ts';
import { GoalBadge } from './goal-badge.tsx';

/**
 * The open goals, each with a **target date** and **Mark as achieved**: an achieved goal and its
 * tactics leave the ranking for the Done section (docs/product.md, Goals that finish).
 */
export function GoalFinish({ outcomes }: { outcomes: Outcomes }) {
  const updateGoal = useUpdateGoal();
  const headingId = useId();
  const open = outcomes.goals
    .map((goal, goalIndex) => ({ goal, goalIndex }))
    .filter(({ goal }) => isOpenGoal(goal));
  if (open.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <Flag aria-hidden className="size-4 text-primary" />
        Your goals
      </h2>
      <ul className="space-y-2">
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
                onClick={() => updateGoal.mutate({ id: goal.id, status: 'achieved' })}
              >
                Mark as achieved
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
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
