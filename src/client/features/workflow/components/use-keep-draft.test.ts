import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetStepDrafts, readStepDraft } from '#client/lib/step-drafts.ts';
import { DRAFT_WRITE_DELAY_MS, useKeepDraft, type useStepDraft } from './use-step-draft.ts';

// A step's draft is written once the typing pauses, and at once when the step is left or the
// page hidden (docs/decisions/212-drafts-are-written-when-typing-pauses.md).

const KEY = { uid: 'u1', outcomeId: 'o1', step: 2 };
const stepDraft = (): ReturnType<typeof useStepDraft> => ({
  key: KEY,
  stored: undefined,
  done: { current: false },
  forget: () => {},
});

/** The form typing "Run" one key at a time, 50 ms apart. */
function renderTyping(draft = stepDraft()) {
  const view = renderHook(({ title }) => useKeepDraft(draft, { title }, title !== ''), {
    initialProps: { title: '' },
  });
  for (const title of ['R', 'Ru', 'Run']) {
    view.rerender({ title });
    act(() => {
      vi.advanceTimersByTime(50);
    });
  }
  return view;
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('useKeepDraft', () => {
  it('writes nothing while the changes keep coming, then the last one once they pause', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    renderTyping();
    expect(readStepDraft(KEY)).toBeUndefined();
    act(() => {
      vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS);
    });
    expect(readStepDraft(KEY)).toEqual({ title: 'Run' });
    expect(setItem).toHaveBeenCalledTimes(1);
    setItem.mockRestore();
  });

  it('writes the last change at once when the step is left before the pause', () => {
    const { unmount } = renderTyping();
    unmount();
    expect(readStepDraft(KEY)).toEqual({ title: 'Run' });
  });

  it('writes the last change at once when the page is hidden (a tab closed, a reload)', () => {
    renderTyping();
    act(() => void dispatchEvent(new Event('pagehide')));
    expect(readStepDraft(KEY)).toEqual({ title: 'Run' });
  });

  it('writes nothing once every draft was forgotten (signing out), even on leaving', () => {
    const { unmount } = renderTyping();
    forgetStepDrafts();
    unmount();
    expect(readStepDraft(KEY)).toBeUndefined();
  });

  it('writes nothing after the step was saved, even on leaving it', () => {
    const draft = stepDraft();
    const { unmount } = renderTyping(draft);
    draft.done.current = true; // Continue saved and dropped the draft.
    unmount();
    act(() => {
      vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS);
    });
    expect(readStepDraft(KEY)).toBeUndefined();
  });
});
