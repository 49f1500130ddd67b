import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '../../../test/client/fetch.ts';
import { signInTestUser, testAuth } from '../../../test/client/signed-in.ts';
import { pendingWrites } from './queue.ts';
import { queueWrite, RESEND_FIRST_MS } from './sync.ts';

vi.mock(
  '../../lib/firebase.ts',
  async () => (await import('../../../test/client/signed-in.ts')).firebaseModule,
);

const UID = 'u1';
const CHECK_IN = { kind: 'check-in', id: 't1', date: '2026-11-25', checkedIn: true } as const;
const CHECK_IN_PATH = '/api/tactics/t1/check-ins/2026-11-25';

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
