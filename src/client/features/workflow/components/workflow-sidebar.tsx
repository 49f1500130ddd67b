import { Check } from 'lucide-react';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Link } from 'wouter';
import { STEPS, type Step } from '../steps.ts';
import { OutcomeSwitcher } from './outcome-switcher.tsx';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';

/**
 * The current outcome with its switcher, then 'Goal Workflow': the five steps as links, earlier
 * ones checked, the current one marked. A column beside the step from 640 px up; on phones a
 * compact stepper above it: one row of numbered circles, only the current step named.
 */
export function WorkflowSidebar({ current }: { current: Step }) {
  const headingId = useId();
  return (
    // Sticky below the top bar (4rem), so the steps stay in view while a long step scrolls. Not
    // on paper, where it would keep its column's room beside the printed plan.
    <div className="flex shrink-0 flex-col gap-4 sm:sticky sm:top-24 sm:w-56 sm:self-start print:hidden">
      <OutcomeSwitcher />
      <WorkflowSteps current={current} headingId={headingId} />
    </div>
  );
}

function WorkflowSteps({ current, headingId }: { current: Step; headingId: string }) {
  const t = useT();
  return (
    <nav aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="sr-only text-xs font-semibold tracking-wide text-muted-foreground uppercase sm:not-sr-only sm:mb-3 sm:block sm:px-3"
      >
        {t('workflow.goalWorkflow')}
      </h2>
      {/*
        Under 640 px one row of 44 px targets: each step its circle, the current one its name (its
        circle would leave the name too little room at 320 px).
      */}
      <ol data-stepper className="flex gap-0.5 sm:flex-col sm:gap-1">
        {STEPS.map((step) => {
          const isCurrent = step.number === current.number;
          const done = step.number < current.number;
          return (
            <li key={step.number} className={clsx(isCurrent && 'min-w-0 flex-1 sm:flex-none')}>
              <Link
                href={step.path}
                aria-current={isCurrent ? 'step' : undefined}
                // The check says 'done' to the eye; the name says it to a screen reader. Other
                // steps are named by their label (the number beside it is hidden from the name).
                aria-label={done ? t('workflow.stepDone', { step: t(step.label) }) : undefined}
                className={clsx(
                  'flex h-full min-h-11 min-w-11 items-center justify-center gap-3 rounded-md py-1.5 text-sm leading-tight transition-colors',
                  isCurrent ? 'px-2.5' : 'px-1.5',
                  'sm:justify-start sm:px-3 sm:py-2 sm:text-left',
                  isCurrent
                    ? 'bg-secondary font-semibold text-secondary-foreground'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )}
              >
                <span
                  aria-hidden
                  className={clsx(
                    'size-8 shrink-0 place-items-center rounded-full border-2 text-sm font-semibold',
                    isCurrent ? 'hidden sm:grid' : 'grid',
                    done && 'border-primary bg-primary text-primary-foreground',
                    isCurrent && 'border-primary bg-card text-primary',
                    !done && !isCurrent && 'border-border bg-card',
                  )}
                >
                  {done ? <Check className="size-4" strokeWidth={3} /> : step.number}
                </span>
                <span className={clsx('min-w-0', !isCurrent && 'sr-only sm:not-sr-only')}>
                  {t(step.label)}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
