import { useQueuedTacticChange } from './queued-change.ts';

/**
 * Snoozes a tactic's reminder of `date` to `until` (an ISO instant), or undoes it with `until`
 * null (docs/product.md, "Snooze and the order of the day"). Today shows it at once; offline it
 * waits in the queue like a check-in.
 */
export const useSetSnooze = () =>
  useQueuedTacticChange('snooze', (tactic, { date, until }) => ({
    ...tactic,
    snooze: until === null ? null : { date, until },
  }));
