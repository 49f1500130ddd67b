/**
 * This device's Web Push subscription (docs/product.md, "Reminders"): the browser's permission,
 * `PushManager.subscribe` with the server's key, and the server's copy (`src/shared/push.ts`).
 * The service worker that receives the reminders is registered by the signed-in app.
 */
import { PUSH_PATHS, type PushKey, type PushSubscriptionBody } from '#shared/push';
import { apiRequest, fetchQuery } from './api.ts';
import { t } from './i18n.tsx';
import 'virtual:messages/shell';

/** What the switch shows: it cannot work here, the person blocked it, or it is off or on. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export const isPushSupported = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window.PushManager === 'function' &&
  typeof window.Notification === 'function';

/** The worker's registration; none in development, where there is no worker. */
async function registration(): Promise<ServiceWorkerRegistration> {
  const registered = await navigator.serviceWorker.getRegistration();
  if (!registered) throw new Error('Notifications need the installed app: reload and try again.');
  return registered;
}

export async function currentPushState(): Promise<PushState> {
  if (!isPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  const registered = await navigator.serviceWorker.getRegistration();
  return (await registered?.pushManager.getSubscription()) ? 'on' : 'off';
}

/** The key as bytes: every browser takes these, not all take the base64url text. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/**
 * Asks the browser's permission, subscribes with the server's key and registers the device with
 * the server (PUT is idempotent). A subscription the server could not store is taken back.
 */
export async function turnOnPush(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off'; // The prompt was dismissed: ask again next time.
  const registered = await registration();
  const { publicKey } = await fetchQuery<PushKey>(PUSH_PATHS.key);
  // The browser registers with its own push service (Google's for Chromium): it needs the internet.
  const subscription = await registered.pushManager
    .subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) })
    .catch(() => {
      throw new Error(PUSH_TEXTS.pushService);
    });
  try {
    await apiRequest(
      'PUT',
      PUSH_PATHS.subscriptions,
      subscription.toJSON() as PushSubscriptionBody,
      t('shell.pushTurnOnFailed'),
    );
  } catch (error) {
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  settlePushOffer();
  return 'on';
}

const removeFromServer = (subscription: PushSubscription) =>
  apiRequest(
    'DELETE',
    PUSH_PATHS.subscriptions,
    { endpoint: subscription.endpoint },
    t('shell.pushTurnOffFailed'),
  );

/** Removes the device from the server, then from the browser's push service. */
export async function turnOffPush(): Promise<PushState> {
  const subscription = await (await registration()).pushManager.getSubscription();
  if (subscription) {
    await removeFromServer(subscription);
    await subscription.unsubscribe();
  }
  return 'off';
}

/**
 * Signing out: this device stops getting the account's reminders. The server's copy is removed
 * if it can be (else the push service reports the subscription gone at the next reminder and
 * the server drops it); never for long, as sign-out goes on whatever happens here.
 */
export async function forgetPushDevice(): Promise<void> {
  if (!isPushSupported()) return;
  const forget = async () => {
    const registered = await navigator.serviceWorker.getRegistration();
    const subscription = await registered?.pushManager.getSubscription();
    if (!subscription) return;
    await removeFromServer(subscription).catch(() => undefined);
    await subscription.unsubscribe();
  };
  const enough = new Promise<void>((resolve) => setTimeout(resolve, 3000));
  await Promise.race([forget().catch(() => undefined), enough]);
}

/**
 * What the switch and Today's offer say in each state, in the person's language at the moment it
 * is read.
 */
export const PUSH_TEXTS = {
  get label() {
    return t('shell.pushLabel');
  },
  get offer() {
    return t('shell.pushOffer');
  },
  get turnOn() {
    return t('shell.pushTurnOn');
  },
  get on() {
    return t('shell.pushOn');
  },
  get off() {
    return t('shell.pushOff');
  },
  get unsupported() {
    return t('shell.pushUnsupported');
  },
  get denied() {
    return t('shell.pushDenied');
  },
  get failed() {
    return t('shell.pushFailed');
  },
  get pushService() {
    return t('shell.pushService');
  },
};

const OFFER_KEY = 'momentum.push-offer';

/** Whether Today may still offer notifications on this device (never once dismissed or on). */
export function pushOfferOpen(): boolean {
  try {
    return localStorage.getItem(OFFER_KEY) === null;
  } catch {
    return false;
  }
}

/** Today's offer never shows again on this device. */
export function settlePushOffer(): void {
  try {
    localStorage.setItem(OFFER_KEY, 'settled');
  } catch {
    // Private modes may refuse storage: the offer may show again, nothing worse.
  }
}
