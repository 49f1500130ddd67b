import { dehydrate, QueryClient } from '@tanstack/react-query';
import { get, set } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearLocalData, localStore } from '#client/lib/local-store.ts';
import {
  keepCacheSaved,
  restoreCache,
  SAVED_PLAN_MAX_AGE_MS,
  UNCHANGED_SAVE_INTERVAL_MS,
} from './persister.ts';
import { changeOnItsWay } from './on-its-way.ts';

const PLAN_KEY = ['outcomes'];
const plan = (title: string) => ({ outcomes: [{ id: 'o1', title }], goals: [] });

/** What a fresh page (a reload) of the account shows before anything is fetched. */
async function afterReload(uid: string) {
  const queryClient = new QueryClient();
  await restoreCache(queryClient, uid);
  return queryClient.getQueryData(PLAN_KEY);
}

/** When the account's plan was last written on this device. */
const savedAt = async (uid: string) =>
  (await get<{ savedAt: number }>(`cache:${uid}`, localStore()))?.savedAt;

/** Long enough for a save to have landed, if anything started one. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

afterEach(() => {
  vi.useRealTimers();
});

describe('the plan saved on this device', () => {
  it('is there after a reload, with its latest change, for that account only', async () => {
    const queryClient = new QueryClient();
    keepCacheSaved(queryClient, 'alice');
    queryClient.setQueryData(PLAN_KEY, plan('My plan'));
    queryClient.setQueryData(PLAN_KEY, plan('Get fit'));
    await vi.waitFor(async () => expect(await afterReload('alice')).toEqual(plan('Get fit')));
    expect(await afterReload('bob')).toBeUndefined();
  });

  it('saves a read that landed once the page is idle, and a change made here at once', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => {});
    try {
      const queryClient = new QueryClient();
      keepCacheSaved(queryClient, 'carol');
      // Fetched: it waits for the page to be idle (docs/decisions/252).
      await queryClient.fetchQuery({
        queryKey: PLAN_KEY,
        queryFn: () => settle().then(() => plan('From the server')),
      });
      await settle();
      expect(await afterReload('carol')).toBeUndefined();
      idle.splice(0).forEach((task) => task());
      await vi.waitFor(async () =>
        expect(await afterReload('carol')).toEqual(plan('From the server')),
      );
      // Changed on this device (a tick): saved at once, a reload may follow.
      queryClient.setQueryData(PLAN_KEY, plan('Ticked here'));
      await vi.waitFor(async () => expect(await afterReload('carol')).toEqual(plan('Ticked here')));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  // A check-in shows at once and is queued a few tasks later (queued-change.ts).
  it.each([
    [
      'after the last save',
      (uid: string) =>
        vi.waitFor(async () => expect(await afterReload(uid)).toEqual(plan('Saved'))),
    ],
    [
      'while an earlier save is being written',
      () => new Promise((resolve) => setTimeout(resolve, 0)),
    ],
  ])(
    'waits for a change on its way to the queue (%s): a reload never shows one left unsent',
    async (when, saving) => {
      const queryClient = new QueryClient();
      const uid = `dora ${when}`;
      keepCacheSaved(queryClient, uid);
      queryClient.setQueryData(PLAN_KEY, plan('Saved'));
      await saving(uid);
      const checkIn = changeOnItsWay('/api/tactics/t1/check-ins/2026-11-22');
      try {
        queryClient.setQueryData(PLAN_KEY, plan('Checked in'));
        await settle();
        expect(await afterReload(uid)).toEqual(plan('Saved'));
      } finally {
        checkIn.queued();
      }
      await vi.waitFor(async () => expect(await afterReload(uid)).toEqual(plan('Checked in')));
    },
  );

  it('still opens a plan saved by the earlier version, which stored the cache as an object', async () => {
    const earlier = new QueryClient();
    earlier.setQueryData(PLAN_KEY, plan('Saved before the update'));
    await set('cache:alice', { savedAt: Date.now(), state: dehydrate(earlier) }, localStore());
    expect(await afterReload('alice')).toEqual(plan('Saved before the update'));
  });

  it('is not written again when a reload fetches the same plan; a change, or an hour, writes it', async () => {
    // (vi.waitFor moves the faked clock on as it polls: times are compared, not matched.)
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-18T10:00:00Z'));
    const first = new QueryClient();
    keepCacheSaved(first, 'alice');
    first.setQueryData(PLAN_KEY, plan('My plan'));
    await vi.waitFor(async () => expect(await afterReload('alice')).toEqual(plan('My plan')));
    const firstSave = (await savedAt('alice'))!;

    // A reload a minute later: the saved plan shows, then the server answers with the same plan.
    vi.setSystemTime(firstSave + 60_000);
    const reloaded = new QueryClient();
    keepCacheSaved(reloaded, 'alice', await restoreCache(reloaded, 'alice'));
    reloaded.setQueryData(PLAN_KEY, plan('My plan'));
    await settle();
    expect(await savedAt('alice')).toBe(firstSave);

    reloaded.setQueryData(PLAN_KEY, plan('Get fit'));
    await vi.waitFor(async () => expect(await afterReload('alice')).toEqual(plan('Get fit')));
    const changeSave = (await savedAt('alice'))!;
    expect(changeSave).toBeGreaterThanOrEqual(firstSave + 60_000);

    // Unchanged for an hour: saved again, so a plan seen every day stays young enough to show.
    reloaded.setQueryData(PLAN_KEY, plan('Get fit'));
    await settle();
    expect(await savedAt('alice')).toBe(changeSave);
    vi.setSystemTime(changeSave + UNCHANGED_SAVE_INTERVAL_MS);
    reloaded.setQueryData(PLAN_KEY, plan('Get fit'));
    await vi.waitFor(async () =>
      expect(await savedAt('alice')).toBeGreaterThanOrEqual(
        changeSave + UNCHANGED_SAVE_INTERVAL_MS,
      ),
    );
  });

  it('forgets a query the page dropped', async () => {
    const queryClient = new QueryClient();
    keepCacheSaved(queryClient, 'alice');
    queryClient.setQueryData(PLAN_KEY, plan('My plan'));
    await vi.waitFor(async () => expect(await afterReload('alice')).toBeDefined());
    queryClient.removeQueries({ queryKey: PLAN_KEY });
    await vi.waitFor(async () => expect(await afterReload('alice')).toBeUndefined());
  });

  it('is shown for a week, and not when older', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const savedAt = new Date('2026-11-18T10:00:00Z').getTime();
    vi.setSystemTime(savedAt);
    const queryClient = new QueryClient();
    keepCacheSaved(queryClient, 'alice');
    queryClient.setQueryData(PLAN_KEY, plan('My plan'));
    await vi.waitFor(async () => expect(await afterReload('alice')).toBeDefined());
    const minute = 60_000;
    vi.setSystemTime(savedAt + SAVED_PLAN_MAX_AGE_MS - minute);
    expect(await afterReload('alice')).toEqual(plan('My plan'));
    vi.setSystemTime(savedAt + SAVED_PLAN_MAX_AGE_MS + minute);
    expect(await afterReload('alice')).toBeUndefined();
  });

  it('is no longer saved after sign-out or once saving stopped', async () => {
    const signedOut = new QueryClient();
    keepCacheSaved(signedOut, 'alice');
    await clearLocalData();
    signedOut.setQueryData(PLAN_KEY, plan('My plan'));

    const stopped = new QueryClient();
    keepCacheSaved(stopped, 'bob')();
    stopped.setQueryData(PLAN_KEY, plan('Bob’s plan'));

    await settle();
    expect(await afterReload('alice')).toBeUndefined();
    expect(await afterReload('bob')).toBeUndefined();
  });
});
