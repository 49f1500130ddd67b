import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What the process knows about its own life: whether it is draining (health answers 503 so the
 * load balancer stops sending traffic) and which requests are still running (named in the log
 * when shutdown runs out of time). See docs/decisions/032-timeouts-and-honest-outages.md.
 */
export interface Lifecycle {
  readonly draining: boolean;
  startDraining(): void;
  /** "POST /api/goals (12.3 s)" for each request still running, oldest first. */
  inFlight(): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export function registerLifecycle(app: FastifyInstance): Lifecycle {
  let draining = false;
  const running = new Map<FastifyRequest, number>();
  // Callback hooks rather than async ones: every request runs them, and a promise each costs more
  // than the work they do (docs/decisions/183-less-work-per-request.md).
  app.addHook('onRequest', (request, _reply, done) => {
    running.set(request, Date.now());
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    running.delete(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    running.delete(request);
    done();
  });
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
    inFlight() {
      const now = Date.now();
      return [...running].map(
        ([request, since]) =>
          `${request.method} ${request.url.split('?')[0]} (${((now - since) / 1000).toFixed(1)} s)`,
      );
    },
  };
}
