import type { QueryClient } from '@tanstack/react-query';
import { apiRequest, NOT_AUTHENTICATED } from '../../lib/api.ts';
import { isOnline } from '../../lib/connection.ts';
import { getFirebaseAuth } from '../../lib/firebase.ts';
import { toastError } from '../../components/ui/toast-store.ts';
import { saveErrorMessage } from '../error-message.ts';
import { requestFor, type OfflineChange } from './changes.ts';
import { enqueue, flush, type QueuedWrite } from './queue.ts';

const send = (write: QueuedWrite) =>
  apiRequest(write.method, write.path, write.body, write.failure);

const reportRefusal = (write: QueuedWrite, error: unknown) =>
  toastError(saveErrorMessage(error, write.failure));

/**
 * Sends the account's queued writes if the browser is online, then refetches every query so the
 * screen shows what the server has (docs/product.md, Offline). Offline it does nothing: the
 * 'online' event and the next start call it again.
 */
export async function syncNow(queryClient: QueryClient, uid: string): Promise<void> {
  if (!isOnline()) return;
  const result = await flush(uid, send, reportRefusal);
  // Once the queue is empty, show what the server has (the refusals taken back, too).
  if ((result.sent > 0 || result.refused > 0) && !result.stopped) {
    await queryClient.invalidateQueries();
  }
}

async function signedInUid(): Promise<string> {
  const uid = (await getFirebaseAuth()).currentUser?.uid;
  if (!uid) throw new Error(NOT_AUTHENTICATED);
  return uid;
}

/**
 * The one way the plan layer saves a change that may wait for the network (changes.ts): queued in
 * IndexedDB first, then sent at once when online (or on reconnecting). The caller has already
 * shown the change in the cache.
 */
export async function queueWrite(queryClient: QueryClient, change: OfflineChange): Promise<void> {
  const uid = await signedInUid();
  await enqueue({ ...requestFor(change), uid });
  await syncNow(queryClient, uid);
}
