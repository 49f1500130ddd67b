import { Suspense } from 'react';
import type { LoggedValue, Measure } from '#shared/measure';
import { todayLocal, type LocalDate } from '#shared/schedule';
import { lazyChunk } from '#client/lib/load-chunk.ts';

// Only a measured goal needs the progress code, so it loads then (docs/decisions/034).
const GoalProgress = lazyChunk(async () => ({
  default: (await import('./goal-progress.tsx')).GoalProgress,
}));

/** What a goal needs to show its measure: the owner's goal and a partner's view both fit. */
export interface MeasuredGoal {
  title: string;
  targetDate: LocalDate | null;
  measure: Measure | null;
  measurements: readonly LoggedValue[];
}

/**
 * A goal's measure where the goal shows (docs/product.md, "Measures and pace"): compact progress
 * ("$1,200 of $5,000, 24 %"), the bar and the pace; nothing for a goal without a measure.
 */
export function GoalMeasureLine({ goal }: { goal: MeasuredGoal | undefined }) {
  if (!goal?.measure) return null;
  return (
    <Suspense fallback={null}>
      <GoalProgress
        compact
        title={goal.title}
        measure={goal.measure}
        measurements={goal.measurements}
        targetDate={goal.targetDate}
        today={todayLocal()}
      />
    </Suspense>
  );
}
