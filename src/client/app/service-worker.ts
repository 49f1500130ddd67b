import { del, set } from 'idb-keyval';
import { toast } from '../components/ui/toast-store.ts';
import { t } from '../lib/i18n.tsx';
import 'virtual:messages/shell';
import { getFirebaseAuth } from '../lib/firebase.ts';
import { localStore } from '../lib/local-store.ts';
import { WORKER_SESSION_KEY, type WorkerSession } from '../lib/worker-session.ts';

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
    toast({ title: t('shell.updatedTitle'), description: t('shell.updatedText') });
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
  await shareSessionWithWorker();
}

/**
 * Keeps the signed-in account's current ID token where the worker finds it, so Done / Check in on
 * a reminder can be sent without opening the app (lib/worker-session.ts). The SDK refreshes the
 * token while a listener is attached; signing out removes it (and clears the store besides).
 */
let sharing = false;

async function shareSessionWithWorker() {
  // One listener for the page's life: it follows every later sign-in and sign-out itself.
  if (sharing) return;
  sharing = true;
  const [auth, { onIdTokenChanged }] = await Promise.all([
    getFirebaseAuth(),
    import('../lib/firebase-sdk.ts'),
  ]);
  onIdTokenChanged(auth, (user) => {
    const saved = user
      ? user.getIdTokenResult().then((result) =>
          set(
            WORKER_SESSION_KEY,
            {
              uid: user.uid,
              token: result.token,
              expiresAt: Date.parse(result.expirationTime),
            } satisfies WorkerSession,
            localStore(),
          ),
        )
      : del(WORKER_SESSION_KEY, localStore());
    saved.catch(() => undefined); // Without it the worker leaves changes for the app to send.
  });
}
