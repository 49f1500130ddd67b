import { isOnline, reportAnswer, reportNoAnswer } from './connection.ts';
import { getFirebaseAuth } from './firebase.ts';
import { apiWords } from './i18n.tsx';
import type { MessageId, MessageValues } from '#shared/i18n/catalogue';
import type { ErrorBody } from '#shared/schemas';

/** The error of a call made with no signed-in user; shown as `common.notSignedIn`. */
export const NOT_AUTHENTICATED = 'User not authenticated';

/** What a call that needs the server says without a network (docs/product.md, Offline). */
export const NEEDS_CONNECTION = "You're offline: this needs a connection.";

/**
 * A failed API call; `message` is already the text to show the user. A refusal the server keyed
 * (`code`, docs/decisions/024-one-error-shape.md) reads in the active language whenever it is
 * shown; the server's English is the source language's words, so English needs no catalogue.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: MessageId,
    readonly values?: MessageValues,
  ) {
    super(message);
    this.name = 'ApiError';
    if (code) {
      Object.defineProperty(this, 'message', {
        get: () => apiWords(message, code, values),
      });
    }
  }
}

/** The signed-in caller's uid and a fresh ID token (the SDK refreshes it when it expires). */
export async function identityHeaders(): Promise<Record<string, string>> {
  const auth = await getFirebaseAuth();
  // A call made while the saved session is still being restored must not be refused.
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw new Error(NOT_AUTHENTICATED);
  return { 'firebase-id': user.uid, authorization: `Bearer ${await user.getIdToken()}` };
}

async function send(method: string, path: string, body?: unknown): Promise<Response> {
  // Offline, no call is attempted (the token may not even refresh); status 0 marks "no answer".
  if (!isOnline()) throw new ApiError(0, NEEDS_CONNECTION, 'common.needsConnection');
  const headers: Record<string, string> = { ...(await identityHeaders()) };
  // A file (Import from another app) goes out as its own bytes; everything else as JSON.
  const bytes = body instanceof Blob;
  if (body !== undefined) {
    headers['content-type'] = bytes ? 'application/octet-stream' : 'application/json';
  }
  try {
    const response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : bytes ? body : JSON.stringify(body),
    });
    reportAnswer();
    return response;
  } catch (error) {
    // fetch rejects only when no answer came back: the connection is down.
    if (error instanceof TypeError) reportNoAnswer();
    throw error;
  }
}

/**
 * The server's JSON `message`, else the body text, else `fallback` (docs/decisions/024-one-error-shape.md).
 * A JSON body without a usable message gives the fallback: raw JSON is no message for a person.
 */
async function failure(
  response: Response,
  fallback: string,
): Promise<{ message: string; code?: MessageId; values?: MessageValues }> {
  const text = (await response.text().catch(() => '')).trim();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { message: text || fallback }; // Not JSON: the text itself is the message.
  }
  const { message, code, values } = (parsed ?? {}) as Partial<ErrorBody>;
  if (typeof message !== 'string' || !message.trim()) return { message: fallback };
  return typeof code === 'string'
    ? { message, code: code as MessageId, values: values as MessageValues | undefined }
    : { message };
}

/** A write (or any call with its own wording); rejects with an ApiError carrying the message. */
export async function apiRequest<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  fallbackMessage: string,
): Promise<T> {
  const response = await send(method, path, body);
  if (!response.ok) {
    const { message, code, values } = await failure(response, fallbackMessage);
    throw new ApiError(response.status, message, code, values);
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
