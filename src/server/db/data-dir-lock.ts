import { existsSync, mkdirSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * One server per embedded database: PGlite is one process's files, and a second server writing
 * the same files lost acknowledged writes. The lock is a Unix socket that the owner listens on
 * in DATA_DIR: the kernel removes the listener when the owner dies, even by kill -9, so a crashed
 * owner never leaves it stuck (its stale socket file refuses connections and is replaced).
 */
export async function lockDataDir(dataDir: string): Promise<{ release(): Promise<void> }> {
  mkdirSync(dataDir, { recursive: true });
  const socketPath = path.join(path.resolve(dataDir), '.momentum-owner.sock');
  if (existsSync(socketPath)) {
    const ownerAlive = await new Promise<boolean>((resolve) => {
      const probe = net.connect(socketPath);
      probe.once('connect', () => {
        probe.destroy();
        resolve(true);
      });
      probe.once('error', () => resolve(false));
    });
    if (ownerAlive) {
      throw new Error(
        `another Momentum server is already using ${dataDir}; stop it first, or give this one its own DATA_DIR`,
      );
    }
    unlinkSync(socketPath);
  }
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  server.unref();
  return {
    release: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}
