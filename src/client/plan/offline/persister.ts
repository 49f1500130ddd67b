import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { get, set } from 'idb-keyval';
import { localDataGeneration, localStore } from '../../lib/local-store.ts';

/** A saved plan older than this is not shown (docs/product.md, Offline). */
export const SAVED_PLAN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

interface SavedCache {
  savedAt: number;
  state: DehydratedState;
}

const cacheKey = (uid: string) => `cache:${uid}`;

/** Puts the account's saved queries back into the cache, unless they are too old. */
export async function restoreCache(queryClient: QueryClient, uid: string): Promise<void> {
  const saved = await get<SavedCache>(cacheKey(uid), localStore());
  if (saved && Date.now() - saved.savedAt <= SAVED_PLAN_MAX_AGE_MS) {
    hydrate(queryClient, saved.state);
  }
}

/**
 * Saves the account's successful queries in IndexedDB, under its uid so another account never
 * reads them, after every change to the cache. Writes are serialised and only the latest waiting
 * one is written; none lands after local data was cleared (sign-out), even one begun before.
 * Returns the function that stops saving.
 */
export function keepCacheSaved(queryClient: QueryClient, uid: string): () => void {
  const generation = localDataGeneration();
  let writing = false;
  let dirty = false;

  const writeLatest = async () => {
    writing = true;
    while (dirty && localDataGeneration() === generation) {
      dirty = false;
      const saved: SavedCache = { savedAt: Date.now(), state: dehydrate(queryClient) };
      await set(cacheKey(uid), saved, localStore()).catch(() => undefined);
    }
    writing = false;
  };

  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    dirty = true;
    // In a task of its own: copying the plan into IndexedDB is not done in the task of the
    // click that changed it, so the frame that shows the change need not wait for it.
    if (!writing) {
      writing = true;
      setTimeout(() => void writeLatest(), 0);
    }
  });
}
