import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { guestKeyDigest, legacyGuestKeyDigest } from './guest-digest';

const KEY = 'meera@example.com';
/** The first 16 hex digits of SHA-256("meera@example.com"): what anyone can compute from a candidate address. */
const PLAIN_SHA256_PREFIX = 'ecbef5f029111ec6';

describe('guestKeyDigest', () => {
  it('is 16 hex digits, stable for one key and secret, and differs between guests', async () => {
    const digest = await guestKeyDigest(env, KEY);
    expect(digest).toMatch(/^[0-9a-f]{16}$/);
    expect(digest).toBe(await guestKeyDigest(env, KEY));
    expect(digest).not.toBe(await guestKeyDigest(env, 'arun@example.com'));
  });

  it("is not the key's plain SHA-256, so a candidate address cannot be tested against it", async () => {
    expect(await legacyGuestKeyDigest(KEY)).toBe(PLAIN_SHA256_PREFIX);
    expect(await guestKeyDigest(env, KEY)).not.toBe(PLAIN_SHA256_PREFIX);
    expect(await guestKeyDigest(env, 'tel:4930765432')).not.toBe(await legacyGuestKeyDigest('tel:4930765432'));
  });

  it('changes with the secret: another JWT_SECRET, or AUDIT_PEPPER when it is set', async () => {
    const digest = await guestKeyDigest(env, KEY);
    expect(await guestKeyDigest({ JWT_SECRET: `${env.JWT_SECRET}x` }, KEY)).not.toBe(digest);
    const peppered = await guestKeyDigest(
      { JWT_SECRET: env.JWT_SECRET, AUDIT_PEPPER: 'pepper-0123456789abcdef0123456789ab' },
      KEY,
    );
    expect(peppered).not.toBe(digest);
    // With the pepper set, JWT_SECRET can be rotated and the digests stay.
    expect(
      await guestKeyDigest({ JWT_SECRET: 'another-secret', AUDIT_PEPPER: 'pepper-0123456789abcdef0123456789ab' }, KEY),
    ).toBe(peppered);
  });

  it("is not the secret's plain HMAC of the key either: its key is derived under a label of its own", async () => {
    const raw = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(env.JWT_SECRET),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const plainHmac = new Uint8Array(await crypto.subtle.sign('HMAC', raw, new TextEncoder().encode(KEY)));
    const hex = [...plainHmac.slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');
    expect(await guestKeyDigest(env, KEY)).not.toBe(hex);
  });
});
