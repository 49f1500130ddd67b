import { Suspense, useDeferredValue, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import type { Outcomes } from '#shared/schemas';
import { useCurrentOutcome } from '#client/plan/current-outcome.ts';
import { ActionPlanStep } from './components/action-plan-step.tsx';
import { GoalsStep } from './components/goals-step.tsx';
import { PlanLoadFailure } from './components/plan-load-failure.tsx';
import { TacticsStep } from './components/tactics-step.tsx';
import { WorkflowSidebar } from './components/workflow-sidebar.tsx';
import { stepForPath, type StepNumber } from './steps.ts';
import { lazyChunk } from '#client/lib/load-chunk.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';

/**
 * Steps 1 to 3 show a goal's measure under the goal; the summary and the action plan list
 * tactics, so the measured goals' progress sits below them, its code loaded only then
 * (docs/decisions/034-lean-client-bundles.md).
 */
const MeasuredGoals = lazyChunk(async () => ({
  default: (await import('./components/measured-goals.tsx')).MeasuredGoals,
}));

/** Prioritize (its sliders) and the summary are later steps: their code loads when reached. */
const PrioritizeStep = lazyChunk(async () => ({
  default: (await import('./components/prioritize-step.tsx')).PrioritizeStep,
}));
const SummaryStep = lazyChunk(async () => ({
  default: (await import('./components/summary-step.tsx')).SummaryStep,
}));

const STEP_SCREENS: Record<StepNumber, ComponentType<{ outcomes: Outcomes }>> = {
  1: GoalsStep,
  2: TacticsStep,
  3: PrioritizeStep,
  4: SummaryStep,
  5: ActionPlanStep,
};

/** The five-step goal workflow; the step comes from the path (docs/product.md, Routes). */
export function Workflow() {
  const [location] = useLocation();
  const step = stepForPath(location);
  // The shell gives the page its padding; the step bar sits beside the step, and the pair is one
  // centred column of readable width on wide screens; on paper, the step alone from the left.
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 sm:flex-row sm:gap-8 print:mx-0 print:max-w-none">
      <WorkflowSidebar current={step} />
      <div className="max-w-3xl min-w-0 flex-1">
        <StepScreen step={step.number} />
      </div>
    </main>
  );
}

/**
 * Every step reads the user's saved plan (docs/decisions/004-the-plan-survives-a-reload.md): the
 * current outcome's goals (docs/product.md, Outcomes); it shows once loaded.
 */
function StepScreen({ step }: { step: StepNumber }) {
  const t = useT();
  const { query: outcomes, plan, chosenId } = useCurrentOutcome();
  // The plan's first showing renders in the background, in slices that let input through (a
  // transition), as Today's does; every later change shows at once
  // (docs/decisions/231-a-step-shows-its-plan-in-slices.md).
  const firstShown = useDeferredValue(plan !== undefined, false);
  if (plan && firstShown) {
    const Screen = STEP_SCREENS[step];
    // A switch starts a step's form afresh from the outcome switched to (not the first outcome
    // the server makes with a new person's first goal: the rows typed stay).
    return (
      <>
        <Suspense
          fallback={
            <p role="status" className="py-12 text-center text-muted-foreground">
              {t('common.loading')}
            </p>
          }
        >
          <Screen key={chosenId} outcomes={plan} />
        </Suspense>
        {step >= 4 && plan.goals.some((goal) => goal.measure !== null) && (
          <Suspense fallback={null}>
            <MeasuredGoals outcomes={plan} />
          </Suspense>
        )}
      </>
    );
  }
  if (!plan && outcomes.error) {
    return <PlanLoadFailure error={outcomes.error} retry={() => void outcomes.refetch()} />;
  }
  return (
    <p role="status" className="py-12 text-center text-muted-foreground">
      {t('workflow.loadingPlan')}
    </p>
  );
}
