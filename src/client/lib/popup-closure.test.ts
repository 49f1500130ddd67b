import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleWhenPopupCloses, watchfulPopupResolver } from './popup-closure.ts';

/*
 * The SDK's browser resolver at the edge we build on: it opens a window and hands the window's
 * result (an auth event) to an event manager. The real flow runs end to end in e2e/auth.spec.ts.
 */
class SdkResolver {
  popup = { closed: false };
  delivered: Array<{ eventId: string }> = [];
  manager = {
    onEvent: (event: { eventId: string }) => {
      this.delivered.push(event);
      return true;
    },
  };
  _initialize() {
    return Promise.resolve(this.manager);
  }
  _openPopup(_auth: unknown, _provider: unknown, _authType: string, _eventId: string) {
    return Promise.resolve({ window: this.popup as unknown as Window });
  }
}

let resolver: SdkResolver;
let eventCounter = 0;

/** What signInWithPopup does with the resolver: initialize, open the window, await the result. */
function startSignIn(sdkResult: Promise<string>) {
  const eventId = `event-${++eventCounter}`;
  const outcome = settleWhenPopupCloses(async () => {
    await resolver._initialize();
    await resolver._openPopup(undefined, undefined, 'signInViaPopup', eventId);
    return sdkResult;
  });
  return { eventId, outcome };
}

beforeEach(() => {
  vi.useFakeTimers();
  const Watchful = watchfulPopupResolver(SdkResolver);
  resolver = new (Watchful as unknown as new () => SdkResolver)();
});
afterEach(() => vi.useRealTimers());

describe('a popup sign-in', () => {
  it('rejects as closed by the user about a second after the window closes without a result', async () => {
    const { outcome } = startSignIn(new Promise<string>(() => {}));
    const settled = vi.fn();
    outcome.catch(settled);
    await vi.advanceTimersByTimeAsync(3000);
    expect(settled).not.toHaveBeenCalled(); // Open windows are waited for as long as they stay open.

    resolver.popup.closed = true;
    await vi.advanceTimersByTimeAsync(1300);
    expect(settled).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'auth/popup-closed-by-user' }),
    );
  });

  it("waits for the SDK when the window's result arrived before it closed", async () => {
    let finishSignIn: (user: string) => void = () => {};
    const { eventId, outcome } = startSignIn(new Promise((resolve) => (finishSignIn = resolve)));
    await vi.advanceTimersByTimeAsync(0);
    resolver.manager.onEvent({ eventId });
    resolver.popup.closed = true;
    await vi.advanceTimersByTimeAsync(5000); // The SDK still exchanges the result for a session.
    finishSignIn('signed in');
    await expect(outcome).resolves.toBe('signed in');
    expect(resolver.delivered).toEqual([{ eventId }]);
  });

  it('drops a result that arrives after the closed window was reported', async () => {
    const { eventId, outcome } = startSignIn(new Promise<string>(() => {}));
    const rejected = expect(outcome).rejects.toMatchObject({ code: 'auth/popup-closed-by-user' });
    await vi.advanceTimersByTimeAsync(0);
    resolver.popup.closed = true;
    await vi.advanceTimersByTimeAsync(1300);
    await rejected;

    resolver.manager.onEvent({ eventId });
    expect(resolver.delivered).toEqual([]); // So the app never signs in after saying it did not.
  });

  it("passes the SDK's own answer through, and ignores its late rejection once settled", async () => {
    await expect(startSignIn(Promise.resolve('signed in')).outcome).resolves.toBe('signed in');

    let rejectLate: (error: Error) => void = () => {};
    const { outcome } = startSignIn(new Promise((_, reject) => (rejectLate = reject)));
    const rejected = expect(outcome).rejects.toMatchObject({ code: 'auth/popup-closed-by-user' });
    await vi.advanceTimersByTimeAsync(0);
    resolver.popup.closed = true;
    await vi.advanceTimersByTimeAsync(1300);
    await rejected;
    rejectLate(Object.assign(new Error('late'), { code: 'auth/popup-closed-by-user' }));
    await vi.advanceTimersByTimeAsync(0);
  });
});
