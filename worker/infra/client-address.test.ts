import { describe, expect, it } from 'vitest';
import { clientKey } from './client-address';

describe('clientKey', () => {
  it('keeps an IPv4 address as Cloudflare reports it', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const a = clientKey('2001:db8:abcd:12:1::1');
    expect(a).toBe('2001:db8:abcd:12::/64');
    expect(clientKey('2001:0db8:ABCD:0012:ffff:ffff:ffff:ffff')).toBe(a);
    expect(clientKey('2001:db8:abcd:13::1')).not.toBe(a);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('never throws on a missing or malformed header', () => {
    expect(clientKey(undefined)).toBe('unknown');
    expect(clientKey('')).toBe('unknown');
    expect(clientKey('1::2::3')).toBe('1::2::3');
  });
});
