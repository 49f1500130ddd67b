/**
 * CPU priority of a child process, so that `npm start` can let the Auth emulator, the slower of
 * the two, start first on a small machine (docs/decisions/238-the-emulator-starts-first.md).
 */
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';

/** The lowest priority the system has (a nice value of 19 on Linux and macOS). */
export const LOWEST_PRIORITY = 19;
const NORMAL_PRIORITY = 0;

/**
 * Linux keeps a priority per thread, and a thread starts with its creator's. A process just
 * spawned may already have started a few threads (V8's helpers), so each thread is set; elsewhere
 * the process's one priority.
 */
function threadsOf(pid: number): number[] {
  const tasks = `/proc/${pid}/task`;
  return existsSync(tasks) ? readdirSync(tasks).map(Number) : [pid];
}

/** Every thread of `pid` at `priority`; false when the system refuses (or `pid` has gone). */
function setPriorityOfEveryThread(pid: number, priority: number): boolean {
  try {
    for (const thread of threadsOf(pid)) os.setPriority(thread, priority);
    return true;
  } catch {
    return false;
  }
}

/** Gives `pid` the lowest priority: it runs when nothing else wants the processor. */
export const lowerPriority = (pid: number) => setPriorityOfEveryThread(pid, LOWEST_PRIORITY);

/**
 * Back to normal priority. Only a privileged user may raise a priority (root, or CAP_SYS_NICE):
 * for anyone else this returns false and `pid` keeps the lowest one.
 */
export const restorePriority = (pid: number) => setPriorityOfEveryThread(pid, NORMAL_PRIORITY);
