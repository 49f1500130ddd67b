/**
 * What the signed-in page leaves for the service worker (docs/decisions/155-push-in-the-service-worker.md):
 * the account's uid and its current ID token, so that Done / Check in on a reminder can be sent
 * without opening the app. Kept in the app's local store, so signing out clears it with the rest.
 */
export const WORKER_SESSION_KEY = 'worker-session';

export interface WorkerSession {
  uid: string;
  /** A Firebase ID token (the same one the app sends); about an hour long. */
  token: string;
  /** When the token expires, in ms since the epoch. */
  expiresAt: number;
}

/** What the worker tells open pages after it queued or sent a change: sync and show it. */
export const QUEUE_CHANGED_MESSAGE = 'momentum:queue-changed';
