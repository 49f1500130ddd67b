import type { QueryClient } from '@tanstack/react-query';

/**
 * The reads a page load put back from the plan saved on this device (offline/persister.ts), per
 * query client: the latest time any of them was read. A read whose data and error are no newer
 * than that is still the saved copy: the server has not answered it since the page loaded.
 */
const restoredUpTo = new WeakMap<QueryClient, number>();

/** Notes that `queryClient` now holds reads saved on this device, the newest read at `upTo`. */
export function noteRestored(queryClient: QueryClient, upTo: number) {
  restoredUpTo.set(queryClient, Math.max(upTo, restoredUpTo.get(queryClient) ?? -Infinity));
}

/**
 * Whether a read with this state shows the copy saved on this device and no answer of the server
 * since (docs/offline.md): it may be behind a change made just before the page was reloaded.
 */
export function isSavedCopy(
  queryClient: QueryClient,
  state: { dataUpdatedAt: number; errorUpdatedAt: number },
): boolean {
  const upTo = restoredUpTo.get(queryClient);
  return (
    upTo !== undefined &&
    state.dataUpdatedAt > 0 &&
    state.dataUpdatedAt <= upTo &&
    state.errorUpdatedAt <= upTo
  );
}
