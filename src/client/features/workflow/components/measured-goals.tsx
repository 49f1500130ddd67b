import { useId } from 'react';
import type { Outcomes } from '#shared/schemas';
import { GoalMeasureLine } from '#client/components/goal-progress/goal-measure-line.tsx';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';

/**
 * Under the steps whose goals have no heading of their own (the summary and the action plan list
 * tactics): each measured goal's progress and pace, compact (docs/product.md).
 */
export function MeasuredGoals({ outcomes }: { outcomes: Outcomes }) {
  const t = useT();
  const headingId = useId();
  const measured = outcomes.goals.filter((goal) => goal.measure !== null);
  if (measured.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8 space-y-3 border-t border-border pt-6">
      <h2 id={headingId} className="text-base font-semibold">
        {t('workflow.measuredGoals')}
      </h2>
      <ul className="space-y-3">
        {measured.map((goal) => (
          <li key={goal.id} className="space-y-1">
            <p className="text-sm font-medium">{goal.title}</p>
            <GoalMeasureLine goal={goal} />
          </li>
        ))}
      </ul>
    </section>
  );
}
