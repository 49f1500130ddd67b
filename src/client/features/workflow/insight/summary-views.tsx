import { clsx } from 'clsx';
import { Suspense, useState, type ReactNode } from 'react';
import type { PlanTactic } from '#client/plan/plan-tactics.ts';
import { lazyChunk } from '#client/lib/load-chunk.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';

// The matrix is its own chunk (with Radix's dropdown menu): fetched when someone points at or
// tabs to its button, so the Summary step itself does not carry it.
const loadMatrix = () => import('./effort-impact-matrix.tsx');
const EffortImpactMatrix = lazyChunk(loadMatrix);
const preloadMatrix = () => void loadMatrix();

const VIEWS = [
  { id: 'list', label: 'workflow.viewList' },
  { id: 'matrix', label: 'workflow.viewMatrix' },
] as const;
type View = (typeof VIEWS)[number]['id'];

/** The summary as the ranked list (the default) or as the effort/impact matrix. */
export function SummaryViews({ ranked, list }: { ranked: readonly PlanTactic[]; list: ReactNode }) {
  const t = useT();
  const [view, setView] = useState<View>('list');
  return (
    <>
      <div
        role="group"
        aria-label={t('workflow.showSummaryAs')}
        className="inline-flex rounded-md border border-input/60 bg-card p-1"
      >
        {VIEWS.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            aria-pressed={view === id}
            onClick={() => setView(id)}
            {...(id === 'matrix' && { onPointerEnter: preloadMatrix, onFocus: preloadMatrix })}
            className={clsx(
              'min-h-8 rounded-sm px-4 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              view === id ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
            )}
          >
            {t(label)}
          </button>
        ))}
      </div>
      {view === 'list' ? (
        list
      ) : (
        <Suspense
          fallback={
            <p role="status" className="py-8 text-center text-muted-foreground">
              {t('workflow.loadingMatrix')}
            </p>
          }
        >
          <EffortImpactMatrix ranked={ranked} />
        </Suspense>
      )}
    </>
  );
}
