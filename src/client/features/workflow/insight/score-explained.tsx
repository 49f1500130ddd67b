import { explainScore, QUADRANT_LABELS, quadrantOf } from '#shared/quadrants';
import type { Rated } from '#shared/scoring';

/** The score's arithmetic and the tactic's quadrant, on a summary card (docs/decisions/015-quadrants.md). */
export function ScoreExplained({ tactic }: { tactic: Rated }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <span className="tabular-nums">{explainScore(tactic)}</span>
      <span className="rounded-full border border-border px-2 py-0.5 text-xs font-semibold text-foreground">
        <span className="sr-only">Quadrant: </span>
        {QUADRANT_LABELS[quadrantOf(tactic)]}
      </span>
    </p>
  );
}
