import { lazy, type ComponentType } from 'react';
import { libraryWordsReady } from './library-words.ts';
/**
 * Loading the app's lazy code (docs/decisions/182-code-that-fails-to-load.md). A chunk's request
 * can fail once on a flaky network or while the service worker is busy; the page must not stay
 * blank for that.
 */

/** Waits between the tries of one load: a second try soon, a third a little later. */
const RETRY_WAITS_MS = [250, 1000];

/** The browsers' wordings for a module that could not be fetched (Chromium, Firefox, Safari). */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** Whether `error` says some of the app's code could not be fetched (rather than a bug). */
export function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/** A lazily loaded module, once the library's words it may show are in (docs/decisions/291). */
export async function withLibraryWords<T>(loading: Promise<T>): Promise<T> {
  const loaded = await loading;
  await libraryWordsReady();
  return loaded;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `load` shared by every caller (a preload and the component that renders it fetch once), tried
 * again after a failed fetch. A load that still fails is forgotten, so a later call starts afresh.
 * A browser that remembers a failed module gives the same error to each try: the page's error
 * boundary then reloads the page (src/client/app/load-failure.tsx).
 */
export function chunk<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  const tryLoad = async (): Promise<T> => {
    for (const waitMs of RETRY_WAITS_MS) {
      try {
        return await withLibraryWords(load());
      } catch (error) {
        if (!isChunkLoadFailure(error)) throw error;
        await wait(waitMs);
      }
    }
    return withLibraryWords(load());
  };
  return () => {
    pending ??= tryLoad().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** `React.lazy` over `chunk`: a component whose code is fetched on first render, with retries. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's.
export function lazyChunk<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(chunk(load));
}
