/**
 * The partner loop end to end (docs/decisions/281), two people in two browsers: the partner asks
 * in their view for a nudge by email when the owner checks in; the owner checks in on Today; the
 * nudge arrives in the local inbox (MailDev), sent by the server's own email pass; and the
 * owner's reply to the partner's cheer shows in the partner's view.
 */
import {
  apiHeaders,
  createGoalFor,
  expect,
  openSignedIn,
  saved,
  test,
} from './support/fixtures.ts';
import { waitForEmail } from './support/maildev.ts';

test.use({ timezoneId: 'UTC' });

const GOAL = 'Swim a mile';
const TACTIC = 'Pool session';

test('a partner asks for a nudge, the owner checks in, the nudge arrives; the reply to a cheer shows', async ({
  page,
  browser,
}) => {
  test.slow();
  const owner = await openSignedIn(page, { name: 'Sam Owner' });
  const goalId = await createGoalFor(page.request, owner, GOAL);
  const tactic = await page.request.post('/api/tactics', {
    headers: apiHeaders(owner),
    data: { goalId, title: TACTIC },
  });
  const { id: tacticId } = (await tactic.json()) as { id: string };
  await page.request.patch(`/api/tactics/${tacticId}`, {
    headers: apiHeaders(owner),
    data: { repeat: { frequency: 'daily' } },
  });
  const goals = await page.request.get('/api/outcomes', { headers: apiHeaders(owner) });
  const { outcomeId } = ((await goals.json()) as { goals: { outcomeId: string }[] }).goals[0]!;
  const invitation = await page.request.post(`/api/outcomes/${outcomeId}/invitations`, {
    headers: apiHeaders(owner),
  });
  const token = ((await invitation.json()) as { url: string }).url.split('/join/')[1]!;

  const partnerContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  const alex = await openSignedIn(partner, { name: 'Alex Partner' });
  const accepted = await partner.request.post(`/api/invitations/${token}/accept`, {
    headers: apiHeaders(alex),
  });
  expect(accepted.status()).toBe(200);

  // The partner's own choice, in their view.
  await partner.goto(`/shared/${outcomeId}`);
  const nudges = partner.getByLabel('A nudge when Sam Owner checks in');
  await expect(nudges).toHaveValue('off');
  const chosen = saved(partner, 'PUT', /\/api\/shared\/[^/]+\/loop$/);
  await nudges.selectOption({ label: 'By email' });
  await chosen;
  await partner.getByRole('button', { name: 'Great week, keep going!' }).click();
  await expect(partner.getByText('Cheer sent', { exact: true }).first()).toBeVisible();

  // The owner checks in on Today and replies to the cheer.
  await page.goto('/today');
  await page.getByRole('button', { name: `Check in: ${TACTIC}` }).click();
  await expect(page.getByRole('button', { name: `Check in: ${TACTIC}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Reply to Alex Partner' }).click();
  await page.getByRole('textbox', { name: 'Reply to Alex Partner' }).fill('Thank you, Alex!');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('You replied: Thank you, Alex!')).toBeVisible();

  const nudge = await waitForEmail(alex.email, `Sam Owner checked in: ${TACTIC}`);
  expect(nudge.text).toContain(`/shared/${outcomeId}`);
  await partner.reload();
  await expect(partner.getByText('Sam Owner replied: Thank you, Alex!')).toBeVisible();
  await partnerContext.close();
});
