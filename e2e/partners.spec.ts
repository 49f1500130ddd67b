/**
 * Partners end to end, two people in two browsers: the owner invites, the partner opens the link
 * signed out, signs in, accepts, follows read-only and cheers; the owner sees the cheer on Today
 * and replies, which the partner reads; then dismisses three at once with Dismiss all, and removes
 * the partner, who loses access on their next request.
 */
import { addDays, formatDay, todayLocal } from '../src/shared/schedule.ts';
import { INVITATION_DAYS } from '../src/shared/sharing.ts';
import { expect, openSignedIn, signIn, test } from './support/fixtures.ts';
import { translator } from '../src/server/i18n.ts';

/** The dates as the English screens write them. */
const english = translator(null);

const OUTCOME = 'Run my first half marathon';
const GOAL = 'Finish in under 2 hours';
const TACTIC = 'Long run on Sundays';

test('invite, accept, follow, cheer, see the cheer, remove', async ({ page, browser }) => {
  test.slow();
  await openSignedIn(page, { name: 'Sam Owner' });

  // The owner's plan: one goal and one tactic, in an outcome renamed for the race.
  await page.getByLabel('Goal 1', { exact: true }).fill(GOAL);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/tactics$/);
  await page.getByLabel(`Tactic 1 for ${GOAL}`, { exact: true }).fill(TACTIC);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/evaluate$/);
  await page.goto('/outcomes');
  await page.getByRole('button', { name: /^Rename / }).click();
  await page.getByLabel(/^New title for /).fill(OUTCOME);
  await page.getByLabel(/^New title for /).press('Enter');
  await expect(page.getByRole('link', { name: OUTCOME })).toBeVisible();

  await page.getByRole('button', { name: `Share with a partner: ${OUTCOME}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Share with a partner' });
  await dialog.getByRole('button', { name: 'Create invitation link' }).click();
  const link = await dialog.getByLabel(/^Invitation link/).inputValue();
  expect(link).toMatch(/\/join\/[A-Za-z0-9_-]{43}$/);
  // Dated as every other date of the app ("Wed 2 Dec"), not in a format of its own.
  const today = todayLocal();
  await expect(dialog.getByText(/^Expires /)).toHaveText(
    `Expires ${formatDay(english, addDays(today, INVITATION_DAYS), today)}`,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The partner opens the link signed out: the landing page says whose outcome it is.
  const partnerContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  await partner.goto(link);
  await expect(partner.getByText(`Sam Owner invited you to follow '${OUTCOME}'`)).toBeVisible();
  await signIn(partner, { name: 'Alex Partner' });
  await expect(partner.getByText(`Sam Owner invited you to follow '${OUTCOME}'`)).toBeVisible();
  await partner.getByRole('button', { name: 'Accept' }).click();
  await expect(partner).toHaveURL(/\/shared\/[0-9a-f-]{36}$/);
  await expect(partner.getByRole('heading', { level: 1 })).toHaveText(OUTCOME);
  await expect(partner.getByText(TACTIC)).toBeVisible();
  // Read-only: nothing to tick, rate or rename.
  await expect(partner.getByRole('checkbox')).toHaveCount(0);
  await expect(partner.getByRole('slider')).toHaveCount(0);
  await partner.getByRole('button', { name: 'Great week, keep going!' }).click();
  await expect(partner.getByText('Cheer sent', { exact: true }).first()).toBeVisible();

  // The owner sees it on Today, and the link cannot be used again.
  await page.goto('/today');
  await expect(page.getByText('Great week, keep going!')).toBeVisible();
  await expect(page.getByText('Alex Partner:')).toBeVisible();
  // One cheer is dismissed with its own button: no Dismiss all yet.
  const dismissAll = page.getByRole('button', { name: 'Dismiss all' });
  await expect(dismissAll).toHaveCount(0);
  // The owner answers in one line; the partner reads it in their view.
  await page.getByRole('button', { name: 'Reply to Alex Partner' }).click();
  await page.getByRole('textbox', { name: 'Reply to Alex Partner' }).fill('Thank you, Alex!');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('You replied: Thank you, Alex!')).toBeVisible();
  await partner.reload();
  await expect(partner.getByText('Sam Owner replied: Thank you, Alex!')).toBeVisible();

  // Two more cheers: Dismiss all clears the three at once, for good.
  for (const phrase of ['Proud of you!', 'One step at a time.']) {
    await partner.getByRole('button', { name: phrase }).click();
    await expect(partner.getByText('Cheer sent', { exact: true }).first()).toBeVisible();
  }
  await page.reload();
  const cheers = page.getByRole('region', { name: 'Cheers' }).getByRole('listitem');
  await expect(cheers).toHaveCount(3);
  const dismissed = page.waitForResponse(
    (response) => response.url().endsWith('/api/cheers/dismiss') && response.status() === 204,
  );
  await dismissAll.click();
  await dismissed;
  await expect(page.getByRole('heading', { name: 'Cheers' })).toHaveCount(0);
  await expect(page.getByText('Alex Partner:')).toHaveCount(0);
  // Focus is kept in the page, not dropped to the document.
  await expect(page.locator('#main-content')).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page.getByText('Alex Partner:')).toHaveCount(0);
  const third = await browser.newContext();
  const thirdPage = await third.newPage();
  await thirdPage.goto(link);
  await expect(thirdPage.getByText('This invitation has already been used.')).toBeVisible();
  await third.close();

  // The owner removes the partner: their next request is refused.
  await page.goto('/outcomes');
  await page.getByRole('button', { name: `Share with a partner: ${OUTCOME}` }).click();
  await page.getByRole('button', { name: 'Remove Alex Partner' }).click();
  await expect(
    page.getByRole('button', { name: 'Undo: keep Alex Partner as a partner' }),
  ).toBeFocused();
  // Sent when the toast offering Undo goes (after 5 s).
  await expect(page.getByText('Nobody follows this outcome yet.')).toBeVisible({ timeout: 15_000 });
  await partner.reload();
  await expect(
    partner.getByRole('heading', { name: 'You no longer follow this outcome' }),
  ).toBeVisible();
  await expect(partner.getByText(TACTIC)).toHaveCount(0);
  await partner.goto('/outcomes');
  await expect(partner.getByText('Nobody has shared an outcome with you yet.')).toBeVisible();
  await partnerContext.close();
});
