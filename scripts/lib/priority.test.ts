import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { LOWEST_PRIORITY, lowerPriority, restorePriority } from './priority.ts';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** A Node process that has started V8's helper threads and then waits. */
async function idleNode(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'console.log("up"); setInterval(() => {}, 1000)']);
  children.push(child);
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return child.pid!;
}

const priorities = (pid: number) =>
  readdirSync(`/proc/${pid}/task`).map((thread) => os.getPriority(Number(thread)));

describe.runIf(process.platform === 'linux')('a child process priority', () => {
  it('lowers every thread of a running process, not only its first', async () => {
    const pid = await idleNode();
    expect(priorities(pid).length).toBeGreaterThan(1);
    // As this process's own (0, or more under `nice`): a child inherits it.
    expect(new Set(priorities(pid))).toEqual(new Set([os.getPriority()]));

    expect(lowerPriority(pid)).toBe(true);
    expect(new Set(priorities(pid))).toEqual(new Set([LOWEST_PRIORITY]));
  });

  it('gives every thread its normal priority back where the user may raise it, else says no', async () => {
    const pid = await idleNode();
    lowerPriority(pid);
    // Raising a priority needs root (or CAP_SYS_NICE); the CI machine runs as root.
    const privileged = process.getuid?.() === 0;

    expect(restorePriority(pid)).toBe(privileged);
    expect(new Set(priorities(pid))).toEqual(new Set([privileged ? 0 : LOWEST_PRIORITY]));
  });

  it('reports false for a process that has gone', async () => {
    const pid = await idleNode();
    const child = children.pop()!;
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));

    expect(lowerPriority(pid)).toBe(false);
  });
});
