import { comingUp, formatDay, withReminderTime, type LocalDate } from '#shared/schedule';
import type { Outcomes } from '#shared/schemas';
import { OpenResourceLink } from '../../../components/ui/open-resource-link.tsx';
import { Nothing, Section, tacticsWithGoals } from './section.tsx';

/** The next 7 days, day by day: one-offs due and repeating occurrences. */
export function ComingUpSection({ outcomes, today }: { outcomes: Outcomes; today: LocalDate }) {
  const days = comingUp(tacticsWithGoals(outcomes), today);
  return (
    <Section title="Coming up" description="The next 7 days.">
      {days.length === 0 ? (
        <Nothing>Nothing scheduled in the next 7 days.</Nothing>
      ) : (
        <ol className="divide-y divide-border rounded-lg border border-border bg-card shadow-card">
          {days.map(({ date, items }) => (
            <li key={date} className="space-y-1.5 px-4 py-3">
              <h3 className="text-sm font-semibold">{formatDay(date, today)}</h3>
              <ul className="space-y-1 text-sm">
                {items.map(({ tactic, kind }) => (
                  <li key={tactic.id} className="flex flex-wrap items-center gap-x-2">
                    <span className="min-w-0">{tactic.title}</span>
                    <span className="text-muted-foreground">
                      {withReminderTime(kind === 'due' ? '· due' : '· repeats', tactic.remindAt)}
                    </span>
                    <OpenResourceLink link={tactic.link} title={tactic.title} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
