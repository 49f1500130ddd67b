/**
 * The screen tour: every screen in light and dark at the widths it is checked at, each visit
 * running what it owes: axe (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA; e2e/support/axe.ts) at 1280 and
 * 360 px, and the layout checks (no sideways scroll at 320, 360, 768, 1280 and 1920 px, matrix and
 * stepper words whole, Explore's cards level in each row, long words wrapping), with screenshots
 * (test artifacts; with UPDATE_SCREENSHOTS=1 the README's are also copied to docs/screenshots/).
 * Plans are saved through the API: the workflow's own pages are tested elsewhere, and each test
 * builds one plan for both themes. The keyboard-only passes are in keyboard.spec.ts.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { CATEGORY_IDS } from '#shared/categories';
import {
  createAccount,
  createGoalFor,
  expect,
  openSignedIn,
  saved,
  signIn,
  test,
  type EmulatorAccount,
} from './support/fixtures.ts';
import {
  apiAs,
  noon,
  seedMeasuredPlan,
  todayUtc,
  TRANSFER,
  WEIGHT,
} from './support/measured-plan.ts';
import {
  animationsDone,
  axeInBothThemes,
  expectVisibleFocus,
  settle,
  tabTo,
} from './support/screens.ts';

const WORKFLOW_PATHS = ['/', '/tactics', '/evaluate', '/summary', '/action-plan'];
const OTHER_APP_PATHS = [
  '/today',
  '/explore',
  '/explore/better-sleep',
  '/account',
  '/review',
  '/no/such/page',
];
const SCREENSHOT_DIR = path.resolve('docs/screenshots');
const OFFLINE_NOTICE = "You're offline. Changes will sync when you reconnect.";

/** axe and the page's width at 1280 and 360 px, once `ready` shows. */
async function check(target: Page, name: string, ready: Locator) {
  for (const width of [1280, 360]) {
    await target.setViewportSize({ width, height: 800 });
    await expect(ready).toBeVisible();
    await animationsDone(target);
    expect.soft(await axeInBothThemes(target), `axe on ${name} at ${width} px`).toEqual({});
    expect
      .soft(
        await target.evaluate(() => document.documentElement.scrollWidth),
        `${name} width at ${width} px`,
      )
      .toBeLessThanOrEqual(width);
  }
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(name);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  // The README's pictures change only when asked for, so a test run leaves the work tree clean.
  if (process.env.UPDATE_SCREENSHOTS === '1') {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    copyFileSync(file, path.join(SCREENSHOT_DIR, name));
  }
}

const SAMPLE_PLAN = [
  {
    goal: 'Sleep 8 hours a night',
    tactics: [
      { title: 'No screens after 10 pm', effort: 2, impact: 5 },
      { title: 'Keep the bedroom cool and dark', effort: 1, impact: 3 },
    ],
  },
  {
    goal: 'Run a 10 km race in the spring',
    tactics: [{ title: "Join a beginners' running club", effort: 3, impact: 4 }],
  },
];

/**
 * Gives the account two goals with rated tactics, so every step has something to show, saved
 * through the API as steps 1 to 3 would save them.
 */
async function seedPlan(request: APIRequestContext, account: EmulatorAccount) {
  const call = apiAs(request, account);
  const ids: string[] = [];
  for (const { goal, tactics } of SAMPLE_PLAN) {
    const { id: goalId } = await call<{ id: string }>('POST', '/api/goals', { title: goal });
    for (const tactic of tactics) {
      ids.push((await call<{ id: string }>('POST', '/api/tactics', { goalId, ...tactic })).id);
    }
  }
  return ids;
}

/**
 * What `scheduleTwo` leaves, saved through the API: the first tactic repeats daily and is checked
 * in today, the second is due today.
 */
async function scheduleTwoByApi(request: APIRequestContext, account: EmulatorAccount) {
  const call = apiAs(request, account);
  const [daily, dated] = await seedPlan(request, account);
  const today = new Date().toLocaleDateString('sv');
  await call('PATCH', `/api/tactics/${daily}`, { repeat: { frequency: 'daily' } });
  await call('PATCH', `/api/tactics/${dated}`, { dueDate: today });
  await call('PUT', `/api/tactics/${daily}/check-ins/${today}`);
}

/**
 * Schedules two tactics, so Today shows its sections, and checks the open Schedule panel: one a
 * daily repeat (checked in on Today later), the other due today.
 */
