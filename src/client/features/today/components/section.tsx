import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { isWorkedOn, type LocalDate } from '#shared/schedule';
import type { Outcomes, Tactic } from '#shared/schemas';
import { orderOfTheDay, shownAt } from '#shared/snooze';
import { browserTimeZone } from '#client/plan/time-zone.ts';

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

/**
 * `items` in the order of the day (`orderOfTheDay`, docs/product.md "Snooze and the order of the
 * day"): by the time each is shown at, untimed ones after, done ones last. Done, and the place
 * among equals, count as they were when the item was first shown on this visit, so a tick never
 * moves an item from under the finger; it sinks on the next visit. A snooze moves it at once:
 * that is what it is for.
 */
export function useOrderOfTheDay<T>(
  items: readonly T[],
  today: LocalDate,
  tacticOf: (item: T) => Tactic,
  doneOf: (item: T) => boolean,
): T[] {
  // One map per visit, only ever added to; keyed by day too, for a page left open overnight.
  const [firstSight] = useState(() => new Map<string, { done: boolean; place: number }>());
  const zone = browserTimeZone();
  const seen = (item: T) => {
    const key = `${today} ${tacticOf(item).id}`;
    let sight = firstSight.get(key);
    if (!sight) {
      sight = { done: doneOf(item), place: firstSight.size };
      firstSight.set(key, sight);
    }
    return sight;
  };
  // Places are given in the order the items come, before sorting asks for them.
  for (const item of items) seen(item);
  const inFirstSeenOrder = [...items].sort((a, b) => seen(a).place - seen(b).place);
  return orderOfTheDay(inFirstSeenOrder, today, (item) => ({
    shown: shownAt(tacticOf(item), today, zone),
    done: seen(item).done,
  }));
}
