import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'momentum-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('lets one owner at a time use a data folder', async () => {
  const dir = scratch();
  const first = await lockDataDir(dir);
  await expect(lockDataDir(dir)).rejects.toThrow(
    `another Momentum server is already using ${dir}; stop it first, or give this one its own DATA_DIR`,
  );
  await first.release();
  const second = await lockDataDir(dir);
  await second.release();
});

it('is not left stuck by an owner killed with kill -9', async () => {
  const dir = scratch();
  const owner = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(path.resolve('src/server/db/data-dir-lock.ts'))});
       await lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve) => owner.stdout.once('data', () => resolve()));
  await expect(lockDataDir(dir)).rejects.toThrow('already using');
  owner.kill('SIGKILL');
  await new Promise((resolve) => owner.once('exit', resolve));
  const next = await lockDataDir(dir);
  await next.release();
});
