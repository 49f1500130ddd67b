import { Check } from 'lucide-react';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Link } from 'wouter';
import { STEPS, type Step } from '../steps.ts';
import { OutcomeSwitcher } from './outcome-switcher.tsx';

/**
 * The current outcome with its switcher, then 'Goal Workflow': the five steps as links, earlier
 * ones checked, the current one marked. A column beside the step from 640 px up; a compact bar
 * of numbered circles above it on phones.
 */
export function WorkflowSidebar({ current }: { current: Step }) {
  const headingId = useId();
  return (
    // Sticky below the top bar (4rem), so the steps stay in view while a long step scrolls.
    <div className="flex shrink-0 flex-col gap-4 sm:sticky sm:top-24 sm:w-56 sm:self-start">
      <OutcomeSwitcher />
      <WorkflowSteps current={current} headingId={headingId} />
    </div>
  );
}

function WorkflowSteps({ current, headingId }: { current: Step; headingId: string }) {
  return (
    <nav aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="sr-only text-xs font-semibold tracking-wide text-muted-foreground uppercase sm:not-sr-only sm:mb-3 sm:block sm:px-3"
      >
        Goal Workflow
      </h2>
      <ol className="grid grid-cols-5 gap-1 sm:flex sm:flex-col">
        {STEPS.map((step) => {
          const isCurrent = step.number === current.number;
          const done = step.number < current.number;
          return (
            <li key={step.number}>
              <Link
                href={step.path}
                aria-current={isCurrent ? 'step' : undefined}
                // The check says 'done' to the eye; the name says it to a screen reader. Other
                // steps are named by their label (the number beside it is hidden from the name).
                aria-label={done ? `${step.label}, done` : undefined}
                className={clsx(
                  'flex h-full flex-col items-center gap-1 rounded-md px-1 py-2 text-center text-[11px] leading-tight transition-colors',
                  'sm:flex-row sm:gap-3 sm:px-3 sm:text-left sm:text-sm',
                  isCurrent
                    ? 'bg-secondary font-semibold text-secondary-foreground'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )}
              >
                <span
                  aria-hidden
                  className={clsx(
                    'grid size-8 shrink-0 place-items-center rounded-full border-2 text-sm font-semibold',
                    done && 'border-primary bg-primary text-primary-foreground',
                    isCurrent && 'border-primary bg-card text-primary',
                    !done && !isCurrent && 'border-border bg-card',
                  )}
                >
                  {done ? <Check className="size-4" strokeWidth={3} /> : step.number}
                </span>
                <span>{step.label}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
