/**
 * Runs work once the browser has painted the next frame, in the order it was asked for
 * (docs/decisions/206-a-tick-saves-after-the-frame.md). What a click changes on screen is rendered
 * in the click's own task; work that may render much more (a write to the query cache renders
 * every reader of the plan) waits here, so the frame that answers the click is not held up by it.
 * Work that must keep its order with it (the other saves of the offline queue) goes `inTurn`.
 */
const waiting: Array<() => void> = [];
/** The flush that will run the waiting work (0: none is planned). */
let pending = 0;
let planned = 0;

function flush(flushId: number) {
  if (flushId === 0 || flushId !== pending) return;
  pending = 0;
  for (const run of waiting.splice(0)) {
    try {
      run();
    } catch (error) {
      // One failing piece of work does not keep the next from running; the error is still seen.
      setTimeout(() => {
        throw error;
      }, 0);
    }
  }
}

const hidden = () => document.visibilityState === 'hidden';

// A hidden tab paints no frames: what waits for one runs as the tab is hidden (or closed).
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (hidden()) flush(pending);
  });
}

export function afterNextPaint(run: () => void) {
  waiting.push(run);
  if (pending !== 0) return;
  planned += 1;
  const flushId = planned;
  pending = flushId;
  if (hidden()) {
    setTimeout(() => flush(flushId), 0);
    return;
  }
  // Frame callbacks run just before the frame is painted; a task they queue runs just after.
  requestAnimationFrame(() => setTimeout(() => flush(flushId), 0));
}

/** Runs `run` now, or, if work is waiting for the frame, after it: saves keep the order they were made in. */
export function inTurn(run: () => void) {
  if (pending === 0) run();
  else waiting.push(run);
}
