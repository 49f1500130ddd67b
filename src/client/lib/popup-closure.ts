import type { PopupRedirectResolver } from 'firebase/auth';

/**
 * The SDK notices a closed sign-in window only by polling every 2 s and then waiting 8 s more
 * (in case the result is still travelling). We watch the window ourselves so a cancelled sign-in
 * reports at once (docs/decisions/050-a-closed-sign-in-window-reports-at-once.md).
 *
 * The window closes itself after a successful sign-in too, so a closed window means "cancelled"
 * only if the window's result has not reached the page within a short grace period. A result
 * that arrives after we gave up is dropped, so the app never signs in after saying it did not.
 */
const POLL_INTERVAL_MS = 200;
const RESULT_GRACE_MS = 1000;

/** The parts of the SDK's browser resolver we build on (internal, but stable across v9-v12). */
interface AuthEvent {
  eventId?: string | null;
}
interface AuthEventManager {
  onEvent(event: AuthEvent): boolean;
}
interface ResolverInternals {
  _initialize(auth: unknown): Promise<AuthEventManager>;
  _openPopup(
    auth: unknown,
    provider: unknown,
    authType: unknown,
    eventId?: string,
  ): Promise<{ window: Window | null }>;
}
type ResolverClass = new () => ResolverInternals;

interface OpenedPopup {
  window: Window | null;
  eventId: string | undefined;
}

let onPopupOpened: ((popup: OpenedPopup) => void) | undefined;
const arrivedEvents = new Set<string>();
const abandonedEvents = new Set<string>();
const watchedManagers = new WeakSet<AuthEventManager>();

function noteArrivals(manager: AuthEventManager) {
  if (watchedManagers.has(manager)) return;
  watchedManagers.add(manager);
  const deliver = manager.onEvent.bind(manager);
  manager.onEvent = (event) => {
    const id = event.eventId ?? undefined;
    if (id && abandonedEvents.has(id)) return true; // Acknowledged and dropped: see above.
    if (id) arrivedEvents.add(id);
    return deliver(event);
  };
}

/** The SDK's browser popup resolver, telling us which window each sign-in opened. */
export function watchfulPopupResolver(sdkResolver: PopupRedirectResolver): PopupRedirectResolver {
  const Base = sdkResolver as unknown as ResolverClass;
  class WatchfulPopupResolver extends Base {
    override async _initialize(auth: unknown) {
      const manager = await super._initialize(auth);
      noteArrivals(manager);
      return manager;
    }
    override async _openPopup(
      auth: unknown,
      provider: unknown,
      authType: unknown,
      eventId?: string,
    ) {
      const popup = await super._openPopup(auth, provider, authType, eventId);
      onPopupOpened?.({ window: popup.window, eventId });
      return popup;
    }
  }
  return WatchfulPopupResolver;
}

function closedByUser() {
  return Object.assign(new Error('The sign-in window was closed.'), {
    code: 'auth/popup-closed-by-user',
  });
}

/**
 * Runs a popup sign-in; rejects as the SDK would ('auth/popup-closed-by-user') as soon as its
 * window is known to be closed without a result. The SDK's own late answer is then ignored.
 */
export function settleWhenPopupCloses<T>(startSignIn: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      onPopupOpened = undefined;
      finish();
    };

    onPopupOpened = ({ window: popup, eventId }) => {
      onPopupOpened = undefined;
      const giveUpUnlessResultArrived = () => {
        if (eventId && arrivedEvents.has(eventId)) return; // The SDK is finishing the sign-in.
        if (eventId) abandonedEvents.add(eventId);
        settle(() => reject(closedByUser()));
      };
      const poll = () => {
        if (settled || !popup) return;
        if (popup.closed) timer = setTimeout(giveUpUnlessResultArrived, RESULT_GRACE_MS);
        else timer = setTimeout(poll, POLL_INTERVAL_MS);
      };
      poll();
    };

    startSignIn().then(
      (result) => settle(() => resolve(result)),
      (error: Error) => settle(() => reject(error)),
    );
  });
}
