import { useState } from 'react';
import { clsx } from 'clsx';
import { dayStates, heatMapWeeks, type DayState, type PausedHistory } from '#shared/pauses';
import { formatDay, weekdaysFrom, type LocalDate, type Weekday } from '#shared/schedule';
import { useDaySettings } from '#client/plan/day-settings.ts';
import { t } from '#client/lib/i18n.tsx';
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
/** "Mon" for 'mon': a column header. */
const header = (day: Weekday) => day[0]!.toUpperCase() + day.slice(1);

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
  // Rows start on the person's first day of the week (docs/decisions/262).
  const { weekStartsOn } = useDaySettings();
  const weeks = heatMapWeeks(today, undefined, weekStartsOn);
  const states = dayStates(tactic, weeks.flat(), today, weekStartsOn);
  return (
    <table className="border-separate border-spacing-0.5 text-center text-xs">
      <caption className="sr-only">{`${title}: the last 12 weeks`}</caption>
      <thead>
        <tr>
          <th scope="col" className="sr-only">
            Week of
          </th>
          {weekdaysFrom(weekStartsOn).map((day) => (
            <th key={day} scope="col" className="w-7 font-medium text-muted-foreground">
              {header(day)}
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
              {formatDay(t, days[0]!, today).slice(4)}
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
                    <span className="sr-only">{`${formatDay(t, day, today)}: ${state}`}</span>
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
  const [open, setOpen] = useState(false);
  return (
    <details className="w-full text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        Last 12 weeks<span className="sr-only">: {tactic.title}</span>
      </summary>
      {open && (
        <div className="mt-2 overflow-x-auto">
          <HeatMap tactic={tactic} title={tactic.title} today={today} />
        </div>
      )}
    </details>
  );
}
