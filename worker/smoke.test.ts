import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

describe('smoke', () => {
  it('serves the public menu as JSON', async () => {
    const res = await exports.default.fetch('https://kovalam.test/api/menu/available');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await exports.default.fetch('https://kovalam.test/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: expect.stringContaining('/api/nope') });
  });
});
