import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Suspense, useCallback, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { backPath, STEPS, type Step } from '../steps.ts';
import { lazyChunk } from '#client/lib/load-chunk.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';

/**
 * The step shown last. Module state on purpose: each workflow path mounts its own copy of the
 * workflow, so a component's own memory would forget the step it came from.
 */
let shownStep: number | undefined;

/** A step's page: its heading (focused when the user moves here from another step), then its body. */
export function StepFrame({
  step,
  title,
  description,
  children,
}: {
  step: Step;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  // Focus moves as the heading reaches the page (its ref is set in the commit that adds it), not
  // in an effect: React may yield before running effects (a busy device, a step whose code came
  // after the click), and meanwhile the step shows with focus on the body, so a keypress or a
  // screen reader would start from the top of the page.
  const focusOnArrival = useCallback(
    (heading: HTMLHeadingElement | null) => {
      if (!heading) return;
      // Not on the app's first load: only when the step changes, so screen readers hear the new one.
      if (shownStep !== undefined && shownStep !== step.number) heading.focus();
      shownStep = step.number;
    },
    [step.number],
  );

  return (
    <div className="space-y-6">
      <title>{`${t(step.label)} · Momentum`}</title>
      <header className="space-y-2">
        <p className="text-sm font-medium text-primary">
          {t('workflow.stepOf', { number: step.number, total: STEPS.length })}
        </p>
        <h1
          ref={focusOnArrival}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-balance sm:text-3xl"
        >
          {title}
        </h1>
        {description && <div className="text-muted-foreground">{description}</div>}
      </header>
      {children}
    </div>
  );
}

/**
 * The row of buttons under a step: Back (as the step table says) on the left, the way on at the
 * right. While a save is `pending`, Back is disabled too: leaving would hide the save's outcome.
 */
export function StepActions({
  step,
  pending = false,
  children,
}: {
  step: Step;
  pending?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-6">
      <Button variant="outline" disabled={pending} onClick={() => navigate(backPath(step))}>
        <ArrowLeft aria-hidden className="size-4" />
        {t(step.backLabel)}
      </Button>
      {children}
    </div>
  );
}

/** The form's submit button: 'Saving...' while the save runs, and ignored meanwhile. */
export function ContinueButton({ pending, children }: { pending?: boolean; children?: ReactNode }) {
  const t = useT();
  return (
    <Button type="submit" aria-disabled={pending || undefined}>
      {pending ? t('workflow.saving') : (children ?? t('workflow.continue'))}
      {!pending && <ArrowRight aria-hidden className="size-4" />}
    </Button>
  );
}

// Only an empty plan shows it, so its drawing loads then (docs/decisions/034-lean-client-bundles.md).
const EmptyArt = lazyChunk(async () => ({
  default: (await import('#client/components/illustrations/empty-art.tsx')).EmptyArt,
}));

/** A friendly note for a step that needs an earlier one first, illustrated, with a link back to it. */
export function EmptyState({ children, step }: { children: ReactNode; step: Step }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-border bg-card p-6 text-center">
      {/* The drawing's box is kept while it loads, so the text below does not move. */}
      <Suspense fallback={<div className="mb-3 size-24" />}>
        <EmptyArt className="mb-3 size-24" />
      </Suspense>
      <p className="text-muted-foreground">{children}</p>
      <Button asChild className="mt-4">
        <Link href={step.path}>{t('workflow.goTo', { step: t(step.label) })}</Link>
      </Button>
    </div>
  );
}
