import type { Page } from '@playwright/test';
import { createAccount, expect, signIn, test } from './support/fixtures.ts';

const signOutButton = (page: Page) => page.getByRole('button', { name: 'Sign Out' });
const getStarted = (page: Page) =>
  page.getByRole('button', { name: 'Get Started with Google', exact: true });

/**
 * Starts watching for a toast at once (a toast shows for 5 s only): await the result after the
 * action that should show it.
 */
function toastShown(page: Page, title: string, description: string) {
  return expect(toastWith(page, title, description)).toBeVisible({ timeout: 45_000 });
}

function toastWith(page: Page, title: string, description: string) {
  return page
    .locator('li')
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ has: page.getByText(description, { exact: true }) });
}

test('Get Started with Google signs in, saves the profile and the session outlives the page', async ({
  page,
  context,
}) => {
  const profileCalls: Array<{ status: number; body: unknown }> = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/api/users')) {
      void response.json().then(
        (body: unknown) => profileCalls.push({ status: response.status(), body }),
        () => profileCalls.push({ status: response.status(), body: undefined }),
      );
    }
  });

  const policyViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
  });

  await page.goto('/summary');
  const welcomed = toastShown(
    page,
    'Welcome!',
    "Successfully signed in. Let's achieve your goals!",
  );
  const account = await signIn(page, { name: 'Ada Lovelace' });
  await welcomed;
  expect(policyViolations, 'the CSP admits the emulator popup flow').toEqual([]);
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => profileCalls).toHaveLength(1);
  expect(profileCalls[0]).toMatchObject({
    status: 200,
    body: { email: account.email, displayName: 'Ada Lovelace' },
  });
  // No photo in the emulator's account: the generic icon carries the user's name.
  await expect(page.getByRole('img', { name: 'Ada Lovelace' })).toBeVisible();

  await page.reload();
  await expect(signOutButton(page)).toBeVisible();
  await expect(getStarted(page)).toHaveCount(0);

  await page.close();
  const again = await context.newPage();
  await again.goto('/explore');
  await expect(signOutButton(again)).toBeVisible();
  await expect(again.getByRole('img', { name: 'Ada Lovelace' })).toBeVisible();
});

test('Sign Out returns to the landing page, and Start Your Journey Now signs in someone else', async ({
  page,
}) => {
  test.slow(); // Two Google popups; each can take many seconds on a busy machine.
  await page.goto('/');
  const first = await signIn(page, { name: 'Ada Lovelace' });

  const signedOut = toastShown(page, 'Success', 'Signed out successfully');
  await signOutButton(page).click();
  await expect(getStarted(page)).toBeVisible();
  await signedOut;
  await page.reload();
  await expect(getStarted(page)).toBeVisible();

  // Someone else, whose account the emulator already knows: the popup lists it to pick.
  const known = await createAccount({ name: 'Grace Hopper' });
  const second = await signIn(page, { button: 'Start Your Journey Now', email: known.email });
  expect(second).toEqual({ email: known.email, name: 'Grace Hopper' });
  expect(second.email).not.toBe(first.email);
  await expect(page.getByRole('img', { name: 'Grace Hopper' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ada Lovelace' })).toHaveCount(0);
});

test("the top bar's button signs in without the landing page's welcome", async ({ page }) => {
  await page.goto('/explore');
  const confirmed = toastShown(page, 'Success', 'Successfully initiated Google sign-in');
  const account = await signIn(page, { button: 'Sign in with Google', name: 'Alan Turing' });
  await confirmed;
  // The window closed itself on success: that is not a cancelled sign-in.
  await expect(toastWith(page, 'Error', POPUP_CLOSED)).toHaveCount(0);
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole('img', { name: account.name })).toBeVisible();
});

const POPUP_CLOSED =
  'The Google sign-in window was closed before you finished. Please try again when you are ready.';

test('closing the Google window without signing in says so at once and frees the button', async ({
  page,
}) => {
  test.slow(); // Two Google popups, and a wait past the SDK's own report.
  // The page's clock is the test's to stop (it runs as usual until then).
  await page.clock.install();
  await page.goto('/');
  const popupOpened = page.waitForEvent('popup');
  await getStarted(page).click();
  const popup = await popupOpened;
  await popup.getByText('Add new account', { exact: true }).waitFor();
  await expect(getStarted(page)).toBeDisabled();

  // The SDK alone reports this 8-10 s after the window closes; the app watches the window itself
  // and reports within about 1.2 s (docs/decisions/050). With the page's time stopped and then
  // moved on by 2 s only, the report can come from the app's watch alone, however slowly a busy
  // machine runs the page.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await popup.close();
  await page.clock.runFor(2_000);
  await expect(toastWith(page, 'Error', POPUP_CLOSED)).toBeVisible();
  await expect(getStarted(page)).toBeEnabled();
  await page.clock.resume();
  await expect(page.getByText(/auth\/|Firebase|at \w+ \(/)).toHaveCount(0);
  await expect(signOutButton(page)).toHaveCount(0);

  // The SDK's own late rejection says nothing more, and the button works again.
  await page.waitForTimeout(11_000);
  await expect(toastWith(page, 'Error', POPUP_CLOSED)).toHaveCount(0);
  const account = await signIn(page, { name: 'Ada Lovelace' });
  await expect(page.getByRole('img', { name: account.name })).toBeVisible();
});

test('the API refuses a forged firebase-id header and a token of someone else', async ({
  request,
}) => {
  const [alice, bob] = await Promise.all([createAccount(), createAccount()]);
  const profile = { email: alice.email, displayName: 'Alice' };

  const forged = await request.post('/api/users', {
    headers: { 'firebase-id': alice.uid },
    data: profile,
  });
  expect(forged.status()).toBe(401);
  expect(await forged.json()).toEqual({ message: 'Unauthorized', code: 'errors.unauthorized' });

  const borrowed = await request.post('/api/users', {
    headers: { 'firebase-id': alice.uid, authorization: `Bearer ${bob.idToken}` },
    data: profile,
  });
  expect(borrowed.status()).toBe(401);
  expect(await borrowed.json()).toEqual({ message: 'Unauthorized', code: 'errors.unauthorized' });

  const genuine = await request.post('/api/users', {
    headers: { 'firebase-id': alice.uid, authorization: `Bearer ${alice.idToken}` },
    data: profile,
  });
  expect(genuine.status()).toBe(200);
  expect(await genuine.json()).toMatchObject(profile);
});
