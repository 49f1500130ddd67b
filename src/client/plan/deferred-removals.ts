import type { QueryClient } from '@tanstack/react-query';
import { apiRequest, identityHeaders } from '../lib/api.ts';
import { t } from '../lib/i18n.tsx';
import type { Words } from './error-message.ts';
import { loadOfflineQueue } from './offline/load.ts';
import { partnerRemovalKeys, SHARE_FAILED } from './partners.ts';
import { invalidateOutcomes, patchCachedGoals } from './outcomes.ts';
import { pendingRemovals, setPendingRemovals } from './pending-removals.ts';
import { runAll } from './run-all.ts';
import 'virtual:messages/toasts';

/** A row whose DELETE is held: where it is sent, and the call that sends it. */
interface HeldRow {
  path: string;
  remove: () => Promise<unknown>;
}

/** Each held row, with its request headers once fetched, so that a page being left can still send it. */
const heldRows = new Map<string, HeldRow & { headers?: Record<string, string> }>();

export interface DeferredRemoval {
  /** Keeps the rows: nothing was sent, so they and what they hold stay exactly as they were. */
  undo: () => void;
  /** Deletes the rows now; resolves with the first failure, if any. */
  commit: () => Promise<unknown>;
}

/**
 * Holds back the DELETE of these rows (goals, outcomes or tactics, and so what they hold) until
 * `commit`, or until the page is left; `undo` cancels it (docs/product.md, Undo). Meanwhile the plan on
 * screen leaves them out.
 */
function deferRemovals(
  queryClient: QueryClient,
  rows: ReadonlyMap<string, HeldRow>,
  readAgain: (queryClient: QueryClient) => Promise<unknown> = invalidateOutcomes,
) {
  const ids = [...rows.keys()];
  setPendingRemovals((pending) => ids.forEach((id) => pending.add(id)));
  for (const [id, row] of rows) {
    heldRows.set(id, row);
    identityHeaders()
      .then((headers) => {
        const held = heldRows.get(id);
        if (held && pendingRemovals().has(id)) held.headers = headers;
      })
      .catch(() => {}); // No session now: commit reports the failure when it runs.
  }
  const release = (held: readonly string[]) => {
    for (const id of held) heldRows.delete(id);
    setPendingRemovals((pending) => held.forEach((id) => pending.delete(id)));
  };
  return {
    undo: () => release(ids),
    commit: async () => {
      const held = ids.filter((id) => pendingRemovals().has(id));
      const deleted = await runAll(held.map((id) => () => rows.get(id)!.remove()));
      if (deleted.changed) await readAgain(queryClient);
      release(held);
      return deleted.error;
    },
  } satisfies DeferredRemoval;
}

/** Goals removed on step 1, held while the toast offers Undo. */
export const deferGoalRemovals = (queryClient: QueryClient, ids: readonly string[]) =>
  deferRemovals(
    queryClient,
    new Map(ids.map((id) => [id, heldRow(`/api/goals/${id}`, () => t('toasts.deleteGoalFailed'))])),
  );

/**
 * The held row's DELETE. Written here rather than imported from goals.ts, so '/outcomes' (which
 * also holds deletes) does not share the workflow's save code in a chunk of its own.
 */
const heldRow = (path: string, failure: Words): HeldRow => ({
  path,
  remove: () => apiRequest<void>('DELETE', path, undefined, failure()),
});

/** An outcome deleted on '/outcomes' (with its goals, tactics and check-ins), held likewise. */
export const deferOutcomeRemoval = (queryClient: QueryClient, id: string) =>
  deferRemovals(
    queryClient,
    new Map([[id, heldRow(`/api/outcomes/${id}`, () => t('toasts.deleteOutcomeFailed'))]]),
  );

/**
 * A partner removed in the Share dialog, held likewise; once the DELETE is sent, the sharing lists
 * it changed are read again, not the plan.
 */
export const deferPartnerRemoval = (queryClient: QueryClient, outcomeId: string, id: string) =>
  deferRemovals(
    queryClient,
    new Map([[id, heldRow(`/api/outcomes/${outcomeId}/partners/${id}`, SHARE_FAILED)]]),
    (client) =>
      Promise.all(
        partnerRemovalKeys(outcomeId).map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  );

/**
 * A tactic dropped in the weekly review, held likewise; when the toast goes it leaves the cached
 * plan and its DELETE waits in the offline queue (docs/decisions/160-drop-waits-in-the-queue.md).
 */
export const deferTacticDrop = (queryClient: QueryClient, id: string) =>
  deferRemovals(
    queryClient,
    new Map([
      [
        id,
        {
          path: `/api/tactics/${id}`,
          remove: async () => {
            patchCachedGoals(queryClient, (goals) =>
              goals.map((goal) => ({
                ...goal,
                tactics: goal.tactics.filter((tactic) => tactic.id !== id),
              })),
            );
            await (await loadOfflineQueue()).queueWrite(queryClient, { kind: 'drop', id });
          },
        },
      ],
    ]),
  );

/** Leaving the page (reload, close, another site) sends the held deletes; keepalive outlives the page. */
function sendHeldDeletes() {
  for (const id of pendingRemovals()) {
    const held = heldRows.get(id);
    if (!held?.headers) continue;
    fetch(held.path, {
      method: 'DELETE',
      headers: held.headers,
      credentials: 'include',
      keepalive: true,
    }).catch(() => {});
  }
  heldRows.clear();
  setPendingRemovals((pending) => pending.clear());
}
window.addEventListener('pagehide', sendHeldDeletes);
