import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearLocalData } from '../../lib/local-store.ts';
import { keepCacheSaved, restoreCache, SAVED_PLAN_MAX_AGE_MS } from './persister.ts';

const PLAN_KEY = ['outcomes'];
const plan = (title: string) => ({ outcomes: [{ id: 'o1', title }], goals: [] });

/** What a fresh page (a reload) of the account shows before anything is fetched. */
async function afterReload(uid: string) {
  const queryClient = new QueryClient();
  await restoreCache(queryClient, uid);
  return queryClient.getQueryData(PLAN_KEY);
}

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
