/**
 * The one fake `fetch` for client tests: it records each request (method, path, headers, cookies
 * mode, parsed JSON body) and hands it to `answer`. The fake API and the Firebase double's
 * route table both answer through it.
 */
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string, '?' included; left out without one, so most tests need not name it. */
  search?: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

/** A JSON response; with no body, an empty one (e.g. 204). */
export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Replaces global fetch until `vi.unstubAllGlobals()`; returns the requests as they come. */
export function fakeFetch(answer: (request: RecordedRequest) => Response | Promise<Response>) {
  const requests: RecordedRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      ...(url.search && { search: url.search }),
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      credentials: init.credentials,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    requests.push(request);
    return answer(request);
  });
  vi.stubGlobal('fetch', fetchStub);
  return { requests, fetchStub };
}
