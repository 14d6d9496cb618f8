import type { FastifyRequest } from 'fastify';
import { isIP } from 'node:net';

/**
 * Which proxies may tell the client address: none, a hop count, or addresses, CIDR ranges and the
 * range names of proxy-addr (loopback, linklocal, uniquelocal). This is Fastify's `trustProxy`.
 */
export type TrustProxy = false | number | string[];

const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Production's default when TRUST_PROXY is unset: proxies on private networks (the TLS proxy or
 * load balancer in front of the site, a container network). A client reaching the site directly
 * from the internet has a public address, so it cannot choose its address with the header.
 */
export const PRIVATE_NETWORK_PROXIES: string[] = ['loopback', 'linklocal', 'uniquelocal'];

/** Reads the TRUST_PROXY setting; throws with the reason on a value that is none of its forms. */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 16) throw new Error('a hop count is at most 16');
    return hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (RANGE_NAMES.has(entry)) continue;
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 4 ? 32 : 128;
    if (!family || extra !== undefined || (bits !== undefined && (!/^\d{1,3}$/.test(bits) || Number(bits) > maxBits))) {
      throw new Error(`"${entry}" is not a hop count, an address, a CIDR range or one of loopback, linklocal, uniquelocal`);
    }
  }
  return entries;
}

/** The client address, as decided by Fastify from the socket and the trusted proxies' X-Forwarded-For (create-app.ts). */
export function clientAddress(request: FastifyRequest): string {
  return request.ip;
}

export function clientInfo(request: FastifyRequest): { ip: string; userAgent?: string } {
  return { ip: clientAddress(request), userAgent: request.headers['user-agent'] };
}

/** The eight 16-bit groups of an IPv6 address (zone dropped, a trailing IPv4 part converted), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0]!.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const bytes = v4[1]!.split('.').map(Number);
    text = `${text.slice(0, -v4[1]!.length)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const groups = tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

/**
 * The key per-address limits count a client under: an IPv4 address as is (also when written as
 * IPv4-mapped IPv6), an IPv6 address by its /64 network, since one subscriber is usually given a
 * whole /64 and could otherwise take a fresh address for every request.
 */
export function addressRateKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
