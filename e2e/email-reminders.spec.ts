/**
 * Reminders by email end to end (docs/email.md): a person turns email reminders on in Account,
 * the reminder arrives in the local inbox (MailDev), its link unsubscribes without signing in,
 * later reminders stop, and Account's Delivery tells how the one sent went. The server's own
 * email pass sends it (every 30 seconds): the reminder is set at the current minute.
 */
import type { APIRequestContext } from '@playwright/test';
import {
  apiHeaders,
  createAccount,
  createGoalFor,
  type EmulatorAccount,
  expect,
  openSignedIn,
  test,
} from './support/fixtures.ts';
import { emailsTo, waitForEmail } from './support/maildev.ts';

test.use({ timezoneId: 'UTC' });

const GOAL = 'Sleep better';

/** The current minute in UTC, "HH:MM": a reminder at it is due at the next pass. */
const thisMinute = () => new Date().toISOString().slice(11, 16);

/** A daily tactic with a reminder at `remindAt`; its email's subject. */
async function remindedTactic(
  request: APIRequestContext,
  account: EmulatorAccount,
  title: string,
  remindAt: string,
) {
  const goalId = await createGoalFor(request, account, GOAL);
  const created = await request.post('/api/tactics', {
    headers: apiHeaders(account),
    data: { goalId, title },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const changed = await request.patch(`/api/tactics/${id}`, {
    headers: apiHeaders(account),
    data: { repeat: { frequency: 'daily' }, remindAt },
  });
  expect(changed.status()).toBe(200);
  return `${title} at ${remindAt} - ${GOAL}`;
}

test('email reminders: turned on, received, unsubscribed by link, then no more; Delivery shows it', async ({
  page,
  request,
}) => {
  test.slow();
  const person = await openSignedIn(page, { name: 'Mail Reader' });
  const first = await remindedTactic(request, person, 'Lights out', thisMinute());

  await page.goto('/account');
  await page.getByRole('radio', { name: 'Email', exact: true }).check();
  await page.getByRole('button', { name: 'Save email choices' }).click();
  await expect(page.getByText('Your email choices are saved', { exact: true })).toBeVisible();

  const reminder = await waitForEmail(person.email, first);
  const link = /Stop reminder emails: (\S+)/.exec(reminder.text)![1]!;

  // The link asks first (a scanner's GET unsubscribes no one), then stops reminder emails.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Stop reminder emails?' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You will get no more reminder emails.')).toBeVisible();

  // Another reminder falls due for this person and for someone still subscribed: once the
  // other's arrives, the pass that would have sent this person's has run.
  const minute = thisMinute();
  const second = await remindedTactic(request, person, 'No screens', minute);
  const other = await createAccount({ name: 'Still Subscribed' });
  const othersReminder = await remindedTactic(request, other, 'No screens', minute);
  const chosen = await request.put('/api/mail/settings', {
    headers: apiHeaders(other),
    data: { reminders: 'email', weeklyDigest: false },
  });
  expect(chosen.status()).toBe(200);
  await waitForEmail(other.email, othersReminder);
  expect((await emailsTo(person.email)).map((email) => email.subject)).toEqual([first]);
  expect(second).not.toBe(first);

  // Account tells the truth: email is off now, and the one reminder sent arrived.
  await page.goto('/account');
  await expect(page.getByRole('radio', { name: 'No reminders' })).toBeChecked();
  await expect(page.getByText(/1 of 1 arrived/)).toBeVisible();
});
