import { CheckCircle2 } from 'lucide-react';
import { formatDay, localDateOf } from '#shared/schedule';
import type { Outcomes } from '#shared/schemas';
import { splitOpenWork } from '#shared/scoring';
import { Button } from '../../../components/ui/button.tsx';
import { useSetCompleted } from '../../../plan/completion.ts';
import { useUpdateGoal } from '../../../plan/goals.ts';

/**
 * 'Done': what was finished, collapsed under the ranking, each with when it finished and
 * **Reopen**, which puts it back into the ranked open work (docs/product.md, Goals that finish).
 * Nothing shows while nothing is finished.
 */
export function DoneSection({
  outcomes,
  shownAbove = new Set(),
}: {
  outcomes: Outcomes;
  /** Done tactics the page already shows (the action plan's ticks of this visit). */
  shownAbove?: ReadonlySet<string>;
}) {
  const split = splitOpenWork(outcomes.goals);
  const achievedGoals = split.achievedGoals;
  const doneTactics = split.doneTactics.filter(({ tactic }) => !shownAbove.has(tactic.id));
  const updateGoal = useUpdateGoal();
  const setCompleted = useSetCompleted();
  const count = achievedGoals.length + doneTactics.length;
  if (count === 0) return null;
  return (
    <details className="rounded-lg border border-border bg-card shadow-card">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        <CheckCircle2 aria-hidden className="size-4 text-primary" />
        Done ({count})
      </summary>
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
          />
        ))}
      </ul>
    </details>
  );
}

function DoneRow({
  title,
  detail,
  onReopen,
}: {
  title: string;
  detail: string;
  onReopen: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
      <span className="min-w-0">
        <span className="block font-medium break-words">{title}</span>
        <span className="block text-sm text-muted-foreground">{detail}</span>
      </span>
      <Button variant="outline" size="sm" onClick={onReopen} aria-label={`Reopen ${title}`}>
        Reopen
      </Button>
    </li>
  );
}