async function scheduleTwo(page: Page) {
  await page.goto('/action-plan');
  await settle(page);
  const [daily, dated] = [SAMPLE_PLAN[0]!.tactics[0]!.title, SAMPLE_PLAN[0]!.tactics[1]!.title];
  await page.getByRole('button', { name: `Schedule ${daily}` }).click();
  const panel = page.getByRole('dialog', { name: `Schedule ${daily}` });
  await panel.getByRole('radio', { name: 'Every week on' }).check();
  await expect(panel.getByRole('group', { name: 'Days of the week' })).toBeVisible();
  expect.soft(await axeInBothThemes(page), 'axe with the Schedule panel open').toEqual({});
  // A refused save is heard while the panel is open: the toast is in the accessibility tree
  // (getByRole skips aria-hidden), and the refetched plan takes the change back.
  await page.route(
    '**/api/tactics/*',
    (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 400, json: { message: 'Refused on purpose' } })
        : route.fallback(),
    { times: 1 },
  );
  await panel.getByRole('radio', { name: 'Every day' }).click();
  const toast = page.getByRole('region', { name: /notifications/i }).getByRole('listitem');
  await expect(toast).toContainText('Refused on purpose');
  await expect(panel.getByRole('radio', { name: 'Every week on' })).toBeChecked();
  await panel.getByRole('radio', { name: 'Every day' }).check();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Schedule ${dated}` }).click();
  // Undated, so Remind me at waits for a date and says so.
  const undated = page.getByRole('dialog', { name: `Schedule ${dated}` });
  await expect(undated.getByLabel('Remind me at')).toBeDisabled();
  await expect(undated.getByText(/has no reminder\. Choose a due date/)).toBeVisible();
  expect.soft(await axeInBothThemes(page), 'axe with Remind me at waiting for a date').toEqual({});
  // Saved before Today is loaded afresh, so that Today reads the due date from the server.
  const savedDueDate = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/api/tactics/') && r.ok(),
  );
  await page
    .getByRole('dialog', { name: `Schedule ${dated}` })
    .getByLabel('Due date')
    .fill(new Date().toISOString().slice(0, 10));
  await page.keyboard.press('Escape');
  await expect(page.getByText(/^Due /)).toBeVisible();
  await savedDueDate;
  await page.goto('/today');
  await page.getByRole('button', { name: `Check in: ${daily}` }).click();
  await expect(page.getByRole('button', { name: `Check in: ${daily}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

/** Opens Explore's Add to plan dialog for a video, with the user's goals loaded in it. */
async function openAddToPlan(page: Page) {
  await page.goto('/explore/better-sleep');
  await settle(page);
  await page.getByRole('button', { name: 'Add to plan: Sleep is your superpower' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to plan' });
  await expect(dialog.getByRole('radio', { name: SAMPLE_PLAN[0]!.goal })).toBeChecked();
  await expect(dialog).toBeInViewport({ ratio: 1 });
}

/**
 * At 360 px: Add to plan asking which outcome (once there are two), and How did it go? on Today
 * right after a tick, then offered again once skipped.
 */
async function checkNewQuestions(page: Page) {
  await page.goto('/outcomes');
  await settle(page);
  await page.getByLabel('Outcome title').fill('Calm evenings');
  await page.getByRole('button', { name: 'New outcome' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Calm evenings' })).toBeVisible();
  await openAddToPlan(page);
  await expect(
    page.getByRole('dialog').getByRole('combobox', { name: 'Which outcome?' }),
  ).toBeVisible();
  expect.soft(await axeInBothThemes(page), 'axe on the dialog asking the outcome').toEqual({});
  await page.keyboard.press('Escape');
  await page.goto('/today');
  await settle(page);
  const dated = SAMPLE_PLAN[0]!.tactics[1]!.title;
  await page.getByRole('checkbox', { name: dated }).click();
  const form = page.getByRole('form', { name: `How did it go? ${dated}` });
  await expect(form).toBeVisible();
  expect.soft(await axeInBothThemes(page), 'axe on How did it go? on Today').toEqual({});
  await form.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('button', { name: `How did it go? ${dated}` })).toBeFocused();
  expect.soft(await axeInBothThemes(page), 'axe on a skipped How did it go?').toEqual({});
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** Empties the device's copy of the plan (docs/decisions/019-offline.md). */
async function forgetSavedPlan(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('momentum');
        request.onerror = () => reject(new Error(String(request.error)));
        request.onsuccess = () => {
          const transaction = request.result.transaction('offline', 'readwrite');
          transaction.objectStore('offline').clear();
          transaction.oncomplete = () => {
            request.result.close();
            resolve();
          };
          transaction.onerror = () => reject(new Error(String(transaction.error)));
        };
      }),
  );
}

/**
 * Screens that come and go: the removal note and the Undo toast on step 1, the rating scale and
 * ticks reached through a path typed in capitals, and the panel of an expired session.
 */
async function checkRecentScreens(page: Page) {
  await page.goto('/');
  await settle(page);
  await page.getByRole('button', { name: 'Remove goal 2' }).click();
  await expect(page.getByText(/also removes its 1 tactic\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  await expect(undo).toBeVisible();
  // Focus in the toast pauses its 5 s: an axe run on a busy machine can take longer.
  await undo.focus();
  await animationsDone(page); // the toast slides in: axe would measure it half faded
  expect.soft(await axeInBothThemes(page), 'axe with the Undo toast on screen').toEqual({});
  await undo.click();
  await expect(page.getByLabel('Goal 2', { exact: true })).toHaveValue(SAMPLE_PLAN[1]!.goal);

  await page.goto('/EVALUATE/');
  await expect(page).toHaveURL(/\/evaluate$/);
  await settle(page);
  await expect(page.getByTestId('rating-ticks').first()).toBeVisible();
  expect.soft(await axeInBothThemes(page), 'axe on the rating scale and ticks').toEqual({});

  await page.route('**/api/outcomes', (route) =>
    route.fulfill({ status: 401, json: { message: 'Unauthorized' } }),
  );
  await forgetSavedPlan(page); // Else the plan kept on the device shows instead of the panel.
  await page.goto('/summary');
  await expect(page.getByRole('button', { name: 'Sign in again' })).toBeVisible();
  expect.soft(await axeInBothThemes(page), 'axe on the expired-session panel').toEqual({});
  await page.unroute('**/api/outcomes');
}

test.describe('axe, light and dark themes', () => {
  test('the landing page has no WCAG violations, at desktop and phone widths', async ({ page }) => {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/no/such/page');
      await expect(page.getByRole('button', { name: 'Get Started with Google' })).toBeVisible();
      await settle(page);
      expect.soft(await axeInBothThemes(page), `axe at ${width} px`).toEqual({});
    }
  });

  test('the Welcome! toast, the Schedule panel and the screens that come and go have no WCAG violations', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // Through the popup: the Welcome! toast it leaves is checked too.
    const { email } = await signIn(page);
    await expect(page.getByText('Welcome!', { exact: true })).toBeVisible();
    await settle(page);
    expect.soft(await axeInBothThemes(page), 'axe with the Welcome! toast on screen').toEqual({});
    await seedPlan(page.request, await createAccount({ email }));
    await scheduleTwo(page);
    await checkRecentScreens(page);
  });

  // Apart from the test above, so that the tour's tests share the two workers evenly.
  test('every signed-in screen has no WCAG violations', async ({ page }) => {
    test.setTimeout(180_000);
    await scheduleTwoByApi(page.request, await openSignedIn(page));
    for (const pathname of [...WORKFLOW_PATHS, ...OTHER_APP_PATHS]) {
      await page.goto(pathname);
      await settle(page);
      expect.soft(await axeInBothThemes(page), `axe on ${pathname}`).toEqual({});
    }
    await page.goto('/action-plan');
    await settle(page);
    await page.context().setOffline(true);
    const offlineNotice = page.getByRole('status').filter({ hasText: OFFLINE_NOTICE });
    await expect(offlineNotice).toBeVisible();
    expect.soft(await axeInBothThemes(page), 'axe with the Offline notice').toEqual({});
    await page.context().setOffline(false);
    await expect(offlineNotice).toHaveCount(0);
    await openAddToPlan(page);
    expect.soft(await axeInBothThemes(page), 'axe with the Add to plan dialog open').toEqual({});
  });

  // Apart from the test above, so that each stays well within its time on a busy machine.
  test('the signed-in screens at 360 px, the matrix and the new questions have no WCAG violations', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // The Schedule panel is checked in the test above: here the plan is scheduled through the API.
    await scheduleTwoByApi(page.request, await openSignedIn(page));
    // The top bar and the step list change shape on phones.
    await page.setViewportSize({ width: 360, height: 800 });
    for (const pathname of ['/summary', '/today', '/explore/better-sleep', '/account']) {
      await page.goto(pathname);
      await settle(page);
      expect.soft(await axeInBothThemes(page), `axe on ${pathname} at 360 px`).toEqual({});
      expect
        .soft(await page.evaluate(() => document.documentElement.scrollWidth), `${pathname} width`)
        .toBeLessThanOrEqual(360);
    }
    // The summary's effort/impact matrix, with a tactic's Move menu open, at both widths.
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/summary');
      await settle(page);
      await page.getByRole('button', { name: 'Matrix', exact: true }).click();
      const matrix = page.getByRole('group', { name: 'Effort and impact matrix' });
      await expect(matrix.getByRole('button')).toHaveCount(3);
      expect.soft(await axeInBothThemes(page), `axe on the matrix at ${width} px`).toEqual({});
      await matrix.getByRole('button').first().click();
      await expect(page.getByRole('menuitem', { name: 'More effort' })).toBeVisible();
      expect.soft(await axeInBothThemes(page), `axe on the Move menu at ${width} px`).toEqual({});
      await page.keyboard.press('Escape');
    }
    await page.setViewportSize({ width: 360, height: 800 });
    await openAddToPlan(page);
    expect.soft(await axeInBothThemes(page), 'axe on the dialog at 360 px').toEqual({});
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await checkNewQuestions(page);
  });
});

