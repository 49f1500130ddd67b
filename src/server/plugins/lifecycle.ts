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
  interface FastifyRequest {
    /** This request's place among those under way (registerLifecycle); null once it ended. */
    underWay: UnderWay | null;
  }
}

/** A request under way, linked to the ones that started before and after it. */
interface UnderWay {
  request: FastifyRequest;
  since: number;
  earlier: UnderWay | null;
  later: UnderWay | null;
}

/**
 * The requests under way, oldest first: a doubly linked list whose entries each request points
 * to, so that one ends in constant time. Not a Map or Set: under load, a hash table's old copies
 * (or a finished entry, once in the old generation) still pointed at requests long finished,
 * which then survived young-generation collections and were promoted with everything they held
 * (docs/decisions/236-requests-under-way-in-a-list.md).
 */
function requestsUnderWay() {
  let oldest: UnderWay | null = null;
  let newest: UnderWay | null = null;
  return {
    add(request: FastifyRequest) {
      const entry: UnderWay = { request, since: Date.now(), earlier: newest, later: null };
      if (newest) newest.later = entry;
      else oldest = entry;
      newest = entry;
      request.underWay = entry;
    },
    remove(request: FastifyRequest) {
      const entry = request.underWay;
      if (!entry) return;
      if (entry.earlier) entry.earlier.later = entry.later;
      else oldest = entry.later;
      if (entry.later) entry.later.earlier = entry.earlier;
      else newest = entry.earlier;
      // Cut every link of the finished entry: one that reached the old generation and died
      // there would otherwise keep its young neighbours, and their requests, alive.
      entry.earlier = entry.later = null;
      request.underWay = null;
    },
    *[Symbol.iterator]() {
      for (let entry = oldest; entry; entry = entry.later) yield entry;
    },
  };
}

export function registerLifecycle(app: FastifyInstance): Lifecycle {
  let draining = false;
  const running = requestsUnderWay();
  app.decorateRequest('underWay', null);
  // Callback hooks rather than async ones: every request runs them, and a promise each costs more
  // than the work they do (docs/decisions/183-less-work-per-request.md).
  app.addHook('onRequest', (request, _reply, done) => {
    running.add(request);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    running.remove(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    running.remove(request);
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
        ({ request, since }) =>
          `${request.method} ${request.url.split('?')[0]} (${((now - since) / 1000).toFixed(1)} s)`,
      );
    },
  };
}
