import { explainScore, quadrantLabel, quadrantOf } from '#shared/quadrants';
import { ratingOrDefault, score, type Rated } from '#shared/scoring';
import { Figure } from '../components/figure.tsx';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';
import 'virtual:messages/quadrants';

/**
 * A summary card's numbers, said once (docs/decisions/015-quadrants.md): the score's arithmetic,
 * "Impact 4 × 2 − Effort 3 = 5", and the tactic's quadrant. Screen readers (and the spec's
 * labels) get the same numbers as 'Impact: 4 Effort: 3 Score: 5' instead of the arithmetic, so
 * nobody hears them twice.
 */
export function ScoreExplained({ tactic }: { tactic: Rated }) {
  const t = useT();
  const impact = ratingOrDefault(tactic.impact);
  const effort = ratingOrDefault(tactic.effort);
  // One wording of the arithmetic (src/shared/quadrants.ts); the result is set in bold.
  const [sum, result] = explainScore(t, tactic).split(' = ');
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="sr-only">
        <Figure label={t('workflow.impact')} value={impact} />
        <Figure label={t('workflow.effort')} value={effort} />
        <Figure label={t('workflow.score')} value={score(tactic)} strong />
      </span>
      <span aria-hidden="true" className="text-muted-foreground tabular-nums">
        {sum} = <strong className="font-bold text-foreground">{result}</strong>
      </span>
      <span className="rounded-full border border-border px-2 py-0.5 text-xs font-semibold text-foreground">
        <span className="sr-only">{t('quadrants.quadrantLabel')} </span>
        {quadrantLabel(t, quadrantOf(tactic))}
      </span>
    </p>
  );
}
