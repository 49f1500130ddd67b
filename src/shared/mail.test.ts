import { describe, expect, it } from 'vitest';
import { byEmail, byPush, mailSettingsSchema, REMINDER_CHANNELS, withoutEmail } from './mail.ts';

describe('reminder channels', () => {
  it('send by push, email, both or neither', () => {
    expect(
      REMINDER_CHANNELS.map((channel) => [channel, byPush(channel), byEmail(channel)]),
    ).toEqual([
      ['push', true, false],
      ['email', false, true],
      ['both', true, true],
      ['off', false, false],
    ]);
  });

  it('keep push as it was when email reminders are unsubscribed from', () => {
    expect(REMINDER_CHANNELS.map(withoutEmail)).toEqual(['push', 'off', 'push', 'off']);
  });

  it('accept only a known channel and a yes or no for the digest, nothing more', () => {
    expect(mailSettingsSchema.safeParse({ reminders: 'both', weeklyDigest: true }).success).toBe(
      true,
    );
    for (const body of [
      { reminders: 'sms', weeklyDigest: true },
      { reminders: 'both', weeklyDigest: 'true' },
      { reminders: 'both', weeklyDigest: true, extra: 1 },
      { weeklyDigest: true },
    ]) {
      expect(mailSettingsSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
