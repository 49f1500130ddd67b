/**
 * Web Push reminders (docs/product.md, "Reminders"): the contract between the server that sends
 * a reminder, the service worker that shows it and the page that subscribes a device. Plain types
 * only, so that the client and the service worker carry no validation library.
 */

/** Where the client finds the server's VAPID public key and registers or removes a device. */
export const PUSH_PATHS = {
  /** GET -> {@link PushKey}. */
  key: '/api/push/key',
  /** PUT {@link PushSubscriptionBody} (idempotent) -> 204; DELETE `{ endpoint }` -> 204. */
  subscriptions: '/api/push/subscriptions',
} as const;

/**
 * Account's "Delivery" (docs/decisions/280); here rather than with its schemas so that the
 * service worker, which reports clicks, carries no validation library.
 */
export const DELIVERY_PATHS = {
  /** GET -> `Deliveries` (#shared/delivery-schemas). */
  list: '/api/reminders/deliveries',
  /** POST -> 204: the service worker reports a click on the reminder of receipt `id`. */
  clicked: (id: string) => `/api/reminders/deliveries/${id}/clicked`,
} as const;

/** The server's VAPID public key, base64url, as `PushManager.subscribe` takes it. */
export interface PushKey {
  publicKey: string;
}

/** A device's subscription, exactly as `PushSubscription.toJSON()` gives it. */
export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * What one reminder carries to the service worker. `kind` decides the notification's first
 * action: "Done" for a one-off, "Check in" for a repeating tactic; both also offer "Open".
 */
export interface ReminderMessage {
  /** E.g. "Lights out at 22:30 - Sleep 8 hours a night", with " (late)" when sent late. */
  title: string;
  tacticId: string;
  /** The person's local date the reminder is for, YYYY-MM-DD: the check-in's date. */
  date: string;
  kind: 'one-off' | 'repeating';
  /** The page "Open" shows. */
  url: string;
  /** The delivery receipt the service worker reports a click on (docs/decisions/280). */
  receipt?: string;
  /**
   * The action buttons' words in the person's language (docs/push.md, "Language"); the worker
   * knows no language, so without them it shows English.
   */
  actions?: { done: string; checkIn: string; open: string };
}

/**
 * A partner-loop message (docs/decisions/281): the owner's week, a check-in or two misses. Shown
 * as it is, with no actions; a click opens `url`, the partner's view.
 */
export interface PartnerMessage {
  kind: 'partner';
  title: string;
  body: string;
  /** The partner's view of the outcome. */
  url: string;
  /** One notification per occasion: a second of the same tag replaces the first. */
  tag: string;
}

/** The notification actions' identifiers, shared by the sender's tests and the worker. */
export const REMINDER_ACTIONS = { done: 'done', checkIn: 'check-in', open: 'open' } as const;
