/**
 * Local mode: the scripts start the Auth emulator beside the server (docs/decisions/080), so the
 * server opens its port only once the emulator answers. /api/health then means sign-in works too.
 */
export async function waitForAuthEmulator(host: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2_000) });
      const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
      if (body.authEmulator?.ready === true) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the Auth emulator at ${host} did not answer within ${timeoutMs / 1000} s`);
}
