import { memo } from 'react';
import { useAuth } from '#client/auth/auth-provider.tsx';
import { usePrinting } from '#client/components/ui/virtual-list.tsx';
import type { PlanTactic } from '#client/plan/plan-tactics.ts';
import { formatDate, useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/plan';

/**
 * Print my plan (docs/product.md, Your data): on paper only, a heading with the outcome's name, the
 * person's name and the date, then the tactics grouped by goal ('Goal: Sleep 8 hours a night'),
 * each with its rank in the action plan and a box to tick by hand. On screen it is not shown;
 * on paper the interactive list is not.
 */
export const PrintedPlan = memo(function PrintedPlan({
  ranked,
  planName,
}: {
  ranked: readonly PlanTactic[];
  planName: string;
}) {
  const t = useT();
  const auth = useAuth();
  // Hidden on screen, so its rows (thousands in a long plan) are rendered only when printing
  // starts, at once (docs/decisions/205-a-tick-paints-first.md).
  if (!usePrinting()) return <section data-printed-plan className="hidden print:block" />;
  const person = auth.status === 'signedIn' ? (auth.user.displayName ?? auth.user.email ?? '') : '';
  const date = formatDate(new Date(), { dateStyle: 'long' });
  const goals = new Map<number, { title: string; items: { rank: number; tactic: PlanTactic }[] }>();
  ranked.forEach((tactic, index) => {
    const goal = goals.get(tactic.goalIndex) ?? { title: tactic.goalTitle, items: [] };
    goal.items.push({ rank: index + 1, tactic });
    goals.set(tactic.goalIndex, goal);
  });
  return (
    <section data-printed-plan className="hidden print:block">
      <div className="mb-6 border-b-2 pb-3">
        <p className="font-display text-3xl font-semibold">{planName}</p>
        <p className="mt-1 text-sm">{[person, date].filter(Boolean).join(' · ')}</p>
      </div>
      {[...goals.entries()]
        .sort(([a], [b]) => a - b)
        .map(([goalIndex, goal]) => (
          <section key={goalIndex} className="mb-5">
            <h2 className="text-lg font-semibold">
              {t('plan.printedGoal', { title: goal.title })}
            </h2>
            <ol className="mt-2 space-y-1.5">
              {goal.items.map(({ rank, tactic }) => (
                <li key={tactic.id} className="flex items-baseline gap-3">
                  <span aria-hidden className="inline-block size-3.5 shrink-0 border-2">
                    {tactic.completed ? '✓' : ''}
                  </span>
                  <span className="w-10 shrink-0 font-semibold tabular-nums">#{rank}</span>
                  <span className={tactic.completed ? 'line-through' : undefined}>
                    {tactic.title}
                  </span>
                  <span className="ml-auto shrink-0 text-sm tabular-nums">
                    {t('plan.printedScore', { score: tactic.score })}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        ))}
    </section>
  );
});
