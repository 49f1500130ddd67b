/** The answer of GET /api/reminders/deliveries (docs/decisions/280), checked by the server. */
import { z } from 'zod';
import { DELIVERY_DAYS, RECEIPT_CHANNELS } from './deliveries.ts';

/** One device (or email) over the last DELIVERY_DAYS days. */
export const deliveryGroupSchema = z.object({
  channel: z.enum(RECEIPT_CHANNELS),
  /** The device's name; "Email" for email. */
  name: z.string(),
  /** False for a device no longer subscribed (its push service said it is gone, or it was removed). */
  current: z.boolean(),
  /** The device's last pushes all failed or were never delivered (STALE_AFTER_PUSHES). */
  stopped: z.boolean(),
  total: z.number().int(),
  arrived: z.number().int(),
  clicked: z.number().int(),
  failed: z.number().int(),
  /** Emails sent because a push failed. */
  fellBack: z.number().int(),
  /** The reason of the latest failure, when any. */
  lastFailure: z.string().nullable(),
});
export type DeliveryGroup = z.infer<typeof deliveryGroupSchema>;

export const deliveriesSchema = z.object({
  days: z.literal(DELIVERY_DAYS),
  groups: z.array(deliveryGroupSchema),
});
export type Deliveries = z.infer<typeof deliveriesSchema>;
