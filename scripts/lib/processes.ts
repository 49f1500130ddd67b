import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import net from 'node:net';

/** Ports this process has handed out: the system may offer a closed one again at once. */
const handedOut = new Set<number>();

/** A TCP port nobody listens on right now, and not handed out before by this process. */
export async function freePort(): Promise<number> {
  // Two services started side by side (the Auth emulator's three ports, PostgreSQL, the inbox)
  // must never be given the same port: the second one would fail to start.
  for (;;) {
    const port = await anyFreePort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** `preferred` when it is free, otherwise any free port. */
export async function portOr(preferred: number): Promise<number> {
  const free = await new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(preferred, '127.0.0.1', () => server.close(() => resolve(true)));
  });
  return free ? preferred : freePort();
}

/** Runs a command to completion; rejects with its output when it fails. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${code ?? signal})\n${output}`)),
    );
  });
}

/** Resolves with the exit code once the child has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<number> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  if (child.signalCode !== null) return Promise.resolve(1);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

export async function waitFor(
  description: string,
  check: () => Promise<boolean>,
  {
    timeoutMs = 90_000,
    intervalMs = 250,
    abort,
  }: { timeoutMs?: number; intervalMs?: number; abort?: () => string | undefined } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = abort?.();
    if (reason) throw new Error(`${description}: ${reason}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${description}: not ready after ${timeoutMs / 1000} s`);
}
