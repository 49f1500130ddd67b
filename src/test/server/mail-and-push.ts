/**
 * The real SMTP server and push service of a test file that sends reminders (docs/email.md):
 * started before the app is built (this `beforeAll` must come first), closed after.
 */
import { afterAll, beforeAll } from 'vitest';
import { generateVapidKeys } from '#server/modules/push/index.ts';
import { startInbox, type TestInbox } from './smtp-inbox.ts';
import { startPushService, type TestPushService } from './push-service.ts';

export function useInboxAndPushService() {
  const vapid = generateVapidKeys('mailto:team@example.com');
  // Filled in before the app is built: the app's options hold this object.
  const mail = { smtpUrl: '', from: 'Momentum <reminders@example.com>' };
  let inbox: TestInbox | undefined;
  let service: TestPushService | undefined;
  beforeAll(async () => {
    inbox = await startInbox();
    mail.smtpUrl = inbox.url;
    service = await startPushService(() => vapid.publicKey);
  });
  afterAll(async () => {
    await inbox?.close();
    await service?.close();
  });
  return {
    vapid,
    mail,
    inbox: () => inbox!,
    service: () => service!,
  };
}
