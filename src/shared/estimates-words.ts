import type { Translate } from './i18n/catalogue.ts';
import { ESTIMATE_TOLERANCE, type RatingEstimates } from './estimates.ts';
// Apart from the rules in estimates.ts, so that Today's and the review's use of those rules does
// not bring the Workflow's words with them.
import '#messages/workflow';

const formatAmount = (value: number) => String(Number(Math.abs(value).toFixed(1)));

/**
 * The estimates in words and numbers, one sentence each:
 * effort "Tactics took 1.3 more effort than you rated, over 4 done" (or "less", or
 * "Tactics took about the effort you rated, over 4 done"), and impact
 * "Tactics had 0.5 less impact than you rated" (or "more", or "about the impact you rated").
 */
export function describeEstimates(
  t: Translate,
  estimates: RatingEstimates,
): { effort: string; impact: string } {
  const { count, effortDelta, impactDelta } = estimates;
  const compare = (delta: number) => ({
    direction: Math.abs(delta) < ESTIMATE_TOLERANCE ? 'about' : delta > 0 ? 'more' : 'less',
    amount: formatAmount(delta),
  });
  return {
    effort: t('workflow.estimatesEffort', { ...compare(effortDelta), count }),
    impact: t('workflow.estimatesImpact', compare(impactDelta)),
  };
}
