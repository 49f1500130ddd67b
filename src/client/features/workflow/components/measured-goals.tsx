import { useId } from 'react';
import { todayLocal } from '#shared/schedule';
import type { Outcomes } from '#shared/schemas';
import { GoalProgress } from '../../../components/goal-progress/goal-progress.tsx';
import { targetDateOf } from '../../../plan/goals.ts';

/** Under every step: each measured goal's progress and pace, compact (docs/product.md). */
export function MeasuredGoals({ outcomes }: { outcomes: Outcomes }) {
  const headingId = useId();
  const measured = outcomes.goals.filter((goal) => goal.measure !== null);
  if (measured.length === 0) return null;
  const today = todayLocal();
  return (
    <section aria-labelledby={headingId} className="mt-8 space-y-3 border-t border-border pt-6">
      <h2 id={headingId} className="text-base font-semibold">
        Where your measured goals stand
      </h2>
      <ul className="space-y-3">
        {measured.map((goal) => (
          <li key={goal.id} className="space-y-1">
            <p className="text-sm font-medium break-words">{goal.title}</p>
            <GoalProgress
              compact
              title={goal.title}
              measure={goal.measure!}
              measurements={goal.measurements}
              targetDate={targetDateOf(goal)}
              today={today}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