/**
 * Finished work and outcomes: a ticked tactic and an achieved goal fill the Done section, a second
 * outcome is achieved and a third archived, so '/outcomes' shows all three lists and a history.
 */
async function finishSomeWork(page: Page) {
  await page.goto('/action-plan');
  await settle(page);
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.ok());
  await page.getByRole('checkbox', { name: SAMPLE_PLAN[0]!.tactics[1]!.title }).click();
  await saved;
  await page.goto('/summary');
  await settle(page);
  await page.getByText('Your goals: target dates and achieved').click();
  await page.getByRole('button', { name: `Mark as achieved: ${SAMPLE_PLAN[1]!.goal}` }).click();
  await expect(page.getByText('Done (2)')).toBeVisible();
  await page.goto('/outcomes');
  await settle(page);
  for (const title of ['Savings', 'Old hobby']) {
    await page.getByLabel('Outcome title').fill(title);
    await page.getByRole('button', { name: 'New outcome' }).click();
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Mark as achieved: Savings' }).click();
  await page.getByRole('button', { name: 'Archive Old hobby' }).click();
  await expect(
    page.getByRole('region', { name: 'Archived' }).getByRole('heading', { name: 'Old hobby' }),
  ).toBeVisible();
}

test('outcomes, the switcher and the Done section have no WCAG violations, light and dark themes, 1280 and 360 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await seedPlan(page.request, await openSignedIn(page));
  await finishSomeWork(page);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/outcomes');
    await settle(page);
    expect.soft(await axeInBothThemes(page), `axe on /outcomes at ${width} px`).toEqual({});
    await page.getByRole('button', { name: 'Rename Savings' }).click();
    expect.soft(await axeInBothThemes(page), `axe while renaming at ${width} px`).toEqual({});
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('link', { name: 'Savings' }).click();
    await settle(page);
    expect.soft(await axeInBothThemes(page), `axe on a history at ${width} px`).toEqual({});
    await page.goto('/summary');
    await settle(page);
    await page.getByText('Done (2)').click();
    await expect(page.getByRole('button', { name: /^Reopen / })).toHaveCount(2);
    expect.soft(await axeInBothThemes(page), `axe on Done at ${width} px`).toEqual({});
    await page.getByRole('button', { name: /^Current outcome: / }).click();
    await expect(page.getByRole('menuitem', { name: 'All outcomes' })).toBeVisible();
    expect.soft(await axeInBothThemes(page), `axe on the switcher at ${width} px`).toEqual({});
    await page.keyboard.press('Escape');
    for (const pathname of ['/outcomes', '/summary', '/action-plan']) {
      await page.goto(pathname);
      await settle(page);
      if (pathname !== '/outcomes') await page.getByText(/^Done \(/).click();
      expect
        .soft(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${pathname} width at ${width} px`,
        )
        .toBeLessThanOrEqual(width);
    }
  }
});

/**
 * Partners: the invitation's page signed out and signed in, the partner's read-only view and the
 * owner's cheers on Today, in each theme at 1280 and 360 px (docs/product.md, Partners).
 */
test('partners: the join page, the shared view and cheers on Today have no WCAG violations, light and dark themes, 1280 and 360 px', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await seedPlan(page.request, await openSignedIn(page, { name: 'Sam Owner' }));
  await page.goto('/outcomes');
  await settle(page);
  await page.getByRole('button', { name: /^Share with a partner: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Share with a partner' });
  await dialog.getByRole('button', { name: 'Create invitation link' }).click();
  const link = await dialog.getByLabel(/^Invitation link/).inputValue();
  expect.soft(await axeInBothThemes(page), 'axe on Share with a partner').toEqual({});
  await dialog.getByRole('button', { name: 'Close' }).click();

  const partnerContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  const invited = partner.getByText(/^Sam Owner invited you to follow '/).first();
  await partner.goto(link);
  await check(partner, 'the join page signed out', invited);
  // Signed in as a saved session, not through the popup: the popup's partner sign-in is
  // partners.spec.ts's journey, and here the emulator's popup page failed (500, 'no user with
  // ID') late in full runs.
  await openSignedIn(partner, { name: 'Alex Partner' });
  await partner.goto(link);
  await check(partner, 'the join page signed in', partner.getByRole('button', { name: 'Accept' }));
  await partner.getByRole('button', { name: 'Accept' }).click();
  await expect(partner).toHaveURL(/\/shared\/[0-9a-f-]{36}$/);
  // Two cheers, so that Today offers Dismiss all.
  for (const phrase of ['Proud of you!', 'Nice streak!']) {
    await partner.getByRole('button', { name: phrase }).click();
    await expect(partner.getByText('Cheer sent', { exact: true }).first()).toBeVisible();
  }
  await partner.getByRole('button', { name: 'Cheer', exact: true }).click();
  await expect(partner.getByText('A cheer needs a few words')).toBeVisible();
  await check(partner, 'the shared view', partner.getByRole('heading', { level: 1 }));
  await partnerContext.close();

  await page.goto('/today');
  await check(page, 'Today with cheers', page.getByRole('button', { name: 'Dismiss all' }));
});

test("measures, sub-steps and notes, and a partner's view of pace, have no WCAG violations, light and dark themes, 1280 and 360 px", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const plan = await seedMeasuredPlan(request, { measured: true, name: 'Sam Saver' });
  await openSignedIn(page, { email: plan.account.email });
  await page.clock.setFixedTime(noon(todayUtc()));

  // Today: the chart with its table, the measure editor, and a check-in's note being written.
  await page.goto('/today');
  const chart = page.getByRole('table').filter({ hasText: '$1,600' });
  await check(page, 'the measure and its chart', chart);
  await page.getByRole('button', { name: 'Add a measure' }).click();
  await check(page, 'the measure editor', page.getByRole('form', { name: `Measure of ${WEIGHT}` }));
  await page.getByRole('button', { name: 'Cancel' }).click();
  const checkedIn = saved(page, 'PUT', /\/check-ins\//);
  await page.getByRole('button', { name: `Check in: ${TRANSFER}` }).click();
  await checkedIn;
  await page.getByRole('button', { name: 'Add a note' }).click();
  await check(page, 'a check-in note', page.getByLabel(`Note on today’s check-in: ${TRANSFER}`));
  await page.getByLabel(`Note on today’s check-in: ${TRANSFER}`).fill('Paid on payday');
  // Saved before the page is left, so the history below reads it.
  const noted = saved(page, 'PUT', /\/check-ins\//);
  await page.getByRole('button', { name: 'Save note' }).click();
  await noted;

  // The action plan card's steps and its history with the note.
  await page.goto('/action-plan');
  await page.getByRole('button', { name: 'Add steps' }).click();
  const input = page.getByLabel(`New step for ${TRANSFER}`);
  await input.fill('Set up a standing order');
  await input.press('Enter');
  const card = page.getByRole('listitem').filter({ hasText: TRANSFER }).first();
  await card.getByText('History', { exact: true }).click();
  await check(page, 'sub-steps and history', card.getByText(/Paid on payday/));
  // The compact measure on the goal in a step.
  await page.goto('/tactics');
  await check(page, 'a measured goal on Brainstorm', page.getByRole('progressbar').first());

  // A partner's view of the goal's pace.
  const invitation = await plan.call<{ url: string }>(
    'POST',
    `/api/outcomes/${plan.outcomeId}/invitations`,
  );
  const partnerAccount = await createAccount({ name: 'Alex Partner' });
  const asPartner = apiAs(request, partnerAccount);
  await asPartner('POST', '/api/users', {
    email: partnerAccount.email,
    displayName: partnerAccount.name,
  });
  await asPartner('POST', `/api/invitations/${invitation.url.split('/join/')[1]}/accept`);
  const partnerContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  await openSignedIn(partner, { email: partnerAccount.email });
  await partner.clock.setFixedTime(noon(todayUtc()));
  await partner.goto(`/shared/${plan.outcomeId}`);
  await check(partner, 'a partner’s view of pace', partner.getByRole('progressbar'));
  await partnerContext.close();
});

/**
 * The weekly review with something slipped (an overdue one-off and a daily repeat never checked
 * in) and a measured goal, in each theme at 1280 and 360 px; then Re-rate, Save review and Drop by
 * keyboard alone (docs/product.md, "Weekly review").
 */
async function planWithSlips(page: Page) {
  await page.goto('/');
  await page.getByLabel('Goal 1', { exact: true }).fill('Run 100 km this month');
  await page.getByRole('button', { name: 'Continue' }).click();
  const inputs = page.getByPlaceholder('Enter a tactic...');
  await inputs.nth(0).fill('Stretch every morning');
  await page.getByRole('button', { name: /^Add Another Tactic/ }).click();
  await inputs.nth(1).fill('Book a physio check-up');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/evaluate$/);
  await page.goto('/action-plan');
  await settle(page);
  const daysAgo = (days: number) =>
    page.evaluate((days) => {
      const day = new Date(Date.now() - days * 86_400_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
    }, days);
  const yesterday = await daysAgo(1);
  // A daily repeat that started two weeks ago (its due date is its first day), so last week's
  // days without a check-in are missed.
  await page.getByRole('button', { name: 'Schedule Stretch every morning' }).click();
  const stretch = page.getByRole('dialog', { name: 'Schedule Stretch every morning' });
  await stretch.getByRole('radio', { name: 'Every day' }).check();
  const firstDay = await daysAgo(14);
  const started = saved(page, 'PATCH', /^\/api\/tactics\//, firstDay);
  await stretch.getByLabel('Due date').fill(firstDay);
  await started;
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Schedule Book a physio check-up' }).click();
  // Saved before the page is left: a navigation would cancel a request still under way.
  const dated = saved(page, 'PATCH', /^\/api\/tactics\//, yesterday);
  await page
    .getByRole('dialog', { name: 'Schedule Book a physio check-up' })
    .getByLabel('Due date')
    .fill(yesterday);
  await dated;
  await page.keyboard.press('Escape');
  await expect(page.getByText(/^Due /)).toBeVisible();
  await page.goto('/today');
  await settle(page);
  await page.getByRole('button', { name: 'Add a measure' }).click();
  await page.getByLabel('Unit').fill('km');
  await page.getByLabel('Target').fill('100');
  await page.getByRole('button', { name: 'Save measure' }).click();
  await page.getByLabel('Value (km)').fill('12');
  await page.getByRole('button', { name: 'Log value' }).click();
  await expect(page.getByText(/12 km of 100 km/)).toBeVisible();
}

test('the weekly review has no WCAG violations and works by keyboard, light and dark themes, 1280 and 360 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page);
  await planWithSlips(page);
  const slipped = page.getByRole('region', { name: 'What slipped' });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/review');
    await settle(page);
    await expect(slipped.getByText(/^Overdue since /)).toBeVisible();
    await expect(slipped.getByText(/^Missed /)).toBeVisible();
    await expect(page.getByTestId('goal-progress')).toBeVisible();
    expect.soft(await axeInBothThemes(page), `axe on /review at ${width} px`).toEqual({});
    expect
      .soft(await page.evaluate(() => document.documentElement.scrollWidth), `width at ${width}`)
      .toBeLessThanOrEqual(width);
  }

  // Keyboard only, at 360 px: Re-rate, the reflections, Save review, Drop and Undo.
  const rerate = slipped.getByRole('button', { name: 'Re-rate Book a physio check-up' });
  await tabTo(page, rerate);
  await expectVisibleFocus(rerate);
  await page.keyboard.press('Enter');
  const form = slipped.getByRole('form', { name: 'Ratings of Book a physio check-up' });
  await expect(form.getByLabel('Effort')).toBeVisible();
  expect.soft(await axeInBothThemes(page), 'axe with Re-rate open').toEqual({});
  await tabTo(page, form.getByLabel('Impact'));
  await page.keyboard.press('ArrowDown');
  const patched = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.ok());
  await tabTo(page, form.getByRole('button', { name: 'Save ratings' }));
  await page.keyboard.press('Enter');
  await patched;
  await expect(form).toHaveCount(0);

  const wentWell = page.getByLabel('What went well?');
  await tabTo(page, wentWell);
  await page.keyboard.type('Stretched most days');
  const save = page.getByRole('button', { name: 'Save review' });
  await tabTo(page, save);
  await expectVisibleFocus(save);
  const put = page.waitForResponse((r) => r.request().method() === 'PUT' && r.ok());
  await page.keyboard.press('Enter');
  await put;
  await expect(page.getByText('Review saved', { exact: true })).toBeVisible();

  const drop = slipped.getByRole('button', { name: 'Drop Book a physio check-up' });
  await drop.focus();
  await page.keyboard.press('Enter');
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  await expect(undo).toBeVisible();
  // Focus in the toast pauses its 5 s: an axe run on a busy machine can take longer.
  await undo.focus();
  await animationsDone(page);
  expect.soft(await axeInBothThemes(page), 'axe with the Drop toast').toEqual({});
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(slipped.getByText('Book a physio check-up')).toBeVisible();
});

test.describe('screenshots', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
  });

  test('the landing page at 360 and 1280 px', async ({ page }, testInfo) => {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await settle(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `no sideways scrolling at ${width} px`,
      ).toBeLessThanOrEqual(width);
      await screenshot(page, testInfo, `landing-${width}.png`);
    }
  });

  test('the workflow and Explore at 360 and 1280 px', async ({ page }, testInfo) => {
    test.slow();
    await seedPlan(page.request, await openSignedIn(page, { name: 'Ada Lovelace' }));
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [pathname, name] of [
        ['/summary', 'workflow'],
        ['/explore', 'explore'],
      ] as const) {
        await page.goto(pathname);
        await settle(page);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `no sideways scrolling on ${pathname} at ${width} px`,
        ).toBeLessThanOrEqual(width);
        await screenshot(page, testInfo, `${name}-${width}.png`);
      }
    }
  });

  test('the landing page in the dark theme at 1280 px', async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await settle(page);
    await screenshot(page, testInfo, 'landing-1280-dark.png');
  });
});
const WIDTHS = [360, 1280, 1920];
/** Cards side by side may differ by rounding, never by content. */
const ROW_TOLERANCE_PX = 3;

/** As `settle`, for the layout checks, which ask for the first h1 only. */
async function settleOnFirstHeading(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Loading your plan...')).toHaveCount(0);
  await animationsDone(page);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** The page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect.soft(overflow, `sideways scroll on ${where}`).toBeLessThanOrEqual(0);
}

/**
 * The cards of each visual row (cards that overlap vertically), where a row has two or more: the
 * spread of their tops and of their heights. Grouping by overlap, not by equal tops, so that
 * cards that drift out of line still count as one row.
 */
function cardRows(page: Page) {
  return page.locator('main article').evaluateAll((cards) => {
    const boxes = cards
      .map((card) => card.getBoundingClientRect())
      .map((box) => ({ top: box.top + window.scrollY, height: box.height }))
      .sort((a, b) => a.top - b.top);
    const rows: Array<typeof boxes> = [];
    for (const box of boxes) {
      const row = rows.at(-1);
      if (row && box.top < row[0]!.top + row[0]!.height) row.push(box);
      else rows.push([box]);
    }
    const spread = (values: number[]) => Math.round(Math.max(...values) - Math.min(...values));
    return rows
      .filter((row) => row.length > 1)
      .map((row) => ({
        heights: row.map((box) => Math.round(box.height)),
        topSpread: spread(row.map((box) => box.top)),
        heightSpread: spread(row.map((box) => box.height)),
      }));
  });
}

test('Explore cards in one row share a height on every category page at 1280 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page);
  let rowsChecked = 0;
  for (const id of CATEGORY_IDS) {
    await page.goto(`/explore/${id}`);
    await settleOnFirstHeading(page);
    const rows = await cardRows(page);
    for (const { heights, topSpread, heightSpread } of rows) {
      const where = `cards of heights ${heights.join(', ')} on ${id}`;
      expect.soft(heightSpread, `height spread of ${where}`).toBeLessThanOrEqual(ROW_TOLERANCE_PX);
      expect.soft(topSpread, `top spread of ${where}`).toBeLessThanOrEqual(ROW_TOLERANCE_PX);
    }
    rowsChecked += rows.length;
  }
  // The check means something only if cards do sit side by side.
  expect(rowsChecked).toBeGreaterThan(CATEGORY_IDS.length);
});

const LONG_PLAN = [
  [
    'Sleep 8 hours a night',
    [
      'No screens after 10 pm',
      'Same bedtime every day',
      'Cool, dark bedroom',
      'No coffee after noon',
    ],
  ],
  [
    'Run a half marathon in the spring',
    [
      'Long run on Sundays',
      'Run three times a week',
      'Join the Saturday club run',
      'Stretch for ten minutes daily',
    ],
  ],
  [
    'Better work-life balance',
    [
      'Turn off work notifications after 7 pm',
      'Leave the laptop at the office',
      'Plan one evening out a week',
    ],
  ],
  [
    'Read 20 books this year',
    ['Read 20 pages before bed', 'Carry a book everywhere', 'Join a book club'],
  ],
  [
    'Save for a home deposit',
    [
      'Move 10% of pay to savings on payday',
      'Cook at home on weekdays',
      'Cancel unused subscriptions',
    ],
  ],
  [
    'Learn conversational Spanish',
    [
      'Fifteen minutes of lessons each morning',
      'Weekly call with a tutor',
      'Watch a film in Spanish on Sundays',
    ],
  ],
] as const;

/** A new account with the long plan, saved through the API (ratings spread over 1-5). */
async function seedLongPlan(baseURL: string) {
  const account = await createAccount();
  const headers = {
    authorization: `Bearer ${account.idToken}`,
    'firebase-id': account.uid,
    'content-type': 'application/json',
  };
  const post = async (path: string, body: unknown) => {
    const response = await fetch(new URL(path, baseURL), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    expect(response.ok, `${path}: ${response.status} ${await response.clone().text()}`).toBe(true);
    return (await response.json()) as { id: string };
  };
  await post('/api/users', { email: account.email, displayName: account.name });
  let n = 0;
  for (const [title, tactics] of LONG_PLAN) {
    const goal = await post('/api/goals', { title });
    for (const tactic of tactics) {
      n++;
      await post('/api/tactics', {
        goalId: goal.id,
        title: tactic,
        effort: (n % 5) + 1,
        impact: ((n * 3) % 5) + 1,
      });
    }
  }
  expect(n).toBe(20);
  return account;
}

test('screenshots at 360, 1280 and 1920 px: landing, every step with a long plan, Explore', async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await settleOnFirstHeading(page);
    await expectNoSidewaysScroll(page, `landing at ${width}`);
    await shoot(page, testInfo, `landing-${width}`);
  }
  const account = await seedLongPlan(baseURL!);
  await openSignedIn(page, { email: account.email });
  const pages = [
    ['step1', '/'],
    ['step2', '/tactics'],
    ['step3', '/evaluate'],
    ['step4', '/summary'],
    ['step5', '/action-plan'],
    ['explore', '/explore'],
    ['category', '/explore/better-sleep'],
  ] as const;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, pathname] of pages) {
      await page.goto(pathname);
      await settleOnFirstHeading(page);
      await expectNoSidewaysScroll(page, `${pathname} at ${width}`);
      await shoot(page, testInfo, `${name}-${width}`);
    }
  }
});

/** The phone, tablet and desktop widths the layout is checked at, in both themes. */
const LAYOUT_WIDTHS = [320, 360, 768, 1280, 1920];
const THEMES = ['light', 'dark'] as const;

/**
 * Words inside `selector` that the browser split over two lines ("scree ns"): each word's own
 * line boxes, from a Range around it, must share one line.
 */
function brokenWords(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((roots) => {
    const broken: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            [...range.getClientRects()]
              .filter((rect) => rect.width > 0 && rect.height > 0)
              .map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

/**
 * The workflow's steps on Brainstorm Tactics: under 640 px one row of targets at least 44 px
 * square, the current step named beside its circle and the others their circle alone; from 640 px
 * a column of named steps. Either way the current one is marked for screen readers and a step is
 * reached by keyboard.
 */
async function expectStepper(page: Page, width: number) {
  const nav = page.getByRole('navigation', { name: 'Goal Workflow' });
  const steps = nav.getByRole('link');
  await expect(steps).toHaveCount(5);
  const current = nav.locator('[aria-current="step"]');
  await expect(current).toHaveAccessibleName('Brainstorm Tactics');
  await expect(steps.nth(0)).toHaveAccessibleName('Set Goals, done');
  const boxes = await Promise.all(
    (await steps.all()).map(async (step) => (await step.boundingBox())!),
  );
  const rows = new Set(boxes.map((box) => Math.round(box.y)));
  if (width < 640) {
    expect(rows.size, `stepper rows at ${width}`).toBe(1);
    for (const box of boxes) {
      expect(box.height, `step height at ${width}`).toBeGreaterThanOrEqual(44);
      expect(box.width, `step width at ${width}`).toBeGreaterThanOrEqual(44);
    }
    // The current step is wider than a circle: its name shows; the others are their circle alone.
    expect(boxes[1]!.width).toBeGreaterThan(boxes[2]!.width + 40);
    expect(boxes[2]!.width, `a step's circle alone at ${width}`).toBeLessThan(56);
    expect(await brokenWords(page, '[data-stepper]'), `stepper words at ${width}`).toEqual([]);
  } else {
    expect(rows.size, `sidebar rows at ${width}`).toBe(5);
  }
  // Each step by keyboard: it becomes the current one, and its name fits whole in its place.
  for (const [index, name] of [
    'Set Goals',
    'Brainstorm Tactics',
    'Prioritize',
    'Summary',
    'Your Action Plan',
  ].entries()) {
    // A step reached from another moves focus to its heading: focus the link after that.
    if (index > 0) await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await steps.nth(index).focus();
    await page.keyboard.press('Enter');
    await expect(nav.locator('[aria-current="step"]')).toHaveAccessibleName(name);
    const fits = await nav
      .locator('[aria-current="step"]')
      .evaluate((link) => link.scrollWidth <= link.clientWidth);
    expect(fits, `${name} fits its step at ${width}`).toBe(true);
    expect(await brokenWords(page, '[data-stepper]'), `${name} at ${width}`).toEqual([]);
  }
}

// A test per width, so that the widths run side by side.
for (const width of LAYOUT_WIDTHS) {
  test(`at ${width} px, light and dark: nothing scrolls sideways and no matrix word breaks`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const owner = await seedLongPlan(baseURL!);
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, { email: owner.email });
    const pages = ['/', '/tactics', '/evaluate', '/summary', '/action-plan', '/today', '/explore'];
    /** Each theme on the page as it is: the colour scheme changes without a reload. */
    const inBothThemes = async (check: (where: string) => Promise<void>) => {
      for (const colorScheme of THEMES) {
        await page.emulateMedia({ colorScheme });
        await check(colorScheme);
      }
    };
    await page.goto('/today');
    await settleOnFirstHeading(page);
    // The activity chart's week labels are whole, not cut short ("26 O…").
    const clipped = await page.getByRole('figure', { name: /^Last 8 weeks/ }).evaluate((figure) =>
      [...figure.querySelectorAll('span')]
        .filter((span) => span.textContent?.trim() && getComputedStyle(span).display !== 'inline')
        .filter((span) => span.scrollWidth > span.clientWidth + 1)
        .map((span) => span.textContent),
    );
    expect(clipped, `chart labels at ${width}`).toEqual([]);
    // The tab bar: at the bottom with Account on phones, in the top bar without it from 640 px.
    const nav = page.getByRole('navigation', { name: 'Main' });
    const account = nav.getByRole('link', { name: 'Account' });
    const box = (await nav.boundingBox())!;
    if (width < 640) {
      expect(box.y + box.height, `bottom bar at ${width}`).toBeGreaterThan(900 - 2);
      await expect(account).toBeVisible();
      for (const tab of await nav.getByRole('link').all())
        expect((await tab.boundingBox())!.height, `tab height at ${width}`).toBeGreaterThanOrEqual(
          44,
        );
      // One tap from anywhere to Today.
      await page.goto('/explore');
      await settleOnFirstHeading(page);
      await nav.getByRole('link', { name: 'Today' }).click();
      await expect(page).toHaveURL(/\/today$/);
    } else {
      expect(box.y, `top bar at ${width}`).toBeLessThan(64);
      await expect(account).toBeHidden();
    }
    await page.goto('/tactics');
    await settleOnFirstHeading(page);
    await expectStepper(page, width);
    for (const pathname of [...pages, '/explore/better-sleep']) {
      await page.goto(pathname);
      await settleOnFirstHeading(page);
      await inBothThemes((theme) =>
        expectNoSidewaysScroll(page, `${pathname} at ${width} (${theme})`),
      );
    }
    // The questions that open over or inside a page: Add to plan's dialog, How did it go?.
    await page.goto('/explore/better-sleep');
    await settleOnFirstHeading(page);
    await page
      .getByRole('button', { name: /^Add to plan: / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add to plan' });
    await expect(dialog.getByRole('radio').first()).toBeChecked();
    await expect(dialog).toBeInViewport({ ratio: 1 });
    await inBothThemes((theme) =>
      expectNoSidewaysScroll(page, `Add to plan at ${width} (${theme})`),
    );
    await page.keyboard.press('Escape');
    await page.goto('/action-plan');
    await settleOnFirstHeading(page);
    const first = page.getByRole('checkbox').first();
    await first.click();
    const asked = page.getByRole('form', { name: /^How did it go\? / });
    await expect(asked).toBeVisible();
    await inBothThemes((theme) =>
      expectNoSidewaysScroll(page, `How did it go? at ${width} (${theme})`),
    );
    await asked.getByRole('button', { name: 'Skip' }).click();
    // Open again, and saved before the page is left: the summary's matrix below counts every
    // open tactic.
    const reopened = saved(page, 'PATCH', /^\/api\/tactics\//, '"completed":false');
    await first.click();
    await expect(first).toHaveAttribute('aria-checked', 'false');
    await reopened;
    await page.goto('/summary');
    await settleOnFirstHeading(page);
    await page.getByRole('button', { name: 'Matrix', exact: true }).click();
    const matrix = page.getByRole('group', { name: 'Effort and impact matrix' });
    await expect(matrix.getByRole('button')).toHaveCount(20);
    await inBothThemes(async (theme) => {
      await expectNoSidewaysScroll(page, `the matrix at ${width} (${theme})`);
      // Chips and the key under a phone's matrix: every word on one line.
      expect(
        await brokenWords(page, '[aria-label="Effort and impact matrix"], [data-matrix-key]'),
        `words broken in the matrix at ${width} (${theme})`,
      ).toEqual([]);
    });
    // A phone's matrix lists every tactic by rank with its full title; wider screens don't.
    const key = page.locator('[data-matrix-key]');
    if (width < 640) {
      await expect(key.locator('li')).toHaveCount(20);
      await expect(key).toContainText('#1');
    } else await expect(key).toBeHidden();
  });
}

/** A pasted link: one word far wider than a phone. */
const URL_GOAL =
  'Read more at https://www.goodreads.com/user/show/12345678-alice-tester-reading-challenge';
const LONG_WORD_TACTIC =
  'Log every book at goodreads.com/review/list/12345678-alice-tester?shelf=read';

test('a title with a long unbroken word wraps: nothing scrolls sideways at 320 or 360 px', async ({
  page,
  request,
}) => {
  test.slow();
  const account = await createAccount();
  const goalId = await createGoalFor(request, account, URL_GOAL);
  const call = apiAs(request, account);
  const tactic = await call<{ id: string }>('POST', '/api/tactics', {
    goalId,
    title: LONG_WORD_TACTIC,
    effort: 2,
    impact: 4,
  });
  await call('POST', '/api/tactics', { goalId, title: 'Read daily', effort: 1, impact: 3 });
  // Due today, so Today lists it too.
  await call('PATCH', `/api/tactics/${tactic.id}`, {
    dueDate: new Date().toLocaleDateString('sv'),
  });
  await openSignedIn(page, { email: account.email });
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 800 });
    for (const pathname of [
      '/',
      '/tactics',
      '/evaluate',
      '/summary',
      '/action-plan',
      '/today',
      '/outcomes',
      '/review',
    ]) {
      await page.goto(pathname);
      await settleOnFirstHeading(page);
      await expectNoSidewaysScroll(page, `${pathname} at ${width}`);
    }
    await page.goto('/summary');
    await settleOnFirstHeading(page);
    await page.getByRole('button', { name: 'Matrix', exact: true }).click();
    await expect(page.locator('[data-matrix-key] li')).toHaveCount(2);
    await expectNoSidewaysScroll(page, `the matrix at ${width}`);
  }
});
