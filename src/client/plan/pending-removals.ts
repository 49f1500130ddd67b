/**
 * Goals, outcomes and tactics the user removed whose DELETE is held while the toast offers Undo
 * (docs/product.md, Undo). A new Set on every change, so React sees each change.
 */
let pendingGoalIds: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

export const pendingRemovals = () => pendingGoalIds;

export function setPendingRemovals(update: (ids: Set<string>) => void) {
  const next = new Set(pendingGoalIds);
  update(next);
  pendingGoalIds = next;
  for (const listener of listeners) listener();
}

export function subscribeToPendingRemovals(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
