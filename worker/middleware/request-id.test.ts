import { describe, expect, it } from 'vitest';
import { api } from '../test/helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// The same public GET twice: the first goes through the middleware chain, the second is answered
// from the isolate's copy before it (infra/public-answer.ts); a 404 goes through the chain too.
const PATHS = ['/api/menu/available', '/api/menu/available', '/api/does-not-exist'];

describe('X-Request-Id', () => {
  it.each([
    ['markup', '<script>alert(1)</script>'],
    ['200 characters', 'a'.repeat(200)],
    ['a ray id with more after it', '8f1a2b3c4d5e6f70-FRA<script>'],
    ['upper-case hex', '8F1A2B3C4D5E6F70'],
  ])('is our own id when the client forges cf-ray (%s)', async (_, forged) => {
    for (const path of PATHS) {
      const res = await api('GET', path, { headers: { 'cf-ray': forged } });
      expect(res.headers.get('X-Request-Id'), path).toMatch(UUID);
    }
  });

  it.each(['8f1a2b3c4d5e6f70-FRA', '8f1a2b3c4d5e6f70'])(
    'keeps a well-formed ray id (%s), to find the request in the logs',
    async (ray) => {
      for (const path of PATHS)
        expect((await api('GET', path, { headers: { 'cf-ray': ray } })).headers.get('X-Request-Id'), path).toBe(ray);
    },
  );
});
