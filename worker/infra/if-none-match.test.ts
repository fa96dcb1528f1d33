import { describe, expect, it } from 'vitest';
import { etagMatches } from './if-none-match';

describe('etagMatches', () => {
  const etag = '"0123456789abcdef0123"';

  it('matches the ETag as sent, and as Cloudflare weakens it when it compresses the answer', () => {
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(`W/${etag}`, etag)).toBe(true);
  });

  it('matches within a list and for *, and not for another tag or none', () => {
    expect(etagMatches(`"other", W/${etag}`, etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('"other"', etag)).toBe(false);
    expect(etagMatches(etag.slice(0, -2) + '"', etag)).toBe(false);
    expect(etagMatches(null, etag)).toBe(false);
    expect(etagMatches('', etag)).toBe(false);
  });
});
