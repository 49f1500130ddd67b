import type { ReactNode } from 'react';
import { useId } from 'react';
import { isWorkedOn } from '#shared/schedule';
import type { Outcomes, Tactic } from '#shared/schemas';

export const linkClass =
  'mt-3 inline-flex min-h-6 items-center font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** One titled part of the Today page; its heading names the region for screen readers. */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="space-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** What a section says when it has nothing to list. */
export function Nothing({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg bg-muted/60 px-4 py-3 text-sm text-muted-foreground">{children}</p>
  );
}

/**
 * Each tactic still worked on, with the title of its goal: an achieved goal's, or a non-active
 * outcome's, neither asks for a check-in nor is due (`isWorkedOn`, docs/product.md "Today").
 */
export function tacticsWithGoals(outcomes: Outcomes): Array<Tactic & { goalTitle: string }> {
  const outcomeOf = new Map(outcomes.outcomes.map((outcome) => [outcome.id, outcome]));
  return outcomes.goals
    .filter((goal) => isWorkedOn(goal, outcomeOf.get(goal.outcomeId)))
    .flatMap((goal) => goal.tactics.map((tactic) => ({ ...tactic, goalTitle: goal.title })));
}

export const itemClass = 'rounded-lg border border-border bg-card p-4 shadow-card';
