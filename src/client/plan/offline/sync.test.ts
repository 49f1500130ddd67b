import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '#test/client/fetch.ts';
import { signInTestUser, testAuth } from '#test/client/signed-in.ts';
import { changeOnItsWay } from './on-its-way.ts';
import { pendingWrites } from './queue.ts';
import { queueWrite, RESEND_FIRST_MS } from './sync.ts';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

const UID = 'u1';
const CHECK_IN = { kind: 'check-in', id: 't1', date: '2026-11-25', checkedIn: true } as const;
const CHECK_IN_PATH = '/api/tactics/t1/check-ins/2026-11-25';

const tactic = (id: string, completed: boolean) => ({ id, goalId: 'g1', title: id, completed });

/** A cached plan of two tactics, as the outcomes query holds it. */
function cachedPlan() {
  const queryClient = new QueryClient();
  const first = tactic('t1', false);
  const second = tactic('t2', false);
  queryClient.setQueryData(['/api/outcomes'], { goals: [{ id: 'g1', tactics: [first, second] }] });
  return { queryClient, second };
}

describe('a queued write sent online', () => {
  beforeEach(() => signInTestUser());
  afterEach(() => vi.unstubAllGlobals());

  it("puts the server's answer into the cached plan and reads nothing again", async () => {
    const { requests } = fakeFetch((request) =>
      request.method === 'PATCH' && request.path === '/api/tactics/t1'
        ? json(200, tactic('t1', true))
        : json(500, { message: `Unexpected ${request.method} ${request.path}` }),
    );
    const { queryClient, second } = cachedPlan();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await queueWrite(queryClient, { kind: 'completed', id: 't1', completed: true });

    const plan = queryClient.getQueryData<{ goals: Array<{ tactics: unknown[] }> }>([
      '/api/outcomes',
    ]);
    expect(plan?.goals[0]?.tactics).toEqual([tactic('t1', true), second]);
    // The untouched tactic keeps its object, so its card does not render again.
    expect(plan?.goals[0]?.tactics[1]).toBe(second);
    expect(requests.map((request) => request.method)).toEqual(['PATCH']);
    expect(invalidate).not.toHaveBeenCalled();
    expect(await pendingWrites(UID)).toEqual([]);
  });

  it("leaves a newer change to the tactic on screen when an earlier write's answer arrives", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    fakeFetch(async (request) => {
      const { completed } = request.body as { completed: boolean };
      if (completed) await held;
      return json(200, tactic('t1', completed));
    });
    const { queryClient } = cachedPlan();
    const shownT1 = () =>
      queryClient.getQueryData<{ goals: Array<{ tactics: Array<{ completed: boolean }> }> }>([
        '/api/outcomes',
      ])?.goals[0]?.tactics[0];
    const ticked = queueWrite(queryClient, { kind: 'completed', id: 't1', completed: true });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));

    // Unticked while the tick is on the wire: the screen shows it before it reaches the queue.
    const untick = changeOnItsWay('/api/tactics/t1');
    queryClient.setQueryData(['/api/outcomes'], {
      goals: [{ id: 'g1', tactics: [tactic('t1', false), tactic('t2', false)] }],
    });
    release();
    await ticked;
    expect(shownT1()).toEqual(tactic('t1', false));

    // Its own write goes out next, and its answer is shown.
    await queueWrite(queryClient, { kind: 'completed', id: 't1', completed: false }, untick.queued);
    expect(shownT1()).toEqual(tactic('t1', false));
    expect(await pendingWrites(UID)).toEqual([]);
  });

  it('counts a resent Drop that finds the tactic gone (404) as done, with no error and no refetch', async () => {
    fakeFetch(() => json(404, { message: 'Tactic not found' }));
    const { queryClient } = cachedPlan();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await queueWrite(queryClient, { kind: 'drop', id: 't1' });
    expect(await pendingWrites(UID)).toEqual([]);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('refetches the plan after a refusal, so the screen shows what the server has', async () => {
    fakeFetch(() => json(404, { message: 'Tactic not found' }));
    const { queryClient } = cachedPlan();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await queueWrite(queryClient, { kind: 'completed', id: 't1', completed: true });
    expect(await pendingWrites(UID)).toEqual([]);
    expect(invalidate).toHaveBeenCalled();
  });

  it('sends nothing while the browser is offline, and keeps the write', async () => {
    const { requests } = fakeFetch(() => json(200, {}));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await queueWrite(new QueryClient(), CHECK_IN);
    expect(requests).toEqual([]);
    expect(await pendingWrites(UID)).toHaveLength(1);
    vi.restoreAllMocks();
    // Back online, the next sync sends it.
    await queueWrite(new QueryClient(), { ...CHECK_IN, date: '2026-11-24' });
    expect(requests.map((request) => request.path)).toEqual([
      CHECK_IN_PATH,
      '/api/tactics/t1/check-ins/2026-11-24',
    ]);
    expect(await pendingWrites(UID)).toEqual([]);
  });
});

/** A server that answers the check-in with these statuses in turn, then 200. */
function serverAnswering(...statuses: number[]) {
  return fakeFetch((request) => {
    if (request.path !== CHECK_IN_PATH) throw new Error(`Unexpected ${request.path}`);
    return json(statuses.shift() ?? 200, {});
  });
}

describe('a queued write stopped by "not now"', () => {
  beforeEach(() => {
    signInTestUser();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is sent again by itself, with no other change and no reconnection, and then leaves the queue', async () => {
    const { requests } = serverAnswering(503);
    await queueWrite(new QueryClient(), CHECK_IN);
    expect(requests).toHaveLength(1);
    expect(await pendingWrites(UID)).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(RESEND_FIRST_MS);
    await vi.waitFor(async () => expect(await pendingWrites(UID)).toEqual([]));
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `PUT ${CHECK_IN_PATH}`,
      `PUT ${CHECK_IN_PATH}`,
    ]);
  });

  it('waits twice as long after each further "not now"', async () => {
    const { requests } = serverAnswering(503, 503);
    await queueWrite(new QueryClient(), CHECK_IN);
    await vi.advanceTimersByTimeAsync(RESEND_FIRST_MS);
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(RESEND_FIRST_MS);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(RESEND_FIRST_MS);
    await vi.waitFor(async () => expect(await pendingWrites(UID)).toEqual([]));
    expect(requests).toHaveLength(3);
  });

  it('is not sent for an account that signed out meanwhile', async () => {
    const { requests } = serverAnswering(503);
    await queueWrite(new QueryClient(), CHECK_IN);
    testAuth.currentUser = null;
    await vi.advanceTimersByTimeAsync(RESEND_FIRST_MS * 4);
    expect(requests).toHaveLength(1);
  });
});
