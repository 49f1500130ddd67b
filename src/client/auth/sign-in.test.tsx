import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  fakeUser,
  firebaseAuth,
  firebaseError,
  setCurrentUser,
  stubFetch,
  withFirebaseDouble,
} from '#test/client/firebase-double.ts';
import { json } from '#test/client/fetch.ts';
import { UserMenu } from './user-menu.tsx';
import { readStepDraft, writeStepDraft } from '../lib/step-drafts.ts';
import { toast } from '../components/ui/toast-store.ts';
import { Toaster } from '../components/ui/toaster.tsx';
import {
  describeSignInError,
  HEADER_SIGN_IN_FALLBACK,
  LANDING_SIGN_IN_FALLBACK,
  useHeaderSignIn,
  useLandingSignIn,
} from './sign-in.ts';
import { t } from '../lib/i18n.tsx';

vi.mock('firebase/app', async () => (await import('#test/client/firebase-double.ts')).firebaseApp);
vi.mock(
  'firebase/auth',
  async () => (await import('#test/client/firebase-double.ts')).firebaseAuth,
);

withFirebaseDouble();
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {}); // 'Profile ready' after each sign-in.
  // A known toast on screen, so no assertion can pass on one left over from another test.
  toast({ title: 'Test start', description: 'Nothing happened yet' });
});

const UNAUTHORIZED_DOMAIN = `This domain (${window.location.host}) is not authorized for Google sign-in. Please add it to the authorized domains in the Firebase console (Authentication > Settings) and try again.`;
const POPUP_CLOSED =
  'The Google sign-in window was closed before you finished. Please try again when you are ready.';
const WELCOME = "Successfully signed in. Let's achieve your goals!";

function LandingButton() {
  const { signIn, pending } = useLandingSignIn();
  return (
    <button type="button" onClick={() => void signIn()} disabled={pending}>
      Get Started with Google
    </button>
  );
}

function HeaderButton() {
  const { signIn, pending } = useHeaderSignIn();
  return (
    <button type="button" onClick={() => void signIn()} disabled={pending}>
      Sign in with Google
    </button>
  );
}

const ada = {
  uid: 'uid-ada',
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  photoURL: null,
};

/** Renders `ui` with the toaster at `path`, then clicks the button named `buttonName`. */
async function renderAndClick(ui: ReactNode, buttonName: string, path = '/') {
  const memory = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  render(
    <Router hook={memory.hook}>
      {ui}
      <Toaster />
    </Router>,
  );
  const button = screen.getByRole('button', { name: buttonName });
  await user.click(button);
  return { memory, button };
}

const clickLanding = (path?: string) =>
  renderAndClick(<LandingButton />, 'Get Started with Google', path);
const clickHeader = (path?: string) =>
  renderAndClick(<HeaderButton />, 'Sign in with Google', path);
const clickSignOut = () => renderAndClick(<UserMenu user={ada} />, 'Sign Out', '/summary');

/** The toast on screen shows `description` under `title`. */
async function expectToast(title: string, description: string) {
  const shown = await screen.findByText(
    description,
    { exact: true, selector: 'div' },
    { timeout: 5000 },
  );
  expect(within(shown.closest('li')!).getByText(title, { exact: true })).toBeVisible();
}

describe('landing sign-in', () => {
  it("signs in with the account chooser, saves the profile, welcomes the user and goes to '/'", async () => {
    const { apiRequests } = stubFetch({
      'POST /api/users': ({ body }) => json(200, { id: crypto.randomUUID(), ...(body as object) }),
    });
    const { memory, button } = await clickLanding('/summary');

    await expectToast('Welcome!', WELCOME);
    const [, provider] = firebaseAuth.signInWithPopup.mock.calls[0]!;
    expect(provider.customParameters).toEqual({ prompt: 'select_account' });
    expect(apiRequests()).toEqual([
      {
        method: 'POST',
        path: '/api/users',
        headers: {
          'content-type': 'application/json',
          'firebase-id': 'uid-ada',
          authorization: 'Bearer token-ada',
        },
        credentials: 'include',
        // The browser's time zone goes with the profile (docs/product.md, Reminders).
        body: {
          email: 'ada@example.com',
          displayName: 'Ada Lovelace',
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          locale: 'en',
        },
      },
    ]);
    expect(memory.history).toEqual(['/summary', '/']);
    // The button is free again once the sign-in's last step (after the toast) has rendered.
    await vi.waitFor(() => expect(button).toBeEnabled());
  });

  it('is busy while the popup is open, so a second click cannot start another', async () => {
    stubFetch({ 'POST /api/users': () => json(200, { id: crypto.randomUUID() }) });
    let finishPopup: () => void = () => {};
    firebaseAuth.signInWithPopup.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          finishPopup = () => {
            const signedIn = fakeUser();
            setCurrentUser(signedIn);
            resolve({ user: signedIn });
          };
        }),
    );
    const { button } = await clickLanding();
    expect(button).toBeDisabled();
    await vi.waitFor(() => expect(firebaseAuth.signInWithPopup).toHaveBeenCalled());
    act(() => finishPopup());
    await expectToast('Welcome!', WELCOME);
    await vi.waitFor(() => expect(button).toBeEnabled());
    expect(firebaseAuth.signInWithPopup).toHaveBeenCalledTimes(1);
  });

  it("says 'Failed to get user credentials' when the popup returns no user", async () => {
    const { apiRequests } = stubFetch();
    firebaseAuth.signInWithPopup.mockResolvedValueOnce({ user: null } as never);
    const { memory } = await clickLanding();

    await expectToast('Error', 'Failed to get user credentials');
    expect(apiRequests()).toEqual([]);
    expect(memory.history).toEqual(['/']);
  });

  it.each([
    ['JSON', json(400, { message: 'Invalid email address' }), 'Invalid email address'],
    ['text', new Response('Database unavailable', { status: 503 }), 'Database unavailable'],
  ])("names the server's reason when the profile is refused (%s)", async (_, answer, reason) => {
    stubFetch({ 'POST /api/users': () => answer });
    const { memory } = await clickLanding();

    await expectToast('Error', `Failed to create user profile: ${reason}`);
    expect(memory.history).toEqual(['/']);
  });

  it.each([
    ['an unworded code', firebaseError('auth/internal-error'), t(LANDING_SIGN_IN_FALLBACK)],
    ['an error with a message', new Error('Sign-in is not set up'), 'Sign-in is not set up'],
    ['an error without a message', new Error(''), t(LANDING_SIGN_IN_FALLBACK)],
    ['something that is not an error', 'boom', t(LANDING_SIGN_IN_FALLBACK)],
    ['an unauthorized domain', firebaseError('auth/unauthorized-domain'), UNAUTHORIZED_DOMAIN],
    ['a closed popup', firebaseError('auth/popup-closed-by-user'), POPUP_CLOSED],
  ])('on %s, shows the right words and no internals', async (_, error, message) => {
    const { apiRequests } = stubFetch();
    firebaseAuth.signInWithPopup.mockRejectedValueOnce(error);
    const { button } = await clickLanding();

    await expectToast('Error', message);
    expect(screen.queryByText(/auth\/|Firebase:/)).not.toBeInTheDocument();
    expect(apiRequests()).toEqual([]);
    await vi.waitFor(() => expect(button).toBeEnabled());
  });

  it('says nothing when a newer popup replaced this one', async () => {
    stubFetch();
    firebaseAuth.signInWithPopup.mockRejectedValueOnce(
      firebaseError('auth/cancelled-popup-request'),
    );
    const { button } = await clickLanding();

    await vi.waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByText('Nothing happened yet')).toBeVisible();
  });
});

