import { clear, createStore, type UseStore } from 'idb-keyval';
import { forgetStepDrafts } from './step-drafts.ts';

let store: UseStore | undefined;

/** The browser's local copy of the signed-in person's plan and unsent changes (docs/decisions/019-offline.md). */
export const localStore = () => (store ??= createStore('momentum', 'offline'));

let generation = 0;

/** Changes each time local data is cleared, so a write begun before a clear never lands after it. */
export const localDataGeneration = () => generation;

/**
 * Forgets everything kept on this device: the saved plan of every account and every unsent
 * change, and the unsaved edits of the workflow's steps. Signing out and deleting the account call
 * it, so the next person sees nothing of ours.
 */
export async function clearLocalData(): Promise<void> {
  generation += 1;
  forgetStepDrafts();
  await clear(localStore());
}
