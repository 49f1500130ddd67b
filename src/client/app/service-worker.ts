import { toast } from '../components/ui/toast-store.ts';

const SEEN_BUILD_KEY = 'momentum:build';

/** The running build, named by its hashed entry script: it changes with every deployment that changes the code. */
const currentBuild = () =>
  document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.src;

/**
 * A new deployment waits until every tab of the old one is closed, then takes over on the next
 * visit (docs/product.md, Offline); that visit says so quietly, once.
 */
function announceUpdate() {
  const build = currentBuild();
  if (!build) return;
  const seen = localStorage.getItem(SEEN_BUILD_KEY);
  localStorage.setItem(SEEN_BUILD_KEY, build);
  if (seen && seen !== build) {
    toast({ title: 'Updated', description: 'Momentum is up to date.' });
  }
}

/** Registers the worker that precaches the app (vite.config.ts) so it opens offline and installs. */
export async function registerServiceWorker() {
  try {
    announceUpdate();
  } catch {
    // Private modes may refuse storage; the notice is not worth an error.
  }
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
}
