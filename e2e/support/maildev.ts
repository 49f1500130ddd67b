/**
 * The local inbox of the server under test (MailDev, started by the global setup as `npm start`
 * starts it; docs/email.md), read through MailDev's REST API as a person would read their mail.
 */
import { expect } from '@playwright/test';

export interface CaughtEmail {
  subject: string;
  text: string;
  to: Array<{ address: string }>;
}

function inboxUrl(): string {
  const url = process.env.E2E_MAILDEV_URL;
  if (!url) throw new Error('E2E_MAILDEV_URL is not set: the global setup sets it.');
  return url;
}

/** Every email caught so far for `address`, oldest first. */
export async function emailsTo(address: string): Promise<CaughtEmail[]> {
  const response = await fetch(`${inboxUrl()}/api/email`);
  expect(response.ok).toBe(true);
  const all = (await response.json()) as CaughtEmail[];
  return all.filter((email) => email.to.some((to) => to.address === address));
}

/**
 * Waits for `address` to hold an email whose subject is `subject`: the server's email pass runs
 * every 30 seconds (docs/email.md), so this waits up to two passes.
 */
export async function waitForEmail(address: string, subject: string): Promise<CaughtEmail> {
  await expect
    .poll(async () => (await emailsTo(address)).map((email) => email.subject), {
      timeout: 75_000,
      intervals: [1_000],
    })
    .toContain(subject);
  return (await emailsTo(address)).find((email) => email.subject === subject)!;
}
