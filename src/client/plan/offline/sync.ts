import type { QueryClient } from '@tanstack/react-query';
import type { Tactic } from '#shared/schemas';
import { ApiError, apiRequest, NOT_AUTHENTICATED } from '#client/lib/api.ts';
import { isOnline } from '#client/lib/connection.ts';
import { getFirebaseAuth } from '#client/lib/firebase.ts';
import { toastError } from '#client/components/ui/toast-store.ts';
import { failureText, saveErrorMessage } from '../error-message.ts';
import { patchCachedTactics } from '../outcomes.ts';
import { DROP_KEY, requestFor, tacticPath, type OfflineChange } from './changes.ts';
import { isOnItsWay } from './on-its-way.ts';
import { enqueue, flush, pendingWrites, type QueuedWrite } from './queue.ts';

const reportRefusal = (write: QueuedWrite, error: unknown) =>
  toastError(saveErrorMessage(error, failureText(write.failure)));

const isTactic = (answer: unknown): answer is Tactic =>
  typeof answer === 'object' && answer !== null && 'id' in answer && 'goalId' in answer;

/**
 * Puts the server's answers (the tactics as saved) into every cached read of the plan that holds
 * them, in place of a refetch (docs/product.md, Offline): nothing else of the plan is read again,
 * and every other tactic keeps its object, so only the changed cards render again.
 */
function showAnswers(queryClient: QueryClient, answers: Map<string, Tactic>) {
  if (answers.size === 0) return;
  patchCachedTactics(queryClient, (tactic) => answers.get(tactic.id) ?? tactic);
}

/** After a replay stopped at a passing failure: the first wait before sending again, the longest. */
export const RESEND_FIRST_MS = 5_000;
const RESEND_LONGEST_MS = 60_000;
const resendTimers = new Map<string, { timer: ReturnType<typeof setTimeout>; waitMs: number }>();

/**
 * A replay stopped at "not now" (a 503, a lost answer while the browser says online): the write
 * would otherwise wait for the next change, reconnection or start. Send again by itself, waiting
 * twice as long each time, while the same account is signed in; offline, reconnecting does it.
 */
function resendLater(queryClient: QueryClient, uid: string) {
  const waitMs = resendTimers.get(uid)?.waitMs ?? RESEND_FIRST_MS;
  clearTimeout(resendTimers.get(uid)?.timer);
  const timer = setTimeout(() => {
    void (async () => {
      if ((await getFirebaseAuth()).currentUser?.uid !== uid) return resendTimers.delete(uid);
      await syncNow(queryClient, uid);
    })().catch(() => undefined);
  }, waitMs);
  resendTimers.set(uid, { timer, waitMs: Math.min(waitMs * 2, RESEND_LONGEST_MS) });
}

function resendDone(uid: string) {
  clearTimeout(resendTimers.get(uid)?.timer);
  resendTimers.delete(uid);
}

/**
 * Sends the account's queued writes if the browser is online (docs/product.md, Offline). After
 * the writes of a change made online, the screen already shows it: the server's answers are put
 * into the cached plan and nothing is refetched. After a refusal, or when the queue was sent on
 * reconnecting or at start (`refetch`), every query is refetched so the screen shows what the
 * server has. Offline it does nothing: the 'online' event and the next start call it again.
 */
export async function syncNow(
  queryClient: QueryClient,
  uid: string,
  { refetch = true }: { refetch?: boolean } = {},
): Promise<void> {
  if (!isOnline()) return;
  const answers = new Map<string, Tactic>();
  const send = async (write: QueuedWrite) => {
    const answer = await apiRequest(
      write.method,
      write.path,
      write.body,
      failureText(write.failure),
    ).catch((error: unknown) => {
      // A drop resent after its answer was lost finds the tactic gone: that is what it asked.
      if (write.key === DROP_KEY && error instanceof ApiError && error.status === 404) return;
      throw error;
    });
    if (isTactic(answer)) answers.set(answer.id, answer);
    return answer;
  };
  const result = await flush(uid, send, reportRefusal);
  if (result.stopped) {
    if (isOnline()) resendLater(queryClient, uid);
    return;
  }
  resendDone(uid);
  if (result.refused > 0 || (refetch && result.sent > 0)) {
    await queryClient.invalidateQueries();
  } else {
    // An answer is shown unless a later change to the same tactic is waiting to be sent or on
    // its way to the queue: the screen shows that one already, and its own answer follows.
    const waiting = new Set((await pendingWrites(uid)).map((write) => write.path));
    for (const id of answers.keys()) {
      if (waiting.has(tacticPath(id)) || isOnItsWay(tacticPath(id))) answers.delete(id);
    }
    showAnswers(queryClient, answers);
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
export async function queueWrite(
  queryClient: QueryClient,
  change: OfflineChange,
  queued?: () => void,
): Promise<void> {
  const uid = await signedInUid();
  await enqueue({ ...requestFor(change), uid });
  queued?.();
  await syncNow(queryClient, uid, { refetch: false });
}
