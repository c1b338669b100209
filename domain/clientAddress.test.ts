import { describe, expect, it } from 'vitest';
import { LOOPBACK_PROXIES, clientAddress, normalizeAddress, parseProxyList, proxyEntryProblem, trustedProxies } from './clientAddress';

const loopback = trustedProxies(LOOPBACK_PROXIES);
const behindTwo = trustedProxies(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);

describe('normalizeAddress', () => {
  it('spells an address one way', () => {
    expect(normalizeAddress(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(normalizeAddress('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(normalizeAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('[::1]')).toBe('::1');
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeAddress('::FFFF:10.1.2.3')).toBe('10.1.2.3');
  });

  it('is null for what is no address', () => {
    for (const bad of ['', ' ', 'unknown', 'garbage', '999.1.1.1', '1.2.3', '1.2.3.4.5', '::zz', '[1.2.3.4]x', 'example.com', '1.2.3.4:port', '_hidden'])
      expect(normalizeAddress(bad), bad).toBeNull();
  });
});

describe('TRUSTED_PROXIES entries', () => {
  it('takes addresses and networks of both families', () => {
    for (const good of ['127.0.0.1', '127.0.0.0/8', '::1', 'fd00::/8', '0.0.0.0/0', '2001:db8::/128']) expect(proxyEntryProblem(good), good).toBeNull();
    expect(parseProxyList(' 127.0.0.1 , 10.0.0.0/8,,::1 ')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
  });

  it('names what is wrong with an entry', () => {
    expect(proxyEntryProblem('localhost')).toBe("'localhost' is not an IP address");
    expect(proxyEntryProblem('10.0.0.0/33')).toBe("'/33' is not a prefix length of 0–32");
    expect(proxyEntryProblem('fd00::/129')).toBe("'/129' is not a prefix length of 0–128");
    expect(proxyEntryProblem('10.0.0.0/x')).toBe("'/x' is not a prefix length of 0–32");
    expect(proxyEntryProblem('10.0.0.0/8/8')).toBe('expected an address or address/prefix');
    expect(() => parseProxyList('127.0.0.1, nginx')).toThrow("nginx: 'nginx' is not an IP address");
    expect(() => trustedProxies(['nginx'])).toThrow(/nginx/);
  });

  it('trusts the addresses and networks listed, in any spelling of an address', () => {
    expect(loopback('127.0.0.1')).toBe(true);
    expect(loopback('127.8.9.10')).toBe(true);
    expect(loopback('::ffff:127.0.0.1')).toBe(true);
    expect(loopback('::1')).toBe(true);
    expect(loopback('[::1]:3001')).toBe(true);
    expect(loopback('10.0.0.1')).toBe(false);
    expect(loopback('garbage')).toBe(false);
    expect(behindTwo('10.200.0.3')).toBe(true);
    expect(behindTwo('fd12::3')).toBe(true);
    expect(behindTwo('127.0.0.2')).toBe(false);
  });
});

describe('clientAddress', () => {
  it('is the socket’s address when the peer is no proxy of ours, whatever the header says', () => {
    expect(clientAddress('203.0.113.50', '6.6.6.6', loopback)).toBe('203.0.113.50');
    expect(clientAddress('203.0.113.50', '127.0.0.1', loopback)).toBe('203.0.113.50');
    expect(clientAddress('::ffff:203.0.113.50', undefined, loopback)).toBe('203.0.113.50');
  });

  it('behind a proxy of ours, is the right-most address that is not a proxy of ours', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.7', loopback)).toBe('198.51.100.7');
    // What the client wrote on the left is ignored: only entries our proxies added are believed.
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7', loopback)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', '127.0.0.1, 198.51.100.7', loopback)).toBe('198.51.100.7');
    // Two hops of ours: the TLS proxy (10.x) in front of nginx (127.0.0.1).
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.0.0.5', behindTwo)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', '6.6.6.6,198.51.100.7 ,  10.0.0.5', behindTwo)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', '[2001:db8::7]:4431', loopback)).toBe('2001:db8::7');
  });

  it('an editor on the proxy’s own machine: every entry ours, the left-most', () => {
    expect(clientAddress('127.0.0.1', '127.0.0.1', loopback)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '10.0.0.9, 127.0.0.1', behindTwo)).toBe('10.0.0.9');
    expect(clientAddress('127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '', loopback)).toBe('127.0.0.1');
  });

  it('a malformed entry ends the walk at the proxy that passed it on', () => {
    expect(clientAddress('127.0.0.1', 'garbage', loopback)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '198.51.100.7, garbage', loopback)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '198.51.100.7, , 10.0.0.5', behindTwo)).toBe('10.0.0.5');
    expect(clientAddress('127.0.0.1', 'garbage, 198.51.100.7', loopback)).toBe('198.51.100.7');
    for (const bad of [',', ' , ', 'unknown', '999.1.1.1', '1.2.3.4:99999', '"198.51.100.7"', 'x'.repeat(10_000)])
      expect(clientAddress('127.0.0.1', bad, loopback), bad).toBe('127.0.0.1');
  });

  it('reads at most 20 hops from the right', () => {
    const header = [...Array.from({ length: 30 }, (_, i) => `10.0.0.${i + 1}`)].join(', ');
    expect(clientAddress('127.0.0.1', header, behindTwo)).toBe('10.0.0.11');
  });

  it('is unknown without a socket', () => {
    expect(clientAddress(undefined, '198.51.100.7', loopback)).toBe('unknown');
    expect(clientAddress('not an address', '198.51.100.7', loopback)).toBe('unknown');
  });
});
