import { Suspense } from 'react';
import {
  describePace,
  describeProgress,
  paceOf,
  progressOf,
  type Measure,
  type LoggedValue,
} from '#shared/measure';
import type { LocalDate } from '#shared/schedule';
import { lazyChunk } from '#client/lib/load-chunk.ts';
import { currentLocale, useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/measures';
import 'virtual:messages/schedule';

// The chart is drawn only where the full view shows, off the first screen's bundle.
const ValuesChart = lazyChunk(async () => ({
  default: (await import('./values-chart.tsx')).ValuesChart,
}));

export interface GoalProgressProps {
  title: string;
  measure: Measure;
  measurements: readonly LoggedValue[];
  /** The goal's target date, if it has one: pace needs it. */
  targetDate: LocalDate | null;
  today: LocalDate;
  /** Compact: one line and the bar (workflow steps); full adds the chart (Today, the review). */
  compact?: boolean;
}

/**
 * A measured goal's progress: "$1,200 of $5,000, 24 %", a bar, the pace when there is one, and
 * in the full view a chart of the values with the line to the target (docs/product.md,
 * "Measures and pace"). The rules live in src/shared/measure.ts.
 */
export function GoalProgress(props: GoalProgressProps) {
  const { title, measure, measurements, targetDate, today, compact = false } = props;
  const progress = progressOf(measure, measurements);
  const pace = paceOf(measure, measurements, targetDate, today);
  const t = useT();
  const locale = currentLocale();
  const summary = describeProgress(t, measure, progress, locale);
  return (
    <div className="space-y-1.5" data-testid="goal-progress">
      <p className="flex flex-wrap items-baseline gap-x-3 text-sm">
        <span className="font-medium">{summary}</span>
        {pace && (
          <span className={pace.status === 'behind' ? 'text-destructive' : 'text-success'}>
            {describePace(t, measure, pace, today, locale)}
          </span>
        )}
      </p>
      <div
        role="progressbar"
        aria-label={t('measures.progressOf', { title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress.fraction * 100)}
        aria-valuetext={summary}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary"
          style={{ width: `${progress.fraction * 100}%` }}
        />
      </div>
      {!compact && measurements.length > 0 && (
        <Suspense fallback={null}>
          <ValuesChart
            title={title}
            measure={measure}
            measurements={measurements}
            targetDate={targetDate}
            today={today}
          />
        </Suspense>
      )}
    </div>
  );
}
