import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { get, set } from 'idb-keyval';
import { localDataGeneration, localStore } from '#client/lib/local-store.ts';
import { anyOnItsWay } from './on-its-way.ts';

/** A saved plan older than this is not shown (docs/product.md, Offline). */
export const SAVED_PLAN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * How long an unchanged cache goes without being written again: often enough that a plan seen
 * daily is never too old to show offline, rarely enough that loading a page writes nothing.
 */
export const UNCHANGED_SAVE_INTERVAL_MS = 60 * 60 * 1000;

interface SavedCache {
  savedAt: number;
  /** The dehydrated cache as JSON text; saves made before it was text hold the object itself. */
  state: string | DehydratedState;
}

/** What a save held: each query's data, by identity (refetched data equal to it keeps it). */
interface Written {
  at: number;
  data: Map<string, unknown>;
}

const cacheKey = (uid: string) => `cache:${uid}`;

/** How often a save waiting for a change on its way to the queue looks again (a frame). */
const ON_ITS_WAY_POLL_MS = 16;

/** How long the save of a read that landed waits at most for the page to be idle. */
const SAVE_WAIT_MS = 1000;

/**
 * Runs `task` once the browser has nothing else to do, or after SAVE_WAIT_MS (in a task of its
 * own where the browser has no idle callbacks); returns what cancels it.
 */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: SAVE_WAIT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

const dataOf = (queries: DehydratedState['queries']) =>
  new Map(queries.map((query) => [query.queryHash, query.state.data]));

const sameData = (a: Map<string, unknown>, b: Map<string, unknown>) =>
  a.size === b.size && [...a].every(([hash, data]) => b.has(hash) && b.get(hash) === data);

/**
 * Puts the account's saved queries back into the cache, unless they are too old. Returns what
 * is now both in the cache and saved, for keepCacheSaved.
 */
export async function restoreCache(queryClient: QueryClient, uid: string): Promise<Written | null> {
  const saved = await get<SavedCache>(cacheKey(uid), localStore());
  if (!saved || Date.now() - saved.savedAt > SAVED_PLAN_MAX_AGE_MS) return null;
  const state =
    typeof saved.state === 'string' ? (JSON.parse(saved.state) as DehydratedState) : saved.state;
  hydrate(queryClient, state);
  const cache = queryClient.getQueryCache();
  // Hydrating keeps a query the cache already holds newer: that one is not what was saved.
  const restored = state.queries.filter(
    (query) => cache.get(query.queryHash)?.state.dataUpdatedAt === query.state.dataUpdatedAt,
  );
  return {
    at: saved.savedAt,
    data: new Map(restored.map(({ queryHash }) => [queryHash, cache.get(queryHash)!.state.data])),
  };
}

/**
 * Saves the account's successful queries in IndexedDB, under its uid so another account never
 * reads them, after every change to the cache. Writes are serialised and only the latest waiting
 * one is written; none lands after local data was cleared (sign-out), even one begun before.
 * A cache whose data is what was last saved (a page load refetching an unchanged plan) is not
 * written again within UNCHANGED_SAVE_INTERVAL_MS: at 2,500 tactics each write holds the page
 * for tens of milliseconds (docs/decisions/225-today-at-any-size.md). `restored` is what
 * restoreCache put back. Returns the function that stops saving.
 */
export function keepCacheSaved(
  queryClient: QueryClient,
  uid: string,
  restored: Written | null = null,
): () => void {
  const generation = localDataGeneration();
  let writing = false;
  let dirty = false;
  let written = restored;

  const writeLatest = async () => {
    writing = true;
    for (;;) {
      // A change on screen and not yet in the queue is saved with it, never before: a reload in
      // between would show a change that is never sent (on-its-way.ts).
      while (anyOnItsWay()) await new Promise((resolve) => setTimeout(resolve, ON_ITS_WAY_POLL_MS));
      if (!dirty || localDataGeneration() !== generation) break;
      dirty = false;
      const state = dehydrate(queryClient);
      const data = dataOf(state.queries);
      const now = Date.now();
      if (
        written &&
        now - written.at < UNCHANGED_SAVE_INTERVAL_MS &&
        sameData(data, written.data)
      ) {
        continue;
      }
      const saved: SavedCache = { savedAt: now, state: JSON.stringify(state) };
      await set(cacheKey(uid), saved, localStore()).then(
        () => (written = { at: now, data }),
        () => undefined,
      );
    }
    writing = false;
  };

  // A save waiting to start: at once (`soon`), or once the page is idle.
  let waiting: { soon: boolean; cancel: () => void } | null = null;
  const start = () => {
    waiting = null;
    writing = true;
    void writeLatest();
  };
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    dirty = true;
    if (writing) return; // the write under way takes it next
    // In a task of its own: copying the plan into IndexedDB is not done in the task of the
    // click that changed it, so the frame that shows the change need not wait for it. A read that
    // landed is copied once the page is idle, so that it renders first (docs/decisions/252); a
    // change made here (a tick, a check-in) at once, as a reload may follow it.
    const landed =
      event.type === 'updated' && event.action.type === 'success' && !event.action.manual;
    if (landed) {
      waiting ??= { soon: false, cancel: whenIdle(start) };
    } else if (!waiting?.soon) {
      waiting?.cancel();
      const timer = setTimeout(start, 0);
      waiting = { soon: true, cancel: () => clearTimeout(timer) };
    }
  });
}
