/** The push module's public face: devices, the VAPID keys and the reminder sender (docs/push.md). */
export type { Resolve } from './push-address.ts';
export {
  pushRepository,
  reminderTactics,
  type PushRepository,
  type RemindableTactic,
  type ReminderCandidate,
  type ReminderOutcome,
} from './push.repository.ts';
export { pushRoutes } from './push.routes.ts';
export {
  comebackDays,
  dueReminders,
  outcomeAfter,
  reminderSender,
  REMINDER_INTERVAL_MS,
  reminderTitle,
  remindedAt,
  repeatedPass,
  type Due,
  type ReminderSender,
} from './reminder-sender.ts';
export { generateVapidKeys, loadVapidKeys, type VapidKeys } from './vapid.ts';
