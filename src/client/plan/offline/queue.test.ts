import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#client/lib/api.ts';
import { clearLocalData } from '#client/lib/local-store.ts';
import type { Repeat } from '#shared/schedule';
import { requestFor, type OfflineChange } from './changes.ts';
import { enqueue, flush, pendingWrites, replay, type NewWrite, type QueuedWrite } from './queue.ts';
import { failureText } from '../error-message.ts';

const ALICE = 'alice-uid';
const BOB = 'bob-uid';

const tick = (id: string, completed: boolean, uid = ALICE): NewWrite => ({
  uid,
  method: 'PATCH',
  path: `/api/tactics/${id}`,
  body: { completed },
  key: 'completed',
  failure: 'Failed to update tactic',
});

const rate = (id: string, effort: number): NewWrite => ({
  uid: ALICE,
  method: 'PATCH',
  path: `/api/tactics/${id}`,
  body: { effort, impact: 3 },
  key: 'ratings',
  failure: 'Failed to update tactic',
});

const checkIn = (id: string, method: 'PUT' | 'DELETE', date = '2026-11-22'): NewWrite => ({
  uid: ALICE,
  ...requestFor({ kind: 'check-in', id, date, checkedIn: method === 'PUT' }),
});

const schedule = (id: string, dueDate: string | null, repeat: Repeat | null = null): NewWrite => ({
  uid: ALICE,
  ...requestFor({ kind: 'schedule', id, dueDate, repeat }),
});

const describeWrite = (write: Pick<QueuedWrite, 'method' | 'path' | 'body'>) =>
  `${write.method} ${write.path}${write.body ? ' ' + JSON.stringify(write.body) : ''}`;

/** A server that records what it accepted. */
function recordingServer() {
  const accepted: string[] = [];
  const send = vi.fn(async (write: QueuedWrite) => {
    accepted.push(describeWrite(write));
  });
  return { accepted, send };
}

const noRefusals = () => {
  throw new Error('nothing should be refused');
};

