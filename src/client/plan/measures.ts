import { byDate } from '#shared/measure';
import { useQueuedGoalChange } from './queued-change.ts';

/**
 * A goal's measure and its logged values (docs/product.md, "Measures and pace"). Like ticks, each
 * change shows at once and waits in the offline queue when there is no network.
 */

/** Sets the goal's measure, or removes it with null. */
export const useSetMeasure = () =>
  useQueuedGoalChange('measure', (goal, { measure }) => ({ ...goal, measure }));

/** Logs (or with a null value removes) the goal's value of one day. */
export const useLogValue = () =>
  useQueuedGoalChange('measurement', (goal, { date, value, note }) => {
    const others = goal.measurements.filter((entry) => entry.date !== date);
    return {
      ...goal,
      measurements: value === null ? others : byDate([...others, { date, value, note }]),
    };
  });
