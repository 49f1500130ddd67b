/**
 * SIGTERM, twice: (1) with a request in flight that completes: health answers 503 first, the
 * request finishes, exit 0; (2) with a request that never completes: past the shutdown deadline
 * the process exits 1 with a log line naming the request.
 */
import { rmSync } from 'node:fs';
import { exited } from '../lib/processes.ts';
import {
  check,
  drill,
  fakeGoogleKeys,
  freePort,
  scratchDir,
  slowRequest,
  startServer,
  step,
  waitHealthy,
} from './support.ts';

await drill('draining and the shutdown deadline', async () => {
  const keys = await fakeGoogleKeys('momentum-drill');
  const dataDir = scratchDir('shutdown');
  const caller = await keys.caller('drill-user');
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const settings = { PORT: String(port), DATA_DIR: dataDir, FIREBASE_CERTS_URL: keys.url };

    step('server with DRAIN_DELAY_MS=1500; a POST whose body is half sent; then SIGTERM');
    let server = startServer({ ...settings, DRAIN_DELAY_MS: '1500', SHUTDOWN_TIMEOUT_MS: '5000' });
    await waitHealthy(baseUrl, server);
    const body = JSON.stringify({ title: 'Finish what I started' });
    let slow = slowRequest(port, '/api/goals', caller.headers, body);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const health = await fetch(`${baseUrl}/api/health`);
    check(
      health.status === 503,
      `health during the drain: ${health.status} ${await health.text()}`,
    );
    slow.finish();
    const answer = await slow.answered();
    check(
      answer.startsWith('HTTP/1.1 201'),
      `the request in flight finished: ${answer.split('\r\n')[0]}`,
    );
    const code = await exited(server.child);
    check(code === 0, `exit code ${code}`);

    step('server with SHUTDOWN_TIMEOUT_MS=1500; a POST that never completes; then SIGTERM');
    server = startServer({ ...settings, SHUTDOWN_TIMEOUT_MS: '1500' });
    await waitHealthy(baseUrl, server);
    slow = slowRequest(port, '/api/goals', caller.headers, body);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const stuckCode = await exited(server.child);
    const seconds = (Date.now() - signalledAt) / 1000;
    check(stuckCode === 1, `exit code ${stuckCode} after ${seconds.toFixed(1)} s`);
    const deadlineLine = server
      .output()
      .split('\n')
      .find((line) => line.includes('shutdown deadline passed'));
    check(
      Boolean(deadlineLine?.includes('POST /api/goals')),
      `the log names what was still running: ${deadlineLine ? (JSON.parse(deadlineLine) as { msg: string }).msg : 'no line'}`,
    );
  } finally {
    keys.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
