/**
 * The service worker's reminders (docs/decisions/155-push-in-the-service-worker.md): shows a
 * pushed ReminderMessage and saves its Done / Check in through the app's own offline queue, so the
 * open app treats it as one of its own queued changes: kept until the server has it, sent once.
 * Built on its own by vite.config.ts (pushWorker) and loaded into the generated worker with
 * `importScripts`; it must stay free of React and zod.
 */
import { get } from 'idb-keyval';
import {
  DELIVERY_PATHS,
  REMINDER_ACTIONS,
  type PartnerMessage,
  type ReminderMessage,
} from '#shared/push';
import { ApiError } from '../lib/api.ts';
import { localStore } from '../lib/local-store.ts';
import {
  QUEUE_CHANGED_MESSAGE,
  WORKER_SESSION_KEY,
  type WorkerSession,
} from '../lib/worker-session.ts';
import { requestFor, type OfflineChange } from '../plan/offline/changes.ts';
import { enqueue, replay, type QueuedWrite } from '../plan/offline/queue.ts';

// The few service worker types used here: the project's TypeScript library is the page's (DOM).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
  readonly action: string;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
  postMessage(message: unknown): void;
}
declare const self: {
  readonly registration: ServiceWorkerRegistration;
  readonly location: Location;
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  onnotificationclick: ((event: NotificationEvent) => void) | null;
};

const isReminder = (data: unknown): data is ReminderMessage => {
  const message = data as Partial<ReminderMessage> | null;
  return (
    typeof message?.title === 'string' &&
    typeof message.tacticId === 'string' &&
    typeof message.date === 'string' &&
    (message.kind === 'one-off' || message.kind === 'repeating') &&
    typeof message.url === 'string'
  );
};

/** A partner-loop message (docs/decisions/281): shown as it is; a click opens the partner view. */
const isPartnerMessage = (data: unknown): data is PartnerMessage => {
  const message = data as Partial<PartnerMessage> | null;
  return (
    message?.kind === 'partner' &&
    typeof message.title === 'string' &&
    typeof message.body === 'string' &&
    typeof message.tag === 'string' &&
    typeof message.url === 'string' &&
    message.url.startsWith('/')
  );
};

/** One notification per tactic and day: a repeat (a late send, a second device's) replaces it. */
export const reminderTag = (message: ReminderMessage) =>
  `reminder:${message.tacticId}:${message.date}`;

function showReminder(message: ReminderMessage) {
  const done =
    message.kind === 'one-off'
      ? { action: REMINDER_ACTIONS.done, title: message.actions?.done ?? 'Done' }
      : { action: REMINDER_ACTIONS.checkIn, title: message.actions?.checkIn ?? 'Check in' };
  // `actions` is not in TypeScript's NotificationOptions yet; Chromium shows them.
  const options: NotificationOptions & { actions: Array<{ action: string; title: string }> } = {
    tag: reminderTag(message),
    data: message,
    icon: '/icons/icon-192.png',
    actions: [done, { action: REMINDER_ACTIONS.open, title: message.actions?.open ?? 'Open' }],
  };
  return self.registration.showNotification(message.title, options);
}

/** The same change the app queues when the person ticks the item on Today. */
const changeFor = (message: ReminderMessage): OfflineChange =>
  message.kind === 'one-off'
    ? { kind: 'completed', id: message.tacticId, completed: true }
    : { kind: 'check-in', id: message.tacticId, date: message.date, checkedIn: true };

/** Whether the token the page left is still good for a minute. */
const tokenUsable = (saved: WorkerSession) => saved.expiresAt > Date.now() + 60_000;

async function send(write: QueuedWrite, current: WorkerSession) {
  const response = await fetch(write.path, {
    method: write.method,
    headers: {
      'firebase-id': current.uid,
      authorization: `Bearer ${current.token}`,
      ...(write.body !== undefined && { 'content-type': 'application/json' }),
    },
    body: write.body === undefined ? undefined : JSON.stringify(write.body),
  }).catch(() => {
    throw new ApiError(0, 'No connection');
  });
  if (!response.ok) throw new ApiError(response.status, write.failure);
}

/** Focuses an open page on `url`, or opens one. Allowed only after a click on the notification. */
async function openPage(url: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows[0];
  try {
    if (!open) return void (await self.clients.openWindow(url));
    const focused = await open.focus();
    if (new URL(focused.url).pathname !== new URL(url, self.location.origin).pathname) {
      await focused.navigate(url);
    }
  } catch {
    // Refused (no click to allow it): the change, if any, is queued and the page was told.
  }
}

async function tellPages() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of windows) page.postMessage({ type: QUEUE_CHANGED_MESSAGE });
}

/**
 * Done / Check in: queued first (so it survives anything that follows), then the account's queue
 * is sent in order with the token the page left. Without a usable token or a connection the
 * change waits in the queue and the app is opened, which sends it as it sends its own.
 */
export async function saveFromReminder(message: ReminderMessage) {
  const current = await get<WorkerSession>(WORKER_SESSION_KEY, localStore());
  // Signed out on this device: there is no account to save for; the app asks to sign in.
  if (!current) return openPage(message.url);
  await enqueue({ ...requestFor(changeFor(message)), uid: current.uid });
  // A refused write (the tactic was deleted) is dropped as the app drops it; nothing to tell here.
  const result = tokenUsable(current)
    ? await replay(
        current.uid,
        (write) => send(write, current),
        () => undefined,
      )
    : { stopped: true };
  await tellPages();
  if (result.stopped) await openPage(message.url);
}

/**
 * Tells the server the reminder was clicked, for Account's "Delivery" (docs/decisions/280). Only
 * with a usable token; a lost report loses nothing but the count.
 */
async function reportClick(message: ReminderMessage) {
  const current = await get<WorkerSession>(WORKER_SESSION_KEY, localStore());
  if (!message.receipt || !current || !tokenUsable(current)) return;
  await fetch(DELIVERY_PATHS.clicked(message.receipt), {
    method: 'POST',
    headers: { 'firebase-id': current.uid, authorization: `Bearer ${current.token}` },
  }).catch(() => undefined);
}

async function onClick(event: NotificationEvent) {
  const message: unknown = event.notification.data;
  event.notification.close();
  if (isPartnerMessage(message)) return openPage(message.url);
  if (!isReminder(message)) return;
  await reportClick(message);
  if (event.action === REMINDER_ACTIONS.done || event.action === REMINDER_ACTIONS.checkIn) {
    await saveFromReminder(message);
  } else {
    await openPage(message.url);
  }
}

self.addEventListener('push', (event) => {
  let message: unknown;
  try {
    message = event.data?.json();
  } catch {
    return; // Not ours: the server only ever sends a ReminderMessage or a PartnerMessage.
  }
  if (isReminder(message)) event.waitUntil(showReminder(message));
  else if (isPartnerMessage(message)) {
    const { title, body, tag } = message;
    event.waitUntil(
      self.registration.showNotification(title, {
        body,
        tag,
        data: message,
        icon: '/icons/icon-192.png',
      }),
    );
  }
});

// A property rather than a listener, so that a test can call the very handler the browser calls
// (Chromium offers no way to click a notification's action): e2e/push.spec.ts.
self.onnotificationclick = (event) => event.waitUntil(onClick(event));
