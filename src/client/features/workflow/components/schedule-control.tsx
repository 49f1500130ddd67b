import { CalendarClock, Repeat as RepeatIcon } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { describeScheduleAt, todayLocal } from '#shared/schedule';
import type { Tactic } from '#shared/schemas';
import { Button } from '#client/components/ui/button.tsx';
import { useOpenOnDemand } from '#client/components/ui/open-on-demand.ts';
import { PATHS } from '#client/lib/paths.ts';
import { lazyChunk } from '#client/lib/load-chunk.ts';

const loadSchedulePanel = () => import('./schedule-panel.tsx');
const SchedulePanel = lazyChunk(async () => ({
  default: (await loadSchedulePanel()).SchedulePanel,
}));

/**
 * The action-plan card's schedule line: what is scheduled ("Due Fri 28 Nov", "Every Mon, Wed"),
 * a pointer to Today for a repeating tactic (it is checked in there, never marked done:
 * docs/decisions/013-scheduling.md), and the Schedule button with its panel.
 */
export function ScheduleControl({ tactic }: { tactic: Tactic }) {
  const schedule = describeScheduleAt(tactic, todayLocal());
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <ScheduleButton tactic={tactic} />
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

/** The Schedule button; its panel loads on first use. */
function ScheduleButton({ tactic }: { tactic: Tactic }) {
  const panel = useOpenOnDemand(loadSchedulePanel);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Schedule ${tactic.title}`}
        {...panel.buttonProps}
      >
        <CalendarClock aria-hidden />
        Schedule
      </Button>
      {panel.open && (
        <Suspense fallback={null}>
          <SchedulePanel tactic={tactic} anchor={panel.returnFocusTo} onClose={panel.close} />
        </Suspense>
      )}
    </>
  );
}
