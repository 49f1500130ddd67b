/**
 * A browser with the Push API for client tests: Notification's permission, PushManager, and a
 * service worker registration whose push manager records subscribe calls. Undone by
 * `vi.unstubAllGlobals()` (withFirebaseDouble does it after each test).
 */
import { vi } from 'vitest';

/** base64url of the bytes 1..65, as a VAPID public key is 65 bytes. */
export const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, index) => index + 1);
export const PUBLIC_KEY = btoa(String.fromCharCode(...KEY_BYTES))
  .replaceAll('+', '-')
  .replaceAll('/', '_')
  .replace(/=+$/, '');
export const SUBSCRIPTION_JSON = {
  endpoint: 'https://push.example.test/send/abc',
  keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
};

/**
 * A browser with the Push API: its permission as given (requestPermission answers `answer`), and
 * a worker registration whose push manager holds `subscribed` at first.
 */
export function stubPushBrowser({
  permission = 'default',
  answer = 'granted',
  subscribed = false,
}: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscribed?: boolean;
} = {}) {
  let current: ReturnType<typeof makeSubscription> | null = null;
  function makeSubscription() {
    const subscription = {
      endpoint: SUBSCRIPTION_JSON.endpoint,
      toJSON: () => SUBSCRIPTION_JSON,
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    };
    return subscription;
  }
  if (subscribed) current = makeSubscription();
  const notification = Object.assign(function Notification() {}, {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  });
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => (current = makeSubscription())),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('navigator', {
    ...navigator,
    onLine: true,
    serviceWorker: { getRegistration: async () => ({ pushManager }) },
  });
  return { notification, pushManager, subscription: () => current };
}
