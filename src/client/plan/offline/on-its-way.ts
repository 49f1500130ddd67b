/**
 * Changes shown on screen but not yet in the offline queue, counted by the path they write to.
 * A change shows in the cached plan first and is queued a few tasks later (queued-change.ts); an
 * answer to an earlier write of the same tactic that arrives in between must not put the older
 * value back on screen (sync.ts), or a screen that saves a whole list (a tactic's steps) would
 * build its next change on it and lose the newer one.
 */
const onTheirWay = new Map<string, number>();

/** Counts a change to `path` from the moment it shows; the answer is `queued`, called once. */
export function changeOnItsWay(path: string): { queued: () => void } {
  onTheirWay.set(path, (onTheirWay.get(path) ?? 0) + 1);
  let counted = true;
  return {
    queued: () => {
      if (!counted) return;
      counted = false;
      const left = onTheirWay.get(path)! - 1;
      if (left > 0) onTheirWay.set(path, left);
      else onTheirWay.delete(path);
    },
  };
}

/** Whether a change to `path` is showing and not yet queued. */
export const isOnItsWay = (path: string) => onTheirWay.has(path);

/** Whether any change is showing and not yet queued: the saved plan waits for it (persister.ts). */
export const anyOnItsWay = () => onTheirWay.size > 0;
