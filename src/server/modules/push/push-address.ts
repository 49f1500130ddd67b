/**
 * Where reminders may go: a push service is a public host on the internet, so a message never
 * goes to an address of this machine or of the network the server runs in, whatever a stored
 * endpoint names (docs/decisions/240-push-goes-only-to-public-addresses.md).
 */
import { promises as dns } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** An address a name resolves to, as `dns.lookup` gives it. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a host name resolves to. Production asks DNS; tests give their own. */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export const resolveWithDns: Resolve = (hostname) =>
  dns.lookup(hostname, { all: true, verbatim: true });

/** Why a message was not sent: the endpoint names an address that is not public. */
export class RefusedAddressError extends Error {
  readonly code = 'EPUSHREFUSED';
  constructor(hostname: string) {
    super(`the push endpoint's host ${hostname} is not a public address: not contacted`);
  }
}

/**
 * IPv4 ranges that are not public unicast (IANA's special-purpose registry, RFC 6890 and its
 * updates): this network, private, shared (carrier NAT), loopback, link-local, protocol
 * assignments, documentation, 6to4 relays, benchmarking, multicast, reserved and broadcast.
 */
const NOT_PUBLIC_V4: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

const notPublicV4 = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_V4) notPublicV4.addSubnet(network, prefix, 'ipv4');

/**
 * IPv6 is public only within global unicast (2000::/3), less the parts of it set aside there:
 * IETF protocol assignments (Teredo among them), documentation and 6to4. Everything outside
 * 2000::/3 is refused, which covers the unspecified and loopback addresses, IPv4-mapped ones,
 * unique-local (fc00::/7), link-local (fe80::/10) and multicast (ff00::/8).
 */
const globalV6 = new BlockList();
globalV6.addSubnet('2000::', 3, 'ipv6');
const notPublicGlobalV6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
] as const) {
  notPublicGlobalV6.addSubnet(network, prefix, 'ipv6');
}
/** NAT64's well-known prefix: the IPv4 address it carries decides (RFC 6052). */
const nat64 = new BlockList();
nat64.addSubnet('64:ff9b::', 96, 'ipv6');

/** The IPv4 address in the last 32 bits of a NAT64 address, dotted. */
function embeddedV4(address: string): string {
  const groups = address.split(':');
  const [high, low] = groups.slice(-2).map((group) => Number.parseInt(group || '0', 16));
  return [high! >> 8, high! & 255, low! >> 8, low! & 255].join('.');
}

/** Whether a message may go to `address`: a public unicast IP address, nothing else. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublicV4.check(address, 'ipv4');
  if (family !== 6) return false;
  if (nat64.check(address, 'ipv6')) {
    // Written with a dotted tail (64:ff9b::127.0.0.1) or in hexadecimal groups.
    const tail = address.includes('.') ? address.slice(address.lastIndexOf(':') + 1) : null;
    return isPublicAddress(tail ?? embeddedV4(address));
  }
  return globalV6.check(address, 'ipv6') && !notPublicGlobalV6.check(address, 'ipv6');
}

/**
 * A `lookup` for the connections that carry messages: the addresses a name resolves to are
 * checked, and those very addresses are the ones connected to, so a name that answers
 * differently the second time (DNS rebinding) gains nothing. A name with any address that
 * `allows` refuses is refused whole.
 */
export function checkedLookup(resolve: Resolve, allows: (address: string) => boolean) {
  const lookup: LookupFunction = (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const family =
          options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const addresses = found.filter((each) => !family || each.family === family);
        if (found.length === 0 || found.some((each) => !allows(each.address))) {
          callback(new RefusedAddressError(hostname), '', 0);
        } else if (addresses.length === 0) {
          const error = new Error(`no IPv${family} address for ${hostname}`);
          callback(Object.assign(error, { code: 'ENOTFOUND' }), '', 0);
        } else if (options.all) {
          callback(null, addresses);
        } else {
          callback(null, addresses[0]!.address, addresses[0]!.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
  return lookup;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Tests only: their push service listens on this machine (AppOptions.push.allowLoopbackHttp). */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
