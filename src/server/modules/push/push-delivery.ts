import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { RequestDetails } from 'web-push';
import {
  checkedLookup,
  isLoopbackAddress,
  isPublicAddress,
  RefusedAddressError,
  resolveWithDns,
  type Resolve,
} from './push-address.ts';

/**
 * How long an unused connection to a push service is kept for the next message: long enough for
 * the messages of one pass, shorter than servers commonly keep an idle connection (5 s is
 * Node's own), so a message is not sent on a connection the other side is closing.
 */
const IDLE_CONNECTION_MS = 4_000;

export interface DeliveryOptions {
  /** How long one message may take, from resolving the name to the push service's answer. */
  timeoutMs: number;
  /** Connections open at once to one push service; messages beyond wait for one to free up. */
  maxConnections: number;
  /** Tests only: a resolver in place of DNS. */
  resolve?: Resolve;
  /** Tests only: an http endpoint on this machine is delivered to (see push-schemas.ts). */
  allowLoopbackHttp?: boolean;
}

/**
 * Delivers web-push's prepared requests (docs/decisions/240-push-goes-only-to-public-addresses.md).
 * An https endpoint goes only to public addresses: an IP literal is checked as written, a name by
 * the addresses the connection itself resolves and uses. Connections are kept and shared, so a
 * pass of many messages to one push service opens at most `maxConnections` to it.
 */
export function pushDelivery(options: DeliveryOptions) {
  const resolve = options.resolve ?? resolveWithDns;
  const agentOptions = {
    keepAlive: true,
    maxSockets: options.maxConnections,
    maxFreeSockets: options.maxConnections,
    timeout: IDLE_CONNECTION_MS,
  };
  const routes = new Map<string, { agent: http.Agent; allows: (address: string) => boolean }>([
    [
      'https:',
      {
        agent: new https.Agent({
          ...agentOptions,
          lookup: checkedLookup(resolve, isPublicAddress),
        }),
        allows: isPublicAddress,
      },
    ],
  ]);
  if (options.allowLoopbackHttp) {
    routes.set('http:', {
      agent: new http.Agent({ ...agentOptions, lookup: checkedLookup(resolve, isLoopbackAddress) }),
      allows: isLoopbackAddress,
    });
  }

  /** Sends one message; answers the push service's status, or fails without contacting it. */
  function deliver(details: RequestDetails): Promise<number> {
    const url = new URL(details.endpoint);
    const route = routes.get(url.protocol);
    // An IP literal is connected to without a lookup: it is checked here instead.
    const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (!route || (isIP(literal) !== 0 && !route.allows(literal))) {
      return Promise.reject(new RefusedAddressError(url.hostname));
    }
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise((settle, fail) => {
      const request = transport.request(
        url,
        {
          method: details.method,
          headers: details.headers,
          agent: route.agent,
          signal: AbortSignal.timeout(options.timeoutMs),
        },
        (response) => {
          // Only the status matters; the body is read and dropped so the connection is reused.
          response.resume();
          settle(response.statusCode ?? 0);
        },
      );
      request.on('error', fail);
      request.end(details.body);
    });
  }

  return {
    deliver,
    /** Closes the connections kept open. */
    close() {
      for (const { agent } of routes.values()) agent.destroy();
    },
  };
}
