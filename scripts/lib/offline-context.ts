/**
 * A browser context that reaches only loopback hosts, with a stand-in for Google's gapi loader
 * so the real Firebase popup sign-in works against the Auth emulator. The end-to-end tests and
 * the bench's browser part both use it.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';

const GAPI_STAND_IN = readFileSync(
  new URL('../../e2e/support/gapi-stand-in.js', import.meta.url),
  'utf8',
);
const GAPI_SCRIPT = /^https:\/\/apis\.google\.com\/js\/api\.js(?:[?#]|$)/;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

function isLoopback(url: URL): boolean {
  return LOOPBACK_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost');
}

const preparedContexts = new WeakSet<BrowserContext>();

/**
 * Serves the gapi stand-in and aborts every request to a non-loopback host (fonts and styles
 * the emulator's popup asks for, or anything else), so nothing waits on or leaks to the network.
 */
export async function prepareContext(context: BrowserContext): Promise<void> {
  if (preparedContexts.has(context)) return;
  preparedContexts.add(context);
  await context.route(
    (url) => !isLoopback(url),
    async (route) => {
      if (GAPI_SCRIPT.test(route.request().url())) {
        await route.fulfill({
          status: 200,
          contentType: 'text/javascript; charset=utf-8',
          body: GAPI_STAND_IN,
        });
      } else {
        await route.abort('internetdisconnected');
      }
    },
  );
  // Never connected to a server: the socket just closes, as it would offline.
  await context.routeWebSocket(
    (url) => !isLoopback(url),
    (socket) => socket.close(),
  );
}
