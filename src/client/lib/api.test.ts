import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveErrorMessage } from '#client/plan/error-message.ts';
import { switchLocale } from './i18n.tsx';
import { setCurrentUser, stubFetch, withFirebaseDouble } from '#test/client/firebase-double.ts';
import { json } from '#test/client/fetch.ts';
import { ApiError, apiRequest, fetchQuery, NOT_AUTHENTICATED } from './api.ts';

vi.mock('firebase/app', async () => (await import('#test/client/firebase-double.ts')).firebaseApp);
vi.mock(
  'firebase/auth',
  async () => (await import('#test/client/firebase-double.ts')).firebaseAuth,
);

withFirebaseDouble({ signedIn: true });

/** The rejection of `promise`, which must reject with an ApiError. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('fetchQuery (the default data query)', () => {
  it('GETs the path with the uid, a fresh ID token and cookies, and reads JSON', async () => {
    const { apiRequests } = stubFetch({ 'GET /api/outcomes': () => json(200, { goals: [] }) });
    await expect(fetchQuery('/api/outcomes')).resolves.toEqual({ goals: [] });
    expect(apiRequests()).toEqual([
      {
        method: 'GET',
        path: '/api/outcomes',
        headers: { 'firebase-id': 'uid-ada', authorization: 'Bearer token-ada' },
        credentials: 'include',
        body: undefined,
      },
    ]);
  });

  it("words 500 and above as 'status: statusText', never the body", async () => {
    stubFetch({
      'GET /api/outcomes': () =>
        new Response('relation "goals" does not exist', {
          status: 500,
          statusText: 'Internal Server Error',
        }),
    });
    const error = await failure(fetchQuery('/api/outcomes'));
    expect(error.message).toBe('500: Internal Server Error');
    expect(error.status).toBe(500);
  });

  it("words other failures as 'status: body text'", async () => {
    stubFetch({
      'GET /api/outcomes': () =>
        new Response('No such plan', { status: 404, statusText: 'Not Found' }),
    });
    expect((await failure(fetchQuery('/api/outcomes'))).message).toBe('404: No such plan');
  });

  it("keeps 'Unauthorized' in the message of a refused call, so it is not retried", async () => {
    stubFetch({ 'GET /api/outcomes': () => json(401, { message: 'Unauthorized' }) });
    expect((await failure(fetchQuery('/api/outcomes'))).message).toBe(
      '401: {"message":"Unauthorized"}',
    );
  });

  it("fails with 'User not authenticated' and calls nothing when no one is signed in", async () => {
    const { apiRequests } = stubFetch();
    setCurrentUser(null);
    await expect(fetchQuery('/api/outcomes')).rejects.toThrow(NOT_AUTHENTICATED);
    expect(NOT_AUTHENTICATED).toBe('User not authenticated');
    expect(apiRequests()).toEqual([]);
  });
});

describe('apiRequest (writes)', () => {
  it('sends JSON with the identity headers and cookies, and reads the JSON answer', async () => {
    const { apiRequests } = stubFetch({
      'POST /api/goals': ({ body }) => json(201, { id: 'g1', ...(body as object) }),
    });
    await expect(
      apiRequest('POST', '/api/goals', { title: 'Sleep' }, 'Failed to create goal'),
    ).resolves.toEqual({
      id: 'g1',
      title: 'Sleep',
    });
    expect(apiRequests()).toEqual([
      {
        method: 'POST',
        path: '/api/goals',
        headers: {
          'content-type': 'application/json',
          'firebase-id': 'uid-ada',
          authorization: 'Bearer token-ada',
        },
        credentials: 'include',
        body: { title: 'Sleep' },
      },
    ]);
  });

  it('answers undefined for 204 No Content', async () => {
    stubFetch({ 'DELETE /api/goals/g1': () => new Response(null, { status: 204 }) });
    await expect(apiRequest('DELETE', '/api/goals/g1', undefined, 'x')).resolves.toBeUndefined();
  });

  it.each([
    [
      'the JSON message first',
      () => json(400, { message: 'Goal title is required', issues: [] }),
      'Goal title is required',
    ],
    [
      'the body text when it is not JSON',
      () => new Response('Tactic is required', { status: 400 }),
      'Tactic is required',
    ],
    [
      'the fallback when the JSON has no message',
      () => json(400, { error: 'nope' }),
      'Failed to create goal',
    ],
    [
      'the fallback when the body is empty',
      () => new Response('', { status: 502 }),
      'Failed to create goal',
    ],
    [
      'the fallback when the JSON message is empty',
      () => json(500, { message: ' ' }),
      'Failed to create goal',
    ],
    ['the fallback when the JSON is not an object', () => json(500, null), 'Failed to create goal'],
  ])('rejects with %s', async (_, answer, message) => {
    stubFetch({ 'POST /api/goals': answer });
    const error = await failure(
      apiRequest('POST', '/api/goals', { title: 'x' }, 'Failed to create goal'),
    );
    expect(error.message).toBe(message);
  });

  it("fails with 'User not authenticated' and sends nothing when no one is signed in", async () => {
    const { apiRequests } = stubFetch();
    setCurrentUser(null);
    await expect(apiRequest('POST', '/api/goals', { title: 'x' }, 'x')).rejects.toThrow(
      'User not authenticated',
    );
    expect(apiRequests()).toEqual([]);
  });
});

describe('a refusal the server keyed (docs/decisions/024-one-error-shape.md)', () => {
  afterEach(() => switchLocale('en'));

  it('shows in the active language, and as the server wrote it in English', async () => {
    const body = {
      message: 'You can have at most 20 active outcomes: you have 19 and this file adds 3.',
      code: 'errors.importOutcomeLimit',
      values: { existing: '19', adding: '3' },
    };
    stubFetch({ 'POST /api/import': () => json(409, body) });
    const error = await failure(apiRequest('POST', '/api/import', {}, 'Import failed'));
    expect(saveErrorMessage(error, 'Import failed')).toBe(body.message);
    await switchLocale('es');
    expect(saveErrorMessage(error, 'Import failed')).toBe(
      'Puedes tener como máximo 20 resultados activos: tienes 19 y este archivo añade 3.',
    );
    // One the server did not key stays as written.
    stubFetch({ 'POST /api/goals': () => json(400, { message: 'Something new' }) });
    const plain = await failure(apiRequest('POST', '/api/goals', {}, 'Failed'));
    expect(saveErrorMessage(plain, 'Failed')).toBe('Something new');
  });

  it('says no connection and no sign-in in the active language', async () => {
    await switchLocale('es');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = await failure(apiRequest('POST', '/api/goals', {}, 'Failed'));
    vi.restoreAllMocks();
    expect(saveErrorMessage(offline, 'Failed')).toBe('Estás sin conexión: esto necesita conexión.');
    await switchLocale('en');
    expect(saveErrorMessage(offline, 'Failed')).toBe("You're offline: this needs a connection.");
    await switchLocale('es');
    setCurrentUser(null);
    const signedOut: unknown = await fetchQuery('/api/outcomes').catch((error: unknown) => error);
    expect(saveErrorMessage(signedOut, 'Failed')).toBe('No has iniciado sesión');
  });
});
