import { Sparkles } from 'lucide-react';
import { useRef } from 'react';
import { samplePlan } from '#shared/sample-plan';
import { Button } from '#client/components/ui/button.tsx';
import { toastError } from '#client/components/ui/toast-store.ts';
import { ApiError } from '#client/lib/api.ts';
import { useOutcomeList } from '#client/plan/outcomes.ts';
import { SAMPLE_PLAN_FAILED, useStartFromSamplePlan } from '#client/plan/sample-plan.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/samplePlan';
import 'virtual:messages/workflow';

/**
 * Step 1 of an empty plan: one click fills in the landing page's example as the person's own.
 * Offered only while no outcome holds a goal (docs/product.md, "A sample plan"), not on a new,
 * empty outcome beside others: the server would refuse it.
 */
export function SamplePlanOffer({ onFilled }: { onFilled: () => void }) {
  const t = useT();
  const { data: list } = useOutcomeList();
  // A second click before the first answer sends nothing (the server would refuse it anyway).
  const sending = useRef(false);
  const start = useStartFromSamplePlan({
    onFilled,
    // The server's words when it answered; the fallback when the network failed.
    onError: (error) => {
      sending.current = false;
      toastError(error instanceof ApiError ? error.message : SAMPLE_PLAN_FAILED());
    },
  });
  const activeGoals = list?.outcomes
    .filter((outcome) => outcome.status === 'active')
    .reduce((sum, outcome) => sum + outcome.counts.goals, 0);
  if (activeGoals !== 0) return null;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-dashed border-border p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">
        {t('workflow.sampleOffer', { outcome: samplePlan(t).outcome })}
      </p>
      <Button
        variant="outline"
        aria-disabled={start.isPending || undefined}
        onClick={() => {
          if (sending.current) return;
          sending.current = true;
          start.mutate();
        }}
      >
        <Sparkles aria-hidden="true" />
        {t('workflow.startFromSample')}
      </Button>
    </div>
  );
}
