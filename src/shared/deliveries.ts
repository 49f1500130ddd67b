/**
 * Delivery you can see (docs/product.md, "Reminders"; docs/decisions/280): how each reminder went
 * on each channel and device, as Account's "Delivery" section shows it. The answer's schemas are
 * in delivery-schemas.ts, so that the page showing it does not carry zod.
 */
import type { DeliveryGroup } from './delivery-schemas.ts';
import type { Translate } from './i18n/catalogue.ts';
import '#messages/account';

/** The channel one receipt is about. */
export const RECEIPT_CHANNELS = ['push', 'email'] as const;
/**
 * sent: handed to the push service, no answer yet (a receipt left so never got one); delivered:
 * the push service took it (201) or the SMTP server accepted the email; clicked: the notification
 * was clicked; failed: refused or unreachable, with a reason.
 */
export const RECEIPT_STATUSES = ['sent', 'delivered', 'clicked', 'failed'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** How long receipts are kept and shown. */
export const DELIVERY_DAYS = 14;
/** A device whose last this many pushes all failed or were never delivered is flagged. */
export const STALE_AFTER_PUSHES = 3;

/** A receipt counts as arrived once the push service or SMTP server took it. */
export const arrived = (status: ReceiptStatus) => status === 'delivered' || status === 'clicked';

/** The name Account shows for a device, from its push service's host. */
export function deviceName(host: string): string {
  if (host === 'fcm.googleapis.com') return `Chrome or Edge (${host})`;
  if (host.endsWith('.mozilla.com')) return `Firefox (${host})`;
  if (host.endsWith('.push.apple.com')) return `Safari (${host})`;
  if (host.endsWith('.notify.windows.com')) return `Edge (${host})`;
  return host;
}

/** "12 of 12 arrived". */
export const arrivedText = (t: Translate, group: Pick<DeliveryGroup, 'arrived' | 'total'>) =>
  t('account.arrived', { arrived: group.arrived, total: group.total });
