import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { hostNameOf } from '../config';

export interface MetricsAccessOptions {
  /** METRICS_TOKEN: when set, the bearer token alone decides. */
  token: string | null;
  /** TRUST_PROXY: a peer it trusts is a proxy, so its requests are not local (default: none). */
  trustProxy?: Config['trustProxy'];
}

/** Host names a client on this host uses: a DNS-rebinding page's own name is never one. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Headers a proxy adds when it forwards a request: such a request is not a local one. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/** The peer as IPv4 when it is an IPv4-mapped IPv6 address ('::ffff:127.0.0.1'). */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
}

/** 127.0.0.0/8 or ::1 (an address, or a Host name that is an IPv4 literal). */
function isLoopback(address: string): boolean {
  return address === '::1' || (isIPv4(address) && address.startsWith('127.'));
}

/** Whether TRUST_PROXY names the peer as a proxy (a hop count trusts every peer). */
function trustedProxyCheck(trust: Config['trustProxy']): (address: string) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => true;
  const list = new BlockList();
  for (const entry of trust) {
    const [address = '', prefix] = entry.split('/');
    const family = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read GET /metrics, decided on the socket's peer address and the token, never on
 * forwarded headers (they can only close the endpoint, never open it). With METRICS_TOKEN:
 * `Authorization: Bearer <token>`, from anywhere. Without: a client on this host only (a
 * sidecar, an SSH tunnel), that is a loopback peer that TRUST_PROXY does not name as a proxy,
 * whose request carries no forwarding header and names a loopback Host. A reverse proxy on
 * this host connects from loopback for every client on the internet: its requests carry
 * X-Forwarded-For, and TRUST_PROXY names it; a DNS-rebinding page names its own host.
 */
export function metricsAccess(options: MetricsAccessOptions): (request: FastifyRequest) => boolean {
  const { token } = options;
  if (token !== null) {
    const expected = `Bearer ${token}`;
    return (request) => sameSecret(request.headers.authorization ?? '', expected);
  }
  const isTrustedProxy = trustedProxyCheck(options.trustProxy ?? false);
  return (request) => {
    const peer = plainAddress(request.socket.remoteAddress ?? '');
    if (!isLoopback(peer) || isTrustedProxy(peer)) return false;
    if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
    const host = hostNameOf(request.headers.host ?? '');
    return host !== null && (LOOPBACK_NAMES.has(host) || isLoopback(host));
  };
}
