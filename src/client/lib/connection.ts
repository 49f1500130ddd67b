/**
 * Whether the server can be reached (docs/product.md, Offline). The browser's `navigator.onLine`
 * says "offline" reliably but may say "online" behind a dead link, so a request that gets no
 * answer also counts: the app then stays offline, asks `/api/health` every few seconds, and is
 * online again on the first answer or when the browser reports a new connection.
 */
const PROBE_EVERY_MS = 5000;

let reachable = true;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

export const isOnline = () => navigator.onLine && reachable;

/** Calls `listener` whenever `isOnline()` may have changed; returns the unsubscribe function. */
export function subscribeToConnection(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', onBrowserOnline);
    window.addEventListener('offline', notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('online', onBrowserOnline);
      window.removeEventListener('offline', notify);
    }
  };
}

function onBrowserOnline() {
  reportAnswer();
  notify();
}

/** Some request got an answer from the server (any status). */
export function reportAnswer() {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  if (reachable) return;
  reachable = true;
  notify();
}

function probe() {
  probeTimer = setTimeout(() => {
    fetch('/api/health', { cache: 'no-store' }).then(reportAnswer, () => {
      if (!reachable) probe();
    });
  }, PROBE_EVERY_MS);
}

/** A request got no answer at all: the server is out of reach until something answers. */
export function reportNoAnswer() {
  if (!reachable) return;
  reachable = false;
  probe();
  notify();
}
