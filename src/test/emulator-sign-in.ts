/**
 * Signs a Google account in on the Firebase Auth emulator through its REST API, as the popup
 * would, with no browser. The API tests and the end-to-end tests both use it, so real tokens
 * come from one place. The same `sub` always names the same emulator account.
 */
export interface GoogleClaims {
  sub: string;
  email: string;
  name: string;
}

export interface EmulatorSignIn {
  localId: string;
  idToken: string;
  /** What the SDK keeps to renew the ID token, and the ID token's lifetime in seconds. */
  refreshToken: string;
  expiresIn: string;
  isNewUser?: boolean;
}

export async function signInWithGoogleOnEmulator(
  emulatorHost: string,
  claims: GoogleClaims,
): Promise<EmulatorSignIn> {
  const idToken = JSON.stringify({ ...claims, email_verified: true });
  const send = () =>
    fetch(
      `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=local`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
          requestUri: 'http://localhost',
          returnIdpCredential: true,
          returnSecureToken: true,
        }),
      },
    );
  // A kept-alive connection the emulator closed while a long test ran fails before any answer
  // ("fetch failed"); the sign-in is safe to repeat, so it is sent once more on a new connection.
  const response = await send().catch((error: unknown) => {
    if (error instanceof TypeError) return send();
    throw error;
  });
  if (!response.ok) throw new Error(`The emulator refused the sign-in: ${await response.text()}`);
  return (await response.json()) as EmulatorSignIn;
}
