import { CalendarClock, Repeat as RepeatIcon } from 'lucide-react';
import { Link } from 'wouter';
import { describeScheduleAt, todayLocal } from '#shared/schedule';
import type { Tactic } from '#shared/schemas';
import { ScheduleButton } from '#client/components/schedule/schedule-button.tsx';
import { PATHS } from '#client/lib/paths.ts';
import { Message, useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/plan';
import 'virtual:messages/schedule';

/**
 * The action-plan card's schedule line: what is scheduled ("Due Fri 28 Nov", "Every Mon, Wed"),
 * a pointer to Today for a repeating tactic (it is checked in there, never marked done:
 * docs/decisions/013-scheduling.md), and the Schedule button with its panel.
 */
export function ScheduleControl({ tactic }: { tactic: Tactic }) {
  const t = useT();
  const schedule = describeScheduleAt(t, tactic, todayLocal());
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <ScheduleButton tactic={tactic} label={t('plan.scheduleLabel', { title: tactic.title })}>
        {t('schedule.title')}
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
          <Message
            id="plan.repeatsNeverDone"
            components={{
              0: (
                <Link
                  href={PATHS.today}
                  className="font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                />
              ),
            }}
          />
        </span>
      )}
    </span>
  );
}
