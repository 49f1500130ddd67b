import { Lightbulb } from 'lucide-react';
import { useLocation } from 'wouter';
import { ratingEstimates } from '#shared/estimates';
import { describeEstimates } from '#shared/estimates-words';
import { Button } from '#client/components/ui/button.tsx';
import type { PlanTactic } from '#client/plan/plan-tactics.ts';
import { SUGGEST_PATH } from '#client/lib/paths.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';

/**
 * "Your estimates": how far done tactics' actual effort and impact differed from their ratings,
 * once three or more have both (docs/decisions/016-learning-ratings.md), with a way to new ratings.
 */
export function EstimatesPanel({ tactics }: { tactics: readonly PlanTactic[] }) {
  const t = useT();
  const [, navigate] = useLocation();
  const estimates = ratingEstimates(tactics);
  if (!estimates) return null;
  const sentences = describeEstimates(t, estimates);
  return (
    <section
      aria-labelledby="your-estimates"
      className="space-y-3 rounded-lg border border-border bg-card p-4 shadow-card"
    >
      <h2 id="your-estimates" className="flex items-center gap-2 font-semibold">
        <Lightbulb aria-hidden className="size-4 text-primary" />
        {t('workflow.yourEstimates')}
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        <li>{sentences.effort}.</li>
        <li>{sentences.impact}.</li>
      </ul>
      <Button variant="outline" size="sm" onClick={() => navigate(SUGGEST_PATH)}>
        {t('workflow.suggestNewRatings')}
      </Button>
    </section>
  );
}
