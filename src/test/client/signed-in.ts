/**
 * The Firebase edge for workflow tests: a signed-in user, so API calls carry an identity.
 * Use from a test file with:
 *   vi.mock('<path>/lib/firebase.ts', async () => (await import('<path>/test/client/signed-in.ts')).firebaseModule);
 */
export const TEST_UID = 'u1';
const SIGNED_IN = { uid: TEST_UID, getIdToken: async () => 't' };

export const testAuth = {
  currentUser: SIGNED_IN as typeof SIGNED_IN | null,
  authStateReady: async () => {},
};

export const firebaseModule = { getFirebaseAuth: async () => testAuth };

/** Signs the test user in again (renderWorkflow does, for every test). */
export function signInTestUser() {
  testAuth.currentUser = SIGNED_IN;
}
