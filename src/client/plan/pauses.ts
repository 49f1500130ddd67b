import { PAUSE_DAYS, resumedOn, withPause } from '#shared/pauses';
import { addDays, type LocalDate } from '#shared/schedule';
import { useQueuedTacticChange } from './queued-change.ts';

/**
 * Pauses a repeat for `days` days from `from`, or resumes it on `from` (docs/product.md, "Pauses
 * and the way back"). The screen shows it at once by the server's own rules (`withPause`,
 * `resumedOn`); offline it waits in the queue like a check-in.
 */
export const useSetPause = () =>
  useQueuedTacticChange('pause', (tactic, { paused, from, until }) => ({
    ...tactic,
    pauses: paused ? withPause(tactic.pauses, from, until) : resumedOn(tactic.pauses, from),
  }));

/** The days of "Pause for a week" from `today`. */
export const pauseWeekFrom = (today: LocalDate) => ({
  from: today,
  until: addDays(today, PAUSE_DAYS - 1),
});
