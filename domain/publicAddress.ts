// Which IP addresses are somebody else's on the internet, and which are this machine's, its network's or no
// one's: a request the service makes for a reader (a push delivery) goes only to the first kind, so a
// subscription cannot make it post into the newsroom's own network (issue #33).
import { BlockList, isIP } from 'node:net';

/** Loopback, private, shared (CGNAT), link-local, documentation, benchmark, multicast and reserved ranges. */
const NOT_PUBLIC: ReadonlyArray<readonly [network: string, prefix: number, family: 'ipv4' | 'ipv6']> = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['64:ff9b:1::', 48, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

const blocked = new BlockList();
for (const [network, prefix, family] of NOT_PUBLIC) blocked.addSubnet(network, prefix, family);

/** True for an address of the public internet; false for any other, and for what is not an address. */
export function isPublicAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '');
  const family = isIP(ip);
  if (family === 0) return false;
  // BlockList reads an IPv4-mapped IPv6 address (::ffff:10.0.0.1) as the IPv4 address it carries.
  return !blocked.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}
