/**
 * The e2e test API: `test` and `expect` from @playwright/test, with every browser context kept
 * offline (only loopback hosts are reached) and given a stand-in for Google's gapi loader so the
 * real Firebase popup sign-in works against the Auth emulator; `signIn`, which signs a user in
 * through that popup from the landing page; `openSignedIn`, which opens the app as a returning
 * user without the popup, for tests about something else; and `createAccount`, an emulator
 * account (with an ID token for API calls) made without a browser.
 */
import { randomUUID } from 'node:crypto';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { prepareContext } from '#scripts/lib/offline-context.ts';
import { SESSION_HINT_KEY } from '#client/auth/session-hint.ts';
import { signInWithGoogleOnEmulator } from '#test/emulator-sign-in.ts';
import { translator } from '#server/i18n.ts';
import { LOCALES, type Locale } from '#shared/i18n/locales';

/** 'Sign Out' in any language the browser may be set to (e2e/spanish.spec.ts runs in Spanish). */
const SIGN_OUT = new RegExp(
  `^(${Object.keys(LOCALES)
    .map((locale) => translator(locale as Locale)('auth.signOut'))
    .join('|')})$`,
);

export { expect };

export { prepareContext };

/** Emails of the emulator accounts the running test created; deleted when it ends. */
const createdAccounts = new Set<string>();

function emulatorHost(): string {
  const host = process.env.E2E_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('E2E_AUTH_EMULATOR_HOST is not set: the global setup sets it.');
  return host;
}

/** The Firebase project the server under test verifies tokens for (set by the global setup). */
function projectId(): string {
  const id = process.env.E2E_FIREBASE_PROJECT_ID;
  if (!id) throw new Error('E2E_FIREBASE_PROJECT_ID is not set: the global setup sets it.');
  return id;
}

interface EmulatorUser {
  localId: string;
  providerUserInfo?: Array<{ providerId: string; rawId: string }>;
}

