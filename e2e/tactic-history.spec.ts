/**
 * A tactic's older check-ins are read when its History asks for them (docs/decisions/180): the
 * plan carries the recent ones, and "Show earlier check-ins" pages back to the oldest.
 */
import { createAccount, expect, openSignedIn, test } from './support/fixtures.ts';

const DAY_MS = 86_400_000;
const daysBack = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

test('History lists recent check-ins at once and reads older ones on demand', async ({
  page,
  request,
}) => {
  const owner = await createAccount({ name: 'Long Runner' });
  const headers = { authorization: `Bearer ${owner.idToken}`, 'firebase-id': owner.uid };
  expect(
    (
      await request.post('/api/users', {
        headers,
        data: { email: owner.email, displayName: owner.name },
      })
    ).ok(),
  ).toBe(true);
  // Every tenth day for 1,000 days, the oldest with a note: no run a streak counts, so the plan
  // carries 8 weeks only.
  const checkIns = Array.from({ length: 100 }, (_, i) => ({
    date: daysBack(i * 10),
    ...(i === 99 ? { note: 'The very first run' } : {}),
  }));
  const imported = await request.post('/api/import', {
    headers,
    data: {
      version: 1,
      exportedAt: new Date().toISOString(),
      goals: [
        {
          title: 'Get fit',
          tactics: [{ title: 'Run', repeat: { frequency: 'daily' }, checkIns }],
        },
      ],
    },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  await openSignedIn(page, { email: owner.email });

  const historyReads: string[] = [];
  page.on('request', (call) => {
    if (/\/api\/tactics\/[^/]+\/history/.test(call.url())) historyReads.push(call.url());
  });
  await page.goto('/action-plan');
  const history = page.getByRole('group').filter({ hasText: 'History' });
  await expect(page.getByRole('checkbox', { name: 'Run' })).toBeVisible();
  // Nothing is read before the History is opened.
  expect(historyReads).toEqual([]);

  await history.getByText('History', { exact: true }).click();
  const entries = page.getByRole('listitem').filter({ hasText: /^Checked in/ });
  await expect(entries).toHaveCount(10);
  const more = page.getByRole('button', { name: 'Show earlier check-ins' });
  // Keyboard alone: Enter on the button shows the next ones, reading the next page as needed.
  for (const count of [60, 100]) {
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(entries).toHaveCount(count);
  }
  await expect(entries).toHaveCount(100);
  await expect(more).toBeHidden();
  await expect(entries.last()).toContainText('The very first run');
  expect(historyReads.length).toBeGreaterThan(0);
});
