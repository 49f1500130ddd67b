import { memo, Suspense, useState, type ReactNode } from 'react';
import type { Outcomes } from '#shared/schemas';
import { isOpenGoal, splitOpenWork } from '#shared/scoring';
import { lazyChunk } from '#client/lib/load-chunk.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';

// What is inside Done and Your goals loads when one is first opened (pointing at or tabbing to it
// starts the load), so the steps do not carry it (docs/decisions/034-lean-client-bundles.md).
const loadLists = () => import('./finish-lists.tsx');
const DoneList = lazyChunk(async () => ({ default: (await loadLists()).DoneList }));
const GoalFinishList = lazyChunk(async () => ({ default: (await loadLists()).GoalFinishList }));

/** A collapsed section whose body renders once it is opened. */
function Disclosure({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="rounded-lg border border-border bg-card shadow-card"
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      <summary
        onPointerEnter={() => void loadLists()}
        onFocus={() => void loadLists()}
        className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {summary}
      </summary>
      {opened && (
        <Suspense
          fallback={
            <p role="status" className="px-4 pb-3 text-sm text-muted-foreground">
              {t('common.loading')}
            </p>
          }
        >
          {children}
        </Suspense>
      )}
    </details>
  );
}

/**
 * 'Done (n)': what was finished, collapsed under the ranking; opened, each with when it finished
 * and **Reopen** (docs/product.md, Goals that finish). Nothing shows while nothing is finished.
 */
export const DoneSection = memo(function DoneSection({
  outcomes,
  shownAbove = new Set(),
}: {
  outcomes: Outcomes;
  /** Done tactics the page already shows (the action plan's ticks of this visit). */
  shownAbove?: ReadonlySet<string>;
}) {
  const split = splitOpenWork(outcomes.goals);
  const doneTactics = split.doneTactics.filter(({ tactic }) => !shownAbove.has(tactic.id));
  const count = split.achievedGoals.length + doneTactics.length;
  const t = useT();
  if (count === 0) return null;
  return (
    <Disclosure summary={t('workflow.doneCount', { count })}>
      <DoneList achievedGoals={split.achievedGoals} doneTactics={doneTactics} />
    </Disclosure>
  );
});

/** 'Your goals', collapsed: each open goal's **Target date** and **Mark as achieved**. */
export function GoalFinish({ outcomes }: { outcomes: Outcomes }) {
  const t = useT();
  if (!outcomes.goals.some(isOpenGoal)) return null;
  return (
    <Disclosure summary={t('workflow.goalFinishSummary')}>
      <GoalFinishList outcomes={outcomes} />
    </Disclosure>
  );
}
