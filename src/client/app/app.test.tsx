import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  CLIENT_CONFIG,
  fakeUser,
  firebaseAuth,
  setCurrentUser,
  stubFetch,
  withFirebaseDouble,
} from '#test/client/firebase-double.ts';
import { json } from '#test/client/fetch.ts';
import { StaticAuthProvider, type AuthState } from '../auth/auth-provider.tsx';
import { hasSessionHint, setSessionHint } from '../auth/session-hint.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { App, AuthGate } from './app.tsx';

vi.mock('firebase/app', async () => (await import('#test/client/firebase-double.ts')).firebaseApp);
vi.mock(
  'firebase/auth',
  async () => (await import('#test/client/firebase-double.ts')).firebaseAuth,
);

const NO_SUCH_PAGE = '/no/such/page';
/** The SDK modules load with import(): allow a busy machine some time. */
const SLOW = { timeout: 5000 };

/** AuthGate in a fixed auth state, on a path that needs no data. */
function renderGate(state: AuthState) {
  const memory = memoryLocation({ path: NO_SUCH_PAGE });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={memory.hook}>
        <StaticAuthProvider state={state}>
          <AuthGate />
        </StaticAuthProvider>
      </Router>
    </QueryClientProvider>,
  );
}

const signedIn = (
  user: Partial<Extract<AuthState, { status: 'signedIn' }>['user']> = {},
): AuthState => ({
  status: 'signedIn',
  user: {
    uid: 'uid-ada',
    email: 'ada@example.com',
    displayName: 'Ada Lovelace',
    photoURL: null,
    ...user,
  },
});

const landingButtons = () => [
  screen.queryByRole('button', { name: 'Get Started with Google' }),
  screen.queryByRole('button', { name: 'Start Your Journey Now' }),
];

describe('AuthGate', () => {
  it("shows 'Loading...' and nothing else while the auth state loads", () => {
    renderGate({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(landingButtons()).toEqual([null, null]);
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('shows only the landing page when signed out, whatever the path', () => {
    renderGate({ status: 'signedOut' });
    for (const button of landingButtons()) expect(button).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });

  // The signed-in app shows once the account's saved plan is restored (docs/product.md, Offline).
  it("shows the app with the user's photo, named after them, and 'Sign Out'", async () => {
    renderGate(signedIn({ photoURL: 'https://lh3.googleusercontent.com/a/ada' }));
    const photo = await screen.findByRole('img', { name: 'Ada Lovelace' }, SLOW);
    expect(photo.tagName).toBe('IMG');
    expect(photo).toHaveAttribute('src', 'https://lh3.googleusercontent.com/a/ada');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    expect(landingButtons()).toEqual([null, null]);
  });

  it('shows a generic icon named after the user when there is no photo', async () => {
    renderGate(signedIn());
    const icon = await screen.findByRole('img', { name: 'Ada Lovelace' }, SLOW);
    expect(icon.tagName.toLowerCase()).toBe('svg');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  it('falls back to the generic icon when the photo cannot load', async () => {
    renderGate(signedIn({ photoURL: 'https://lh3.googleusercontent.com/a/gone' }));
    fireEvent.error(await screen.findByRole('img', { name: 'Ada Lovelace' }, SLOW));
    expect(screen.getByRole('img', { name: 'Ada Lovelace' }).tagName.toLowerCase()).toBe('svg');
  });

  it('names the account by its email when it has no display name', async () => {
    renderGate(signedIn({ displayName: '' }));
    expect(await screen.findByRole('img', { name: 'ada@example.com' }, SLOW)).toBeVisible();
  });
});

describe('App with the Firebase SDK at its edge', () => {
  withFirebaseDouble();
  beforeEach(() => {
    window.history.replaceState(null, '', NO_SUCH_PAGE);
    setSessionHint(false);
  });

  it('shows a first-time visitor the landing page at once, before the Firebase SDK starts', async () => {
    stubFetch();
    render(<App />);
    // No waiting: the landing page is the first thing rendered, not 'Loading...'.
    for (const button of landingButtons()) expect(button).toBeVisible();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(firebaseAuth.initializeAuth).not.toHaveBeenCalled();
    // Firebase starts as soon as the visitor reaches for a sign-in button.
    fireEvent.pointerOver(landingButtons()[0]!);
    await waitFor(() => expect(firebaseAuth.initializeAuth).toHaveBeenCalled(), SLOW);
    expect(firebaseAuth.connectAuthEmulator).toHaveBeenCalledWith(
      expect.anything(),
      CLIENT_CONFIG.authEmulatorUrl,
      { disableWarnings: true },
    );
  });

  it('shows a returning user Loading..., then the saved session, then the landing page after sign-out', async () => {
    stubFetch();
    setCurrentUser(fakeUser());
    setSessionHint(true);
    const user = userEvent.setup();
    render(<App />);
    expect(screen.getByText('Loading...')).toBeVisible();
    expect(landingButtons()).toEqual([null, null]);

    await user.click(await screen.findByRole('button', { name: 'Sign Out' }, SLOW));
    expect(
      await screen.findByRole('button', { name: 'Get Started with Google' }, SLOW),
    ).toBeVisible();
    // Signed out: the next visit starts on the landing page again.
    expect(hasSessionHint()).toBe(false);
  });

  it('still signs the user in after the sign-in service failed to start', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
    let configAvailable = false;
    stubFetch({
      'GET /api/config': () =>
        configAvailable
          ? json(200, CLIENT_CONFIG)
          : new Response('Service unavailable', { status: 503, statusText: 'Service Unavailable' }),
      'POST /api/users': () => json(200, { id: crypto.randomUUID() }),
    });
    const user = userEvent.setup();
    render(<App />);

    const getStarted = await screen.findByRole('button', { name: 'Get Started with Google' }, SLOW);
    configAvailable = true;
    await user.click(getStarted);

    expect(await screen.findByRole('button', { name: 'Sign Out' }, SLOW)).toBeVisible();
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toBeVisible();
    // Signed in: a reload will show 'Loading...' rather than the landing page.
    expect(hasSessionHint()).toBe(true);
  });
});