describe('the offline queue', () => {
  it('sends writes in the order they were made, each once, and then is empty', async () => {
    await enqueue(tick('t1', true));
    await enqueue(rate('t2', 4));
    await enqueue(checkIn('t3', 'PUT'));
    const server = recordingServer();

    expect(await replay(ALICE, server.send, noRefusals)).toEqual({
      sent: 3,
      refused: 0,
      stopped: false,
    });
    expect(server.accepted).toEqual([
      'PATCH /api/tactics/t1 {"completed":true}',
      'PATCH /api/tactics/t2 {"effort":4,"impact":3}',
      'PUT /api/tactics/t3/check-ins/2026-11-22',
    ]);
    expect(await pendingWrites(ALICE)).toEqual([]);
    await replay(ALICE, server.send, noRefusals);
    expect(server.send).toHaveBeenCalledTimes(3);
  });

  it('keeps only the last of repeated changes to the same thing', async () => {
    await enqueue(tick('t1', true));
    await enqueue(tick('t2', true));
    await enqueue(tick('t1', false));
    await enqueue(tick('t1', true));
    await enqueue(checkIn('t3', 'PUT'));
    await enqueue(checkIn('t3', 'DELETE'));

    expect((await pendingWrites(ALICE)).map(describeWrite)).toEqual([
      'PATCH /api/tactics/t2 {"completed":true}',
      'PATCH /api/tactics/t1 {"completed":true}',
      'DELETE /api/tactics/t3/check-ins/2026-11-22',
    ]);
  });

  it('never reorders writes to the same tactic: an earlier one stays when another came between', async () => {
    await enqueue(rate('t1', 2));
    await enqueue(tick('t1', true));
    await enqueue(rate('t1', 5));

    expect((await pendingWrites(ALICE)).map(describeWrite)).toEqual([
      'PATCH /api/tactics/t1 {"effort":2,"impact":3}',
      'PATCH /api/tactics/t1 {"completed":true}',
      'PATCH /api/tactics/t1 {"effort":5,"impact":3}',
    ]);
  });

  it("sends only the account's own writes", async () => {
    await enqueue(tick('t1', true, BOB));
    await enqueue(tick('t2', true));
    const server = recordingServer();

    await replay(ALICE, server.send, noRefusals);
    expect(server.accepted).toEqual(['PATCH /api/tactics/t2 {"completed":true}']);
    expect((await pendingWrites(BOB)).map(describeWrite)).toEqual([
      'PATCH /api/tactics/t1 {"completed":true}',
    ]);
  });

  it('survives a reload: a fresh copy of the code finds the writes in IndexedDB', async () => {
    await enqueue(tick('t1', true));
    await enqueue(tick('t2', false));

    vi.resetModules();
    const reloaded = await import('./queue.ts');
    expect((await reloaded.pendingWrites(ALICE)).map(describeWrite)).toEqual([
      'PATCH /api/tactics/t1 {"completed":true}',
      'PATCH /api/tactics/t2 {"completed":false}',
    ]);
  });

  it('stops at a network failure with the write still first, and resumes from it later', async () => {
    await enqueue(tick('t1', true));
    await enqueue(tick('t2', true));
    await enqueue(tick('t3', true));
    const server = recordingServer();
    let networkUp = true;
    const send = async (write: QueuedWrite) => {
      if (!networkUp) throw new TypeError('Failed to fetch');
      await server.send(write);
      if (write.path.endsWith('t1')) networkUp = false; // The connection drops after the first.
    };

    expect(await replay(ALICE, send, noRefusals)).toEqual({ sent: 1, refused: 0, stopped: true });
    expect((await pendingWrites(ALICE)).map((write) => write.path)).toEqual([
      '/api/tactics/t2',
      '/api/tactics/t3',
    ]);

    networkUp = true;
    expect(await replay(ALICE, send, noRefusals)).toEqual({ sent: 2, refused: 0, stopped: false });
    expect(server.accepted).toEqual([
      'PATCH /api/tactics/t1 {"completed":true}',
      'PATCH /api/tactics/t2 {"completed":true}',
      'PATCH /api/tactics/t3 {"completed":true}',
    ]);
  });

  it('drops a write the server refuses for good and reports it; keeps one it cannot take now', async () => {
    await enqueue(tick('gone', true));
    await enqueue(tick('t2', true));
    const refused: string[] = [];
    const send = async (write: QueuedWrite) => {
      if (write.path.endsWith('gone')) throw new ApiError(404, 'Not found');
      throw new ApiError(503, 'Service Unavailable');
    };

    const result = await replay(ALICE, send, (write, error) =>
      refused.push(`${write.path}: ${(error as Error).message}`),
    );
    expect(result).toEqual({ sent: 0, refused: 1, stopped: true });
    expect(refused).toEqual(['/api/tactics/gone: Not found']);
    expect((await pendingWrites(ALICE)).map((write) => write.path)).toEqual(['/api/tactics/t2']);
  });

  it('a flush during a replay joins it, and a write added meanwhile is sent before it ends', async () => {
    await enqueue(tick('t1', true));
    const server = recordingServer();
    let release = () => {};
    const firstHeld = new Promise<void>((resolve) => (release = resolve));
    const send = async (write: QueuedWrite) => {
      if (write.path.endsWith('t1')) await firstHeld;
      await server.send(write);
    };

    const running = flush(ALICE, send, noRefusals);
    await enqueue(tick('t2', true));
    const joined = flush(ALICE, send, noRefusals);
    release();

    expect(await joined).toEqual(await running);
    expect(server.accepted).toEqual([
      'PATCH /api/tactics/t1 {"completed":true}',
      'PATCH /api/tactics/t2 {"completed":true}',
    ]);
    expect(await pendingWrites(ALICE)).toEqual([]);
  });

  it('keeps check-ins and schedule changes in the order made among ticks, and sends each once', async () => {
    await enqueue(schedule('t1', '2026-11-25'));
    await enqueue(checkIn('t2', 'PUT'));
    await enqueue(tick('t1', true));
    await enqueue(schedule('t1', null, { frequency: 'daily' }));
    await enqueue(checkIn('t2', 'PUT', '2026-11-23'));
    const server = recordingServer();

    expect(await replay(ALICE, server.send, noRefusals)).toEqual({
      sent: 5,
      refused: 0,
      stopped: false,
    });
    expect(server.accepted).toEqual([
      'PATCH /api/tactics/t1 {"dueDate":"2026-11-25","repeat":null}',
      'PUT /api/tactics/t2/check-ins/2026-11-22',
      'PATCH /api/tactics/t1 {"completed":true}',
      'PATCH /api/tactics/t1 {"dueDate":null,"repeat":{"frequency":"daily"}}',
      'PUT /api/tactics/t2/check-ins/2026-11-23',
    ]);
    expect(await pendingWrites(ALICE)).toEqual([]);
  });

  it('keeps only the last schedule of a tactic; a check-in of another day is never dropped', async () => {
    await enqueue(schedule('t1', '2026-11-25'));
    await enqueue(schedule('t1', '2026-11-26'));
    await enqueue(schedule('t1', null, { frequency: 'weekly', days: ['mon'] }));
    await enqueue(checkIn('t2', 'PUT', '2026-11-21'));
    await enqueue(checkIn('t2', 'PUT', '2026-11-22'));
    await enqueue(checkIn('t2', 'DELETE', '2026-11-22'));

    expect((await pendingWrites(ALICE)).map(describeWrite)).toEqual([
      'PATCH /api/tactics/t1 {"dueDate":null,"repeat":{"frequency":"weekly","days":["mon"]}}',
      'PUT /api/tactics/t2/check-ins/2026-11-21',
      'DELETE /api/tactics/t2/check-ins/2026-11-22',
    ]);
  });

  it('sends a check-in again when its answer was lost, and the server still has it once', async () => {
    await enqueue(checkIn('t1', 'PUT'));
    await enqueue(schedule('t2', '2026-11-30'));
    // The server's check-ins are a set per tactic and day: a PUT it already has changes nothing.
    const checkIns = new Set<string>();
    const dueDates = new Map<string, unknown>();
    let answersLost = 1;
    const send = async (write: QueuedWrite) => {
      const [, , , id, , date] = write.path.split('/');
      if (write.method === 'PUT') checkIns.add(`${id} ${date}`);
      if (write.method === 'PATCH') dueDates.set(id!, (write.body as { dueDate: unknown }).dueDate);
      if (answersLost-- > 0) throw new TypeError('Failed to fetch'); // Done, but no answer came.
    };

    expect(await replay(ALICE, send, noRefusals)).toEqual({ sent: 0, refused: 0, stopped: true });
    expect((await pendingWrites(ALICE)).map((write) => write.path)).toEqual([
      '/api/tactics/t1/check-ins/2026-11-22',
      '/api/tactics/t2',
    ]);
    expect(await replay(ALICE, send, noRefusals)).toEqual({ sent: 2, refused: 0, stopped: false });
    expect([...checkIns]).toEqual(['t1 2026-11-22']);
    expect(Object.fromEntries(dueDates)).toEqual({ t2: '2026-11-30' });
  });

  it('keeps check-ins and schedule changes across a reload', async () => {
    await enqueue(checkIn('t1', 'PUT'));
    await enqueue(schedule('t2', null, { frequency: 'daily' }));

    vi.resetModules();
    const reloaded = await import('./queue.ts');
    expect((await reloaded.pendingWrites(ALICE)).map(describeWrite)).toEqual([
      'PUT /api/tactics/t1/check-ins/2026-11-22',
      'PATCH /api/tactics/t2 {"dueDate":null,"repeat":{"frequency":"daily"}}',
    ]);
  });

  it('is emptied by clearing local data (signing out)', async () => {
    await enqueue(tick('t1', true));
    await clearLocalData();
    expect(await pendingWrites(ALICE)).toEqual([]);
  });
});

