import { get, update } from 'idb-keyval';
import { ApiError } from '#client/lib/api.ts';
import { localStore } from '#client/lib/local-store.ts';

/**
 * Unsent changes, kept in IndexedDB so they survive a reload (docs/decisions/019-offline.md).
 * Only idempotent writes are queued: PATCH with absolute values, PUT and DELETE of a check-in, the
 * DELETE of a dropped tactic (a 404 on resending counts as done, sync.ts),
 * so sending one twice (an answer lost on the way back) leaves the server as sending it once.
 */
export interface QueuedWrite {
  /** Position in the queue: writes are sent in this order. */
  seq: number;
  /** The account that made the change; only its own writes are ever sent. */
  uid: string;
  method: 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** What the write sets, e.g. 'completed': a later write with the same path and key replaces it. */
  key: string;
  /**
   * The toast text if the server refuses it without a message: a message id, shown in the
   * person's language when the toast shows (failureText); a write queued before ids held words.
   */
  failure: string;
}

export type NewWrite = Omit<QueuedWrite, 'seq'>;

const QUEUE_KEY = 'queue';

const readAll = async () => (await get<QueuedWrite[]>(QUEUE_KEY, localStore())) ?? [];

/** The resource a write changes, e.g. '/api/tactics/t1' for its check-ins too. */
const resourceOf = (path: string) => path.split('/').slice(0, 4).join('/');

/**
 * Adds a write at the end. An earlier unsent write with the same path and key is dropped when no
 * write in between touches the same resource, so ticking an item on and off ten times sends one
 * request, and the result is the same as sending all of them in order.
 */
export async function enqueue(write: NewWrite): Promise<void> {
  await update<QueuedWrite[]>(
    QUEUE_KEY,
    (writes = []) => {
      const seq = (writes.at(-1)?.seq ?? 0) + 1;
      const resource = resourceOf(write.path);
      let kept = writes;
      for (let index = writes.length - 1; index >= 0; index -= 1) {
        const earlier = writes[index]!;
        if (earlier.uid !== write.uid || resourceOf(earlier.path) !== resource) continue;
        if (earlier.path === write.path && earlier.key === write.key) {
          kept = writes.filter((_, at) => at !== index);
        }
        break; // The nearest write to the same resource decides: only it may be replaced.
      }
      return [...kept, { ...write, seq }];
    },
    localStore(),
  );
}

/** The account's unsent writes, oldest first. */
export const pendingWrites = async (uid: string) =>
  (await readAll()).filter((write) => write.uid === uid);

async function remove(seq: number) {
  await update<QueuedWrite[]>(
    QUEUE_KEY,
    (writes = []) => writes.filter((write) => write.seq !== seq),
    localStore(),
  );
}

/** Statuses that say "not now" rather than "no": the write stays queued and is sent again later. */
const TRY_AGAIN_LATER = new Set([0, 401, 408, 429, 502, 503, 504]);

/** No answer (offline, the token could not be refreshed) or a passing failure: keep the write. */
export const isPassingFailure = (error: unknown) =>
  !(error instanceof ApiError) || TRY_AGAIN_LATER.has(error.status);

export interface ReplayResult {
  /** Writes the server accepted. */
  sent: number;
  /** Writes the server refused for good; each was reported and dropped. */
  refused: number;
  /** Whether the replay stopped at a write that must be sent again later. */
  stopped: boolean;
}

/**
 * Sends the account's writes one at a time, in order. Each leaves the queue only after a 2xx or
 * a definitive refusal (reported through `onRefused`); at the first passing failure the replay
 * stops with that write still first in line.
 */
export async function replay(
  uid: string,
  send: (write: QueuedWrite) => Promise<unknown>,
  onRefused: (write: QueuedWrite, error: unknown) => void,
): Promise<ReplayResult> {
  const result: ReplayResult = { sent: 0, refused: 0, stopped: false };
  for (;;) {
    const [next] = await pendingWrites(uid);
    if (!next) return result;
    try {
      await send(next);
      result.sent += 1;
    } catch (error) {
      if (isPassingFailure(error)) return { ...result, stopped: true };
      result.refused += 1;
      onRefused(next, error);
    }
    await remove(next.seq);
  }
}

const running = new Map<string, Promise<ReplayResult>>();
const askedAgain = new Set<string>();

/**
 * One replay per account at a time. A call during a replay joins it and makes it look at the
 * queue once more at the end, so a write added meanwhile is never left behind.
 */
export function flush(
  uid: string,
  send: (write: QueuedWrite) => Promise<unknown>,
  onRefused: (write: QueuedWrite, error: unknown) => void,
): Promise<ReplayResult> {
  const current = running.get(uid);
  if (current) {
    askedAgain.add(uid);
    return current;
  }
  const run = (async () => {
    const total: ReplayResult = { sent: 0, refused: 0, stopped: false };
    do {
      askedAgain.delete(uid);
      const round = await replay(uid, send, onRefused);
      total.sent += round.sent;
      total.refused += round.refused;
      total.stopped = round.stopped;
    } while (!total.stopped && askedAgain.has(uid));
    return total;
  })().finally(() => running.delete(uid));
  running.set(uid, run);
  return run;
}