/** One call to the emulator's account admin API, as the project's owner. */
async function emulatorAdmin(operation: 'lookup' | 'delete', body: unknown) {
  const url = `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/projects/${projectId()}/accounts:${operation}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`accounts:${operation}: ${await response.text()}`);
  return (await response.json()) as { users?: EmulatorUser[] };
}

/**
 * Deletes the accounts with these emails, so that the emulator's account chooser (which lists
 * every account) stays short for later sign-ins, even on an emulator shared across runs.
 */
async function deleteAccounts(emails: string[]): Promise<void> {
  const { users = [] } = await emulatorAdmin('lookup', { email: emails });
  await Promise.all(users.map(({ localId }) => emulatorAdmin('delete', { localId })));
}

/**
 * The Google ID the emulator already holds for this email, if any. The popup gives a new account
 * a random one; signing the same email in with another ID would add a second Google ID to the
 * account, and the emulator's index keeps the first after the account is deleted, after which
 * its popup page fails for everyone ('Internal state invariant broken: no user with ID').
 */
async function googleIdOf(email: string): Promise<string | undefined> {
  const { users = [] } = await emulatorAdmin('lookup', { email: [email] });
  return users[0]?.providerUserInfo?.find((info) => info.providerId === 'google.com')?.rawId;
}

export const test = base.extend<{ accountCleanUp: void }, { offlineBrowser: Browser }>({
  // Contexts that a test opens itself (browser.newContext or browser.newPage) are prepared too.
  offlineBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const context = await newContext(...args);
        await prepareContext(context);
        return context;
      };
      await use(browser);
      browser.newContext = newContext;
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use) => {
    await prepareContext(context);
    await use(context);
  },
  accountCleanUp: [
    async ({ baseURL: _unused }, use) => {
      await use();
      const emails = [...createdAccounts];
      createdAccounts.clear();
      if (!emails.length) return;
      // Housekeeping only: a failure here must not fail the test.
      await deleteAccounts(emails).catch((error: unknown) =>
        console.warn('Could not delete the test accounts', emails, error),
      );
    },
    { auto: true },
  ],
});

export interface SignInOptions {
  /** Display name for a new account (default 'Test User <random>'). */
  name?: string;
  /**
   * The account's email (default a new 'e2e-<random>@example.com'). When the emulator already
   * lists an account with this email, it is picked (see `createAccount`) and its name returned.
   */
  email?: string;
  /**
   * Which landing button to click (default 'Get Started with Google'). The top bar's
   * 'Sign in with Google' makes no profile call (docs/product.md, The API), so none is awaited.
   */
  button?: 'Get Started with Google' | 'Start Your Journey Now' | 'Sign in with Google';
}

export interface SignedInAccount {
  email: string;
  name: string;
}

export interface EmulatorAccount extends SignedInAccount {
  uid: string;
  /** A fresh ID token, for API calls: `{ authorization: `Bearer ${idToken}`, 'firebase-id': uid }`. */
  idToken: string;
}

/** The given email and name, or new ones unique to this call. */
function identity(options: { email?: string; name?: string }): SignedInAccount {
  const tag = randomUUID().slice(0, 8);
  return {
    email: options.email ?? `e2e-${tag}@example.com`,
    name: options.name ?? `Test User ${tag}`,
  };
}

/**
 * Creates (or signs in again) a Google account on the Auth emulator without a browser, as the
 * popup would (this helper gives the same email the same account), so that the popup lists it.
 * Accounts that `createAccount` or `signIn` create are deleted when the test ends.
 */
export async function createAccount(
  options: { email?: string; name?: string } = {},
): Promise<EmulatorAccount> {
  return (await emulatorSession(options)).account;
}

/** The emulator's sign-in behind `createAccount`, with the session it gives (refresh token too). */
async function emulatorSession(options: { email?: string; name?: string }) {
  const { email, name } = identity(options);
  const sub = (options.email && (await googleIdOf(email))) || email;
  const session = await signInWithGoogleOnEmulator(emulatorHost(), { sub, email, name });
  if (session.isNewUser) createdAccounts.add(email);
  const account: EmulatorAccount = { uid: session.localId, idToken: session.idToken, email, name };
  return { account, session };
}

/** The headers of an API call made as `account`. */
export const apiHeaders = (account: EmulatorAccount) => ({
  authorization: `Bearer ${account.idToken}`,
  'firebase-id': account.uid,
});

/** Saves `account`'s profile through the API (POST /api/users), as a first sign-in does. */
async function saveProfile(request: APIRequestContext, account: EmulatorAccount) {
  const profile = await request.post('/api/users', {
    headers: apiHeaders(account),
    data: { email: account.email, displayName: account.name },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
}

/** Saves `account`'s profile and one goal through the API, as a first sign-in would; its id. */
export async function createGoalFor(
  request: APIRequestContext,
  account: EmulatorAccount,
  title: string,
): Promise<string> {
  await saveProfile(request, account);
  const goal = await request.post('/api/goals', { headers: apiHeaders(account), data: { title } });
  expect(goal.status()).toBe(201);
  return ((await goal.json()) as { id: string }).id;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Resolves once the page has had a successful answer to `method` on a path matching `path`,
 * whose request body holds `bodyHolds` when given. A write never sent fails within a minute
 * (long for a loaded machine), not at the test's own timeout.
 */
export const saved = (page: Page, method: string, path: RegExp, bodyHolds?: string) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === method &&
      path.test(new URL(response.url()).pathname) &&
      response.ok() &&
      (bodyHolds === undefined || !!response.request().postData()?.includes(bodyHolds)),
    { timeout: SAVED_WITHIN_MS },
  );

const SAVED_WITHIN_MS = 60_000;

/**
 * Opens '/' as a returning user whose session this browser kept: a new account
 * with `email` and `name`, or the emulator's existing one with that email, signed in on the
 * emulator through its REST API and saved as the first sign-in saves it (POST /api/users). The
 * session is written where the Firebase SDK keeps it, and the session hint beside it, so the app
 * starts signed in. About 2 s against 7 to 15 s through the popup: the sign-in itself is tested
 * through the popup (`signIn`, in auth.spec.ts and the new user's journey), and every other test
 * starts here. Waits until the app shows 'Sign Out'.
 */
export async function openSignedIn(
  page: Page,
  options: Omit<SignInOptions, 'button'> = {},
): Promise<EmulatorAccount> {
  const { account, session } = await emulatorSession(options);
  const { email, name } = account;
  await saveProfile(page.request, account);
  const { firebase } = (await (await page.request.get('/api/config')).json()) as {
    firebase: { apiKey: string };
  };
  // The record the SDK writes after a sign-in (indexedDBLocalPersistence), written from a page
  // of the app's origin that runs none of its code.
  const user = {
    uid: session.localId,
    email,
    emailVerified: true,
    displayName: name,
    isAnonymous: false,
    providerData: [
      {
        providerId: 'google.com',
        uid: email,
        displayName: name,
        email,
        phoneNumber: null,
        photoURL: null,
      },
    ],
    stsTokenManager: {
      refreshToken: session.refreshToken,
      accessToken: session.idToken,
      expirationTime: Date.now() + Number(session.expiresIn) * 1000,
    },
    createdAt: String(Date.now()),
    lastLoginAt: String(Date.now()),
    apiKey: firebase.apiKey,
    appName: '[DEFAULT]',
  };
  await page.goto('/api/health');
  await page.evaluate(
    ({ hintKey, key, value }) =>
      new Promise<void>((resolve, reject) => {
        localStorage.setItem(hintKey, '1');
        const opened = indexedDB.open('firebaseLocalStorageDb', 1);
        opened.onupgradeneeded = () =>
          opened.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
        opened.onerror = () => reject(new Error(`IndexedDB: ${opened.error?.message}`));
        opened.onsuccess = () => {
          const write = opened.result.transaction('firebaseLocalStorage', 'readwrite');
          write.objectStore('firebaseLocalStorage').put({ fbase_key: key, value });
          write.oncomplete = () => {
            opened.result.close();
            resolve();
          };
          write.onerror = () => reject(new Error(`IndexedDB: ${write.error?.message}`));
        };
      }),
    {
      hintKey: SESSION_HINT_KEY,
      key: `firebase:authUser:${firebase.apiKey}:[DEFAULT]`,
      value: user,
    },
  );
  await page.goto('/');
  await expect(
    page.getByRole('button', { name: SIGN_OUT }),
    'the app did not take the session written for it (has the Firebase SDK changed how it keeps one?)',
  ).toBeVisible({ timeout: 20_000 });
  return account;
}

/**
 * From the landing page (opened at '/' when the page is still blank), signs in through the
 * emulator's Google popup: a new account with `email` and `name`, or the emulator's existing
 * account with that email. Waits until the app shows 'Sign Out' and the profile call
 * (POST /api/users) was answered, so nothing of the sign-in is still in flight.
 */
export async function signIn(page: Page, options: SignInOptions = {}): Promise<SignedInAccount> {
  const chosen = identity(options);
  const email = chosen.email;
  let name = chosen.name;

  if (page.url() === 'about:blank') await page.goto('/');
  const buttonName = options.button ?? 'Get Started with Google';
  const button = page.getByRole('button', { name: buttonName, exact: true });

  // Listen before clicking, so that neither event can be missed.
  const popupOpened = page.waitForEvent('popup');
  const profileAnswered =
    buttonName === 'Sign in with Google'
      ? Promise.resolve()
      : page.waitForResponse(
          (response) =>
            response.request().method() === 'POST' &&
            new URL(response.url()).pathname === '/api/users',
        );
  profileAnswered.catch(() => {}); // Awaited below; this only keeps an early failure handled.
  await button.click();
  const popup = await popupOpened;
  const popupClosed = popup.waitForEvent('close');
  popupClosed.catch(() => {});

  const addAccount = popup.getByText('Add new account', { exact: true });
  // A generated email is new for sure; a given one may be listed already. The list is rendered
  // by the emulator's server, so it is complete once 'Add new account' (below it) is shown.
  const known = popup.locator('li.js-reuse-account').filter({
    has: popup.locator('.mdc-list-item__secondary-text', {
      hasText: new RegExp(`^\\s*${escapeRegExp(email)}\\s*$`, 'i'),
    }),
  });
  const isListed = async () => {
    await addAccount.waitFor();
    return (await known.count()) > 0;
  };
  if (options.email && (await isListed())) {
    const shownName = (
      await known.first().locator('.mdc-list-item__primary-text').innerText()
    ).trim();
    if (shownName && shownName !== '(No display name)') name = shownName;
    await known.first().click();
  } else {
    await addAccount.click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill(name);
    createdAccounts.add(email);
    await popup.locator('#sign-in').click();
  }

  await popupClosed;
  await profileAnswered;
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible({ timeout: 20_000 });
  return { email, name };
}