describe('what each change sends once the connection is back', () => {
  const queued = async (...changes: OfflineChange[]) => {
    for (const change of changes) await enqueue({ uid: ALICE, ...requestFor(change) });
    const server = recordingServer();
    await replay(ALICE, server.send, noRefusals);
    return server.accepted;
  };

  it('keeps different changes to one tactic apart, in order; a repeat of the last replaces it', async () => {
    expect(
      await queued(
        { kind: 'ratings', id: 't1', effort: 2, impact: 3 },
        { kind: 'plan', id: 't1', plan: { when: 'I wake up', then: 'stretch' } },
        { kind: 'actual-ratings', id: 't1', actualEffort: 1, actualImpact: 5 },
        { kind: 'remind-at', id: 't1', remindAt: '07:00' },
        { kind: 'steps', id: 't1', steps: [] },
        { kind: 'completed', id: 't1', completed: true, completionNote: 'Done early' },
        { kind: 'ratings', id: 't1', effort: 4, impact: 5 },
        { kind: 'ratings', id: 't1', effort: 5, impact: 5 },
      ),
    ).toEqual([
      'PATCH /api/tactics/t1 {"effort":2,"impact":3}',
      'PATCH /api/tactics/t1 {"plan":{"when":"I wake up","then":"stretch"}}',
      'PATCH /api/tactics/t1 {"actualEffort":1,"actualImpact":5}',
      'PATCH /api/tactics/t1 {"remindAt":"07:00"}',
      'PATCH /api/tactics/t1 {"steps":[]}',
      'PATCH /api/tactics/t1 {"completed":true,"completionNote":"Done early"}',
      'PATCH /api/tactics/t1 {"effort":5,"impact":5}',
    ]);
  });

  it('sends a goal’s measure and values; a cleared value is removed', async () => {
    expect(
      await queued(
        {
          kind: 'measure',
          goalId: 'g1',
          measure: { unit: 'km', start: 0, target: 10, direction: 'increase' },
        },
        { kind: 'measurement', goalId: 'g1', date: '2026-11-20', value: 3, note: 'windy' },
        { kind: 'measurement', goalId: 'g1', date: '2026-11-21', value: 4, note: null },
        { kind: 'measurement', goalId: 'g1', date: '2026-11-21', value: null, note: null },
      ),
    ).toEqual([
      'PATCH /api/goals/g1 {"measure":{"unit":"km","start":0,"target":10,"direction":"increase"}}',
      'PUT /api/goals/g1/measurements/2026-11-20 {"value":3,"note":"windy"}',
      'DELETE /api/goals/g1/measurements/2026-11-21',
    ]);
  });

  it('sends a check-in’s note only with the check-in, and a review whole', async () => {
    const review = { wentWell: 'Slept well', figures: { goals: [] } };
    expect(
      await queued(
        { kind: 'check-in', id: 't1', date: '2026-11-20', checkedIn: true, note: 'felt great' },
        { kind: 'check-in', id: 't2', date: '2026-11-20', checkedIn: true },
        { kind: 'check-in', id: 't3', date: '2026-11-20', checkedIn: false, note: 'ignored' },
        { kind: 'review', id: 'r1', weekStart: '2026-11-16', review },
      ),
    ).toEqual([
      'PUT /api/tactics/t1/check-ins/2026-11-20 {"note":"felt great"}',
      'PUT /api/tactics/t2/check-ins/2026-11-20',
      'DELETE /api/tactics/t3/check-ins/2026-11-20',
      `PUT /api/reviews/2026-11-16 ${JSON.stringify(review)}`,
    ]);
  });

  it('says what failed in words of its own kind', () => {
    const failure = (change: OfflineChange) => failureText(requestFor(change).failure);
    expect(failure({ kind: 'ratings', id: 't1', effort: 1, impact: 1 })).toBe(
      'Failed to update tactic',
    );
    expect(failure({ kind: 'measure', goalId: 'g1', measure: null })).toBe(
      'Failed to save the measure',
    );
    expect(
      failure({ kind: 'measurement', goalId: 'g1', date: '2026-11-20', value: 1, note: null }),
    ).toBe('Failed to save the value');
    // A write queued by an earlier version holds its words, shown as they are.
    expect(failureText('Failed to update tactic')).toBe('Failed to update tactic');
  });
});
