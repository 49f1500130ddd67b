/**
 * A one-bit hint, kept in this browser, that someone signed in here and has not signed out.
 * It decides the first paint before Firebase has loaded (docs/decisions/022-first-paint.md: a
 * visitor with no hint gets the landing page at once; a returning user sees 'Loading...' while
 * the session is restored, never a flash of the landing page). It grants nothing: the server
 * still checks the ID token on every call.
 */
export const SESSION_HINT_KEY = 'momentum.signed-in';

export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false; // Storage blocked: behave as a first visit.
  }
}

export function setSessionHint(signedIn: boolean) {
  try {
    if (signedIn) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage blocked: the next visit shows the landing page first, then the app.
  }
}
