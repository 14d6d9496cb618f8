import Fastify from 'fastify';
import { addressRateKey, clientAddress, parseTrustProxy, PRIVATE_NETWORK_PROXIES } from './client-info.js';

describe('client address helpers', () => {
  it('keys IPv6 clients by their /64 and IPv4 clients by their address', () => {
    expect(addressRateKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressRateKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressRateKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    // Every address of one /64, however written, shares the key; the next /64 does not.
    expect(addressRateKey('2001:0db8:00aa:00bb::ffff')).toBe('2001:db8:aa:bb::/64');
    expect(addressRateKey('2001:DB8:AA:BB:FFFF:FFFF:FFFF:FFFF')).toBe('2001:db8:aa:bb::/64');
    expect(addressRateKey('2001:db8:aa:bc::1')).toBe('2001:db8:aa:bc::/64');
    expect(addressRateKey('::1')).toBe('0:0:0:0::/64');
    expect(addressRateKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressRateKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('reads TRUST_PROXY as a hop count, none, or a list of addresses, ranges and range names', () => {
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,loopback, 2001:db8::/32')).toEqual(['127.0.0.1', '10.0.0.0/8', 'loopback', '2001:db8::/32']);
    for (const bad of ['true', 'proxy.example.ro', '10.0.0.0/33', '10.0.0.1/8/2', '99']) expect(() => parseTrustProxy(bad), bad).toThrow();
  });

  it("takes the forwarded address only from a proxy production's default trusts (private networks)", async () => {
    const app = Fastify({ trustProxy: PRIVATE_NETWORK_PROXIES as unknown as boolean });
    app.get('/', async (request) => clientAddress(request));
    const seen = async (remoteAddress: string) =>
      (await app.inject({ url: '/', remoteAddress, headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.1' } })).body;
    expect(await seen('127.0.0.1')).toBe('198.51.100.1');
    expect(await seen('10.1.2.3')).toBe('198.51.100.1');
    expect(await seen('172.18.0.5')).toBe('198.51.100.1');
    // A client on the internet: its own address, whatever it claims.
    expect(await seen('198.51.100.77')).toBe('198.51.100.77');
    await app.close();
  });
});
