import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a client address is counted under for signed-out uploads: an IPv4 address as it is
 * (also when written IPv4-mapped, ::ffff:a.b.c.d), an IPv6 address as its /64 — one subscriber
 * usually holds a whole /64 and can pick any address in it, so counting single addresses would
 * not bound anything.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (…:1.2.3.4) lies in the lower 64 bits: it does not change the prefix.
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  const prefix = groups.slice(0, 4).map((g) => (parseInt(g, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}
