import { CalendarClock } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import type { Tactic } from '#shared/schemas';
import { Button } from '#client/components/ui/button.tsx';
import { useOpenOnDemand } from '#client/components/ui/open-on-demand.ts';
import { lazyChunk } from '#client/lib/load-chunk.ts';

const loadSchedulePanel = () => import('./schedule-panel.tsx');
const SchedulePanel = lazyChunk(async () => ({
  default: (await loadSchedulePanel()).SchedulePanel,
}));

/**
 * A button that opens the Schedule panel of `tactic` below it; the panel's code loads on first
 * use, so neither the action plan nor Today carries it (docs/decisions/034-lean-client-bundles.md).
 * The action plan's card names it "Schedule"; Today's Comeback card "Reschedule".
 */
export function ScheduleButton({
  tactic,
  label,
  children,
}: {
  tactic: Tactic;
  /** The button's accessible name; it starts with its visible words. */
  label: string;
  children: ReactNode;
}) {
  const panel = useOpenOnDemand(loadSchedulePanel);
  return (
    <>
      <Button variant="outline" size="sm" aria-label={label} {...panel.buttonProps}>
        <CalendarClock aria-hidden />
        {children}
      </Button>
      {panel.open && (
        <Suspense fallback={null}>
          <SchedulePanel tactic={tactic} anchor={panel.returnFocusTo} onClose={panel.close} />
        </Suspense>
      )}
    </>
  );
}
