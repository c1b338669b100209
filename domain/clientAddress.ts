// Who the client of a request is, for per-client limits (issue #33): the socket's peer, unless the peer is one
// of our own proxies, whose X-Forwarded-For then names the client. Anyone can send that header; only the
// entries our proxies added are true, and each proxy appends on the right, so the walk goes from the right
// and stops at the first address that is not a proxy of ours (D-308). The preview and the security service
// both ask this one rule.
import { BlockList, isIP } from 'node:net';

/** What is trusted when nothing is set: this machine only (`npm start` runs every service on loopback). */
export const LOOPBACK_PROXIES: readonly string[] = ['127.0.0.0/8', '::1'];

/** Entries kept from one header: more hops than this are no proxy chain of ours. */
const MAX_HOPS = 20;

/**
 * An address as a client or proxy names it, in one spelling: brackets and a port dropped (`[::1]:80`,
 * `1.2.3.4:80`), IPv4-mapped IPv6 as IPv4, lower case; null for anything that is not an IP address.
 */
export function normalizeAddress(raw: string): string | null {
  let s = raw.trim();
  const withPort = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(s) ?? /^(\d{1,3}(?:\.\d{1,3}){3}):(\d{1,5})$/.exec(s);
  if (withPort) {
    if (withPort[2] !== undefined && Number(withPort[2]) > 65535) return null;
    s = withPort[1]!;
  }
  s = s.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(s);
  if (mapped) s = mapped[1]!;
  return isIP(s) === 0 ? null : s;
}

/** Why a TRUSTED_PROXIES entry is refused (an address, or a network as address/prefix), or null when it is good. */
export function proxyEntryProblem(entry: string): string | null {
  const [address, prefix, ...rest] = entry.trim().split('/');
  if (rest.length > 0 || !address) return 'expected an address or address/prefix';
  const family = isIP(address);
  if (family === 0) return `'${address}' is not an IP address`;
  if (prefix === undefined) return null;
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > max) return `'/${prefix}' is not a prefix length of 0–${max}`;
  return null;
}

/** A TRUSTED_PROXIES value, 'a, b/n, …', as its entries; throws naming the first bad one. */
export function parseProxyList(value: string): string[] {
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  for (const entry of entries) {
    const problem = proxyEntryProblem(entry);
    if (problem) throw new Error(`${entry}: ${problem}`);
  }
  return entries;
}

/** Whether an address is one of the listed proxies (entries as proxyEntryProblem accepts them). */
export function trustedProxies(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const problem = proxyEntryProblem(entry);
    if (problem) throw new Error(`trusted proxy ${entry}: ${problem}`);
    const [address, prefix] = entry.trim().split('/') as [string, string | undefined];
    const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const ip = normalizeAddress(address);
    return ip !== null && list.check(ip, isIP(ip) === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The client: the peer (the socket's address) unless it is a trusted proxy; then the right-most
 * X-Forwarded-For entry that is not a trusted proxy. Every entry being one of ours (an editor on this
 * machine), the left-most. An entry that is no address ends the walk at the hop that passed it on: what lies
 * left of it came from the client, whose address that hop is. 'unknown' without a peer (no socket).
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | undefined, isTrusted: (address: string) => boolean): string {
  const socket = peer === undefined ? null : normalizeAddress(peer);
  if (socket === null) return 'unknown';
  if (!isTrusted(socket) || !forwardedFor) return socket;
  let client = socket;
  for (const raw of forwardedFor.split(',').reverse().slice(0, MAX_HOPS)) {
    const hop = normalizeAddress(raw);
    if (hop === null) return client;
    client = hop;
    if (!isTrusted(hop)) return hop;
  }
  return client;
}
