import { useState } from 'react';
import { clsx } from 'clsx';
import { dayStates, heatMapWeeks, type DayState, type PausedHistory } from '#shared/pauses';
import type { LocalDate } from '#shared/schedule';
import { useDaySettings } from '#client/plan/day-settings.ts';
import { useT } from '#client/lib/i18n.tsx';
import { formatLocalDay, formatWeekday } from '#client/lib/local-day.ts';
import 'virtual:messages/rhythm';
import 'virtual:messages/schedule';

/** Each state's mark and look: a shape per state, so colour is never the only sign. */
const LOOK: Record<DayState, { mark: string; className: string }> = {
  kept: { mark: '✓', className: 'bg-primary text-primary-foreground' },
  rested: { mark: '◐', className: 'bg-muted text-foreground' },
  missed: { mark: '✕', className: 'border border-destructive text-destructive' },
  paused: { mark: '‖', className: 'bg-muted text-muted-foreground' },
  open: { mark: '○', className: 'border border-border text-foreground' },
  'not due': { mark: '·', className: 'text-muted-foreground' },
};

/**
 * A repeat's last 12 weeks as a calendar table (docs/product.md, "Pauses and the way back"): a row
 * per week, a column per weekday, each day's state in words for screen readers and as a mark on
 * screen, read from the one rule (`dayStates`). Needs the tactic's repeat, first day
 * (dueDate, repeatSetAt), check-ins and pauses, and today's date.
 */
export function HeatMap({
  tactic,
  title,
  today,
}: {
  tactic: PausedHistory;
  title: string;
  today: LocalDate;
}) {
  const t = useT();
  // Rows start on the person's first day of the week (docs/decisions/262).
  const { weekStartsOn } = useDaySettings();
  const weeks = heatMapWeeks(today, undefined, weekStartsOn);
  const states = dayStates(tactic, weeks.flat(), today, weekStartsOn);
  return (
    <table className="border-separate border-spacing-0.5 text-center text-xs">
      <caption className="sr-only">{t('rhythm.heatMapCaption', { title })}</caption>
      <thead>
        <tr>
          <th scope="col" className="sr-only">
            {t('rhythm.weekOf')}
          </th>
          {/* The weekdays' names from the first week's days, in the person's language. */}
          {weeks[0]!.map((day) => (
            <th key={day} scope="col" className="w-7 font-medium text-muted-foreground">
              {formatWeekday(day)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((days) => (
          <tr key={days[0]}>
            <th
              scope="row"
              className="pr-1 text-right font-normal whitespace-nowrap text-muted-foreground"
            >
              {formatLocalDay(days[0]!, today, { weekday: false })}
            </th>
            {days.map((day) => {
              const state = states.get(day)!;
              return (
                <td key={day} className="p-0">
                  <span
                    className={clsx(
                      'inline-flex size-6 items-center justify-center rounded-sm',
                      LOOK[state].className,
                    )}
                  >
                    <span aria-hidden>{LOOK[state].mark}</span>
                    <span className="sr-only">
                      {t('rhythm.dayState', { day: formatLocalDay(day, today), state })}
                    </span>
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The heat map behind a disclosure, so a long Today stays short: "Last 12 weeks". The grid is only
 * built while open: 84 cells per repeat would otherwise weigh on every Today of a large plan.
 */
export function LastTwelveWeeks({
  tactic,
  today,
}: {
  tactic: PausedHistory & { title: string };
  today: LocalDate;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <details className="w-full text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        {t('rhythm.lastTwelveWeeks')}
        <span className="sr-only">: {tactic.title}</span>
      </summary>
      {open && (
        <div className="mt-2 overflow-x-auto">
          <HeatMap tactic={tactic} title={tactic.title} today={today} />
        </div>
      )}
    </details>
  );
}
