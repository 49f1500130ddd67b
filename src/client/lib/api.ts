import { getFirebaseAuth } from './firebase.ts';

export const NOT_AUTHENTICATED = 'User not authenticated';

/** A failed API call; `message` is already the text to show the user. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The signed-in caller's uid and a fresh ID token (the SDK refreshes it when it expires). */
async function identityHeaders(): Promise<Record<string, string>> {
  const auth = await getFirebaseAuth();
  // A call made while the saved session is still being restored must not be refused.
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw new Error(NOT_AUTHENTICATED);
  return { 'firebase-id': user.uid, authorization: `Bearer ${await user.getIdToken()}` };
}

async function send(method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { ...(await identityHeaders()) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * The server's JSON `message`, else the body text, else `fallback` (docs/decisions/024-one-error-shape.md).
 * A JSON body without a usable message gives the fallback: raw JSON is no message for a person.
 */
async function failureMessage(response: Response, fallback: string): Promise<string> {
  const text = (await response.text().catch(() => '')).trim();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text || fallback; // Not JSON: the text itself is the message.
  }
  const message = (parsed as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}

/** A write (or any call with its own wording); rejects with an ApiError carrying the message. */
export async function apiRequest<T>(
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  fallbackMessage: string,
): Promise<T> {
  const response = await send(method, path, body);
  if (!response.ok) {
    throw new ApiError(response.status, await failureMessage(response, fallbackMessage));
  }
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/**
 * The default data query: GET the path in the query key. Failures are worded as docs/product.md
 * (Errors) says: 'status: statusText' from 500 up, 'status: body text' below.
 */
export async function fetchQuery<T>(path: string): Promise<T> {
  const response = await send('GET', path);
  if (!response.ok) {
    const detail = response.status >= 500 ? response.statusText : await response.text();
    throw new ApiError(response.status, `${response.status}: ${detail}`);
  }
  return (await response.json()) as T;
}
