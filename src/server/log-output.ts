import SonicBoom from 'sonic-boom';

/** The longest a quiet server's log line waits before it is written. */
const QUIET_FLUSH_MS = 500;

/**
 * Where the server's log lines go: standard output, written without blocking the request that
 * logs them. While one write is under way the next lines queue and go out together
 * (docs/decisions/181-a-lean-request-path.md), under load 4 KB at a time rather than a line or two
 * per write, each write being a round trip through libuv's thread pool
 * (docs/decisions/183-less-work-per-request.md). A quiet server's lines wait at most half a second.
 * What is still queued is written before the process exits.
 *
 * Whoever reads the log may go away first (a closed terminal, a log shipper that stopped). From
 * then on the lines are dropped: they are neither kept without end nor waited for at exit
 * (docs/decisions/239-logs-nobody-reads.md).
 */
export function logOutput() {
  const output = new SonicBoom({ fd: 1, sync: false, minLength: 4096 });
  let readerGone = false;
  output.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    readerGone = true;
  });
  setInterval(() => {
    if (!readerGone) output.flush();
  }, QUIET_FLUSH_MS).unref();
  process.on('exit', () => {
    if (readerGone) return;
    try {
      output.flushSync();
    } catch {
      // The reader went away since the last write (EPIPE): there is nowhere left to write.
    }
  });
  return {
    /** What pino writes each line to. */
    write(line: string) {
      if (!readerGone) output.write(line);
    },
  };
}
