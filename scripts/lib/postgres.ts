import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, run } from './processes.ts';

export interface TempPostgres {
  url: string;
  stop(): Promise<void>;
  /** Stops the server but keeps its data, as an outage would (drills). */
  pause(): Promise<void>;
  /** Starts it again on the same port and data. */
  resume(): Promise<void>;
}

/** Where PostgreSQL's server programs live on this machine, or undefined. */
export function findPostgresBin(): string | undefined {
  const candidates = ['/usr/local/bin', '/usr/lib/postgresql', '/usr/bin'];
  for (const dir of candidates) {
    if (existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  for (const version of versions.sort().reverse()) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (existsSync(path.join(dir, 'initdb'))) return dir;
  }
  try {
    return path.dirname(execFileSync('which', ['initdb'], { encoding: 'utf8' }).trim());
  } catch {
    return undefined;
  }
}

/**
 * A throwaway PostgreSQL server in a temporary folder: initdb, then pg_ctl start on a free
 * loopback port. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
/** `port`: where it listens (default: any free port). */
export async function startTempPostgres(binDir: string, port?: number): Promise<TempPostgres> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'momentum-pg-'));
  const asRoot = process.getuid?.() === 0;
  const exec = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, program), ...args], {
          stdio: 'pipe',
        })
      : run(path.join(binDir, program), args, { stdio: 'pipe' });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dataDir, uid, gid);
  }
  port ??= await freePort();
  await exec('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const serverOptions = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () =>
    exec('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      serverOptions,
      '-l',
      path.join(dataDir, 'log'),
      '-w',
      'start',
    ]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pause: () => exec('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    resume: start,
    async stop() {
      await exec('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