describe('header sign-in', () => {
  it("confirms with 'Successfully initiated Google sign-in' and creates no profile", async () => {
    const { apiRequests } = stubFetch();
    const { memory } = await clickHeader('/tactics');

    await expectToast('Success', 'Successfully initiated Google sign-in');
    expect(apiRequests()).toEqual([]);
    expect(memory.history).toEqual(['/tactics']);
  });

  it.each([
    ['an unworded code', firebaseError('auth/operation-not-allowed'), t(HEADER_SIGN_IN_FALLBACK)],
    ['an error with a message', new Error('Pop-up window failed'), 'Pop-up window failed'],
    ['an unauthorized domain', firebaseError('auth/unauthorized-domain'), UNAUTHORIZED_DOMAIN],
    [
      'a blocked popup',
      firebaseError('auth/popup-blocked'),
      'Your browser blocked the Google sign-in window. Please allow pop-ups for this site and try again.',
    ],
  ])('on %s, shows the right words', async (_, error, message) => {
    stubFetch();
    firebaseAuth.signInWithPopup.mockRejectedValueOnce(error);
    await clickHeader();

    await expectToast('Error', message);
  });
});

describe('sign-out', () => {
  it("signs out, says 'Signed out successfully' and goes to '/'", async () => {
    stubFetch();
    setCurrentUser(fakeUser());
    const { memory } = await clickSignOut();

    await expectToast('Success', 'Signed out successfully');
    expect(firebaseAuth.signOut).toHaveBeenCalledTimes(1);
    expect(memory.history).toEqual(['/summary', '/']);
  });

  it("forgets every person's unsaved workflow edits on this device, and nothing else", async () => {
    stubFetch();
    setCurrentUser(fakeUser());
    const step1 = { uid: ada.uid, outcomeId: 'o1', step: 1 };
    const step3 = { uid: 'uid-grace', outcomeId: undefined, step: 3 };
    writeStepDraft(step1, { rows: [], removedIds: ['g1'] });
    writeStepDraft(step3, [{ id: 't1', effort: 4, impact: 5 }]);
    sessionStorage.setItem('momentum.ticked-this-visit', '["t2"]');
    expect(readStepDraft(step1)).toEqual({ rows: [], removedIds: ['g1'] });

    await clickSignOut();
    await expectToast('Success', 'Signed out successfully');

    expect(readStepDraft(step1)).toBeUndefined();
    expect(readStepDraft(step3)).toBeUndefined();
    expect(sessionStorage.getItem('momentum.ticked-this-visit')).toBe('["t2"]');
  });

  it("says 'Failed to sign out' when the identity service refuses", async () => {
    stubFetch();
    firebaseAuth.signOut.mockRejectedValueOnce(firebaseError('auth/network-request-failed'));
    const { memory } = await clickSignOut();

    await expectToast('Error', 'Failed to sign out');
    expect(memory.history).toEqual(['/summary']);
  });
});

describe('describeSignInError', () => {
  it.each([
    [
      'auth/network-request-failed',
      'Could not reach Google sign-in. Please check your connection and try again.',
    ],
    ['auth/user-cancelled', undefined],
    ['auth/cancelled-popup-request', undefined],
    ['auth/too-many-requests', 'fallback'],
    ['auth/argument-error', 'fallback'],
  ])('words %s', (code, expected) => {
    expect(describeSignInError(firebaseError(code), 'fallback')).toBe(expected);
  });

  it('falls back when there is nothing to say', () => {
    expect(describeSignInError(null, 'fallback')).toBe('fallback');
    expect(describeSignInError(undefined, 'fallback')).toBe('fallback');
  });
});
