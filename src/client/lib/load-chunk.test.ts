import { describe, expect, it, vi } from 'vitest';
import { chunk, isChunkLoadFailure } from './load-chunk.ts';

/** Chromium's wording when a module's request fails. */
const fetchFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: http://x/assets/today-1a2b.js');

describe('chunk', () => {
  it('tries a load that failed to fetch again, and the second try gives the module', async () => {
    vi.useFakeTimers();
    try {
      const module = { page: 'today' };
      const load = vi.fn().mockRejectedValueOnce(fetchFailure()).mockResolvedValue(module);
      const result = chunk(load)();
      await vi.runAllTimersAsync();
      await expect(result).resolves.toBe(module);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after three fetch failures, then starts afresh on the next call', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn().mockRejectedValue(fetchFailure());
      const loadPage = chunk(load);
      const first = loadPage();
      first.catch(() => {});
      await vi.runAllTimersAsync();
      await expect(first).rejects.toThrow('Failed to fetch dynamically imported module');
      expect(load).toHaveBeenCalledTimes(3);

      load.mockResolvedValue({ page: 'today' });
      await expect(loadPage()).resolves.toEqual({ page: 'today' });
      expect(load).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not retry a module that fetched but threw (a bug, not the network)', async () => {
    const load = vi.fn().mockRejectedValue(new ReferenceError('x is not defined'));
    await expect(chunk(load)()).rejects.toThrow('x is not defined');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one load between a preload and the render it serves', async () => {
    const load = vi.fn().mockResolvedValue({ page: 'today' });
    const loadPage = chunk(load);
    await Promise.all([loadPage(), loadPage()]);
    await loadPage();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('isChunkLoadFailure', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://x/a.js',
    'error loading dynamically imported module: http://x/a.js',
    'Importing a module script failed.',
  ])('knows "%s"', (message) => {
    expect(isChunkLoadFailure(new TypeError(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(
      isChunkLoadFailure(new TypeError("Cannot read properties of undefined (reading 'x')")),
    ).toBe(false);
    expect(isChunkLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });
});
