import { ArrowRight, Star } from 'lucide-react';
import { clsx } from 'clsx';
import { useLocation } from 'wouter';
import { useMemo } from 'react';
import type { Outcomes } from '#shared/schemas';
import { rankForSummary } from '#shared/scoring';
import { Button } from '#client/components/ui/button.tsx';
import { VirtualList, type ItemProps } from '#client/components/ui/virtual-list.tsx';
import { planTactics, type PlanTactic } from '#client/plan/plan-tactics.ts';
import { EstimatesPanel } from '../insight/estimates-panel.tsx';
import { ScoreExplained } from '../insight/score-explained.tsx';
import { SummaryViews } from '../insight/summary-views.tsx';
import { nextPath, STEPS } from '../steps.ts';
import { DoneSection, GoalFinish } from './finish-disclosure.tsx';
import { GoalBadge } from './goal-badge.tsx';
import { EmptyState, StepActions, StepFrame } from './step-frame.tsx';
import { OpenResourceLink } from '#client/components/ui/open-resource-link.tsx';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';

const STEP = STEPS[3];

/**
 * Step 4: every open tactic ranked by score, the top one highlighted; the goals, to set a target
 * date or mark achieved; then what is done (docs/product.md, Goals that finish).
 */
export function SummaryStep({ outcomes }: { outcomes: Outcomes }) {
  const t = useT();
  const [, navigate] = useLocation();
  const tactics = useMemo(() => planTactics(outcomes), [outcomes]);
  const ranked = useMemo(
    () => rankForSummary(planTactics(outcomes, { openOnly: true })),
    [outcomes],
  );
  return (
    <StepFrame
      step={STEP}
      title={t('workflow.summaryTitle')}
      description={t('workflow.summaryDescription')}
    >
      {ranked.length === 0 ? (
        <EmptyState step={STEPS[1]}>{t('workflow.summaryEmpty')}</EmptyState>
      ) : (
        <SummaryViews
          ranked={ranked}
          list={
            <VirtualList
              ordered
              aria-label={t('workflow.rankedByScore')}
              items={ranked}
              itemKey={(tactic) => tactic.id}
              estimateSize={130}
              gap={12}
            >
              {(tactic, index, itemProps) => (
                <SummaryItem tactic={tactic} rank={index + 1} itemProps={itemProps} />
              )}
            </VirtualList>
          }
        />
      )}
      <DoneSection outcomes={outcomes} />
      <GoalFinish outcomes={outcomes} />
      {/* Done tactics are what it learns from, and the ranking lists open ones only. */}
      <EstimatesPanel tactics={tactics} />
      <StepActions step={STEP}>
        <Button onClick={() => navigate(nextPath(STEP))}>
          {t('workflow.continueToActionPlan')}
          <ArrowRight aria-hidden className="size-4" />
        </Button>
      </StepActions>
    </StepFrame>
  );
}

function SummaryItem({
  tactic,
  rank,
  itemProps,
}: {
  tactic: PlanTactic;
  rank: number;
  itemProps: ItemProps;
}) {
  const t = useT();
  const top = rank === 1;
  return (
    <li
      {...itemProps}
      data-top={top || undefined}
      className={clsx(
        'flex items-start gap-4 rounded-lg border p-4 shadow-card',
        top
          ? 'border-primary bg-secondary text-secondary-foreground ring-1 ring-primary'
          : 'border-border bg-card',
      )}
    >
      {/* One width for every rank, so titles stay in line from #1 to #50. */}
      <span className="w-12 shrink-0 text-xl font-bold tabular-nums">#{rank}</span>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold">{tactic.title}</h2>
          {top && (
            <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
              <Star aria-hidden className="size-3" />
              {t('workflow.topPriority')}
            </span>
          )}
        </div>
        <GoalBadge title={tactic.goalTitle} goalIndex={tactic.goalIndex} />
        <ScoreExplained tactic={tactic} />
        <OpenResourceLink link={tactic.link} title={tactic.title} />
      </div>
    </li>
  );
}
