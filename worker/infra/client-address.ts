/**
 * The client as Cloudflare reports it (`CF-Connecting-IP`), reduced to what one subscriber
 * controls: an IPv4 address as is, an IPv6 address by its /64 prefix, because one home or phone
 * is routinely given a whole /64 and could otherwise rotate through 2^64 addresses.
 */
export function clientKey(header: string | undefined | null): string {
  const address = header?.trim();
  if (!address) return 'unknown';
  if (!address.includes(':')) return address;
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped) return mapped[1];
  const groups = expandIpv6(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address.toLowerCase();
}

/** The eight hextets of an IPv6 address, without leading zeros; undefined when malformed. */
function expandIpv6(address: string): string[] | undefined {
  const [head, tail, extra] = address.toLowerCase().split('::');
  if (extra !== undefined) return undefined;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}
