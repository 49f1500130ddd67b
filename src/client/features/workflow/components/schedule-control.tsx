import { CalendarClock, Repeat as RepeatIcon } from 'lucide-react';
import { Link } from 'wouter';
import { describeScheduleAt, todayLocal } from '#shared/schedule';
import type { Tactic } from '#shared/schemas';
import { ScheduleButton } from '#client/components/schedule/schedule-button.tsx';
import { PATHS } from '#client/lib/paths.ts';

/**
 * The action-plan card's schedule line: what is scheduled ("Due Fri 28 Nov", "Every Mon, Wed"),
 * a pointer to Today for a repeating tactic (it is checked in there, never marked done:
 * docs/decisions/013-scheduling.md), and the Schedule button with its panel.
 */
export function ScheduleControl({ tactic }: { tactic: Tactic }) {
  const schedule = describeScheduleAt(tactic, todayLocal());
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <ScheduleButton tactic={tactic} label={`Schedule ${tactic.title}`}>
        Schedule
      </ScheduleButton>
      {schedule && (
        <span className="inline-flex items-center gap-1 font-medium">
          {tactic.repeat ? (
            <RepeatIcon aria-hidden className="size-4" />
          ) : (
            <CalendarClock aria-hidden className="size-4" />
          )}
          {schedule}
        </span>
      )}
      {tactic.repeat && (
        <span className="text-muted-foreground">
          Repeats, so it is never done:{' '}
          <Link
            href={PATHS.today}
            className="font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            check in on Today
          </Link>
        </span>
      )}
    </span>
  );
}
