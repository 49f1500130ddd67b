/**
 * Reminders and the weekly digest by email (docs/email.md): what a person chooses on Account and
 * what the one-click unsubscribe link turns off.
 */
import { z } from 'zod';

/** How reminders reach a person: push to their devices, email, both, or neither. */
export const REMINDER_CHANNELS = ['push', 'email', 'both', 'off'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/**
 * What one unsubscribe link turns off: email reminders, the weekly digest, or a partner's emails
 * about outcomes they follow (docs/decisions/281).
 */
export const MAIL_KINDS = ['reminders', 'digest', 'partner'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_MESSAGES = {
  channel: 'Reminders go by push, email, both or off',
  digest: 'The weekly digest is on (true) or off (false)',
  badLink:
    'This unsubscribe link is not valid: it may have been copied incompletely. Change what you get by email on Account.',
  expiredLink:
    'This unsubscribe link has expired. Change what you get by email on Account, or use the link in a newer email.',
} as const;

/** Account's email choices, as saved and as shown. */
export const mailSettingsSchema = z.strictObject({
  reminders: z.enum(REMINDER_CHANNELS, { error: MAIL_MESSAGES.channel }),
  weeklyDigest: z.boolean({ error: MAIL_MESSAGES.digest }),
});
export type MailSettingsBody = z.infer<typeof mailSettingsSchema>;

/** GET /api/mail/settings: the choices, and whether this server can send email at all. */
export const mailSettingsAnswerSchema = mailSettingsSchema.extend({
  emailAvailable: z.boolean(),
});
export type MailSettings = z.infer<typeof mailSettingsAnswerSchema>;

/** Whether a channel sends reminders by email / to devices. */
export const byEmail = (channel: ReminderChannel) => channel === 'email' || channel === 'both';
export const byPush = (channel: ReminderChannel) => channel === 'push' || channel === 'both';

/** The channel left once email reminders are unsubscribed from: push stays as it was. */
export const withoutEmail = (channel: ReminderChannel): ReminderChannel =>
  channel === 'both' ? 'push' : channel === 'email' ? 'off' : channel;
