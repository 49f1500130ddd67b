/**
 * A stand-in for the Firebase SDK (the network edge of sign-in) in client component tests.
 * Use it from a test file with:
 *   vi.mock('firebase/app', async () => (await import('<path>/test/client/firebase-double.ts')).firebaseApp);
 *   vi.mock('firebase/auth', async () => (await import('<path>/test/client/firebase-double.ts')).firebaseAuth);
 * and answer HTTP with `stubFetch`. Our own modules stay real.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeFetch, json, type RecordedRequest } from './fetch.ts';

export interface FakeUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  getIdToken: () => Promise<string>;
}

export function fakeUser(overrides: Partial<FakeUser> = {}): FakeUser {
  return {
    uid: 'uid-ada',
    email: 'ada@example.com',
    displayName: 'Ada Lovelace',
    photoURL: null,
    getIdToken: () => Promise.resolve('token-ada'),
    ...overrides,
  };
}

type Listener = (user: FakeUser | null) => void;
const listeners = new Set<Listener>();

/** The one Auth instance `initializeAuth` returns. */
export const fakeAuth = {
  currentUser: null as FakeUser | null,
  authStateReady: () => Promise.resolve(),
};

/** Sets the signed-in user and tells every auth state listener, as the SDK does. */
export function setCurrentUser(user: FakeUser | null) {
  fakeAuth.currentUser = user;
  for (const listener of listeners) listener(user);
}

class GoogleAuthProvider {
  customParameters: Record<string, string> = {};
  setCustomParameters(parameters: Record<string, string>) {
    this.customParameters = parameters;
    return this;
  }
}

/** A Firebase error as the SDK throws it: a code and a message naming it. */
export function firebaseError(code: string) {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { name: 'FirebaseError', code });
}

export const firebaseApp = {
  initializeApp: vi.fn(() => ({ name: '[DEFAULT]' })),
};

export const firebaseAuth = {
  initializeAuth: vi.fn(() => fakeAuth),
  connectAuthEmulator: vi.fn(),
  indexedDBLocalPersistence: { type: 'LOCAL' },
  browserLocalPersistence: { type: 'LOCAL' },
  browserPopupRedirectResolver: class BrowserPopupRedirectResolver {},
  GoogleAuthProvider,
  onAuthStateChanged: vi.fn((_auth: unknown, listener: Listener) => {
    listeners.add(listener);
    queueMicrotask(() => listeners.has(listener) && listener(fakeAuth.currentUser));
    return () => listeners.delete(listener);
  }),
  /** By default the popup signs in `fakeUser()`; override per test with mockImplementationOnce. */
  signInWithPopup: vi.fn(async (_auth: unknown, _provider: GoogleAuthProvider) => {
    const user = fakeUser();
    setCurrentUser(user);
    return { user };
  }),
  signOut: vi.fn(async () => setCurrentUser(null)),
  /** Deleting the account signs it out, as the SDK does. */
  deleteUser: vi.fn(async (_user: FakeUser) => setCurrentUser(null)),
  reauthenticateWithPopup: vi.fn(async (user: FakeUser, _provider: GoogleAuthProvider) => ({
    user,
  })),
};

export const CLIENT_CONFIG = {
  firebase: { apiKey: 'test-key', authDomain: 'demo-test.firebaseapp.com', projectId: 'demo-test' },
  authEmulatorUrl: 'http://127.0.0.1:9099',
};

type Responder = (request: RecordedRequest) => Response | Promise<Response>;

/**
 * Replaces global fetch. `/api/config` answers the client config unless `routes` says otherwise;
 * other requests go to `routes['METHOD /path']`, or fail the test. Returns the requests made.
 */
export function stubFetch(routes: Record<string, Responder> = {}) {
  const { requests, fetchStub } = fakeFetch((request) => {
    const responder =
      routes[`${request.method} ${request.path}`] ??
      (request.path === '/api/config' ? () => json(200, CLIENT_CONFIG) : undefined);
    if (!responder)
      throw new Error(`Unexpected request in test: ${request.method} ${request.path}`);
    return responder(request);
  });
  /** The requests made so far, leaving out the config. */
  const apiRequests = () => requests.filter((request) => request.path !== '/api/config');
  return { requests, apiRequests, fetchStub };
}

/** Back to a signed-out SDK with default behaviour. */
export function resetFirebaseDouble() {
  listeners.clear();
  fakeAuth.currentUser = null;
  vi.resetAllMocks(); // Call records and one-off behaviours; each vi.fn keeps its own default.
}

/**
 * For a test file: before each test a fresh double (signed in as `fakeUser()` when `signedIn`),
 * after each the real fetch and console again.
 */
export function withFirebaseDouble({ signedIn = false } = {}) {
  beforeEach(() => {
    resetFirebaseDouble();
    if (signedIn) setCurrentUser(fakeUser());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
