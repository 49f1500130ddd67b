import type { QueryClient } from '@tanstack/react-query';
import { identityHeaders } from '../lib/api.ts';
import { deleteGoal } from './goals.ts';
import { invalidateOutcomes } from './outcomes.ts';
import { pendingGoalRemovals, setPendingGoalRemovals } from './pending-removals.ts';
import { runAll } from './run-all.ts';

/** Each held goal's request headers, fetched up front so that a page being left can still send it. */
const headersByGoal = new Map<string, Record<string, string>>();

export interface DeferredRemoval {
  /** Keeps the goals: nothing was sent, so they and their tactics stay exactly as they were. */
  undo: () => void;
  /** Deletes the goals now; resolves with the first failure, if any. */
  commit: () => Promise<unknown>;
}

/**
 * Holds back the DELETE of these goals (and so of their tactics) until `commit`, or until the page
 * is left; `undo` cancels it (docs/product.md, Undo). Meanwhile the plan on screen leaves them out.
 */
export function deferGoalRemovals(
  queryClient: QueryClient,
  ids: readonly string[],
): DeferredRemoval {
  setPendingGoalRemovals((pending) => ids.forEach((id) => pending.add(id)));
  for (const id of ids) {
    identityHeaders()
      .then((headers) => pendingGoalRemovals().has(id) && headersByGoal.set(id, headers))
      .catch(() => {}); // No session now: commit reports the failure when it runs.
  }
  const release = (held: readonly string[]) => {
    for (const id of held) headersByGoal.delete(id);
    setPendingGoalRemovals((pending) => held.forEach((id) => pending.delete(id)));
  };
  return {
    undo: () => release(ids),
    commit: async () => {
      const held = ids.filter((id) => pendingGoalRemovals().has(id));
      const deleted = await runAll(held.map((id) => () => deleteGoal(id)));
      if (deleted.changed) await invalidateOutcomes(queryClient);
      release(held);
      return deleted.error;
    },
  };
}

/** Leaving the page (reload, close, another site) sends the held deletes; keepalive outlives the page. */
function sendHeldDeletes() {
  for (const id of pendingGoalRemovals()) {
    const headers = headersByGoal.get(id);
    if (!headers) continue;
    fetch(`/api/goals/${id}`, {
      method: 'DELETE',
      headers,
      credentials: 'include',
      keepalive: true,
    }).catch(() => {});
  }
  headersByGoal.clear();
  setPendingGoalRemovals((pending) => pending.clear());
}
window.addEventListener('pagehide', sendHeldDeletes);
