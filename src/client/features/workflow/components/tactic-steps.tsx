import { Suspense, useId, useState } from 'react';
import type { Step, Tactic } from '#shared/schemas';
import { Button } from '#client/components/ui/button.tsx';
import { useSetCompleted } from '#client/plan/completion.ts';
import { lazyChunk } from '#client/lib/load-chunk.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';

/**
 * The steps' editor loads when a card's steps are first opened, or when the button is pointed at
 * or focused (docs/decisions/034-lean-client-bundles.md).
 */
const loadPanel = () => import('./tactic-steps-panel.tsx');
const TacticStepsPanel = lazyChunk(async () => ({ default: (await loadPanel()).TacticStepsPanel }));

/** "2/5": steps done of all. */
export const stepsCount = (steps: readonly Step[]) =>
  `${steps.filter((step) => step.done).length}/${steps.length}`;

/**
 * A tactic's sub-steps on its card (docs/product.md, "Sub-steps"): tick each, reorder with the
 * arrow buttons or Alt+Arrow keys on a step, add and remove. Ticking the last one asks whether
 * the tactic is done; it is never marked done silently.
 */
export function TacticSteps({ tactic }: { tactic: Tactic }) {
  const t = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted (hidden when closed), keeping what is being typed.
  const [opened, setOpened] = useState(false);
  const [asking, setAsking] = useState(false);
  const setCompleted = useSetCompleted();
  const { steps } = tactic;
  const onTicked = (allDone: boolean) => setAsking(allDone && !tactic.completed && !tactic.repeat);

  return (
    <div className="w-full">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setOpen(!open);
          setOpened(true);
        }}
      >
        {steps.length === 0
          ? t('workflow.addSteps')
          : t('workflow.stepsCount', { count: stepsCount(steps) })}
      </Button>
      {asking && (
        <div
          role="status"
          className="mt-2 flex flex-wrap items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm"
        >
          <span>{t('workflow.allStepsDone', { title: tactic.title })}</span>
          <Button
            size="sm"
            onClick={() => {
              setCompleted.mutate({ id: tactic.id, completed: true });
              setAsking(false);
            }}
          >
            {t('workflow.markAsDone')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setAsking(false)}>
            {t('workflow.notYet')}
          </Button>
        </div>
      )}
      <div id={panelId} hidden={!open} className="mt-2 space-y-2">
        {opened && (
          <Suspense
            fallback={
              <p role="status" className="text-sm text-muted-foreground">
                {t('common.loading')}
              </p>
            }
          >
            <TacticStepsPanel tactic={tactic} onTicked={onTicked} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
