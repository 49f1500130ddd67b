/**
 * Google's key endpoint hangs (a loopback server that accepts and never answers), in production
 * mode: a request with a token answers 503 with Retry-After within KEY_FETCH_TIMEOUT_MS, logged
 * as an upstream failure and not as a refused token; once the endpoint answers, calls succeed.
 */
import { rmSync } from 'node:fs';
import {
  awaitLogLines,
  call,
  check,
  drill,
  fakeGoogleKeys,
  freePort,
  logLines,
  scratchDir,
  startServer,
  step,
  waitHealthy,
} from './support.ts';

const KEY_FETCH_TIMEOUT_MS = 1500;
/** Time on top of the key-fetch timeout for the request itself, on a busy machine. */
const SLACK_MS = 1000;

await drill('a hanging key endpoint', async () => {
  const keys = await fakeGoogleKeys('momentum-drill');
  const dataDir = scratchDir('hanging-keys');
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    step(
      `key endpoint set to accept and never answer; server with KEY_FETCH_TIMEOUT_MS=${KEY_FETCH_TIMEOUT_MS}`,
    );
    keys.setMode('hang');
    const server = startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      FIREBASE_CERTS_URL: keys.url,
      KEY_FETCH_TIMEOUT_MS: String(KEY_FETCH_TIMEOUT_MS),
    });
    await waitHealthy(baseUrl, server);
    const caller = await keys.caller('hanging-keys-user');

    step('three calls with a well-signed token, at once');
    const started = Date.now();
    const answers = await Promise.all([
      call(baseUrl, 'GET', '/api/outcomes', caller),
      call(baseUrl, 'POST', '/api/goals', caller, { title: 'Waiting for keys' }),
      call(baseUrl, 'GET', '/api/calendar', caller),
    ]);
    const elapsed = Date.now() - started;
    for (const answer of answers) {
      check(
        answer.status === 503 && Number(answer.retryAfter) > 0,
        `${answer.status}, Retry-After ${answer.retryAfter}: ${answer.body}`,
      );
    }
    check(
      elapsed <= KEY_FETCH_TIMEOUT_MS + SLACK_MS,
      `all answered after ${elapsed} ms (timeout ${KEY_FETCH_TIMEOUT_MS} ms)`,
    );
    check(keys.requests() >= 1, `the key endpoint was asked ${keys.requests()} time(s)`);
    const upstream = await awaitLogLines(server, 'upstream failure');
    check(
      upstream.length >= 1 && upstream.every((line) => line.upstream === 'id-token-keys'),
      `logged as upstream failure (upstream: ${String(upstream[0]?.upstream)}, reason: ${String(upstream[0]?.reason)})`,
    );
    const refused = logLines(server, 'token refused');
    check(refused.length === 0, `logged as a refused token: ${refused.length} times`);

    step('the key endpoint answers again');
    keys.setMode('ok');
    const after = await call(baseUrl, 'POST', '/api/goals', caller, { title: 'Keys are back' });
    check(after.status === 201, `the same token works: ${after.status}`);
  } finally {
    keys.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
